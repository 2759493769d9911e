import type { Facing } from '../../flames-of-war/saves/hit.js';
import type { Fow3TeamProfile } from '../profile.js';
import type { Skill } from '../ratings.js';

export type { Facing };

/** A team of the platoon being shot at, as the table shows it. */
export interface TargetTeam {
  /** A name unique in its platoon, e.g. "Sherman 2". */
  readonly id: string;
  /** How a screen names it: its id, kind and role (play); the id when absent. */
  readonly label?: string;
  readonly profile: Fow3TeamProfile;
  /** Hidden by terrain: hedge, woods, building, wall (p. 8). */
  readonly concealedByTerrain?: boolean;
  /** The team moved in its last turn (digging in is not moving). */
  readonly moved?: boolean;
  /** The team shot in its last turn. */
  readonly shot?: boolean;
  readonly dugIn?: boolean;
  /** In bulletproof cover: building, stone wall, dug in (dug in counts without saying so). */
  readonly bulletproof?: boolean;
  /** More than 16"/40cm from the shooting team(s). */
  readonly longRange?: boolean;
  /** The shooters can see it (default true). */
  readonly visible?: boolean;
  /** Where the shooters stand: front or side armour, or a hull/turret split (p. 10); for a gun, 'front' means in front of its gun shield. */
  readonly facing?: Facing;
  readonly bailedOut?: boolean;
  readonly boggedDown?: boolean;
  readonly destroyed?: boolean;
  /** Assaulting this turn: never in bulletproof cover (Defensive Fire). */
  readonly assaulting?: boolean;
  /** Override what umpire works out. */
  readonly concealed?: boolean;
  readonly goneToGround?: boolean;
}

export interface TargetPlatoon {
  readonly name: string;
  readonly skill: Skill;
  readonly teams: readonly TargetTeam[];
}

export function isConcealed(t: TargetTeam): boolean {
  if (t.concealed !== undefined) return t.concealed;
  if (t.concealedByTerrain) return true;
  const m = t.profile.mobility;
  const footOrManPacked = t.profile.kind === 'infantry' || m === 'man-packed';
  // Infantry and man-packed guns that did not move are concealed even in the open (p. 14);
  // infantry, man-packed and medium guns are concealed when dug in (pp. 14, 17).
  if (footOrManPacked && !t.moved) return true;
  if (t.dugIn && (footOrManPacked || m === 'medium')) return true;
  return false;
}

/** Neither moved nor shot (digging in is not moving) (Going to Ground, pp. 14, 17). */
export function isGoneToGround(t: TargetTeam): boolean {
  if (t.goneToGround !== undefined) return t.goneToGround;
  return !t.moved && !t.shot;
}

export function isBulletproof(t: TargetTeam): boolean {
  if (t.assaulting) return false;
  return t.bulletproof === true || t.dugIn === true;
}

export function isOperational(t: TargetTeam): boolean {
  return !t.destroyed && !t.bailedOut && !t.boggedDown;
}
