/**
 * The drafts the importer makes from a roster's profiles: a team draft per unit profile (Tank
 * Unit, Unarmoured Tank Unit, Infantry Unit, Gun Unit, Aircraft Unit, Transport Attachment), a
 * weapon draft per Weapon profile, and what could not be placed. Values are kept in the books'
 * notation, as a hand-written arsenal has them. Made by team-profile.ts and weapon-profile.ts.
 */
import type { GunSize, Mobility, Ratings, TeamType } from '../../flames-of-war/profile.js';
import type { RosterProfile, RosterSelection } from './roster.js';

export const UNIT_PROFILE_TYPES = [
  'Tank Unit',
  'Unarmoured Tank Unit',
  'Infantry Unit',
  'Gun Unit',
  'Aircraft Unit',
  'Transport Attachment',
] as const;
export type UnitProfileType = (typeof UNIT_PROFILE_TYPES)[number];
/** Profile types that hold no team or weapon (skipped without a word). */
export const SKIPPED_PROFILE_TYPES = ['Command Card', 'Command Card [Revised]'];

/** Reports a problem at a roster line; never returns. */
export type Fail = (line: number, message: string, hint?: string, path?: readonly string[]) => never;

/** A special-rule name the importer could not place, with where the roster has it. */
export interface Unplaced {
  readonly name: string;
  readonly line: number;
  readonly where: string;
  /** `reading`: not a rule but umpire's reading of a value the data writes in no card's form (readings.ts). */
  readonly why: 'unknown' | 'weapon-rule-on-unit' | 'no-team-named' | 'reading';
}

/** The four speeds a unit card prints, in the books' notation ("12\"/30cm"; "-" is no move). */
export interface CardSpeeds {
  tactical: string;
  terrainDash: string;
  crossCountryDash: string;
  roadDash: string;
}

export interface WeaponDraft {
  readonly line: number;
  name: string;
  range: string;
  minRange?: string;
  rof: number;
  movingRof?: number;
  pinnedRof?: number;
  antiTank: number | '-';
  firepower: string;
  vehicleMg?: boolean;
  rules: string[];
  artillery?: {
    range: string;
    antiTank: number | '-';
    firepower: string;
    template?: 'salvo';
    rules?: string[];
    adjusted?: boolean;
  };
  /** An ARTILLERY or SALVO line not yet joined to its direct-fire line. */
  artilleryOnly?: boolean;
  unplaced: Unplaced[];
}

export interface TeamDraft {
  readonly profile: RosterProfile;
  readonly selection: RosterSelection;
  readonly kind: UnitProfileType;
  name: string;
  type: TeamType;
  mobility: Mobility;
  gunSize?: GunSize;
  armour?: string;
  /**
   * One card for two vehicles ("1 (Toldi II)\n3 (Toldi IIa)" in an armour box): each variant's
   * armour; the unit makes one team type per variant (units.ts), never this card as it is.
   */
  armourVariants?: { name: string; armour: string }[];
  save?: string;
  weapons: WeaponDraft[];
  rules: string[];
  passengers?: number;
  tankAssault?: number;
  ratings: { -readonly [K in keyof Ratings]?: Ratings[K] };
  /** The card's own speeds, when they are not its mobility row's (p. 18). */
  speeds?: CardSpeeds;
  unitRules: string[];
  unplaced: Unplaced[];
}

/** A profile with every box empty (BSData's "Unit Size" notes, a placeholder card) holds no team or weapon: skipped. */
export function isEmptyProfile(p: RosterProfile): boolean {
  return p.characteristics.every((c) => c.value.trim() === '');
}
