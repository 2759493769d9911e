import type { Dist } from '../../../dice/distribution.js';
import { Fraction } from '../../../dice/fraction.js';
import { Weights } from '../../../odds/weights.js';

/** Where a target team ends: the three states the odds report (a non-tank team is never Bailed Out). */
export type TeamState = 'unharmed' | 'bailed-out' | 'destroyed';

/** The fixed order the joint counts use: 0 unharmed, 1 Bailed Out, 2 Destroyed. */
export const TEAM_STATES: readonly TeamState[] = ['unharmed', 'bailed-out', 'destroyed'];

export function stateWeights(d: Dist<TeamState>): Weights {
  return Weights.fromFractions(TEAM_STATES.map((s) => d.p(s) ?? Fraction.ZERO)).reduced();
}
