import { describe, expect, it } from 'vitest';
import { editedGame, stateOf, walk } from './helpers.js';

// The British force gets a flight of two Typhoons (support).
const typhoons = (t: string) =>
  `${t}\n  - name: Typhoon Flight\n    teams:\n      - { team: Typhoon, count: 2 }\n    points: 100\n`;
const game = () => editedGame({ british: typhoons }, (s) => ({ ...s, play: { ...s.play, meeting: false } }));
const choicesOf = (err: unknown) => String(err).replace(/^[^]*choose one of: /, '');

describe('Aircraft (p. 44): only aircraft that arrived this turn move, shoot or can be shot at', () => {
  it('the Typhoons fail to arrive: they are not offered to move or shoot', async () => {
    const file = game();
    const err = await walk(file, ['no', 'Cannon', '3', 'move Typhoon Flight']).catch((e: Error) => e);
    expect(choicesOf(err)).toMatch(/move:1st Troop/);
    expect(choicesOf(err)).not.toMatch(/Typhoon/);
    expect(stateOf(file).play?.aircraftArrived).toBeUndefined();
    const err2 = await walk(file, ['end the Movement Step', 'shoot with Typhoon Flight']).catch((e: Error) => e);
    expect(choicesOf(err2)).toMatch(/shoot:1st Troop/);
    expect(choicesOf(err2)).not.toMatch(/Typhoon/);
  });

  it('they arrive on 4+: placed in the Movement Step, they shoot; at the end of the Shooting Step they leave, and the enemy never targets them', async () => {
    const file = game();
    // (undo cancels the move under way, so the next session does not resume it)
    const run = await walk(file, ['no', 'Cannon', '4', 'move Typhoon Flight', 'undo', 'quit']);
    expect(run.end).toBe('quit');
    expect(stateOf(file).play?.aircraftArrived).toEqual(['Typhoon Flight']);
    await walk(file, ['end the Movement Step', 'end the Shooting Step'], (s) => s.step === 'assault');
    expect(stateOf(file).play?.aircraftArrived).toBeUndefined();
    // German turn: no Typhoon among the targets.
    const err = await walk(file, [
      'end the turn',
      'no',
      'end the Movement Step',
      'shoot with StuG Platoon',
      'Typhoon Flight',
    ]).catch((e: Error) => e);
    expect(choicesOf(err)).toMatch(/1st Troop/);
    expect(choicesOf(err)).not.toMatch(/Typhoon/);
  });
});
