import type { RerollPolicy } from '../../../dice/pool.js';
import type { Target } from '../../../dice/target.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { HitFacts, SaveTeamFacts } from '../../flames-of-war/saves/hit.js';
import type { SavingTeam } from './hit-outcome.js';

/**
 * A shot as the odds calculator sees it, once the shooting rules have said who fires what at
 * which score: groups of alike dice, the target unit's teams, and the shooting procedure's
 * default allocation. The adapter from a shooting situation builds it with the shooting code's
 * own to-hit and allocation functions, so no rule is written twice.
 */
/** One hit of a group on one team: the hit's facts, and what this shooter changes in the team's save facts (cover seen from here). */
export type GroupHit = HitFacts & { readonly team?: Partial<SaveTeamFacts> };

export interface HitGroup {
  /** For display, e.g. "Sherman V 75mm (x5)". */
  readonly label: string;
  /** Every die of the group rolls against the same score with the same re-roll. */
  readonly dice: number;
  readonly toHit: Target;
  readonly reroll?: RerollPolicy;
  /** The save facts of one of this group's hits on each target team, by team id (a team missing cannot receive them). */
  readonly hitOn: Readonly<Record<string, GroupHit>>;
  /** Any hit of this group pins an Infantry, Gun or Unarmoured Tank unit (flame-thrower, sniper: pp. 42-43). */
  readonly autoPin?: boolean;
  readonly rules?: readonly RuleRef[];
}

export interface OddsTeam extends SavingTeam {
  readonly id: string;
  readonly name: string;
  /** Already Bailed Out (p. 38). */
  readonly bailedOut?: boolean;
  /** Counted toward In Good Spirits only when In Command (p. 60). Default true. */
  readonly inCommand?: boolean;
}

export interface OddsUnit {
  readonly name: string;
  /** Every team of the unit still on the table (teams that cannot be hit get none). */
  readonly teams: readonly OddsTeam[];
  /** Teams already Destroyed earlier (the unit is then not untouched for In Good Spirits). */
  readonly destroyedBefore?: number;
  /** Teams in the unit when the Shooting Step began: 12 or more need 8 hits to pin (p. 41). */
  readonly teamsAtStart?: number;
  /** Hits already taken this Shooting Step (p. 41). */
  readonly hitsEarlier?: number;
  readonly pinned?: boolean;
  /** Within 6"/15cm of a Bagpiper: one more hit to pin (p. 72, AMB-25). */
  readonly bagpipes?: boolean;
  /** The Unit Leader is Destroyed and not replaced: never In Good Spirits (AMB-31). */
  readonly leaderLost?: boolean;
}

/**
 * The default allocation: given how many hits each group scored, which hits each team receives,
 * as group indices in the order the saves are rolled. Must be deterministic given the counts.
 */
export type Allocator = (hitsPerGroup: readonly number[]) => ReadonlyMap<string, readonly number[]>;

export interface ShotPlan {
  readonly groups: readonly HitGroup[];
  readonly unit: OddsUnit;
  readonly allocate: Allocator;
  /** Rules the shot used (to hit, re-rolls...), passed through to the result. */
  readonly rules?: readonly RuleRef[];
}
