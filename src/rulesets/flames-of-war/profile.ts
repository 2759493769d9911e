/**
 * The shapes of a Flames Of War 4th edition team and weapon as an Arsenal gives them
 * (fow4 spec §3.1, §6.8, §11). Arsenal files (scenarios/fow4/arsenals) are read into these;
 * rule procedures take them as input. Keep this the single description of a profile: the
 * game-model schema must produce exactly these shapes.
 */
import type { Score } from './score.js';

/** Team types and subtypes (p. 6-7, 39, 65, 68). */
export type TeamType =
  | 'tank' // Tank team; armoured when it has numeric armour, unarmoured when `armour` is absent
  | 'infantry'
  | 'heavy-weapon' // Infantry team with the Heavy Weapon rule (incl. man-packed guns)
  | 'cavalry'
  | 'motorcycle' // Motorcycle Reconnaissance (save 4+)
  | 'gun' // Gun team; see gunSize
  | 'aircraft';

/** Gun team sizes (p. 18, 39): Heavy and Immobile guns save on 4+, Light and Medium on 3+. */
export type GunSize = 'light' | 'medium' | 'heavy' | 'immobile';

/** Mobility ratings (p. 18). */
export type Mobility =
  | 'infantry'
  | 'light-gun'
  | 'medium-gun'
  | 'heavy-gun'
  | 'immobile-gun'
  | 'wheeled'
  | 'half-tracked'
  | 'jeep'
  | 'standard-tank'
  | 'slow-tank'
  | 'light-tank'
  | 'fast-tank'
  | 'very-slow-tank'
  | 'aircraft';

export interface Distance {
  readonly inches: number;
  readonly cm: number;
}

/** A weapon line of an Arsenal (p. 26). */
export interface WeaponProfile {
  readonly name: string;
  /** Maximum range; `minRange` for Minimum Range weapons (p. 67). */
  readonly range: Distance;
  readonly minRange?: Distance;
  /** Halted ROF (p. 33). */
  readonly rof: number;
  /** Moving ROF when the Arsenal gives one; otherwise half the Halted ROF rounded down (min 1 for ROF 1). */
  readonly movingRof?: number;
  /** Pinned ROF when the Arsenal gives one; otherwise the Moving ROF. */
  readonly pinnedRof?: number;
  /** Anti-tank; null is "-" (cannot harm armour or bulletproof cover, p. 72). */
  readonly antiTank: number | null;
  /** Firepower score, e.g. 3 for "3+"; null is "-". */
  readonly firepower: Score | null;
  /** A vehicle machine-gun (p. 33) rather than a main weapon. */
  readonly vehicleMg?: boolean;
  /** Weapon special rules by id, e.g. "hull-mounted", "no-he", "smoke", "breakthrough-gun" (§11.2). */
  readonly rules?: readonly string[];
  /** Artillery line for Bombardments (§8), when the weapon has one. */
  readonly artillery?: {
    readonly range: Distance;
    readonly antiTank: number | null;
    readonly firepower: Score | null;
    /** "normal" | "double" (rockets, 3+ weapons in a salvo) | "salvo" */
    readonly template?: 'normal' | 'salvo';
    /** Rocket launchers that count as several weapons for template size (p. 50). */
    readonly countsAs?: number;
    readonly rules?: readonly string[];
    /** The line already gives 4th-edition bombardment values (a v4 unit card, p. 49): not adjusted again. */
    readonly adjusted?: boolean;
  };
}

export interface ArmourProfile {
  readonly front: number;
  readonly side: number;
  readonly top: number;
}

/** A team profile of an Arsenal. */
export interface TeamProfile {
  readonly name: string;
  readonly type: TeamType;
  readonly gunSize?: GunSize;
  readonly mobility: Mobility;
  /** Armoured tanks only. */
  readonly armour?: ArmourProfile;
  /** The save of a team that is not an armoured tank; derived from the type when absent (p. 39). */
  readonly save?: Score;
  readonly weapons: readonly WeaponProfile[];
  /** Equipment and team special rules by id, e.g. "protected-ammo", "schurzen", "gun-shield", "recce" (§11). */
  readonly rules?: readonly string[];
  /** Passengers N for transports (p. 22). */
  readonly passengers?: number;
  /** Tank Assault rating used against Top armour in assaults, when not the default 2 (p. 57). */
  readonly tankAssault?: number;
  /** The card's own speeds when they are not its mobility row's (p. 18); null is no move. */
  readonly speeds?: {
    readonly tactical: Distance | null;
    readonly terrainDash: Distance | null;
    readonly crossCountryDash: Distance | null;
    readonly roadDash: Distance | null;
  };
  /** Where the profile comes from, e.g. "Open Fire! p. 12" or "FoW4 p. 26". */
  readonly source?: string;
}

/** Ratings of a unit (pp. 10-11); the sub-ratings default to the Motivation or Skill score. */
export type Motivation = 'fearless' | 'confident' | 'reluctant';
export type Skill = 'veteran' | 'trained' | 'conscript';

export interface Ratings {
  readonly motivation: Motivation;
  readonly skill: Skill;
  /** Is Hit On; when absent, from Skill (Veteran 4+, Trained 3+, Conscript 2+). */
  readonly isHitOn?: Score;
  readonly rally?: Score;
  readonly remount?: Score;
  readonly counterattack?: Score;
  readonly lastStand?: Score;
  readonly tactics?: Score;
  readonly assault?: Score;
  readonly ranging?: Score;
}

export const MOTIVATION_SCORE: Readonly<Record<Motivation, number>> = { fearless: 3, confident: 4, reluctant: 5 };
export const SKILL_SCORE: Readonly<Record<Skill, number>> = { veteran: 3, trained: 4, conscript: 5 };
export const IS_HIT_ON: Readonly<Record<Skill, number>> = { veteran: 4, trained: 3, conscript: 2 };
