/**
 * An ESTIMATE of an Open Fire assault (spec §6) from seeded runs of the real assault procedure,
 * as Flames Of War 4's assault odds are: the rounds go back and forth until one side breaks off,
 * and each round asks the table who is still within 4"/10cm, so the dice paths have no bound and
 * exact enumeration is out of reach. Decisions and table questions take their defaults.
 */
import { estimate, estimateMean, simulate, type Estimate, type MeanEstimate } from '../../../odds/simulate.js';
import { assault, type AssaultResult, type AssaultSituation } from '../assault/assault.js';

export interface Fow3AssaultEstimate {
  readonly method: 'estimate';
  readonly trials: number;
  readonly seed: number;
  readonly attackerWins: Estimate;
  readonly defenderWins: Estimate;
  /** Not launched (Tank Terror failed) or fell back under defensive fire. */
  readonly notLaunchedOrFellBack: Estimate;
  readonly rounds: MeanEstimate;
  readonly losses: { readonly attacker: MeanEstimate; readonly defender: MeanEstimate };
  readonly why: readonly string[];
}

function labels(s: AssaultSituation) {
  const mine = new Set(s.attacker.teams.map((t) => t.id));
  return (r: AssaultResult): string[] => {
    const lost = (att: boolean) => r.teams.filter((t) => mine.has(t.id) === att && t.state === 'destroyed').length;
    return [
      ...(r.winner ? [`winner=${r.winner}`] : []),
      ...(!r.launched || r.fellBack ? ['stopped'] : []),
      `rounds=${r.rounds.length}`,
      `attacker.destroyed=${lost(true)}`,
      `defender.destroyed=${lost(false)}`,
    ];
  };
}

function frequencies(counts: ReadonlyMap<string, number>, prefix: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const [label, n] of counts)
    if (label.startsWith(`${prefix}=`)) out.set(Number(label.slice(prefix.length + 1)), n);
  return out;
}

export function estimateFow3Assault(
  situation: AssaultSituation,
  options: { trials: number; seed: number },
): Fow3AssaultEstimate {
  const sim = simulate(() => assault(situation), {
    trials: options.trials,
    seed: options.seed,
    labels: labels(situation),
  });
  const n = sim.trials;
  return {
    method: 'estimate',
    trials: n,
    seed: options.seed,
    attackerWins: sim.estimate('winner=attacker'),
    defenderWins: sim.estimate('winner=defender'),
    notLaunchedOrFellBack: estimate(sim.counts.get('stopped') ?? 0, n),
    rounds: estimateMean(frequencies(sim.counts, 'rounds'), n),
    losses: {
      attacker: estimateMean(frequencies(sim.counts, 'attacker.destroyed'), n),
      defender: estimateMean(frequencies(sim.counts, 'defender.destroyed'), n),
    },
    why: [
      'an assault goes round after round until one side breaks off, and each round asks the table who is still within 4"/10cm: the dice paths have no bound, so these are seeded runs of the real assault procedure (decisions and table questions at their defaults), with 95% intervals',
    ],
  };
}
