import { describe, expect, it } from 'vitest';
import { pDie } from '../../src/dice/distribution.js';
import { Fraction, sumFractions } from '../../src/dice/fraction.js';
import { rollPool } from '../../src/dice/pool.js';
import { atLeast } from '../../src/dice/target.js';
import { enumerateOutcomes } from '../../src/engine/enumerate.js';
import { decide } from '../../src/engine/request.js';
import type { Procedure } from '../../src/engine/request.js';

describe('exact enumeration of a procedure', () => {
  it('finds every outcome of a two-stage re-rolled die with its exact chance', () => {
    const outcomes = enumerateOutcomes(() =>
      rollPool({ count: 1, target: atLeast(6, 5), reroll: 'failures', label: 'x' }),
    );
    expect(sumFractions(outcomes.map((o) => o.p))).toEqual(Fraction.ONE);
    const pass = sumFractions(outcomes.filter((o) => o.result.successes === 1).map((o) => o.p));
    expect(pass).toEqual(pDie(atLeast(6, 5), 'failures'));
  });

  it('follows decisions by their default', () => {
    function* proc(): Procedure<string> {
      const go = yield* decide(
        'x',
        'shooter',
        'roll?',
        [
          { value: true, label: 'yes' },
          { value: false, label: 'no' },
        ],
        false,
      );
      if (!go) return 'skipped';
      const r = yield* rollPool({ count: 1, target: atLeast(4), label: 'x' });
      return r.successes ? 'hit' : 'miss';
    }
    expect(enumerateOutcomes(proc).map((o) => o.result)).toEqual(['skipped']);
    const withYes = enumerateOutcomes(proc, { decide: () => true });
    expect(sumFractions(withYes.filter((o) => o.result === 'hit').map((o) => o.p)).toString()).toBe('1/2');
  });
});
