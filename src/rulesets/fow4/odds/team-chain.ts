import { Dist } from '../../../dice/distribution.js';
import { afterSteps } from '../../../odds/markov.js';
import type { Weights } from '../../../odds/weights.js';
import type { HitFacts } from '../../flames-of-war/saves/hit.js';
import { hitStep, outcomeKey, type SavingTeam } from './hit-outcome.js';
import { stateWeights, type TeamState } from './team-state.js';

/**
 * A team's state after it saves against its hits in order (p. 36-38): a Markov chain from its
 * current state (unharmed or already Bailed Out) through one step per hit. Exact; the order of
 * the hits matters only when hits of different weapons reach an already Bailed Out tank.
 */
export function teamAfterHits(team: SavingTeam, start: TeamState, hits: readonly HitFacts[]): Dist<TeamState> {
  return afterSteps<TeamState>(
    start,
    hits.map((h) => hitStep(team, h)),
  );
}

/**
 * The same for a team receiving k hits of one kind, for k = 0, 1, 2...: each built from the last
 * (the chain is shared) and only as far as asked, as Weights in TEAM_STATES order.
 */
export function teamAfterEachK(team: SavingTeam, start: TeamState, hit: HitFacts): (k: number) => Weights {
  // Alike teams (same profile, facts and crew) under alike hits share one chain.
  const key = outcomeKey(team, hit, start);
  let chain = chains.get(key);
  if (!chain) {
    chain = buildChain(team, start, hit);
    chains.set(key, chain);
  }
  return chain;
}

const chains = new Map<string, (k: number) => Weights>();

/** Forget the shared chains (and the per-hit outcome cache): for benchmarks and long sessions. */
export function clearChainCache(): void {
  chains.clear();
}

function buildChain(team: SavingTeam, start: TeamState, hit: HitFacts): (k: number) => Weights {
  const step = hitStep(team, hit);
  const out: Weights[] = [];
  let d: Dist<TeamState> = Dist.certain(start);
  return (k) => {
    while (out.length <= k) {
      out.push(stateWeights(d));
      d = d.then(step);
    }
    return out[k]!;
  };
}
