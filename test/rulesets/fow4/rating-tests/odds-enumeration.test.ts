/**
 * Each test's exact odds function (tests/registry.ts `odds`) against an exhaustive enumeration of
 * its own procedure (engine/enumerate.ts): the two must give the same Fraction.
 */
import { describe, expect, it } from 'vitest';
import { Fraction, sumFractions } from '../../../../src/dice/fraction.js';
import { enumerateOutcomes } from '../../../../src/engine/enumerate.js';
import type { DecisionRequest } from '../../../../src/engine/request.js';
import { runTest, testOdds } from '../../../../src/rulesets/fow4/rating-tests/registry.js';
import type { TestResult } from '../../../../src/rulesets/fow4/rating-tests/types.js';

/** Chance the procedure returns a result for which `ok` holds, over every dice path. */
function pEnumerated(
  kind: string,
  input: unknown,
  ok: (r: TestResult) => boolean = (r) => r.passed,
  decide?: (req: DecisionRequest<unknown>) => unknown,
): Fraction {
  const outs = enumerateOutcomes(() => runTest(kind, input), decide ? { decide } : {});
  return sumFractions(outs.filter((o) => ok(o.result)).map((o) => o.p));
}

const oddsBy = (kind: string, input: unknown, by?: string): Fraction => {
  const o = testOdds(kind, input);
  if (by === undefined) return o.pass;
  const w = o.withRerolls.find((x) => x.by === by);
  if (!w) throw new Error(`no "${by}" odds for ${kind}`);
  return w.pass;
};

describe('review2: odds functions agree with their procedures (exhaustive enumeration)', () => {
  it('rally, Reluctant 5+: plain, Commander, Komissar, Commander then Komissar', () => {
    const base = { ratings: { motivation: 'reluctant', skill: 'trained' } };
    expect(pEnumerated('rally', base).equals(oddsBy('rally', base))).toBe(true);
    expect(pEnumerated('rally', { ...base, commander: true }).equals(oddsBy('rally', base, 'commander'))).toBe(true);
    const k = { ...base, komissar: { kind: 'komissar', use: true } };
    expect(pEnumerated('rally', k).equals(oddsBy('rally', k, 'komissar'))).toBe(true);
    const both = { ...k, commander: true };
    const p = pEnumerated('rally', both);
    expect(p.equals(oddsBy('rally', both, 'commander+komissar'))).toBe(true);
    // 1/3 + 2/3*1/3 + 4/9 * (1/3: a 5 or 6, never a 1) = 5/9 + 4/27 = 19/27
    expect(p.equals(Fraction.of(19, 27))).toBe(true);
  });

  it('last stand with a rating of 7 (6 then 5+), Tiger Ace lowering it, Commander and Battalion Komissar', () => {
    const input = {
      ratings: { motivation: 'reluctant', skill: 'trained', lastStand: 7 },
      commander: true,
      komissar: { kind: 'battalion-komissar', use: true },
    };
    expect(pEnumerated('last-stand', input).equals(oddsBy('last-stand', input, 'commander+komissar'))).toBe(true);
    const ace = { ratings: { motivation: 'confident', skill: 'veteran' }, rules: ['tiger-ace'], commander: true };
    expect(pEnumerated('last-stand', ace).equals(oddsBy('last-stand', ace, 'commander'))).toBe(true);
    expect(oddsBy('last-stand', ace).equals(Fraction.of(2, 3))).toBe(true); // Tiger Ace: 4+ becomes 3+ (p. 71)
  });

  it('counterattack: three units on one shared die (7+, 5+ with Commander, 4+ with Komissar)', () => {
    const input = {
      units: [
        { name: 'A', ratings: { motivation: 'confident', skill: 'trained', counterattack: 7 }, commander: true },
        { name: 'B', ratings: { motivation: 'reluctant', skill: 'trained' }, commander: true },
        {
          name: 'C',
          ratings: { motivation: 'confident', skill: 'trained' },
          komissar: { kind: 'komissar', use: true },
        },
      ],
    };
    const o = testOdds('counterattack', input);
    const p = pEnumerated('counterattack', input);
    expect(p.equals(o.withRerolls.find((w) => w.by === 'commander+komissar')!.pass)).toBe(true);
    // Each unit's own chance, from the same enumeration.
    const perUnit = (name: string) =>
      sumFractions(
        enumerateOutcomes(() => runTest('counterattack', input))
          .filter(
            (x) =>
              (x.result as unknown as { units: { name: string; mayCounterattack: boolean }[] }).units.find(
                (u) => u.name === name,
              )!.mayCounterattack,
          )
          .map((x) => x.p),
      );
    for (const name of ['A', 'B', 'C']) {
      const d = o.distribution!.find((x) => x.outcome.startsWith(`${name} `))!;
      expect(perUnit(name).equals(d.p)).toBe(true);
    }
  });

  it('reserves: the arrival count distribution for Immediate turn 4 and Delayed turn 5, capped at 2 units', () => {
    for (const input of [
      { type: 'immediate', turn: 4, unitsInReserve: 2 },
      { type: 'delayed', turn: 5 },
      { type: 'delayed', turn: 4 },
    ]) {
      const outs = enumerateOutcomes(() => runTest('reserves', input));
      const o = testOdds('reserves', input);
      for (const row of o.distribution!) {
        const n = Number(row.outcome.split(' ')[0]);
        const p = sumFractions(
          outs.filter((x) => (x.result as unknown as { arrivals: number }).arrivals === n).map((x) => x.p),
        );
        expect(p.equals(row.p)).toBe(true);
      }
      expect(pEnumerated('reserves', input).equals(o.pass)).toBe(true);
    }
  });

  it("dawn and dusk: the Attacker's turn 5 rolls 4 dice (1 - (2/3)^4 = 65/81)", () => {
    const input = { player: 'attacker', turn: 5 };
    const p = pEnumerated('dawn', input);
    expect(p.equals(oddsBy('dawn', input))).toBe(true);
    expect(p.equals(Fraction.of(65, 81))).toBe(true);
    expect(
      pEnumerated('dusk', { player: 'defender', turn: 4 }).equals(oddsBy('dusk', { player: 'defender', turn: 4 })),
    ).toBe(true);
  });

  it('cross at night with Hedgerow Cutters at a bocage hedge; dig in with a Pioneer Supply re-roll; blitz with Tally Ho!', () => {
    const cross = { mobility: 'standard-tank', night: true, terrain: 'bocage', teamRules: ['hedgerow-cutters'] };
    expect(pEnumerated('cross', cross).equals(oddsBy('cross', cross, 'hedgerow-cutters'))).toBe(true);
    const dig = { ratings: { motivation: 'confident', skill: 'conscript' }, pioneerSupply: true };
    expect(pEnumerated('dig-in', dig).equals(oddsBy('dig-in', dig, 'pioneer-supply'))).toBe(true);
    const blitz = { ratings: { motivation: 'confident', skill: 'conscript' }, rules: ['tally-ho'] };
    expect(pEnumerated('blitz', blitz).equals(oddsBy('blitz', blitz))).toBe(true);
    expect(oddsBy('blitz', blitz).equals(Fraction.of(1, 6))).toBe(true); // Conscript 5+, Tally Ho! +1: 6+
  });

  it('night visibility under a New Moon: the lower of two dice', () => {
    const outs = enumerateOutcomes(() => runTest('night-visibility', { moon: 'new' }));
    const o = testOdds('night-visibility', { moon: 'new' });
    for (const row of o.distribution!) {
      const inches = Number(row.outcome.split('"')[0]);
      const p = sumFractions(
        outs.filter((x) => (x.result as unknown as { inches: number }).inches === inches).map((x) => x.p),
      );
      expect(p.equals(row.p)).toBe(true);
    }
  });
});
