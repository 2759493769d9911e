import { SeededDice } from '../dice/seeded.js';
import type { Decider } from '../engine/decider.js';
import type { Procedure } from '../engine/request.js';
import { runProcedureSync } from '../engine/runner.js';

/** An estimated probability from a simulation: the share of trials, its standard error, a 95% interval. */
export interface Estimate {
  readonly p: number;
  readonly se: number;
  readonly low: number;
  readonly high: number;
  readonly trials: number;
}

export function estimate(successes: number, trials: number): Estimate {
  const p = trials === 0 ? 0 : successes / trials;
  const se = trials === 0 ? 0 : Math.sqrt((p * (1 - p)) / trials);
  return { p, se, low: Math.max(0, p - 1.96 * se), high: Math.min(1, p + 1.96 * se), trials };
}

/**
 * Run the real procedure `trials` times with seeded dice and count how often each label comes up
 * (a trial may give several labels, e.g. "hits=3" and "destroyed=1"). For estimates where exact
 * odds are out of reach, and to cross-check exact odds (DESIGN.md: Monte Carlo only cross-checks).
 */
export function simulate<R>(
  make: () => Procedure<R>,
  options: {
    trials: number;
    seed: number;
    labels: (result: R) => Iterable<string>;
    decider?: Decider & { decide(r: never): unknown };
    /** A fresh decider for every trial (scripted answers are used up within one run). */
    newDecider?: () => Decider & { decide(r: never): unknown };
    /**
     * Stop before `trials` once precise enough: after every `every` trials, `when` looks at the
     * counts so far. The same seed still gives the same figures (the stop depends on them alone).
     */
    stop?: { every: number; when: (counts: ReadonlyMap<string, number>, trials: number) => boolean };
  },
): { counts: Map<string, number>; trials: number; estimate(label: string): Estimate } {
  const dice = new SeededDice(options.seed);
  const counts = new Map<string, number>();
  const stop = options.stop;
  let done = 0;
  while (done < options.trials) {
    const decider = options.newDecider ? options.newDecider() : options.decider;
    const r = runProcedureSync(make(), { dice, ...(decider ? { decider } : {}) });
    for (const l of options.labels(r)) counts.set(l, (counts.get(l) ?? 0) + 1);
    done++;
    if (stop && done % stop.every === 0 && stop.when(counts, done)) break;
  }
  return { counts, trials: done, estimate: (label) => estimate(counts.get(label) ?? 0, done) };
}

/** Has every one of these chances a 95% interval no wider than +/- `halfWidth` (normal approximation)? */
export function preciseEnough(
  counts: ReadonlyMap<string, number>,
  trials: number,
  labels: readonly string[],
  halfWidth: number,
): boolean {
  return labels.every((l) => {
    const e = estimate(counts.get(l) ?? 0, trials);
    return 1.96 * e.se <= halfWidth;
  });
}

/** An estimated mean from a simulation: the average, its standard error, a 95% interval. */
export interface MeanEstimate {
  readonly mean: number;
  readonly se: number;
  readonly low: number;
  readonly high: number;
  readonly trials: number;
}

/** The mean of a count from its frequencies (value -> number of trials with that value). */
export function estimateMean(frequencies: ReadonlyMap<number, number>, trials: number): MeanEstimate {
  if (trials === 0) return { mean: 0, se: 0, low: 0, high: 0, trials };
  let sum = 0;
  let sq = 0;
  for (const [v, n] of frequencies) {
    sum += v * n;
    sq += v * v * n;
  }
  const mean = sum / trials;
  const variance = trials > 1 ? Math.max(0, (sq - trials * mean * mean) / (trials - 1)) : 0;
  const se = Math.sqrt(variance / trials);
  return { mean, se, low: mean - 1.96 * se, high: mean + 1.96 * se, trials };
}
