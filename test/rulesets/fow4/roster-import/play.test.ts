/**
 * An imported list plays: a US tank company built from BSData's values (LW - D-Day_American.cat,
 * as BattleScribe exports it) against the bundled grenadiers. In `umpire play` its M7 Priest
 * battery bombards as 3 guns with the v4 card's values (AT 3, FP 3+: already adjusted, p. 49).
 */
import { resolve, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../../src/cli/play/run.js';
import { createFow4Game, openFow4Game } from '../../../../src/rulesets/fow4/game.js';
import { importRosterFiles } from '../../../../src/rulesets/fow4/roster-import/files.js';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { SeededDice } from '../../../../src/dice/seeded.js';
import { tempDir } from '../../../game/helpers.js';
import { CountingIO } from '../../../cli/play/helpers.js';

const GERMANS = resolve('scenarios/fow4/forces/german-grenadierkompanie.yaml');

/** The US company imported, a game against the grenadiers set up: US to play turn 1, Starting Step. */
function usGame(): string {
  const d = tempDir();
  importRosterFiles('test/fixtures/rosters/bsdata/us-tank-company.rosz', { output: join(d, 'us.yaml') });
  const file = join(d, 'game.yaml');
  createFow4Game({
    gameFile: file,
    sides: [
      { name: 'US', forceFile: join(d, 'us.yaml') },
      { name: 'German', forceFile: GERMANS },
    ],
    dice: { kind: 'seeded', seed: 5, state: [...new SeededDice(5).save().state] },
  }).session.close();
  const g = openFow4Game(file);
  const s = g.session.state;
  g.session.commit(
    {
      ...s,
      step: 'starting',
      sides: s.sides.map((side) => ({ ...side, role: side.name === 'US' ? 'attacker' : 'defender' })),
      active: 'US',
      play: { attacker: 'US', first: 'US', meeting: false, objectives: [] },
    } as GameState,
    'test set-up',
  );
  g.session.close();
  return file;
}

describe('an imported US tank company plays against the bundled grenadiers', () => {
  it('the US turn: the M7 battery bombards as 3 guns with its v4 values (AT 3, FP 3+), the Shermans shoot', async () => {
    const file = usGame();
    const io = new CountingIO(['', 'end the Movement Step', 'bombard with M7 Priest or 105mm Field Artillery Battery']);
    await playGame(file, io, { until: (s) => (s as GameState).active === 'German' });
    const text = io.transcript.join('\n');
    // Three guns: the 3-4 weapons band (no re-roll), and each of the three fired (p. 48).
    expect(text).toContain('template 6" x 6" (standard), none re-roll; Anti-tank 3, Firepower 3+');
    for (const n of [1, 2, 3])
      expect(text).toContain(`M7 Priest or 105mm Field Artillery Battery/${n}: fired a bombardment`);
    expect(text).not.toContain('Bombardment Firepower and Anti-tank Ratings');
    // Ranged in at the first attempt: the unit's Time on Target rule (p. 69) re-rolls the grenadiers' saves.
    expect(text).toContain(
      'Kompanie HQ/2 hit by M7 Priest or 105mm Field Artillery Battery: save 3+: re-roll successes',
    );
    // The Shermans shoot with the card's 75mm gun (ROF 2 halted).
    expect(text).toMatch(/M4 Sherman Tank Company HQ shoots at Kompanie HQ/);
    expect(text).toMatch(/│ M4 Sherman\s+│ M4 Sherman\s+│ 2 halted │/);
    const s = openFow4Game(file, { readOnly: true }).session.state;
    expect(s.active).toBe('German');
    const battery = s.sides
      .find((x) => x.name === 'US')!
      .units.find((u) => u.unit === 'M7 Priest or 105mm Field Artillery Battery')!;
    expect(battery.teams).toHaveLength(3);
    expect(battery.teams.every((t) => t.shot === true || t.bombarded === true)).toBe(true);
  });
});
