/**
 * Open Fire team and weapon profiles (spec §3.1, §12). The fields and names follow the shared
 * 4th-edition profile (src/rulesets/flames-of-war/profile.ts) where the meaning is the same; what only
 * Open Fire has (man-packed and medium gun mobility, Tank Assault, the gone-to-ground gun save)
 * is added here.
 */
import type { ArmourProfile, Distance } from '../flames-of-war/profile.js';
import type { Score } from '../flames-of-war/score.js';

export type { ArmourProfile, Distance };

/** The three kinds of team (Companies and Platoons). */
export type Fow3TeamKind = 'tank' | 'infantry' | 'gun';

/** Mobility (Team Characteristics; Moving Infantry p. 14, Moving Guns p. 17). */
export type Fow3Mobility =
  'standard-tank' | 'light-tank' | 'slow-tank' | 'infantry' | 'man-packed' | 'medium' | 'immobile';

export interface Fow3Weapon {
  readonly name: string;
  readonly range: Distance;
  readonly rof: number;
  /** Moving ROF where the arsenal prints one (MG42 HMG 3); otherwise worked out (p. 9, p. 15). */
  readonly movingRof?: number;
  /** Pinned Down ROF where the arsenal or the ROF table gives one (MG team 2, MG42 HMG 3). */
  readonly pinnedRof?: number;
  readonly antiTank: number;
  readonly firepower: Score;
  /** A tank's machine-gun: 'coax' or 'hull' (Hull Weapons, p. 16). */
  readonly vehicleMg?: 'coax' | 'hull' | 'aa';
  /**
   * Weapon rules by id: 'hull-mounted', 'no-he', 'full-rof-when-moving', 'panzerfaust' (may not
   * shoot if the team moved), 'bazooka' (Schürzen protects against it), 'smoke', 'semi-indirect-fire'...
   */
  readonly rules?: readonly string[];
  /** An extra weapon carried by an infantry team (the Panzerfaust of a command SMG team). */
  readonly extra?: boolean;
  /** Artillery line: outside Open Fire (§11.2), kept as data only. */
  readonly bombardment?: { readonly range: Distance; readonly antiTank: number; readonly firepower: Score };
}

export interface Fow3TeamProfile {
  readonly name: string;
  readonly kind: Fow3TeamKind;
  readonly mobility: Fow3Mobility;
  /** Tanks only. */
  readonly armour?: ArmourProfile;
  readonly weapons: readonly Fow3Weapon[];
  /** Tank Assault rating in assaults (Tank Assault; A9 for teams the source leaves out). */
  readonly tankAssault?: number;
  /** Team rules by id: 'schurzen', 'gun-shield', 'anti-tank-gun', 'protected-ammo', 'recce', 'wide-tracks', 'command'... */
  readonly rules?: readonly string[];
  /** The profile is incomplete in Open Fire and needs the full rulebook (A13). */
  readonly requiresFullRulebook?: boolean;
  /** Where in Open Fire the values are printed. */
  readonly source: string;
}

export function hasRule(rules: readonly string[] | undefined, id: string): boolean {
  return rules?.includes(id) ?? false;
}

export const inch = (inches: number): Distance => ({ inches, cm: inches * 2.5 });
