import { describe, expect, it } from 'vitest';
import { editedGame, someActed, stateOf, unit, walk } from './helpers.js';

// The 1st Grenadier Platoon has 12 teams (a command team and eleven Rifle/MG teams).
const twelve = (t: string) =>
  t.replace(
    '          - { team: Rifle/MG team, count: 9 }\n        leader: Command Panzerfaust SMG team\n        points: 165\n      - name: 2nd',
    '          - { team: Rifle/MG team, count: 11 }\n        leader: Command Panzerfaust SMG team\n        points: 165\n      - name: 2nd',
  );
const SHOOT_QUESTIONS = ['', '', '', '', '', ''];

describe('Pinned Down (p. 41): a unit that began the Shooting Step with 12 or more teams needs 8 hits', () => {
  it('12 teams at the start, one destroyed by the first shooting: 5 hits in the step do not pin it', async () => {
    const file = editedGame({ german: twelve }, (s) => {
      // The grenadiers are marked Concealed (in a wood): no Concealed question, hit on 5+.
      for (const t of unit(s, 'German', '1st Grenadier Platoon').teams) t.concealed = true;
      return { ...s, play: { ...s.play, meeting: false } };
    });
    expect(unit(stateOf(file), 'German', '1st Grenadier Platoon').teams).toHaveLength(12);
    const run = await walk(
      file,
      [
        'no',
        'end the Movement Step',
        // 1st Troop: 3 hits, one Rifle/MG team fails its save.
        'shoot with 1st Troop',
        '1st Grenadier Platoon',
        ...SHOOT_QUESTIONS,
        '5 5',
        '5 1',
        '1 1',
        '1 1',
        'no (more) swaps',
        '6',
        '1',
        '6',
        // 2nd Troop: 2 more hits (5 in the step), both saved.
        'shoot with 2nd Troop',
        '1st Grenadier Platoon',
        ...SHOOT_QUESTIONS,
        '5 5',
        '1 1',
        '1 1',
        '1 1',
        'no (more) swaps',
        '6',
        '6',
      ],
      (s) => (s.play?.acted ?? []).includes('2nd Troop'),
    );
    expect(run.remaining).toBe(0);
    const platoon = unit(stateOf(file), 'German', '1st Grenadier Platoon');
    expect(platoon.teams.filter((t) => t.destroyed)).toHaveLength(1);
    expect(platoon.pinned).toBeUndefined();
  });
});
