/** Pinned Down (p. 41): the rule's numbers, shared by the shooting procedure and the exact odds. */
import type { TeamProfile } from '../../flames-of-war/profile.js';
import { isInfantryType, isUnarmouredTank } from '../../flames-of-war/saves/special-rules.js';

/** Hits that pin a unit in one step (p. 41): 5, or 8 for a unit of 12 or more teams; +1 near a Bagpiper (p. 73). */
export function hitsToPin(teamsAtStart: number, bagpipes: boolean): number {
  return (teamsAtStart >= 12 ? 8 : 5) + (bagpipes ? 1 : 0);
}

/** Infantry, Gun and Unarmoured Tank teams are Pinned Down; Armoured Tank teams and Aircraft never (p. 41). */
export function canBePinnedDown(profiles: readonly TeamProfile[]): boolean {
  return profiles.some((p) => isInfantryType(p) || p.type === 'gun' || isUnarmouredTank(p));
}
