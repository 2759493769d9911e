/**
 * The opponent's closed-form value of a fire equals the exact enumeration of the real fire
 * procedure (odds.ts): expected hits at every F, capped at 9 (a 0 never hits, p. 5), and the
 * one-hit-per-unit option (B1).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enumerateOutcomes } from '../../../../src/engine/enumerate.js';
import { fire, type FireSituation } from '../../../../src/rulesets/combat-infantry/fire/fire.js';
import { fireValue } from '../../../../src/rulesets/combat-infantry/opponent/fire-value.js';
import { CI } from '../../../../src/rulesets/combat-infantry/rules.js';

function situation(F: number, dice: number, delta: number, oneHit: boolean, defense: 1 | 2): FireSituation {
  return {
    firer: { id: 'A1', side: 'USA', strength: dice, F },
    mode: 'direct',
    modifiers: delta ? [{ name: 'long range', delta, rule: CI.range }] : [],
    targets: [{ id: 'G1', owner: 'Germany', strength: 4, lastStep: 1, defense }],
    oneHitPerUnit: oneHit,
  };
}

describe('fireValue', () => {
  it('expected hits equal the exact mean of the enumerated fire', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: -2, max: 0 }),
        fc.boolean(),
        fc.constantFrom<1 | 2>(1, 2),
        (F, dice, delta, oneHit, defense) => {
          const s = situation(F, dice, delta, oneHit, defense);
          const outcomes = enumerateOutcomes(() => fire(s));
          const mean = outcomes.reduce(
            (a, o) => a + o.p.toNumber() * (oneHit ? Math.min(o.result.hits, 1) : o.result.hits),
            0,
          );
          const v = fireValue(s);
          expect(v.hits).toBeCloseTo(mean, 12);
          expect(v.steps).toBeCloseTo(mean / defense, 12);
        },
      ),
      { numRuns: 40 },
    );
  });
});
