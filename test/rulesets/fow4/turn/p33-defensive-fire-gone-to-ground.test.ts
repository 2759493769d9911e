import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../src/dice/seeded.js';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { readyGame, stateOf, unit, walk } from './helpers.js';

describe('Gone to Ground (p. 33): a team that fired Defensive Fire has shot this turn', () => {
  it('the grenadiers that fire Defensive Fire at the charging Shermans are no longer Gone to Ground', async () => {
    const file = readyGame(
      (s) => {
        for (const t of unit(s, 'German', '1st Grenadier Platoon').teams) t.goneToGround = true;
        return s;
      },
      { kind: 'seeded', seed: 5, state: [...new SeededDice(5).save().state] } as GameState['dice'],
    );
    // Seed 5 (see test/cli/play/assault.test.ts): Defensive Fire destroys a Sherman before the charge.
    const run = await walk(
      file,
      [
        'no',
        'end the Movement Step',
        'end the Shooting Step',
        'assault with 1st Troop',
        '1st Grenadier Platoon',
        ...Array(80).fill(''),
      ],
      (s) => (s.play?.acted ?? []).includes('1st Troop') && s.step === 'assault',
    );
    expect(run.transcript.some((l) => /fired Defensive Fire: no longer Gone to Ground \(.*p\. 33\)/.test(l))).toBe(
      true,
    );
    const grens = unit(stateOf(file), 'German', '1st Grenadier Platoon').teams.filter((t) => !t.destroyed);
    expect(grens.some((t) => !t.goneToGround)).toBe(true);
  });
});
