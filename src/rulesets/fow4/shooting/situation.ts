/**
 * The input of a Flames Of War 4th edition shooting (spec §6, pp. 26-43): one shooting unit, its
 * teams' declared targets and states, and the target units. The table itself (range, line of sight,
 * concealment, facings) is measured by the players; the situation carries what they found.
 * situation-schema.ts validates the same shape from JSON.
 */
import type { Ratings, TeamProfile } from '../../flames-of-war/profile.js';
import type { Facing } from '../../flames-of-war/saves/hit.js';

/** Distances are in the game's system: inches (16 = long range) or centimetres (40 = long range). */
export type Units = 'inches' | 'cm';

/** What one shooting team found when looking at one enemy team (overrides the target team's own state). */
export interface PairFacts {
  /** Distance between the nearest points (p. 28), in the situation's units. */
  readonly distance?: number;
  /** Over 16"/40cm: +1 to hit and +1 to the Armour Save (pp. 33, 36). Wins over `distance`. */
  readonly longRange?: boolean;
  /** The team is Concealed from this shooter (p. 30). Wins over the team's `concealed`. */
  readonly concealed?: boolean;
  /** The line of fire goes into, through or out of smoke (p. 42). */
  readonly smoke?: boolean;
  /**
   * False when this shooter could not validly shoot the team: out of range, no line of sight,
   * outside a Hull Mounted / Gun team's field of fire, aircraft safety distance (pp. 28-32, 66).
   * Such a team cannot be given this shooter's hits.
   */
  readonly canHit?: boolean;
  /** Where the shooter stands relative to an armoured tank (p. 36). Default 'front'. */
  readonly facing?: Facing;
  /** Override the team's Bulletproof Cover against this shooter (e.g. a Gun Shield seen from the side). */
  readonly bulletproof?: boolean;
  /** Within 4"/10cm of the team (8"/20cm of a tank), said outright: Too Close for Error (p. 35). Wins over `distance`. */
  readonly tooClose?: boolean;
}

export interface ShooterState {
  /** Moved at Tactical speed (a successful Blitz's free 4"/10cm is not moving, p. 24). */
  readonly moved?: boolean;
  /** Moved at Dash speed: cannot shoot (p. 33). */
  readonly dashed?: boolean;
  /** Moved Out of Command, or failed a Blitz: +1 to hit (pp. 19, 24, 33). */
  readonly movedOutOfCommand?: boolean;
  /** Issued or followed a Follow Me order: cannot shoot (p. 25). */
  readonly followMe?: boolean;
  /** Its unit used a Cross Here order: cannot shoot (p. 25, AMB-43). */
  readonly crossHere?: boolean;
  /** Bailed Out: cannot shoot (p. 38). */
  readonly bailedOut?: boolean;
  /** Mounted as a passenger: cannot shoot (p. 22). */
  readonly passenger?: boolean;
  /** Attempted to Dig In: shoots at Moving ROF (p. 25). */
  readonly dugIn?: boolean;
  /** Will assault this turn: shoots at Moving ROF (p. 33). */
  readonly willAssault?: boolean;
  /** The chosen weapon shot at aircraft in the previous enemy Shooting Step: cannot shoot (p. 27). */
  readonly shotAtAircraft?: boolean;
  /** A friendly team is within 4"/10cm: a Sniper cannot fire (p. 43). */
  readonly friendlyWithin4?: boolean;
  /** A passenger is mounted (Passenger-fired Weapons, p. 67). */
  readonly hasPassengers?: boolean;
  /** The shooter sits in a smoke ball: shooting out of smoke is +1 (p. 42). */
  readonly inSmoke?: boolean;
}

export interface ExtraWeapon {
  readonly weapon: string;
  /** Multiple Weapons: each additional weapon may fire at its own target (p. 67). Default: the team's target. */
  readonly target?: string;
}

export interface ShootingTeam {
  readonly id: string;
  readonly profile: TeamProfile;
  /**
   * The weapon to fire, by name, or "mgs" for all of a Tank or Aircraft team's machine-guns (p. 27).
   * Default: the first weapon that may fire at the target (a tank's main weapon).
   */
  readonly weapon?: string;
  /** Multiple Weapons (p. 67): further non-MG weapons fired at ROF 1 with +1 to hit. */
  readonly extraWeapons?: readonly ExtraWeapon[];
  /** Fire smoke with the chosen weapon (it needs the Smoke rule, p. 42). */
  readonly smoke?: boolean;
  /** The declared target: an enemy team id (p. 32). */
  readonly target: string;
  /** This team is its Formation Commander (Tiger Ace re-rolls, p. 71). */
  readonly formationCommander?: boolean;
  readonly state?: ShooterState;
  /** What this shooter sees of each enemy team, by team id. */
  readonly pairs?: Readonly<Record<string, PairFacts>>;
}

export interface ShootingUnit {
  readonly id: string;
  readonly name?: string;
  /** The unit is Pinned Down: its Infantry, Gun and Unarmoured Tank teams shoot at Pinned (Moving) ROF (p. 41). */
  readonly pinned?: boolean;
  readonly teams: readonly ShootingTeam[];
}

export interface TargetTeamState {
  /** Concealed from the shooters (p. 30); a PairFacts value wins for one shooter. */
  readonly concealed?: boolean;
  /** Gone to Ground (p. 33): +2 instead of +1 when also Concealed. */
  readonly goneToGround?: boolean;
  /** In Bulletproof Cover (Foxholes, bulletproof terrain, Gun Shield from the front, an armoured wreck, p. 39). */
  readonly bulletproof?: boolean;
  /** In Foxholes (p. 24): an Infantry or Gun team there is Concealed (not from Aircraft) and in Bulletproof Cover. */
  readonly foxholes?: boolean;
  /** Already Bailed Out (p. 38). */
  readonly bailedOut?: boolean;
  /** Has a smoke marker on it (p. 42). */
  readonly smoke?: boolean;
  /** Already Destroyed (ignored). */
  readonly destroyed?: boolean;
  /** Moved at Dash speed: a Gun Shield gives no cover (p. 65). */
  readonly dashed?: boolean;
}

/** A team carried by a target team: a passenger inside a transport or a rider on a tank (pp. 22-23). */
export interface CarriedTeam {
  readonly id: string;
  readonly profile: TeamProfile;
  /** The unit the carried team belongs to (it is Pinned Down as that unit). */
  readonly unit: string;
  /** That unit's team count at the start of the Shooting Step (for the 12-team pin limit). */
  readonly unitTeams?: number;
}

/** The facts of a Formation Commander's team, if it is destroyed (p. 40). */
export interface CommanderFacts {
  /** Another team of the same type in the HQ Unit within 6"/15cm: it becomes Commander, no roll. */
  readonly hqTeamWithin6?: boolean;
  /** A friendly team of the right type of the Formation within 6"/15cm to switch to on a 3+. */
  readonly switchTeamWithin6?: boolean;
}

export interface TargetTeam {
  readonly id: string;
  readonly profile: TeamProfile;
  readonly state?: TargetTeamState;
  /**
   * Ids of the teams of its unit within 6"/15cm of this one (p. 34); the relation is taken both ways.
   * When no team of a unit gives a list, all of its teams are taken to be within 6"/15cm of each other.
   */
  readonly within6?: readonly string[];
  readonly unitLeader?: boolean;
  readonly formationCommander?: boolean;
  readonly commander?: CommanderFacts;
  /** A Formation Commander within 6"/15cm and in LOS (re-roll of a failed Bailed Out Again roll, AMB-9). */
  readonly commanderNearby?: boolean;
  /** A Bunker (p. 76). */
  readonly bunker?: 'nest' | 'pillbox' | 'turret';
  /** Passengers inside (or a towed gun): saves once if the transport is Destroyed (p. 23). */
  readonly passengers?: readonly CarriedTeam[];
  /** Infantry riding on an armoured tank: hit each time the tank is hit (p. 23). */
  readonly riders?: readonly CarriedTeam[];
}

export interface TargetUnit {
  readonly id: string;
  readonly name?: string;
  /** Who answers this unit's decisions (Mistaken Target). Default "target". */
  readonly owner?: string;
  /** Ratings (worst of the unit, p. 10): Skill gives Is Hit On, Motivation gives Remount. */
  readonly ratings: Ratings;
  readonly teams: readonly TargetTeam[];
  /** Teams in the unit when the Shooting Step began (8 hits pin a unit of 12 or more, p. 41). Default: teams listed. */
  readonly teamsAtStart?: number;
  /** Hits the unit already took earlier in this Shooting Step (pinning counts all sources, p. 41). */
  readonly hitsEarlier?: number;
  /** Already Pinned Down. */
  readonly pinned?: boolean;
  /** Within 6"/15cm of a British Bagpiper: one extra hit to pin (p. 72). */
  readonly bagpipes?: boolean;
  /** A Shtraf Company: its teams never benefit from Foxholes (p. 73). */
  readonly shtraf?: boolean;
  /** A Reconnaissance Platoon (Unarmoured Tank save 4+, p. 68). */
  readonly reconnaissance?: boolean;
  /**
   * An HQ Unit or Independent team may share hits with another unit as if one unit (pp. 34-35):
   * the id of that other unit (also in `targets`).
   */
  readonly joinWith?: string;
}

export interface ShootingSituation {
  readonly units?: Units;
  /** Night: +1 to hit (p. 90). */
  readonly night?: boolean;
  /** The first player's first Shooting Step of a Meeting Engagement: every team counts as moved (p. 96, AMB-35). */
  readonly meetingEngagementFirstTurn?: boolean;
  /** Shooting from Ambush (Volley Fire does not apply, p. 73). */
  readonly ambush?: boolean;
  readonly shooter: ShootingUnit;
  readonly targets: readonly TargetUnit[];
  /** The shooting player's own hit allocation (checked against Assign Hits, p. 34); default: round robin. */
  readonly allocation?: readonly AllocationEntry[];
  /** Offer Mistaken Target to the target's owner (p. 35). Default true. */
  readonly mistakenTarget?: boolean;
}

/** `hits` hits scored by `shooter` (with `weapon`, default its main weapon line) go to `team`. */
export interface AllocationEntry {
  readonly shooter: string;
  readonly weapon?: string;
  readonly team: string;
  readonly hits: number;
}
