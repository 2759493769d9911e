import type { Going } from '../movement.js';
import type { Motivation, Skill } from '../ratings.js';
import type { TargetTeam } from '../shooting/target.js';

/** A team in an assault, as the table shows it. */
export interface AssaultTeam extends TargetTeam {
  /** Within 2"/5cm of an enemy team after the charge: it fights (Fighting in Assaults). */
  readonly inContact?: boolean;
  /** Attacker: charges (within 8"/20cm and chooses to move). False = a non-assaulting team. Default true. */
  readonly charging?: boolean;
  /** Attacker: neither moved nor shot this turn and charged from concealment (Sneaking up on Tanks). */
  readonly sneaking?: boolean;
  /** Defending tank contacted by a sneaking team: no defensive fire. */
  readonly sneakedUpOn?: boolean;
  /** Enemy team ids within 2"/5cm of this team (whom its hits can land on). Default: every enemy team in contact. */
  readonly contacts?: readonly string[];
  /** Anti-tank gun: the tank it hits is in its field of fire within 2"/5cm (may use Anti-tank against side armour). */
  readonly tankInFieldOfFire?: boolean;
  /** Attacking tank: the going it crosses as it charges (bogging check). */
  readonly chargeGoing?: Going;
  readonly pinned?: boolean;
  /** Defender: within 8"/20cm of an assaulting team (it makes defensive fire). Default true. */
  readonly within8?: boolean;
}

export interface AssaultPlatoon {
  readonly name: string;
  readonly motivation: Motivation;
  readonly skill: Skill;
  readonly teams: readonly AssaultTeam[];
}

export type Side = 'attacker' | 'defender';
