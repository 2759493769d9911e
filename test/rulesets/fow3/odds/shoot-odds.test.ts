import { describe, expect, it } from 'vitest';
import { Fraction } from '../../../../src/dice/fraction.js';
import { enumerateOutcomes } from '../../../../src/engine/enumerate.js';
import { fow3Profile } from '../../../../src/rulesets/fow3/arsenal/load.js';
import { fow3ShootOdds } from '../../../../src/rulesets/fow3/odds/shoot-odds.js';
import { shoot, type ShootResult, type ShootSituation } from '../../../../src/rulesets/fow3/shooting/shoot.js';

const p = (name: string) => fow3Profile(name)!;
const f = (n: number, d: number) => Fraction.of(n, d).toString();

/** The distribution of a count read off every enumerated outcome of the real shooting procedure. */
function enumerated(situation: ShootSituation, count: (r: ShootResult) => number): string[] {
  const outs = enumerateOutcomes(() => shoot(situation), { maxPaths: 200_000 });
  const by = new Map<number, Fraction>();
  for (const o of outs) {
    const k = count(o.result);
    by.set(k, (by.get(k) ?? Fraction.ZERO).add(o.p));
  }
  const max = Math.max(...by.keys());
  return Array.from({ length: max + 1 }, (_, k) => (by.get(k) ?? Fraction.ZERO).toString());
}

const trimmed = (xs: readonly Fraction[]) => {
  const s = xs.map((x) => x.toString());
  while (s.length > 1 && s[s.length - 1] === '0') s.pop();
  return s;
};

describe('fow3 exact shooting odds', () => {
  // Hand-worked (spec §4.3, §4.5.1): a halted Sherman V's 75mm (ROF 2, AT 10, FP 3+) at a
  // veteran StuG G's front (7): each die hits on 4+ (1/2). One hit: 7+d6 under 10 on 1-2 (then
  // FP 3+: destroyed 2/3, else bailed out), equal on 3 (FP passed: bailed out), over on 4-6.
  // P(destroyed | 1 hit) = 2/6*2/3 = 2/9; bailed out 2/9; no effect 5/9. A second hit on a
  // bailed-out StuG still destroys on 2/9 (bailed out again leaves it bailed out, A-reading).
  // P(destroyed | 2 hits) = 2/9 + 7/9*2/9 = 32/81. P(destroyed) = 1/2*2/9 + 1/4*32/81 = 17/81.
  const sherman: ShootSituation = {
    shooters: [{ id: 'Sherman 1', profile: p('Sherman V'), fire: ['M3 75mm gun'] }],
    target: { name: 'StuG Platoon', skill: 'veteran', teams: [{ id: 'StuG 1', profile: p('StuG G') }] },
  };

  it('a Sherman V at a StuG G matches the hand-worked values', () => {
    const o = fow3ShootOdds(sherman);
    expect(o.hits.fractions().map(String)).toEqual([f(1, 4), f(1, 2), f(1, 4)]);
    expect(o.groups[0]!.need).toBe('4+');
    expect(trimmed(o.platoon.destroyed.fractions())).toEqual([f(64, 81), f(17, 81)]);
    expect(o.meanDestroyed.toString()).toBe(f(17, 81));
    expect(o.teams[0]!.states.at(2).toString()).toBe(f(17, 81));
    expect(o.pinned.p).toBeNull();
  });

  it('equals the enumeration of the real procedure, die by die', () => {
    expect(trimmed(fow3ShootOdds(sherman).platoon.destroyed.fractions())).toEqual(
      enumerated(sherman, (r) => r.destroyed),
    );
    expect(trimmed(fow3ShootOdds(sherman).platoon.bailedOut.fractions())).toEqual(
      enumerated(sherman, (r) => r.teams.filter((t) => t.state === 'bailed-out').length),
    );
    // Two moving Rifle/MG teams (1 die each) at two trained teams in bulletproof cover: a failed
    // 3+ save then needs the Rifle/MG's firepower 6.
    const rifles: ShootSituation = {
      shooters: [1, 2].map((i) => ({ id: `Rifle ${i}`, profile: p('Rifle/MG team'), state: { moved: true } })),
      target: {
        name: 'Grenadiers',
        skill: 'trained',
        teams: [1, 2].map((i) => ({
          id: `Grenadier ${i}`,
          profile: p('Rifle/MG team'),
          moved: true,
          bulletproof: true,
        })),
      },
    };
    const o = fow3ShootOdds(rifles);
    expect(trimmed(o.platoon.destroyed.fractions())).toEqual(enumerated(rifles, (r) => r.destroyed));
    expect(trimmed(o.hits.fractions())).toEqual(enumerated(rifles, (r) => r.hits));
  });

  it('odds sum to 1 and pinning counts the hits taken earlier this step', () => {
    const grenadiers: ShootSituation = {
      shooters: [1, 2, 3].map((i) => ({ id: `Sherman ${i}`, profile: p('Sherman V') })),
      target: {
        name: 'Grenadiers',
        skill: 'veteran',
        teams: Array.from({ length: 7 }, (_, i) => ({
          id: `Rifle/MG ${i + 1}`,
          profile: p('Rifle/MG team'),
          moved: true,
        })),
      },
      hitsEarlierThisStep: 2,
    };
    const o = fow3ShootOdds(grenadiers);
    for (const w of [o.hits, o.platoon.destroyed, o.platoon.unharmed, ...o.teams.map((t) => t.states)])
      expect(w.total().toString()).toBe('1');
    expect(o.pinned.p!.toString()).toBe(o.hits.atLeast(3).toString());
    expect(o.pinned.p!.toNumber()).toBeGreaterThan(0.5);
  });
});
