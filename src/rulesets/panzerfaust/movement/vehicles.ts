/**
 * Vehicle movement (spec §6.2, p. 25): cross-country speed times every terrain multiplier of the
 * Vehicle Movement Restrictions Table (stacking), rounded to the nearest cm by default (the book's
 * own example) or up (its wording) as an option; and the bogging test.
 */
import { Fraction } from '../../../dice/fraction.js';
import { InputError } from '../../../errors/input-error.js';
import type { Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { rollSum } from '../dice.js';
import { PZ } from '../rules.js';
import type { InferredUse } from '../tables/lost.js';
import type { PanzerfaustTables } from '../tables/tables.js';

export type Drive = 'Fully tracked' | 'Semi-tracked' | '6 & 8 wheeled' | '4x4' | '4x2' | 'Motorcycle';
export const DRIVES: readonly Drive[] = ['Fully tracked', 'Semi-tracked', '6 & 8 wheeled', '4x4', '4x2', 'Motorcycle'];

export interface VehicleMoveSituation {
  readonly drive: Drive;
  readonly crossCountryCm: number;
  /** Rows of the table that apply: "Thick woods", "Towing off-road", ... */
  readonly terrain: readonly string[];
  readonly rounding?: 'nearest' | 'up';
}

export interface VehicleMove {
  readonly multipliers: readonly { readonly terrain: string; readonly factor: string }[];
  readonly exact: Fraction;
  readonly distanceCm: number;
  /** The terrain is impassable to this drive: the vehicle bogs. */
  readonly impassable: boolean;
  readonly rules: readonly RuleRef[];
  /** Table values used that are not plainly the book's (house or inferred). */
  readonly inferred: readonly InferredUse[];
}

function parseFactor(text: string): Fraction {
  const m = /^(\d+)(?:\/(\d+))?$/.exec(text.trim());
  if (!m) throw new InputError(`'${text}' in the Vehicle Movement Restrictions Table is not a multiplier like 2/3.`);
  return Fraction.of(Number(m[1]), m[2] ? Number(m[2]) : 1);
}

export function vehicleMove(s: VehicleMoveSituation, tables: PanzerfaustTables): VehicleMove {
  const col = tables.columnIndex('vehicleTerrain', s.drive);
  let exact = Fraction.of(Math.round(s.crossCountryCm * 100), 100);
  const multipliers: { terrain: string; factor: string }[] = [];
  let impassable = false;
  const inferred: InferredUse[] = [];
  for (const t of s.terrain) {
    const c = tables.cell('vehicleTerrain', t, col);
    if (c.inferred) inferred.push(c.inferred);
    const f = String(c.value);
    multipliers.push({ terrain: t, factor: f });
    if (f === '-') impassable = true;
    else exact = exact.mul(parseFactor(f));
  }
  const n = exact.toNumber();
  const distanceCm = impassable ? 0 : s.rounding === 'up' ? Math.ceil(n) : Math.round(n);
  return {
    multipliers,
    exact: impassable ? Fraction.ZERO : exact,
    distanceCm,
    impassable,
    rules: [PZ.vehicleMovement],
    inferred,
  };
}

export interface BoggingSituation {
  readonly drive: Drive;
  readonly sizeD?: boolean;
  readonly marsh?: boolean;
  readonly amphibious?: boolean;
  readonly fordableRiver?: boolean;
  /** T-34, KV, IS, Panther or Tiger chassis: a 7 or more rolls again, free on 1-3. */
  readonly wideTracks?: boolean;
}

export interface BoggingResult {
  readonly number: number;
  readonly dice: readonly number[];
  readonly total: number;
  readonly bogged: boolean;
  readonly rules: readonly RuleRef[];
  readonly inferred: readonly InferredUse[];
}

export function* boggingTest(s: BoggingSituation, tables: PanzerfaustTables): Procedure<BoggingResult> {
  const found = tables.number('vehicleTerrain', 'Bogging number (1D6)', tables.columnIndex('vehicleTerrain', s.drive));
  const number = found.value;
  let mods = 0;
  if (s.sizeD) mods += 1;
  if (s.marsh) mods += 1;
  if (s.amphibious) mods -= 1;
  if (s.fordableRiver) mods -= 1;
  const r = yield* rollSum(1, 'bogging test', `stuck on ${number}+ after modifiers`);
  const total = r.total + mods;
  const dice = [r.total];
  let bogged = total >= number;
  if (bogged && s.wideTracks && total >= 7) {
    const again = yield* rollSum(1, 'bogging: wide tracks roll again', 'free on 1-3');
    dice.push(again.total);
    bogged = again.total > 3;
  }
  return { number, dice, total, bogged, rules: [PZ.bogging], inferred: found.inferred ? [found.inferred] : [] };
}

/** An infantry base turning about during a move: how far its new front edge ends behind its old rear edge (p. 12). */
export function turnAboutBehindRear(moveCm: number, baseDepthCm: number): number {
  return moveCm - baseDepthCm;
}
