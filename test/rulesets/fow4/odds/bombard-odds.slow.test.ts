// Long runs (npm run test:slow): bombardment odds against 10^4 seeded bombardments, and the exact
// odds of Super-heavy Rockets without Full Salvo (every mix of launchers passing their Skill tests).
import { describe, expect, it } from 'vitest';
import { bombard } from '../../../../src/rulesets/fow4/bombard/bombard.js';
import { bombardOdds } from '../../../../src/rulesets/fow4/odds/bombard-odds.js';
import { simulate } from '../../../../src/odds/simulate.js';
import { RIFLE_MG, T34_85 } from '../bombard/helpers.js';
import { situation, sumsToOne, unit } from './bombard-situations.js';

describe('odds bombard agrees with 10^4 seeded runs of the real bombardment', () => {
  it('tanks with riders, infantry in foxholes, a gun: destroyed counts and Pinned Down within 4 standard errors', () => {
    const s = situation(
      unit({
        weapons: [{ name: 'gun', count: 2, antiTank: 3, firepower: 3 }],
        under: [
          {
            name: 'T-34/85',
            count: 2,
            profile: T34_85,
            skill: 'trained',
            unit: 'Tanks',
            riders: [{ name: 'Desant', profile: RIFLE_MG, unit: 'Desant' }],
          },
          { name: 'Rifle/MG team', count: 3, profile: RIFLE_MG, skill: 'veteran', unit: 'Rifles', cover: 'foxholes' },
        ],
      }),
    );
    const o = bombardOdds(s);
    const trials = 10_000;
    const sim = simulate(() => bombard(s), {
      trials,
      seed: 2024,
      labels: (r) => {
        const f = r.units[0]!.fire;
        const out: string[] = [];
        for (const u of ['Tanks', 'Desant', 'Rifles']) {
          const d =
            (f?.teams ?? []).filter((t) => t.unit === u && t.outcome === 'destroyed').length +
            (f?.teams ?? []).flatMap((t) => t.carried ?? []).filter((c) => c.unit === u && c.outcome === 'destroyed')
              .length;
          out.push(`${u} d=${d}`);
          if (f?.pinnedUnits.includes(u)) out.push(`${u} pinned`);
        }
        return out;
      },
    });
    for (const u of o.overall.units) {
      const checks: [string, number][] = u.destroyed.fractions().map((p, d) => [`${u.name} d=${d}`, p.toNumber()]);
      if (u.pinned) checks.push([`${u.name} pinned`, u.pinned.toNumber()]);
      for (const [label, p] of checks) {
        const se = Math.sqrt((p * (1 - p)) / trials);
        const seen = sim.estimate(label).p;
        expect(Math.abs(seen - p), `${label}: exact ${p}, simulated ${seen}`).toBeLessThanOrEqual(4 * se + 1e-12);
      }
    }
    expect(o.overall.units.map((u) => u.name)).toEqual(['Tanks', 'Desant', 'Rifles']);
    expect(o.overall.units.find((u) => u.name === 'Tanks')!.pinned).toBeNull();
  });
});

describe('odds bombard: exact odds over many launchers', () => {
  it('Super-heavy Rockets without Full Salvo: mixed over the launchers passing their Skill tests (none fire 1/16 of the time)', () => {
    const stuka = unit({
      fullSalvo: false,
      weapons: [{ name: 'Stuka zu Fuss', count: 4, antiTank: 2, firepower: 5, rules: ['super-heavy-rockets'] }],
      under: [{ name: 'Rifle/MG team', count: 1, profile: RIFLE_MG, skill: 'trained', unit: 'Rifles' }],
    });
    const o = bombardOdds(situation(stuka));
    // Ranged in 7/8, then each of 4 launchers passes Skill 4+: no launcher 1/16.
    expect(o.status.find((x) => x.status === 'no-launchers')!.p.toString()).toBe('7/128');
    expect(o.attempts[0]!.p.toString()).toBe('15/32');
    sumsToOne(o.overall);
  });
});
