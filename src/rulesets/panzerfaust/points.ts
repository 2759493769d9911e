/**
 * Points (spec §10, §18, pp. 22, 28, 39, 43-44): the national PV factor, skirts, fortifications,
 * aircraft and the Frequency Rating of a platoon.
 */
import type { PanzerfaustTables } from './tables/tables.js';
import type { InferredUse } from './tables/lost.js';

/** Base PV times the national factor (p. 22). The book states no rounding: the exact product is returned. */
export function nationalPv(
  tables: PanzerfaustTables,
  row: string,
  basePv: number,
): { pv: number; factor: number; inferred?: InferredUse } {
  const f = tables.number('nationalRatings', row, tables.columnIndex('nationalRatings', 'PV factor'));
  return {
    pv: Math.round(basePv * f.value * 1000) / 1000,
    factor: f.value,
    ...(f.inferred ? { inferred: f.inferred } : {}),
  };
}

/** Skirts or spaced armour: 3 PV per facing covered (p. 28). */
export function skirtsPv(facings: number): number {
  return 3 * facings;
}

/** Fortification PV from its occupants' PV (p. 39). */
export function fortificationPv(kind: 'field' | 'concrete' | 'entrenchment' | 'dugout', occupantsPv: number): number {
  const f = { field: 1, concrete: 1.5, entrenchment: 0.5, dugout: 2 / 3 }[kind];
  return Math.round(occupantsPv * f * 1000) / 1000;
}

/** Aircraft PV (p. 43): dive-bomber 80, fighter-bomber 60, armour +40, plus weapons and loads. */
export function aircraftPv(
  type: 'dive-bomber' | 'fighter-bomber',
  armoured: boolean,
  weaponsPv: readonly number[],
): number {
  return (type === 'dive-bomber' ? 80 : 60) + (armoured ? 40 : 0) + weaponsPv.reduce((a, b) => a + b, 0);
}

/** A platoon's FR is that of its rarest item (p. 44). */
export function platoonFr(itemFrs: readonly number[]): number {
  return Math.max(0, ...itemFrs);
}
