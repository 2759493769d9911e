import { Dist } from '../../../dice/distribution.js';
import { afterSteps } from '../../../odds/markov.js';
import type { Weights } from '../../../odds/weights.js';
import type { HitFacts } from '../saves/hit.js';
import { hitStep, type SavingTeam } from './hit-outcome.js';
import { stateWeights, type TeamState } from './team-state.js';

/**
 * A team's state after it saves against its hits in order (p. 36-38): a Markov chain from its
 * current state (unharmed or already Bailed Out) through one step per hit. Exact; the order of
 * the hits matters only when hits of different weapons reach an already Bailed Out tank.
 */
export function teamAfterHits(team: SavingTeam, start: TeamState, hits: readonly HitFacts[]): Dist<TeamState> {
  return afterSteps<TeamState>(start, hits.map((h) => hitStep(team, h)));
}

/**
 * The same for a team receiving `k` hits of one kind, for k = 0..maxK, each built from the last
 * (the chain is shared), as Weights in TEAM_STATES order.
 */
export function teamAfterEachK(team: SavingTeam, start: TeamState, hit: HitFacts, maxK: number): Weights[] {
  const step = hitStep(team, hit);
  const out: Weights[] = [];
  let d: Dist<TeamState> = Dist.certain(start);
  for (let k = 0; k <= maxK; k++) {
    out.push(stateWeights(d));
    d = d.then(step);
  }
  return out;
}
