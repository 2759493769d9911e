import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binomial, convolve, poolSuccesses, sumOfDice } from '../../src/dice/distribution.js';
import { Fraction, sumFractions } from '../../src/dice/fraction.js';
import { rollPool, rollSum } from '../../src/dice/pool.js';
import { atLeast, atMost, judge } from '../../src/dice/target.js';
import { withDice } from '../helpers.js';

describe('dice pools and re-rolls', () => {
  it('re-rolls failures once each, and the re-roll stands even when it fails', () => {
    const { result, dice } = withDice(
      rollPool({ count: 4, target: atLeast(4), reroll: 'failures', label: 'x' }),
      [1, 4, 2, 6, 3, 5],
    );
    expect(result.dice.map((d) => d.reroll?.face)).toEqual([3, undefined, 5, undefined]);
    expect(result.successes).toBe(3);
    expect(dice.remaining).toBe(0);
  });

  it('re-rolls successes (a forced re-roll) and keeps the second result', () => {
    const { result } = withDice(
      rollPool({ count: 3, target: atLeast(3), reroll: 'successes', label: 'x' }),
      [3, 2, 6, 1, 4],
    );
    expect(result.dice.map((d) => d.success)).toEqual([false, false, true]);
  });

  it('does not ask for re-roll dice when nothing qualifies', () => {
    const { result, dice } = withDice(
      rollPool({ count: 2, target: atLeast(2), reroll: 'failures', label: 'x' }),
      [5, 6],
    );
    expect(result.successes).toBe(2);
    expect(dice.used).toBe(2);
  });

  it('d10 roll-under: each die at or under the number succeeds', () => {
    const { result } = withDice(rollPool({ count: 4, sides: 10, target: atMost(3), label: 'x' }), [3, 7, 1, 10]);
    expect(result.successes).toBe(2);
  });

  it('sums: 3d6 at or under 11', () => {
    expect(withDice(rollSum(3, 6, 'x', atMost(11)), [4, 4, 3]).result).toMatchObject({ total: 11, success: true });
    expect(withDice(rollSum(3, 6, 'x', atMost(11)), [4, 4, 4]).result).toMatchObject({ total: 12, success: false });
  });

  it('a scripted face outside the die is refused', () => {
    expect(() => withDice(rollPool({ count: 1, target: atLeast(4), label: 'to hit' }), [7])).toThrow(
      /7 is not a face of a d6/,
    );
  });
});

describe('exact distributions', () => {
  it('every distribution sums to 1', () => {
    for (const n of [0, 1, 5, 17]) expect(sumFractions(binomial(n, Fraction.of(1, 3)))).toEqual(Fraction.ONE);
    expect(sumFractions(poolSuccesses(10, atLeast(6, 5), 'failures'))).toEqual(Fraction.ONE);
    expect(sumFractions(sumOfDice(3, 6))).toEqual(Fraction.ONE);
  });

  it('binomial and convolution agree with hand values', () => {
    expect(binomial(2, Fraction.of(1, 2)).map(String)).toEqual(['1/4', '1/2', '1/4']);
    expect(
      convolve([Fraction.of(1, 2), Fraction.of(1, 2)], [Fraction.of(1, 2), Fraction.of(1, 2)]).map(String),
    ).toEqual(['1/4', '1/2', '1/4']);
    const three = sumOfDice(3, 6);
    expect(three[10]!.toString()).toBe('1/8');
    expect(sumFractions(three.slice(0, 11)).toString()).toBe('1/2');
    expect(sumFractions(sumOfDice(2, 6).slice(0, 8)).toString()).toBe('7/12');
  });
});

describe('a pool gives each die its own verdict, whether or not dice share records', () => {
  it('each die: its face, the verdict for that face, the re-roll of a failure; successes counted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 2, max: 6 }),
        fc.boolean(),
        (faces, need, reroll) => {
          const target = atLeast(need);
          const failed = faces.filter((f) => !judge(target, f)).length;
          const again = faces.map((f) => (f % 6) + 1).slice(0, reroll ? failed : 0);
          const { result } = withDice(
            rollPool({ count: faces.length, target, reroll: reroll ? 'failures' : 'none', label: 'x' }),
            [...faces, ...again],
          );
          let k = 0;
          const expected = faces.map((face) => {
            const first = { face, success: judge(target, face) };
            if (!reroll || first.success) return { first, success: first.success };
            const r = { face: again[k]!, success: judge(target, again[k++]!) };
            return { first, reroll: r, success: r.success };
          });
          expect(result.dice).toEqual(expected);
          expect(result.successes).toBe(expected.filter((d) => d.success).length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
