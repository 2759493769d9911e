/**
 * What direct anti-tank fire needs to know (spec §9, §12, pp. 19-31), and the to-hit variations
 * of p. 30 (doubled deductions for a one-man turret, p. 28).
 */
import { InputError } from '../../../errors/input-error.js';
import type { TroopClass } from '../dice.js';
import { mod, type Modifier } from '../modifiers.js';
import { PZ } from '../rules.js';
import type { InferredUse } from '../tables/lost.js';
import type { PanzerfaustTables } from '../tables/tables.js';
import type { WeatherNow } from './infantry.js';
import type { Effect } from './penetration.js';

export type Ammo = 'AP' | 'APCR' | 'HVAP' | 'APDS' | 'HEAT' | 'HE';
export type Facing = 'front' | 'side' | 'rear';
export type Size = 'A' | 'B' | 'C' | 'D';
export type Location = 'tracks' | 'lower-hull' | 'upper-hull' | 'turret';
export const LOCATIONS: readonly Location[] = ['tracks', 'lower-hull', 'upper-hull', 'turret'];

export interface Armour {
  readonly HF: number;
  readonly HS: number;
  readonly HR: number;
  readonly TF: number;
  readonly TS: number;
  readonly TR: number;
}

export interface AtWeapon {
  readonly name: string;
  /** A row of the Infantry AT Weapons Table: its to-hit row, penetration and crew-casualty row come from there. */
  readonly infantry?: boolean;
  readonly calibreMm?: number;
  readonly ammo?: Ammo;
  /** The bracketed to-hit for this range band, read from the chart by the player. */
  readonly toHit?: number;
  /** The chart's to-hit numbers by band, shortest first (with `band` or `rangeCm`). */
  readonly toHitByBand?: readonly number[];
  /** Penetration (cm) at this range. */
  readonly penetration?: number;
  /** The calibre variation on the Penetration Effects Table, read by the player (else from the tables file). */
  readonly calibreModifier?: number;
  /** AA or auto-cannon: the most hits (20-25 mm: 3, 37-40 mm: 2) before extra barrels. */
  readonly autoCannon?: '20-25' | '37-40';
  /** Barrels beyond the first (AA and auto-cannon: +1 to hit each, +1 hit cap each). */
  readonly extraBarrels?: number;
  readonly atRifle?: boolean;
}

export interface AtTarget {
  readonly name?: string;
  readonly kind: 'afv' | 'gun' | 'softskin';
  readonly size: Size;
  readonly facing?: Facing;
  readonly armour?: Armour;
  readonly hidden?: 'none' | 'partly' | 'hull-down';
  /** Only tracks and lower hull are covered: re-roll 1 and 2 for location (p. 30). */
  readonly lowerHullCovered?: boolean;
  readonly moving?: 'none' | 'toward-or-away-over-15' | 'across-up-to-15' | 'across-15-plus';
  readonly justCameIntoSight?: boolean;
  readonly seenUnderHalf?: boolean;
  /** Skirts, spaced armour, sandbags or concrete on these locations of the facing hit (p. 28). */
  readonly skirts?: readonly Location[];
  readonly light?: boolean;
  readonly open?: 'none' | 'top' | 'top-rear' | 'top-sides-rear';
  /** Crew and passenger bases aboard (softskins and destroyed AFVs roll for them). */
  readonly crewBases?: number;
  readonly passengerBases?: number;
  /** Its last penetration result this turn or last (for "next result up"). */
  readonly previousEffect?: Effect;
}

export interface AtFirer {
  readonly name?: string;
  readonly class: TroopClass;
  readonly moved?: 'none' | 'over-5' | 'over-half';
  readonly turnedOverHalf?: boolean;
  readonly towedGun?: boolean;
  readonly turreted?: boolean;
  readonly oneManTurret?: boolean;
  readonly commanderKilled?: boolean;
  /** A field or AT gun, or an open-topped AFV (rain and falling snow apply). */
  readonly gunOrOpenTopped?: boolean;
}

export interface AtFireSituation {
  readonly weapon: AtWeapon;
  readonly firer: AtFirer;
  readonly target: AtTarget;
  /** 1-based range band of the chart. */
  readonly band?: number;
  readonly rangeCm?: number;
  /** Earlier shots by this firer at this same target (second-shot bonus). */
  readonly previousShots?: number;
  readonly limbered?: boolean;
  readonly muzzleFlash?: boolean;
  readonly boreSighted?: boolean;
  readonly weather?: WeatherNow;
}

/** The base to-hit: the player's chart reading, or the chart row at the band (from the range, via the lost band headings). */
export function baseToHit(
  s: AtFireSituation,
  tables: PanzerfaustTables,
): { toHit: number; band?: number; row?: readonly number[]; inferred?: InferredUse } {
  const w = s.weapon;
  if (w.toHit !== undefined) return { toHit: w.toHit };
  const row = w.infantry ? tables.row('infantryAtWeapons', w.name).toHit : w.toHitByBand;
  if (!row || row.length === 0)
    throw new InputError(`Give ${w.name}'s to-hit number for this range (the bracketed chart value).`);
  let band = s.band;
  let inferred: InferredUse | undefined;
  if (band === undefined) {
    if (s.rangeCm === undefined)
      throw new InputError(`Give the range band (1 = shortest) or the range in cm for ${w.name}.`);
    // The bands were lost; each kind of chart has its own list (a row of band edges): the row says which.
    const found = tables.bandInRow(
      'rangeBands',
      w.infantry ? 'Infantry AT weapons' : 'Gun charts',
      s.rangeCm,
      'A range of',
    );
    band = found.index + 1;
    inferred = found.inferred;
  }
  if (!Number.isInteger(band) || band < 1) throw new InputError(`The range band must be 1 or more, not ${band}.`);
  if (band > row.length)
    throw new InputError(
      `${w.name} has ${row.length} range band${row.length > 1 ? 's' : ''}: band ${band} is out of its range.`,
    );
  return { toHit: row[band - 1]!, band, row, ...(inferred ? { inferred } : {}) };
}

/** The to-hit variations of p. 30. */
export function atModifiers(s: AtFireSituation, tables: PanzerfaustTables): Modifier[] {
  const V = PZ.atVariations;
  const m: Modifier[] = [];
  const t = s.target;
  const f = s.firer;
  if (t.hidden === 'partly') m.push(mod('target 33-66% hidden by hard cover', -2, V));
  if (t.hidden === 'hull-down') m.push(mod('target hull-down or over 66% hidden', -4, V));
  if (t.size === 'D') m.push(mod('target size D', 1, V));
  if (t.size === 'B') m.push(mod('target size B', -1, V));
  if (t.size === 'A') m.push(mod('target size A', -2, V));
  const shots = s.previousShots ?? 0;
  if (shots > 0 && f.moved !== 'over-5' && !s.limbered) {
    const moving = t.moving !== undefined && t.moving !== 'none';
    m.push(
      moving
        ? mod(`${shots} earlier shot(s) at this moving target`, Math.min(3, shots), V)
        : mod(`${shots} earlier shot(s) at this stationary target`, Math.min(6, 2 * shots), V),
    );
  }
  if (s.weapon.ammo === 'HE') m.push(mod('firing HE', -1, V));
  if (f.turnedOverHalf)
    m.push(
      mod(
        f.towedGun ? 'towed gun turned over half its traverse' : 'turret or hull turned over half',
        f.towedGun ? -2 : -1,
        V,
      ),
    );
  if (s.muzzleFlash) m.push(mod('firing at a muzzle flash', -4, V));
  if (f.moved === 'over-5') m.push(mod('firer moved over 5 cm', -2, V));
  if (s.weapon.autoCannon && s.weapon.extraBarrels)
    m.push(mod(`${s.weapon.extraBarrels} extra barrel(s)`, s.weapon.extraBarrels, PZ.autoCannon));
  if (f.commanderKilled) m.push(mod("firer's commander killed", -2, V));
  if (f.class === 'veteran') m.push(mod('Veteran firer', 1, PZ.troopClass));
  if (f.class === 'conscript') m.push(mod('Conscript firer', -1, PZ.troopClass));
  if (t.justCameIntoSight) m.push(mod('target just came into sight', -1, V));
  if (t.seenUnderHalf) m.push(mod('target seen for less than half the turn', -1, V));
  if (t.moving === 'toward-or-away-over-15') m.push(mod('target moving over 15 cm toward or away', -1, V));
  if (t.moving === 'across-up-to-15') m.push(mod('target moving up to 15 cm across', -1, V));
  if (t.moving === 'across-15-plus')
    m.push(
      f.turreted
        ? mod('target moving 15 cm or more across (turreted gun)', -2, V)
        : mod('target moving 15 cm or more across (non-turreted gun)', -3, V),
    );
  if (s.boreSighted) m.push(mod('target inside the bore-sighted area', 3, V));
  if (f.gunOrOpenTopped && (s.weather?.rain || s.weather?.snowFalling))
    m.push(mod('rain or falling snow', -1, PZ.weather));
  if (s.weather?.night) m.push(mod('night', -3, PZ.night));
  void tables;
  if (!f.oneManTurret) return m;
  return m.map((x) => (x.value < 0 ? mod(`${x.label} (doubled: one-man turret)`, 2 * x.value, PZ.oneManTurret) : x));
}

/** The location's armour for the facing hit (tracks: the thinnest hull armour, p. 29). */
export function armourAt(a: Armour, loc: Location, facing: Facing): number {
  if (loc === 'tracks') return Math.min(a.HF, a.HS, a.HR);
  const f = facing === 'front' ? 'F' : facing === 'side' ? 'S' : 'R';
  return loc === 'turret' ? a[`T${f}` as keyof Armour] : a[`H${f}` as keyof Armour];
}

export interface Needed {
  readonly penetration?: number;
  readonly calibreModifier?: number;
  readonly crewNumber?: number;
  readonly inferred: InferredUse[];
}
