// Monte Carlo cross-check (npm run test:slow): exact odds against 10^5 seeded resolutions. The fast
// suite checks the same agreement exactly, on small plans (exact-vs-procedure.test.ts).
import { describe, expect, it } from 'vitest';
import type { Fraction } from '../../../../src/dice/fraction.js';
import { simulate } from '../../../../src/odds/simulate.js';
import { shootOdds } from '../../../../src/rulesets/fow4/odds/shoot-odds.js';
import type { OddsTeam, ShotPlan } from '../../../../src/rulesets/fow4/odds/plan.js';
import { SHERMAN_V } from '../shooting/helpers.js';
import { group, resolvePlan, roundRobin, tanks } from './helpers.js';

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

describe('exact shooting odds agree with 10^5 seeded resolutions through the real pools and saves', () => {
  it('3 Shermans (one Bailed Out) under a 75mm group and an MG group, within 4 standard errors', () => {
    const ts = [...tanks(SHERMAN_V, 2), { ...tanks(SHERMAN_V, 1, { bailedOut: true })[0]!, id: 'b1' }];
    const g1 = group('75mm', 4, 3, ts, AT11_FP3);
    const g2 = group('MG side', 6, 4, ts, { antiTank: 5, firepower: 6, facing: 'side' }, { reroll: 'failures' });
    const p = plan(ts, [g1, g2]);
    const odds = shootOdds(p);
    const trials = 100_000;
    const sim = simulate(() => resolvePlan(p), {
      trials,
      seed: 20240611,
      labels: (r) => [
        `d=${r.destroyed}`,
        `b=${r.bailedOut}`,
        `h=${r.hits}`,
        ...Object.entries(r.states).map(([id, s]) => `${id}=${s}`),
      ],
    });
    const check = (exact: Fraction, label: string) => {
      const e = sim.estimate(label);
      const p0 = exact.toNumber();
      const se = Math.sqrt((p0 * (1 - p0)) / trials);
      expect(Math.abs(e.p - p0), `${label}: exact ${p0}, simulated ${e.p}`).toBeLessThanOrEqual(4 * se + 1e-12);
    };
    odds.unit.destroyed.fractions().forEach((p0, k) => check(p0, `d=${k}`));
    odds.unit.bailedOut.fractions().forEach((p0, k) => check(p0, `b=${k}`));
    odds.hits.fractions().forEach((p0, k) => check(p0, `h=${k}`));
    for (const t of odds.teams) {
      check(t.states.at(2), `${t.id}=destroyed`);
      check(t.states.at(1), `${t.id}=bailed-out`);
    }
  });
});
