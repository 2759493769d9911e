/**
 * Observation (spec §5, pp. 8-9): the Observation Table range for the terrain and the target size,
 * multiplied (never added) by every factor that applies; muzzle-flash ranges likewise. Exact
 * fractions, so 1/2 x 2/3 x 2 is exactly 2/3.
 */
import { Fraction } from '../../dice/fraction.js';
import type { RuleRef } from '../../engine/rules.js';
import type { Size } from './fire/at-situation.js';
import { PZ } from './rules.js';
import type { InferredUse } from './tables/lost.js';
import type { PanzerfaustTables } from './tables/tables.js';

export type Visibility = 'clear' | 'mist' | 'rain' | 'snow-falling' | 'fog' | 'night-moon' | 'night-dark';

const VISIBILITY: Record<Visibility, Fraction> = {
  clear: Fraction.ONE,
  mist: Fraction.of(1, 2),
  rain: Fraction.of(1, 2),
  'snow-falling': Fraction.of(1, 3),
  fog: Fraction.of(1, 4),
  'night-moon': Fraction.of(1, 10),
  'night-dark': Fraction.of(1, 20),
};

export interface ObservationSituation {
  /** A row of the Observation Table, e.g. "Open terrain or desert". */
  readonly terrain: string;
  readonly size: Size;
  readonly distanceCm?: number;
  readonly camouflagedOrProne?: boolean;
  readonly dugInOrHullDown?: boolean;
  readonly observerClosedDown?: boolean;
  readonly observerMovedOver5?: boolean;
  readonly targetFiredOrMoved?: boolean;
  readonly observerHeight?: boolean;
  readonly throughArtilleryBzr?: boolean;
  readonly visibility?: Visibility;
}

export interface Factor {
  readonly label: string;
  readonly factor: Fraction;
}

export interface ObservationResult {
  readonly baseRange: number;
  readonly factors: readonly Factor[];
  readonly product: Fraction;
  /** The final range in cm (exact). */
  readonly range: Fraction;
  readonly spotted?: boolean;
  readonly rules: readonly RuleRef[];
  readonly inferred: readonly InferredUse[];
}

export function observationFactors(s: ObservationSituation): Factor[] {
  const f: Factor[] = [];
  const half = Fraction.of(1, 2);
  if (s.camouflagedOrProne) f.push({ label: 'target camouflaged or prone', factor: half });
  if (s.dugInOrHullDown) f.push({ label: 'target dug in or hull-down', factor: half });
  if (s.observerClosedDown) f.push({ label: 'observer is a closed-down AFV', factor: half });
  if (s.observerMovedOver5) f.push({ label: 'observer moved over 5 cm', factor: Fraction.of(2, 3) });
  if (s.targetFiredOrMoved) f.push({ label: 'target fired or moved', factor: Fraction.of(2) });
  if (s.observerHeight) f.push({ label: 'observer has height', factor: Fraction.of(3, 2) });
  if (s.throughArtilleryBzr) f.push({ label: 'line of sight through an artillery BZR', factor: half });
  if (s.visibility && s.visibility !== 'clear')
    f.push({ label: s.visibility.replace('-', ' '), factor: VISIBILITY[s.visibility] });
  return f;
}

export function product(fs: readonly Factor[]): Fraction {
  return fs.reduce((a, x) => a.mul(x.factor), Fraction.ONE);
}

/** Is the target seen? Needs the Observation Table value (lost in the source: the player fills it). */
export function observe(s: ObservationSituation, tables: PanzerfaustTables): ObservationResult {
  const col = tables.columnIndex('observation', s.size);
  const base = tables.number('observation', s.terrain, col);
  const factors = observationFactors(s);
  const p = product(factors);
  const range = Fraction.of(base.value).mul(p);
  return {
    baseRange: base.value,
    factors,
    product: p,
    range,
    ...(s.distanceCm !== undefined
      ? { spotted: Fraction.of(Math.round(s.distanceCm * 100), 100).compare(range) <= 0 }
      : {}),
    rules: [PZ.observation, PZ.targetSize],
    inferred: base.inferred ? [base.inferred] : [],
  };
}

export interface MuzzleFlashSituation {
  /** "Infantry weapons", "Bazooka, Panzerfaust, Panzerschreck", or a gun calibre in mm. */
  readonly weapon: string | number;
  readonly distanceCm?: number;
  readonly observerClosedDown?: boolean;
  readonly observerMovedOver5?: boolean;
  readonly mortar?: boolean;
  /** Mortar flash as 1/4 (p. 36) instead of 1/3 (p. 9). */
  readonly mortarQuarter?: boolean;
  readonly camouflaged?: boolean;
  readonly night?: boolean;
}

export interface MuzzleFlashResult {
  readonly exact: Fraction;
  readonly general: Fraction;
  readonly factors: readonly Factor[];
  readonly seen?: 'exact' | 'general' | 'none';
  readonly rules: readonly RuleRef[];
  readonly inferred: readonly InferredUse[];
}

export function muzzleFlash(s: MuzzleFlashSituation, tables: PanzerfaustTables): MuzzleFlashResult {
  const inferred: InferredUse[] = [];
  let row: string;
  if (typeof s.weapon === 'number') {
    const band = tables.bandRowUpTo('muzzleFlash', s.weapon);
    row = band.row.label;
    if (band.inferred) inferred.push(band.inferred);
  } else row = s.weapon;
  const exact = tables.number('muzzleFlash', row, 0);
  const general = tables.number('muzzleFlash', row, 1);
  for (const v of [exact, general]) if (v.inferred) inferred.push(v.inferred);
  const f: Factor[] = [];
  if (s.observerClosedDown) f.push({ label: 'observer is a closed-down AFV', factor: Fraction.of(1, 2) });
  if (s.observerMovedOver5) f.push({ label: 'observer moved over 5 cm', factor: Fraction.of(1, 2) });
  if (s.mortar)
    f.push({
      label: s.mortarQuarter ? 'mortar (1/4, p. 36)' : 'mortar (1/3, p. 9)',
      factor: Fraction.of(1, s.mortarQuarter ? 4 : 3),
    });
  if (s.camouflaged) f.push({ label: 'firer camouflaged', factor: Fraction.of(1, 2) });
  if (s.night) f.push({ label: 'night', factor: Fraction.of(2) });
  const p = product(f);
  const ex = Fraction.of(exact.value).mul(p);
  const ge = Fraction.of(general.value).mul(p);
  let seen: MuzzleFlashResult['seen'];
  if (s.distanceCm !== undefined) {
    const d = Fraction.of(Math.round(s.distanceCm * 100), 100);
    seen = d.compare(ex) <= 0 ? 'exact' : d.compare(ge) <= 0 ? 'general' : 'none';
  }
  return { exact: ex, general: ge, factors: f, ...(seen ? { seen } : {}), rules: [PZ.muzzleFlash], inferred };
}
