import { remountScore } from '../../../../src/rulesets/fow4/saves.js';
import { describe, expect, it } from 'vitest';
import { Fraction, sumFractions } from '../../../../src/dice/fraction.js';
import type { RerollPolicy } from '../../../../src/dice/pool.js';
import { atLeast } from '../../../../src/dice/target.js';
import type { HitGroup, OddsTeam } from '../../../../src/rulesets/fow4/odds/plan.js';
import { shootOdds } from '../../../../src/rulesets/fow4/odds/shoot-odds.js';

import { PANZER_IV_H, RIFLE_MG, SHERMAN_V } from '../shooting/helpers.js';
import { roundRobin } from './helpers.js';

/** A small seeded generator so the random situations are the same on every run. */
function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

const expectation = (w: { fractions(): Fraction[] }) =>
  sumFractions(w.fractions().map((p, k) => p.mul(Fraction.of(k))));

describe('property: every distribution of random shots sums to 1, and team and unit views agree', () => {
  it('40 random situations (tanks and infantry, Bailed Out, cover, re-rolls, several weapon groups)', () => {
    const r = rng(2024);
    for (let trial = 0; trial < 40; trial++) {
      const n = 1 + r(5);
      const infantry = r(3) === 0;
      const teams: OddsTeam[] = Array.from({ length: n }, (_, i) => {
        const profile = infantry ? RIFLE_MG : r(2) ? SHERMAN_V : PANZER_IV_H;
        return {
          id: `t${i}`,
          name: `t${i}`,
          profile,
          facts: { name: `t${i}`, bulletproof: r(2) === 0 },
          crew: {
            remount: remountScore(
              { motivation: (['fearless', 'confident', 'reluctant'] as const)[r(3)]!, skill: 'trained' },
              profile,
            ),
            commanderReroll: r(3) === 0,
          },
          ...(!infantry && r(3) === 0 ? { bailedOut: true } : {}),
        };
      });
      const groups: HitGroup[] = Array.from({ length: 1 + r(3) }, (_, g) => ({
        label: `g${g}`,
        dice: r(7),
        toHit: atLeast(2 + r(5), r(4) === 0 ? 5 : undefined),
        reroll: (['none', 'failures', 'successes'] as RerollPolicy[])[r(3)]!,
        hitOn: Object.fromEntries(
          teams.map((t) => [
            t.id,
            {
              antiTank: 2 + r(12),
              firepower: 1 + r(6),
              facing: (['front', 'side', 'turret-front-hull-side'] as const)[r(3)]!,
              longRange: r(2) === 0,
            },
          ]),
        ),
        autoPin: r(5) === 0,
      }));
      const odds = shootOdds({
        groups,
        unit: { name: 'u', teams, teamsAtStart: n + r(10) },
        allocate: roundRobin(
          teams.map((t) => t.id),
          't0',
          groups,
        ),
      });
      for (const w of [
        odds.hits,
        odds.unit.destroyed,
        odds.unit.bailedOut,
        odds.unit.unharmed,
        odds.unit.joint.w,
        ...odds.hitsByGroup.map((g) => g.dist),
        ...odds.teams.map((t) => t.states),
      ]) {
        expect(w.total()).toEqual(Fraction.ONE);
      }
      // Expected destroyed teams counted two ways: from the unit's distribution and team by team.
      expect(expectation(odds.unit.destroyed)).toEqual(sumFractions(odds.teams.map((t) => t.states.at(2))));
      expect(expectation(odds.unit.bailedOut)).toEqual(sumFractions(odds.teams.map((t) => t.states.at(1))));
      for (const p of [odds.pinned.p, odds.goodSpirits.pLost])
        if (p) expect(p.compare(Fraction.ONE) <= 0 && p.compare(Fraction.ZERO) >= 0).toBe(true);
    }
  });
});
