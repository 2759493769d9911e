/**
 * The fast twins of the 10^5-run cross-checks (from-situation.slow.test.ts, shoot-odds.slow.test.ts):
 * on small random shots, the exact odds equal, fraction for fraction, the distribution found by
 * running the real procedure once for every possible sequence of dice (enumerateOutcomes). The
 * Monte Carlo runs check the same agreement on bigger shots in `npm run test:slow`.
 */
import { remountScore } from '../../../../src/rulesets/fow4/saves.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Fraction, sumFractions } from '../../../../src/dice/fraction.js';
import { atLeast } from '../../../../src/dice/target.js';
import { enumerateOutcomes } from '../../../../src/engine/enumerate.js';
import { planFromSituation } from '../../../../src/rulesets/fow4/odds/from-situation.js';
import type { HitGroup, OddsTeam } from '../../../../src/rulesets/fow4/odds/plan.js';
import { shootOdds } from '../../../../src/rulesets/fow4/odds/shoot-odds.js';
import type { TeamProfile, WeaponProfile } from '../../../../src/rulesets/flames-of-war/profile.js';

import { shoot, type ShootingSituation } from '../../../../src/rulesets/fow4/shooting/index.js';
import { d, PANZER_IV_H, RIFLE_MG, SHERMAN_V } from '../shooting/helpers.js';
import { resolvePlan, roundRobin, type SimResult } from './helpers.js';
import { shootLabels } from './situations.js';

/** The exact distribution of labels over every outcome of a procedure. */
function distribution<R>(
  outcomes: readonly { p: Fraction; result: R }[],
  labels: (r: R) => string[],
): Map<string, Fraction> {
  const m = new Map<string, Fraction>();
  for (const o of outcomes) for (const l of labels(o.result)) m.set(l, (m.get(l) ?? Fraction.ZERO).add(o.p));
  return m;
}

const at = (m: Map<string, Fraction>, label: string) => m.get(label) ?? Fraction.ZERO;

const weaponArb = fc.record({ antiTank: fc.integer({ min: 2, max: 14 }), firepower: fc.integer({ min: 1, max: 6 }) });

/**
 * Small enough to enumerate every die of the whole procedure (a hit on a tank asks up to six more
 * dice): one to-hit die at one or two tanks or infantry teams.
 */
const situationArb = fc
  .record({
    shooters: fc.constant<readonly number[]>([1]),
    weapon: weaponArb,
    tanks: fc.boolean(),
    targets: fc.array(
      fc.record({
        bailedOut: fc.boolean(),
        cover: fc.boolean(),
        concealed: fc.boolean(),
        side: fc.boolean(),
        far: fc.boolean(),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    skill: fc.constantFrom('veteran' as const, 'trained' as const, 'conscript' as const),
    motivation: fc.constantFrom('fearless' as const, 'confident' as const, 'reluctant' as const),
    commanderNearby: fc.boolean(),
  })
  .map((g): ShootingSituation => {
    const gun: WeaponProfile = {
      name: 'gun',
      range: d(32),
      rof: 2,
      antiTank: g.weapon.antiTank,
      firepower: g.weapon.firepower,
    };
    const targetProfile: TeamProfile = g.tanks ? (g.skill === 'veteran' ? SHERMAN_V : PANZER_IV_H) : RIFLE_MG;
    const pairs = Object.fromEntries(
      g.targets.map((t, i) => [
        `T${i + 1}`,
        { ...(t.side ? { facing: 'side' as const } : {}), ...(t.far ? { distance: 20 } : { distance: 10 }) },
      ]),
    );
    return {
      mistakenTarget: false,
      shooter: {
        id: 'shooters',
        teams: g.shooters.map((rof, i) => ({
          id: `S${i + 1}`,
          profile: {
            name: 'gun team',
            type: 'tank',
            mobility: 'standard-tank',
            armour: { front: 1, side: 1, top: 1 },
            weapons: [{ ...gun, rof }],
          } as TeamProfile,
          target: 'T1',
          pairs,
        })),
      },
      targets: [
        {
          id: 'target',
          ratings: { skill: g.skill, motivation: g.motivation },
          teams: g.targets.map((t, i) => ({
            id: `T${i + 1}`,
            profile: targetProfile,
            ...(g.commanderNearby && g.tanks ? { commanderNearby: true } : {}),
            state: g.tanks
              ? { ...(t.bailedOut ? { bailedOut: true } : {}) }
              : { ...(t.cover ? { bulletproof: true } : {}), ...(t.concealed ? { concealed: true } : {}) },
          })),
        },
      ],
    };
  });

describe('exact odds of a shooting situation equal the enumerated shooting procedure', () => {
  it('hits, destroyed, bailed out, each team and the pin, fraction for fraction (random small shots)', () => {
    fc.assert(
      fc.property(situationArb, (s) => {
        const odds = shootOdds(planFromSituation(s));
        const dist = distribution(
          enumerateOutcomes(() => shoot(s), { maxPaths: 5000 }),
          shootLabels(s),
        );
        odds.hits.fractions().forEach((p, k) => expect(p, `h=${k}`).toEqual(at(dist, `h=${k}`)));
        odds.unit.destroyed.fractions().forEach((p, k) => expect(p, `d=${k}`).toEqual(at(dist, `d=${k}`)));
        odds.unit.bailedOut.fractions().forEach((p, k) => expect(p, `b=${k}`).toEqual(at(dist, `b=${k}`)));
        for (const t of odds.teams) {
          expect(t.states.at(2), `${t.id} destroyed`).toEqual(at(dist, `${t.id}=destroyed`));
          expect(t.states.at(1), `${t.id} bailed out`).toEqual(at(dist, `${t.id}=bailed-out`));
        }
        expect(odds.pinned.p ?? Fraction.ZERO).toEqual(at(dist, 'pinned=true'));
      }),
      { numRuns: 15 },
    );
  });
});

/** Random plans: one or two groups (one die in all: a hit asks up to six more), re-rolls, at one or two tanks or infantry teams. */
const planArb = fc
  .record({
    infantry: fc.boolean(),
    teams: fc.array(fc.record({ bailedOut: fc.boolean(), bulletproof: fc.boolean(), commander: fc.boolean() }), {
      minLength: 1,
      maxLength: 2,
    }),
    groups: fc.array(
      fc.record({
        dice: fc.integer({ min: 0, max: 1 }),
        need: fc.integer({ min: 2, max: 6 }),
        reroll: fc.constantFrom('none' as const, 'failures' as const, 'successes' as const),
        antiTank: fc.integer({ min: 2, max: 14 }),
        firepower: fc.integer({ min: 1, max: 6 }),
        side: fc.boolean(),
        far: fc.boolean(),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    motivation: fc.constantFrom('fearless' as const, 'confident' as const, 'reluctant' as const),
  })
  .filter((g) => g.groups.reduce((n, x) => n + x.dice, 0) <= 1);

describe('exact odds of a plan equal the enumerated pools and saves', () => {
  it('every distribution sums to 1 and equals the enumeration, fraction for fraction', () => {
    fc.assert(
      fc.property(planArb, (g) => {
        const teams: OddsTeam[] = g.teams.map((t, i) => {
          const profile = g.infantry ? RIFLE_MG : SHERMAN_V;
          return {
            id: `t${i}`,
            name: `t${i}`,
            profile,
            facts: { name: `t${i}`, bulletproof: t.bulletproof },
            crew: {
              remount: remountScore({ motivation: g.motivation, skill: 'trained' }, profile),
              commanderReroll: t.commander,
            },
            ...(!g.infantry && t.bailedOut ? { bailedOut: true } : {}),
          };
        });
        const groups: HitGroup[] = g.groups.map((x, i) => ({
          label: `g${i}`,
          dice: x.dice,
          toHit: atLeast(x.need),
          reroll: x.reroll,
          hitOn: Object.fromEntries(
            teams.map((t) => [
              t.id,
              {
                antiTank: x.antiTank,
                firepower: x.firepower,
                facing: x.side ? ('side' as const) : ('front' as const),
                longRange: x.far,
              },
            ]),
          ),
        }));
        const plan = {
          groups,
          unit: { name: 'u', teams, teamsAtStart: teams.length },
          allocate: roundRobin(
            teams.map((t) => t.id),
            't0',
            groups,
          ),
        };
        const odds = shootOdds(plan);
        for (const w of [
          odds.hits,
          odds.unit.destroyed,
          odds.unit.bailedOut,
          odds.unit.unharmed,
          ...odds.teams.map((t) => t.states),
        ])
          expect(w.total()).toEqual(Fraction.ONE);
        const dist = distribution(
          enumerateOutcomes(() => resolvePlan(plan), { maxPaths: 20_000 }),
          (r: SimResult) => [
            `d=${r.destroyed}`,
            `b=${r.bailedOut}`,
            `h=${r.hits}`,
            ...Object.entries(r.states).map(([id, st]) => `${id}=${st}`),
          ],
        );
        odds.unit.destroyed.fractions().forEach((p, k) => expect(p, `d=${k}`).toEqual(at(dist, `d=${k}`)));
        odds.unit.bailedOut.fractions().forEach((p, k) => expect(p, `b=${k}`).toEqual(at(dist, `b=${k}`)));
        odds.hits.fractions().forEach((p, k) => expect(p, `h=${k}`).toEqual(at(dist, `h=${k}`)));
        for (const t of odds.teams) {
          expect(t.states.at(2), `${t.id} destroyed`).toEqual(at(dist, `${t.id}=destroyed`));
          expect(t.states.at(1), `${t.id} bailed out`).toEqual(at(dist, `${t.id}=bailed-out`));
        }
        expect(sumFractions([...dist.entries()].filter(([l]) => l.startsWith('h=')).map(([, p]) => p))).toEqual(
          Fraction.ONE,
        );
      }),
      { numRuns: 25 },
    );
  });
});
