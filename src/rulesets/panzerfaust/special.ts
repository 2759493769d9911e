/**
 * Smaller procedures: flamethrowers and Molotovs against AFVs (p. 21), a base partly under a
 * direct-fire BZR (p. 32), mines (pp. 38-39), bridge demolition (p. 40), AA fire against aircraft
 * (p. 43) and off-table landing losses (p. 41).
 */
import type { Procedure } from '../../engine/request.js';
import type { RuleRef } from '../../engine/rules.js';
import { rollSum, rollUnder } from './dice.js';
import { PZ } from './rules.js';
import type { InferredUse } from './tables/lost.js';
import type { PanzerfaustTables } from './tables/tables.js';

export interface FlameVsAfvResult {
  readonly die: number;
  readonly total: number;
  readonly result: 'no effect' | 'immobilised' | 'destroyed';
  readonly rules: readonly RuleRef[];
  readonly inferred: readonly InferredUse[];
}

export function* flameVsAfv(s: {
  openTopped?: boolean;
  lightTank?: boolean;
  alreadyHit?: boolean;
  molotov?: boolean;
}): Procedure<FlameVsAfvResult> {
  const r = yield* rollSum(
    1,
    s.molotov ? 'Molotov against the AFV' : 'flamethrower against the AFV',
    '5 immobilised, 6 destroyed',
  );
  const mods = (s.openTopped ? 2 : s.lightTank ? 1 : 0) + (s.alreadyHit ? 1 : 0) - (s.molotov ? 1 : 0);
  const total = r.total + mods;
  const result = total <= 4 ? 'no effect' : total === 5 ? 'immobilised' : 'destroyed';
  const inferred =
    total > 6
      ? [{ table: 'flame', what: 'Reading a flame total over 6 as Destroyed (the book prints only 6, p. 21)' }]
      : [];
  return { die: r.total, total, result, rules: [PZ.flameVsAfv], inferred };
}

/** A base partly under a direct-fire BZR is inside on 4-6 (p. 32). */
export function* partlyInBzr(label = 'partly under the BZR'): Procedure<{ die: number; inside: boolean }> {
  const r = yield* rollSum(1, label, '4-6 inside');
  return { die: r.total, inside: r.total >= 4 };
}

export type Density = 'Sparse' | 'Light' | 'Medium' | 'Thick' | 'Dense';

export interface MineResult {
  readonly tripOff: number;
  readonly tripRoll: number;
  readonly triggered: boolean;
  readonly damageDie?: number;
  readonly damageTotal?: number;
  readonly damage?: 'destroyed' | 'tracked' | 'no effect';
  readonly rules: readonly RuleRef[];
}

/** The AFV mine damage table (p. 39). */
export function mineDamage(total: number, light: boolean): 'destroyed' | 'tracked' | 'no effect' {
  if (total >= 6) return 'destroyed';
  if (total === 5) return light ? 'destroyed' : 'tracked';
  if (total === 4) return 'tracked';
  if (total === 3) return light ? 'tracked' : 'no effect';
  return 'no effect';
}

/** An AFV crossing one square: 2D6 at most the trip-off number, then 1D6 (-3 for an AP mine). */
export function* afvCrossesMines(
  tables: PanzerfaustTables,
  density: Density,
  mine: 'AT' | 'AP',
  light: boolean,
): Procedure<MineResult> {
  const tripOff = tables.number('mines', 'Trip-off (2D6 at most)', tables.columnIndex('mines', density)).value;
  const t = yield* rollUnder(2, tripOff, `mines (${density})`);
  if (!t.success) return { tripOff, tripRoll: t.total, triggered: false, rules: [PZ.mines] };
  const d = yield* rollSum(1, 'mine damage to the AFV');
  const total = d.total - (mine === 'AP' ? 3 : 0);
  return {
    tripOff,
    tripRoll: t.total,
    triggered: true,
    damageDie: d.total,
    damageTotal: total,
    damage: mineDamage(total, light),
    rules: [PZ.mines, PZ.mineDamage],
  };
}

/** Bridges (p. 40): charges to drop one; half of them close it to vehicles. */
export const BRIDGE_CHARGES = { Stone: 12, Steel: 9, 'Tank-laid': 3, 'Wooden/pontoon': 2 } as const;

export function bridgeAfterCharges(
  kind: keyof typeof BRIDGE_CHARGES,
  charges: number,
): 'intact' | 'closed to vehicles' | 'dropped' {
  const need = BRIDGE_CHARGES[kind];
  return charges >= need ? 'dropped' : charges * 2 >= need ? 'closed to vehicles' : 'intact';
}

export interface AaResult {
  readonly target: number;
  readonly roll: number;
  readonly hit: boolean;
  readonly damageDie?: number;
  readonly damageTotal?: number;
  readonly damage?: 'destroyed' | 'damaged' | 'no effect';
  readonly rules: readonly RuleRef[];
  /** The weapon's number when it is not plainly the book's (a house value). */
  readonly inferred?: InferredUse;
}

/** AA fire (p. 43): 2D6 at most the weapon's number (+1 per extra barrel, +1 against a dive-bomber), then 1D6 damage. */
export function* aaFire(
  s: {
    weapon: 'AA LMG/MMG' | 'AA HMG' | '20 mm AA' | '37-40 mm AA';
    altitude: 'Low altitude' | 'Medium altitude';
    extraBarrels?: number;
    diveBomber?: boolean;
    armoured?: boolean;
  },
  tables: PanzerfaustTables,
): Procedure<AaResult> {
  const cell = tables.cell('aaFire', s.weapon, tables.columnIndex('aaFire', s.altitude));
  const inferred = cell.inferred ? { inferred: cell.inferred } : {};
  if (typeof cell.value !== 'number')
    return { target: 0, roll: 0, hit: false, damage: 'no effect', rules: [PZ.aaFire], ...inferred };
  const target = cell.value + (s.extraBarrels ?? 0) + (s.diveBomber ? 1 : 0);
  const r = yield* rollUnder(2, target, `AA fire (${s.weapon})`);
  if (!r.success) return { target, roll: r.total, hit: false, rules: [PZ.aaFire], ...inferred };
  const d = yield* rollSum(1, 'damage to the aircraft');
  const mod =
    (s.weapon === 'AA LMG/MMG' ? -2 : s.weapon === 'AA HMG' ? -1 : s.weapon === '37-40 mm AA' ? 1 : 0) -
    (s.armoured ? 2 : 0);
  const total = d.total + mod;
  return {
    target,
    roll: r.total,
    hit: true,
    damageDie: d.total,
    damageTotal: total,
    damage: total >= 5 ? 'destroyed' : total >= 2 ? 'damaged' : 'no effect',
    rules: [PZ.aaFire],
    ...inferred,
  };
}

const LANDING: Record<'none' | 'light' | 'moderate' | 'heavy', Record<'team' | 'heavy-weapon' | 'gun', number>> = {
  none: { team: 7, 'heavy-weapon': 6, gun: 5 },
  light: { team: 6, 'heavy-weapon': 5, gun: 4 },
  moderate: { team: 5, 'heavy-weapon': 4, gun: 3 },
  heavy: { team: 4, 'heavy-weapon': 3, gun: 2 },
};

/** Off-table landing (p. 41): a team, heavy weapon or gun/transport is lost on the faces shown for the wind. */
export function* offTableLanding(
  wind: keyof typeof LANDING,
  what: 'team' | 'heavy-weapon' | 'gun',
): Procedure<{ die: number; lostFrom: number; lost: boolean }> {
  const lostFrom = LANDING[wind][what];
  const r = yield* rollSum(1, `landing: ${what}`, lostFrom > 6 ? 'never lost' : `lost on ${lostFrom}-6`);
  return { die: r.total, lostFrom, lost: r.total >= lostFrom };
}
