/** Forcing the Assault to Fall Back (p. 56). */
import type { RuleRef } from '../../../engine/rules.js';
import { isArmouredTank } from '../../flames-of-war/saves/special-rules.js';
import type { DefensiveFireRecord } from './defensive-fire.js';
import { FOW4_ASSAULT as R } from './rules.js';
import { teamRule, unitRule, type AssaultState, type TeamState } from './state.js';

export interface FallBackRecord {
  readonly assaultingTeams: number;
  readonly hits: number;
  /** Hits needed to force a Fall Back (5, 8 with 12+ Assaulting teams, +1 for Bagpipes); null for light-tank units. */
  readonly hitsNeeded: number | null;
  /** All Assaulting teams are Tank teams with Top armour 1 or 2: count tanks Bailed Out or Destroyed instead. */
  readonly lightTanks: boolean;
  readonly knockedOut?: number;
  readonly knockedOutNeeded?: number;
  readonly fallsBack: boolean;
  readonly reason: string;
  readonly rules: readonly RuleRef[];
}

/**
 * Does the Defensive Fire force the assaulting unit back? 5 hits, or 8 when it has 12 or more
 * Assaulting teams; a unit within 6"/15cm of a Bagpiper needs one more (p. 72). When every
 * Assaulting team is a tank with Top armour 1 or 2, only tanks Bailed Out or Destroyed count: two
 * of them, or all if fewer than two assault (hits do not matter, AMB-18). Demolition Carriers never
 * Fall Back (p. 81).
 */
export function fallBackCheck(
  state: AssaultState,
  assaulting: readonly TeamState[],
  df: DefensiveFireRecord,
): FallBackRecord {
  const rules: RuleRef[] = [R.fallBack];
  const n = assaulting.length;
  const hits = df.totalHits;
  if (n > 0 && assaulting.every((t) => teamRule(t, 'demolition-carrier'))) {
    return {
      assaultingTeams: n,
      hits,
      hitsNeeded: null,
      lightTanks: false,
      fallsBack: false,
      reason: 'Demolition Carriers never Fall Back',
      rules: [R.demolitionCarrier],
    };
  }
  const lightTanks =
    n > 0 &&
    assaulting.every((t) => isArmouredTank(t.profile) && (t.profile.armour!.top === 1 || t.profile.armour!.top === 2));
  if (lightTanks) {
    rules.push(R.fallBackTopArmour);
    const knocked = new Set(df.hits.filter((h) => h.outcome !== 'no-effect').map((h) => h.to)).size;
    const needed = Math.min(2, n);
    const fallsBack = knocked >= needed;
    return {
      assaultingTeams: n,
      hits,
      hitsNeeded: null,
      lightTanks,
      knockedOut: knocked,
      knockedOutNeeded: needed,
      fallsBack,
      reason: `${knocked} of the Top armour 1-2 tanks Bailed Out or Destroyed; ${needed} needed`,
      rules,
    };
  }
  let needed = n >= 12 ? 8 : 5;
  const units = new Set(assaulting.map((t) => state.unitOf(t)));
  if ([...units].some((u) => unitRule(u, 'bagpipes'))) {
    needed += 1;
    rules.push(R.bagpipes);
  }
  const fallsBack = hits >= needed;
  return {
    assaultingTeams: n,
    hits,
    hitsNeeded: needed,
    lightTanks,
    fallsBack,
    reason: `${hits} Defensive Fire hits; ${needed} needed${n >= 12 ? ' (12 or more Assaulting teams)' : ''}`,
    rules,
  };
}
