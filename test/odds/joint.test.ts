/**
 * countsOfMembers (issue 32) is the closed form of the joint's marginals: on a grid of member sets
 * (alike and unlike members, three-state and two-state, several denominators), each count it gives
 * equals, fraction for fraction, the marginal of the joint built by jointOfMembers.
 */
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/dice/fraction.js';
import { countsOfMembers, jointOfMembers, type StateCounts } from '../../src/odds/joint.js';
import { Weights } from '../../src/odds/weights.js';

const w = (...p: [number, number][]) => Weights.fromFractions(p.map(([n, d]) => Fraction.of(n, d)));
const KINDS = [
  w([2, 9], [1, 3], [4, 9]), // a tank: unharmed, bailed out, destroyed
  w([13, 18], [0, 1], [5, 18]), // infantry: never bailed out
  w([1, 1], [0, 1], [0, 1]), // untouched
  w([0, 1], [1, 6], [5, 6]),
  new Weights([5n, 7n, 24n], 36n), // not reduced
];

describe('the counts of independent members in each state, without the joint', () => {
  for (const sizes of [
    [0, 0, 0, 0, 0],
    [1, 0, 0, 0, 0],
    [7, 0, 0, 0, 0],
    [3, 2, 0, 0, 0],
    [2, 3, 1, 0, 0],
    [1, 1, 1, 1, 1],
    [4, 0, 2, 5, 3],
    [12, 9, 0, 0, 0],
  ]) {
    it(`equal the joint's marginals: ${sizes.join('/')} members of five kinds`, () => {
      const members = sizes.flatMap((n, k) => Array.from({ length: n }, () => KINDS[k]!));
      // Shuffled the same way every run: the order of members does not matter.
      members.sort((a, b) => ((KINDS.indexOf(a) * 7 + 3) % 5) - ((KINDS.indexOf(b) * 7 + 3) % 5));
      const cache = new Map<string, StateCounts>();
      const joint = jointOfMembers(members);
      for (const counts of [countsOfMembers(members, cache), countsOfMembers(members, cache)]) {
        expect(counts.size).toBe(joint.size);
        expect(counts.destroyed.fractions()).toEqual(joint.destroyed().fractions());
        expect(counts.middle.fractions()).toEqual(joint.middle().fractions());
        expect(counts.unharmed.fractions()).toEqual(joint.unharmed().fractions());
      }
    });
  }
});
