import type { Decider } from '../../../engine/decider.js';
import {
  estimate,
  estimateMean,
  preciseEnough,
  simulate,
  type Estimate,
  type MeanEstimate,
} from '../../../odds/simulate.js';
import { assault, type AssaultOutcome, type AssaultResult } from '../assault/procedure.js';
import type { AssaultInput } from '../assault/situation.js';

type Side = 'attacker' | 'defender';

export interface SideLosses {
  /** Teams Destroyed at the end (surrendered teams included). */
  readonly destroyed: MeanEstimate;
  /** Teams Bailed Out at the end. */
  readonly bailedOut: MeanEstimate;
}

export interface AssaultEstimate {
  readonly method: 'estimate';
  readonly trials: number;
  /** When the runs stopped at a precision: the half-width of the 95% interval of who wins that was asked. */
  readonly precision?: number;
  readonly seed: number;
  readonly attackerWins: Estimate;
  readonly defenderWins: Estimate;
  /** Chance of each way the assault ends (attacker-won, defender-won, fell-back, no-assault, unresolved). */
  readonly outcomes: readonly { readonly outcome: AssaultOutcome; readonly estimate: Estimate }[];
  /** Chance of each number of rounds, and the mean. */
  readonly rounds: {
    readonly dist: readonly { readonly rounds: number; readonly estimate: Estimate }[];
    readonly mean: MeanEstimate;
  };
  readonly losses: { readonly attacker: SideLosses; readonly defender: SideLosses };
  /** Why these are estimates and not exact odds. */
  readonly why: readonly string[];
}

const OUTCOMES: readonly AssaultOutcome[] = ['attacker-won', 'defender-won', 'fell-back', 'no-assault', 'unresolved'];

/** What one assault gave, as labels for `simulate`. */
function labels(r: AssaultResult): string[] {
  const out = [`outcome=${r.outcome}`, `rounds=${r.rounds.length}`];
  if (r.winner) out.push(`winner=${r.winner}`);
  for (const side of ['attacker', 'defender'] as const) {
    const teams = r.teams.filter((t) => t.side === side);
    out.push(`${side}.destroyed=${teams.filter((t) => t.status === 'destroyed').length}`);
    out.push(`${side}.bailedOut=${teams.filter((t) => t.status === 'bailed-out').length}`);
  }
  return out;
}

function frequencies(counts: ReadonlyMap<string, number>, prefix: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const [label, n] of counts)
    if (label.startsWith(`${prefix}=`)) out.set(Number(label.slice(prefix.length + 1)), n);
  return out;
}

/** The default precision of `odds assault`: who wins to within +/- 5 points (95% interval). */
export const DEFAULT_PRECISION = 0.05;
/** Runs are checked against the precision every this many trials, and never stop before the first check. */
export const PRECISION_BATCH = 100;

/**
 * An ESTIMATE of an assault's result (pp. 52-59) from seeded runs of the real assault procedure,
 * decisions and table questions answered by `newDecider` (their defaults unless told). Either
 * exactly `trials` runs, or (`precision`) runs in batches until the 95% interval of each side's
 * chance to win is no wider than +/- `precision`, at most `trials` (issue 32: the default
 * precision answers within half a second). Pure: the same input and seed give the same figures.
 * Exact odds are out of reach: every round asks who reaches Contact, who is in range, which team
 * takes each hit and whether to counterattack, and the dice paths multiply round after round
 * (one rifle team against one tank over two rounds passes 300,000 dice paths).
 */
export function estimateAssault(
  input: AssaultInput,
  options: {
    trials: number;
    seed: number;
    precision?: number;
    newDecider?: () => Decider & { decide(r: never): unknown };
  },
): AssaultEstimate {
  const precision = options.precision;
  const sim = simulate(() => assault(input), {
    trials: options.trials,
    seed: options.seed,
    labels,
    ...(options.newDecider ? { newDecider: options.newDecider } : {}),
    ...(precision !== undefined
      ? {
          stop: {
            every: PRECISION_BATCH,
            when: (counts: ReadonlyMap<string, number>, n: number) =>
              preciseEnough(counts, n, ['winner=attacker', 'winner=defender'], precision),
          },
        }
      : {}),
  });
  const n = sim.trials;
  const roundsFreq = frequencies(sim.counts, 'rounds');
  const side = (s: Side): SideLosses => ({
    destroyed: estimateMean(frequencies(sim.counts, `${s}.destroyed`), n),
    bailedOut: estimateMean(frequencies(sim.counts, `${s}.bailedOut`), n),
  });
  return {
    method: 'estimate',
    trials: n,
    ...(precision !== undefined ? { precision } : {}),
    seed: options.seed,
    attackerWins: sim.estimate('winner=attacker'),
    defenderWins: sim.estimate('winner=defender'),
    outcomes: OUTCOMES.filter((o) => sim.counts.has(`outcome=${o}`)).map((o) => ({
      outcome: o,
      estimate: sim.estimate(`outcome=${o}`),
    })),
    rounds: {
      dist: [...roundsFreq.keys()]
        .sort((a, b) => a - b)
        .map((k) => ({ rounds: k, estimate: estimate(roundsFreq.get(k)!, n) })),
      mean: estimateMean(roundsFreq, n),
    },
    losses: { attacker: side('attacker'), defender: side('defender') },
    why: [
      'each round the assault asks decisions (counterattack or break off, which team takes a hit) and table facts (who reaches Contact, who is within 8"/20cm for Defensive Fire, who gets away); here they take their defaults or --decide answers',
      'the dice paths multiply round after round, so the odds come from seeded runs of the real assault procedure, with 95% confidence intervals',
    ],
  };
}
