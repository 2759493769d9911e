import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/cli/play/run.js';
import { ScriptedIO } from '../../../src/cli/play/scripted-io.js';
import { SeededDice } from '../../../src/dice/seeded.js';
import type { GameState } from '../../../src/rulesets/fow4/schema/game.js';
import { readyGame, stateOf, unit } from './helpers.js';

describe('umpire play: the Assault Step', () => {
  it('a unit assaults through the assault procedure; the teams that fought are marked and the unit is done for the step', async () => {
    const file = readyGame((s) => s, { kind: 'seeded', seed: 5, state: [...new SeededDice(5).save().state] });
    const io = new ScriptedIO([
      'no',
      'end the Movement Step',
      'end the Shooting Step',
      'assault with 1st Troop',
      '1st Grenadier Platoon',
      ...Array(80).fill(''),
    ]);
    await playGame(file, io, { until: (s) => ((s as GameState).play?.acted ?? []).includes('1st Troop') });
    const s = stateOf(file);
    expect(s.step).toBe('assault');
    expect(s.play?.acted).toEqual(['1st Troop']);
    const lines = io.transcript.filter((l) => l.includes('1st Troop assaults 1st Grenadier Platoon'));
    expect(lines.length).toBe(1);
    // Seed 5 with the default table answers: Defensive Fire destroys a Sherman, the charge destroys a
    // rifle team, the Grenadiers break off Pinned Down and 1st Troop may consolidate (pp. 55-59).
    expect(unit(s, 'British', '1st Troop').teams[0]!.destroyed).toBe(true);
    expect(unit(s, 'German', '1st Grenadier Platoon').teams[1]!.destroyed).toBe(true);
    expect(unit(s, 'German', '1st Grenadier Platoon').pinned).toBe(true);
    expect(unit(s, 'British', '1st Troop').teams.some((t) => t.assaulted)).toBe(true);
    expect(io.transcript.some((l) => l.includes('1st Troop may Consolidate'))).toBe(true);
  });
});
