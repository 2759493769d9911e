import { describe, expect, it } from 'vitest';
import { acted, readyGame, stateOf, unit, walk } from './helpers.js';

// British turn 1: 1st Troop (four tanks) moves, its leader issues Follow Me; 1st Troop/2 ends Out of Command.
const followMe = (roll: string) => [
  'no', // Starting Step: no Objective held
  'move 1st Troop',
  'Follow Me',
  'Tactical',
  roll,
  '', // every team moved (none stayed, pp. 24-25)
  '0', // moved Tactical; Follow Me Motivation test; no Cross tests
  'no',
  'no',
  'yes',
  'yes', // In Command? not all: /2 no, /3 yes, /4 yes
  'end the Movement Step',
  'shoot with 1st Troop',
  'StuG Platoon',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
];

describe('Follow Me (p. 25): whether the order passes or fails, the In Command teams cannot shoot', () => {
  for (const [how, roll] of [
    ['fails', '1'],
    ['passes', '6'],
  ] as const) {
    it(`the order ${how}: only the Out of Command tank shoots`, async () => {
      const file = readyGame();
      const run = await walk(file, [...followMe(roll), '1'], acted('1st Troop')); // 1st Troop/2: 5+ to hit (moved Out of Command), misses
      expect(run.remaining).toBe(0);
      const s = stateOf(file);
      expect(unit(s, 'British', '1st Troop').teams.map((t) => t.shot === true)).toEqual([false, true, false, false]);
      // The reason wraps at 80 columns: read the line as one.
      expect(
        run.transcript.some((l) =>
          /1st Troop\/1 does not shoot: .*Follow Me order \(p. 25\)/.test(l.replace(/\s*\n\s*/g, ' ')),
        ),
      ).toBe(true);
    });
  }
});
