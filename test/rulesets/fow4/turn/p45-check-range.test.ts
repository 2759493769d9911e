import { describe, expect, it } from 'vitest';
import { editedGame, someActed, stateOf, unit, walk } from './helpers.js';

/** The British get a battery of five Sextons; British turn 1, not a Meeting Engagement. */
const battery = () =>
  editedGame(
    {
      british: (t) =>
        `${t}\n  - name: Sexton Battery\n    teams:\n      - { team: Sexton, count: 5 }\n    points: 400\n`,
    },
    (s) => ({ ...s, play: { ...s.play, meeting: false } }),
  );

describe('Check Range (p. 45): artillery teams out of range or field of fire do not fire', () => {
  it('the table leaves Sexton Battery/5 out: four weapons fire (no re-roll of misses, p. 48), and it may still shoot', async () => {
    const file = battery();
    const run = await walk(
      file,
      [
        'no',
        'end the Movement Step',
        'bombard with Sexton Battery',
        'StuG Platoon',
        '', // spotter: the Unit Leader
        '', // every StuG under the template
        '', // no cover
        'Sexton Battery/1, Sexton Battery/2, Sexton Battery/3, Sexton Battery/4', // the Sextons with the Aiming Point in range and field of fire
        '', // no terrain under the template
        '', // Danger Close: clear
        '6', // Range In on the first attempt
        '1',
        '1',
        '1', // three misses, not re-rolled with four weapons
      ],
      someActed('shooting'),
    );
    expect(run.remaining).toBe(0);
    expect(run.transcript.some((l) => /Which Sexton Battery teams have the Aiming Point within range/.test(l))).toBe(
      true,
    );
    expect(run.transcript.some((l) => /none re-roll/.test(l))).toBe(true);
    const teams = unit(stateOf(file), 'British', 'Sexton Battery').teams;
    expect(teams.map((t) => t.bombarded === true)).toEqual([true, true, true, true, false]);
  });
});
