// Monte Carlo cross-checks (npm run test:slow): exact odds of a situation against 10^5 runs of the
// real shooting procedure. The fast suite checks the same agreement exactly, by enumerating every
// die of small shots (exact-vs-procedure.test.ts).
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../../../src/dice/fraction.js';
import { simulate } from '../../../../src/odds/simulate.js';
import { planFromSituation } from '../../../../src/rulesets/fow4/odds/from-situation.js';
import { shootOdds } from '../../../../src/rulesets/fow4/odds/shoot-odds.js';
import { shoot, type ShootingSituation } from '../../../../src/rulesets/fow4/shooting/index.js';
import { inCover, shootLabels as labels, tankTargets } from './situations.js';

function crossCheck(s: ShootingSituation, trials: number, seed: number) {
  const odds = shootOdds(planFromSituation(s));
  const sim = simulate(() => shoot(s), { trials, seed, labels: labels(s) });
  const check = (exact: Fraction, label: string) => {
    const p0 = exact.toNumber();
    const se = Math.sqrt((p0 * (1 - p0)) / trials);
    expect(
      Math.abs(sim.estimate(label).p - p0),
      `${label}: exact ${p0}, simulated ${sim.estimate(label).p}`,
    ).toBeLessThanOrEqual(4 * se + 1e-12);
  };
  odds.hits.fractions().forEach((p, k) => check(p, `h=${k}`));
  odds.unit.destroyed.fractions().forEach((p, k) => check(p, `d=${k}`));
  odds.unit.bailedOut.fractions().forEach((p, k) => check(p, `b=${k}`));
  for (const t of odds.teams) {
    check(t.states.at(2), `${t.id}=destroyed`);
    check(t.states.at(1), `${t.id}=bailed-out`);
  }
  if (odds.pinned.p) check(odds.pinned.p, 'pinned=true');
  return odds;
}

/**
 * 10^5 seeded resolutions through the real shooting procedure per situation (the odds issue's
 * figure); the procedure costs about 0.5 ms a resolution, so each check takes about a minute.
 */
const TRIALS = 100_000;

describe('odds from a shooting situation agree with 10^5 runs of the shooting procedure', () => {
  it(
    'tanks, mixed weapons, facings, long range and Bailed Out Again: exact agrees with 10^5 runs of the real shooting procedure',
    { timeout: 900_000 },
    () => {
      const odds = crossCheck(tankTargets, TRIALS, 7);
      expect(odds.pinned.p).toBeNull();
      expect(odds.combinations).toBe(5 * 3 * 4 * 2);
    },
  );

  it(
    'infantry, two in Bulletproof Cover, Concealed, Bagpipes: exact agrees with 10^5 runs, pins included',
    { timeout: 900_000 },
    () => {
      const odds = crossCheck(inCover, TRIALS, 11);
      expect(odds.pinned.hitsToPin).toBe(6);
      expect(odds.unit.bailedOut.at(0)).toEqual(Fraction.ONE);
    },
  );
});
