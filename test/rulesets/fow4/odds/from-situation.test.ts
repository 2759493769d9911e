import { describe, expect, it } from 'vitest';
import { Fraction } from '../../../../src/dice/fraction.js';
import { simulate } from '../../../../src/odds/simulate.js';
import { planFromSituation, OddsInputError } from '../../../../src/rulesets/fow4/odds/from-situation.js';
import { shootOdds } from '../../../../src/rulesets/fow4/odds/shoot-odds.js';
import { shoot, type ShootingResult, type ShootingSituation } from '../../../../src/rulesets/fow4/shooting/index.js';
import { PANZER_IV_H, RIFLE_MG, SHERMAN_V } from '../shooting/helpers.js';

/** Each team's final state and the pin, read from the real procedure's result. */
function labels(s: ShootingSituation) {
  const unit = s.targets[0]!;
  return (r: ShootingResult): string[] => {
    const out: string[] = [`h=${r.summary.hits}`, `pinned=${r.pins.some((p) => p.unit === unit.id && p.pinned)}`];
    let d = 0;
    let b = 0;
    for (const t of unit.teams) {
      const res = r.teams.find((x) => x.team === t.id && x.unit === unit.id);
      const state = res && (res.outcome === 'destroyed' || res.outcome === 'driven-off') ? 'destroyed' : res?.outcome === 'bailed-out' || t.state?.bailedOut ? 'bailed-out' : 'unharmed';
      if (state === 'destroyed') d++;
      if (state === 'bailed-out') b++;
      out.push(`${t.id}=${state}`);
    }
    return [...out, `d=${d}`, `b=${b}`];
  };
}

function crossCheck(s: ShootingSituation, trials: number, seed: number) {
  const odds = shootOdds(planFromSituation(s));
  const sim = simulate(() => shoot(s), { trials, seed, labels: labels(s) });
  const check = (exact: Fraction, label: string) => {
    const p0 = exact.toNumber();
    const se = Math.sqrt((p0 * (1 - p0)) / trials);
    expect(Math.abs(sim.estimate(label).p - p0), `${label}: exact ${p0}, simulated ${sim.estimate(label).p}`).toBeLessThanOrEqual(4 * se + 1e-12);
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

const tankTargets: ShootingSituation = {
  shooter: {
    id: 'shermans',
    teams: [
      { id: 'S1', profile: SHERMAN_V, target: 'P1' },
      { id: 'S2', profile: SHERMAN_V, target: 'P1' },
      { id: 'S3', profile: SHERMAN_V, target: 'P1', pairs: { P1: { facing: 'side', distance: 20 }, P2: { facing: 'side', distance: 20 }, P3: { facing: 'side', distance: 20 } } },
      { id: 'S4', profile: SHERMAN_V, target: 'P2', weapon: 'mgs' },
    ],
  },
  targets: [
    {
      id: 'panzers',
      ratings: { motivation: 'confident', skill: 'trained' },
      teams: [
        { id: 'P1', profile: PANZER_IV_H },
        { id: 'P2', profile: PANZER_IV_H, state: { bailedOut: true } },
        { id: 'P3', profile: PANZER_IV_H, commanderNearby: true, state: { bailedOut: true } },
      ],
    },
  ],
};

const inCover: ShootingSituation = {
  shooter: { id: 'rifles', teams: Array.from({ length: 6 }, (_, i) => ({ id: `R${i + 1}`, profile: RIFLE_MG, target: 'I1' })) },
  targets: [
    {
      id: 'platoon',
      ratings: { motivation: 'confident', skill: 'veteran' },
      bagpipes: true,
      teams: Array.from({ length: 5 }, (_, i) => ({ id: `I${i + 1}`, profile: RIFLE_MG, state: { bulletproof: i < 2, concealed: true } })),
    },
  ],
};

/**
 * 10^5 seeded resolutions through the real shooting procedure per situation (the odds issue's
 * figure); the procedure costs about 0.5 ms a resolution, so each check takes about a minute.
 */
const TRIALS = 100_000;

describe('odds from a shooting situation, through the shooting code', () => {
  it('groups alike shooters next to each other (S1, S2), keeps the long-range flank shot and the MGs apart', () => {
    const plan = planFromSituation(tankTargets);
    expect(plan.groups.map((g) => g.dice)).toEqual([4, 2, 3, 1]); // co-ax MG ROF 3, hull MG ROF 1 as the procedure fires them
    expect(plan.unit.teams.map((t) => t.bailedOut === true)).toEqual([false, true, true]);
  });

  it('refuses what it cannot do exactly, in plain words', () => {
    expect(() => planFromSituation({ ...tankTargets, targets: [...tankTargets.targets, { ...tankTargets.targets[0]!, id: 'x' }] })).toThrow(OddsInputError);
  });

  it('tanks, mixed weapons, facings, long range and Bailed Out Again: exact agrees with 10^5 runs of the real shooting procedure', { timeout: 900_000 }, () => {
    const odds = crossCheck(tankTargets, TRIALS, 7);
    expect(odds.pinned.p).toBeNull();
    expect(odds.combinations).toBe(5 * 3 * 4 * 2);
  });

  it('infantry, two in Bulletproof Cover, Concealed, Bagpipes: exact agrees with 10^5 runs, pins included', { timeout: 900_000 }, () => {
    const odds = crossCheck(inCover, TRIALS, 11);
    expect(odds.pinned.hitsToPin).toBe(6);
    expect(odds.unit.bailedOut.at(0)).toEqual(Fraction.ONE);
  });
});

describe('the allocation shortcut', () => {
  it("taking prefixes of one greedy allocation equals calling the shooting code's assignHitsDefault for every count", () => {
    const plan = planFromSituation(tankTargets);
    const sizes = plan.groups.map((g) => g.dice + 1);
    const total = sizes.reduce((a, b) => a * b, 1);
    for (let c = 0; c < total; c++) {
      let rest = c;
      const counts = sizes.map((s) => {
        const k = rest % s;
        rest = Math.floor(rest / s);
        return k;
      });
      expect(plan.allocate(counts), counts.join(',')).toEqual(plan.assignDirect(counts));
    }
  });
});
