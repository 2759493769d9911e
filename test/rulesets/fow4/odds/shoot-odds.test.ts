import { scoreTarget } from '../../../../src/rulesets/fow4/saves.js';
import { describe, expect, it } from 'vitest';
import { Fraction, sumFractions } from '../../../../src/dice/fraction.js';
import { enumerateOutcomes } from '../../../../src/engine/enumerate.js';
import { simulate } from '../../../../src/odds/simulate.js';
import { hitOutcomeDist } from '../../../../src/rulesets/fow4/odds/hit-outcome.js';
import { shootOdds } from '../../../../src/rulesets/fow4/odds/shoot-odds.js';
import type { OddsTeam, ShotPlan } from '../../../../src/rulesets/fow4/odds/plan.js';

import { RIFLE_MG, SHERMAN_V } from '../shooting/helpers.js';
import { group, resolvePlan, roundRobin, tanks } from './helpers.js';

const f = (n: number, d: number) => Fraction.of(n, d);
const AT11_FP3 = { antiTank: 11, firepower: 3 } as const;

function plan(teams: OddsTeam[], groups: ShotPlan['groups'], extra: Partial<ShotPlan['unit']> = {}): ShotPlan {
  return {
    groups,
    unit: { name: 'target', teams, ...extra },
    allocate: roundRobin(
      teams.map((t) => t.id),
      teams[0]!.id,
      groups,
    ),
  };
}

function expectSumsToOne(...dists: Fraction[][]) {
  for (const d of dists) expect(sumFractions(d)).toEqual(Fraction.ONE);
}

describe('exact shooting odds: values by hand', () => {
  it('a score of 7 to hit is a 6 then a 5+: 1/18', () => {
    const t = tanks(SHERMAN_V, 1);
    const toHit = scoreTarget(4, [1, 2]).target;
    const odds = shootOdds(plan(t, [group('x', 1, 4, t, AT11_FP3, { toHit })]));
    expect(odds.hits.fractions()).toEqual([f(17, 18), f(1, 18)]);
  });

  it("a Sherman V's front armour against Anti-tank 11, Firepower 3+, close range: 4/9 destroyed, 1/3 bailed out, 2/9 no effect", () => {
    const [t] = tanks(SHERMAN_V, 1);
    const d = hitOutcomeDist(t!, AT11_FP3, false);
    expect(d.p('destroyed')).toEqual(f(4, 9));
    expect(d.p('bailed-out')).toEqual(f(1, 3));
    expect(d.p('no-effect')).toEqual(f(2, 9));
    // one certain hit (auto) gives the same at unit level
    const odds = shootOdds(plan([t!], [{ label: 'auto', dice: 1, toHit: { kind: 'auto' }, hitOn: { t1: AT11_FP3 } }]));
    expect(odds.teams[0]!.states.fractions()).toEqual([f(2, 9), f(1, 3), f(4, 9)]);
  });

  it('an already Bailed Out Sherman (Remount 4+) hit again: bailing again means a Remount roll, failure destroys', () => {
    const [t] = tanks(SHERMAN_V, 1, { bailedOut: true });
    const d = hitOutcomeDist(t!, AT11_FP3, true);
    // destroyed outright 4/9, plus bailed out again (1/3) and failing 4+ (1/2)
    expect(d.p('destroyed')).toEqual(f(4, 9).add(f(1, 6)));
  });

  it('an infantry team in Bulletproof Cover against Firepower 5+: fails the 3+ save (1/3) and the shooter passes 5+ (1/3): 1/9', () => {
    const team: OddsTeam = {
      id: 'i1',
      name: 'Rifle 1',
      profile: RIFLE_MG,
      facts: { name: 'Rifle 1', bulletproof: true },
    };
    expect(hitOutcomeDist(team, { antiTank: 2, firepower: 5 }, false).p('destroyed')).toEqual(f(1, 9));
  });

  it('pinning: P(at least 5 hits) of 10 dice at 4+, Bagpipes make it 6', () => {
    const inf = Array.from({ length: 6 }, (_, i): OddsTeam => ({
      id: `i${i}`,
      name: `Rifle ${i}`,
      profile: RIFLE_MG,
      facts: { name: `Rifle ${i}` },
    }));
    const g = group('rifles', 10, 4, inf, { antiTank: 2, firepower: 6 });
    const tail = (k: number) =>
      sumFractions(Array.from({ length: 11 - k }, (_, i) => binom(10, k + i).mul(f(1, 1024))));
    expect(shootOdds(plan(inf, [g])).pinned.p).toEqual(tail(5));
    expect(shootOdds(plan(inf, [g], { bagpipes: true })).pinned.p).toEqual(tail(6));
    expect(shootOdds(plan(inf, [g], { teamsAtStart: 12 })).pinned.p).toEqual(tail(8));
    expect(
      shootOdds(plan(tanks(SHERMAN_V, 3), [group('x', 10, 4, tanks(SHERMAN_V, 3), AT11_FP3)])).pinned.p,
    ).toBeNull();
  });
});

function binom(n: number, k: number): Fraction {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return Fraction.of(c);
}

describe('exact shooting odds: every distribution sums to 1', () => {
  it('unit, team and hit distributions for mixed units and several weapon groups', () => {
    const ts = [...tanks(SHERMAN_V, 2), ...tanks(SHERMAN_V, 1, { bailedOut: true }).map((t) => ({ ...t, id: 'b1' }))];
    const g1 = group('75mm', 6, 4, ts, AT11_FP3);
    const g2 = group('MG', 5, 4, ts, { antiTank: 2, firepower: 6 }, { reroll: 'failures' });
    const odds = shootOdds(plan(ts, [g1, g2]));
    expectSumsToOne(
      ...[
        odds.hits,
        odds.unit.destroyed,
        odds.unit.bailedOut,
        odds.unit.unharmed,
        ...odds.hitsByGroup.map((g) => g.dist),
        ...odds.teams.map((t) => t.states),
      ].map((w) => w.fractions()),
    );
    expect(odds.unit.joint.w.total()).toEqual(Fraction.ONE);
    expect(odds.combinations).toBe(7 * 6);
  });

  it('the counts destroyed, bailed out and unharmed are the marginals of the whole joint (mixed apart, same numbers)', () => {
    const ts = [...tanks(SHERMAN_V, 3), ...tanks(SHERMAN_V, 1, { bailedOut: true }).map((t) => ({ ...t, id: 'b1' }))];
    const odds = shootOdds(
      plan(ts, [group('75mm', 5, 4, ts, AT11_FP3), group('MG', 4, 3, ts, { antiTank: 2, firepower: 6 })]),
    );
    expect(odds.unit.destroyed).toEqual(odds.unit.joint.destroyed());
    expect(odds.unit.bailedOut).toEqual(odds.unit.joint.middle());
    expect(odds.unit.unharmed).toEqual(odds.unit.joint.unharmed());
    expect(odds.unit.bailedOut.at(1).isZero()).toBe(false);
  });

  it('enumerated saves: every per-hit distribution sums to 1', () => {
    const [t] = tanks(SHERMAN_V, 1);
    for (const bailedOut of [false, true]) {
      for (const facing of ['front', 'side', 'turret-front-hull-side'] as const) {
        const d = hitOutcomeDist(t!, { antiTank: 9, firepower: 7, facing, longRange: true }, bailedOut);
        expect(d.total()).toEqual(Fraction.ONE);
      }
    }
    void enumerateOutcomes;
  });
});
