/**
 * The Infantry Casualty Table (pp. 16, 18), shared by infantry fire and CQC: rows are the final
 * variation (held between -9 and +7), columns the total fire or CQC factors, cells the teams lost.
 */
import type { PanzerfaustTables } from '../tables/tables.js';
import type { InferredUse } from '../tables/lost.js';

export const VARIATION_MIN = -9;
export const VARIATION_MAX = 7;

export function clampVariation(v: number): number {
  return Math.max(VARIATION_MIN, Math.min(VARIATION_MAX, v));
}

export function rowLabel(variation: number): string {
  return variation > 0 ? `+${variation}` : `${variation}`;
}

export interface CasualtyCell {
  readonly teamsLost: number;
  readonly column: string;
  readonly inferred?: InferredUse;
}

/** Teams lost at (variation, total factors); throws LostValueError for an empty cell. */
export function casualtiesAt(tables: PanzerfaustTables, variation: number, factors: number): CasualtyCell {
  const col = tables.bandColumn('infantryCasualty', factors, 'A total of factors of');
  const f = tables.number('infantryCasualty', rowLabel(clampVariation(variation)), col.index);
  return { teamsLost: f.value, column: col.label, ...(f.inferred ? { inferred: f.inferred } : {}) };
}

/** Check, before any die is rolled, every cell the chance factor could lead to (base -1, 0, +1). */
export function requireCasualtyCells(tables: PanzerfaustTables, base: number, factors: number): void {
  for (const shift of [-1, 0, 1]) casualtiesAt(tables, base + shift, factors);
}

/** Totals over 100 are resolved as groups of 100 and the rest (p. 14). */
export function splitFactors(total: number): number[] {
  const groups: number[] = [];
  let left = total;
  while (left > 100) {
    groups.push(100);
    left -= 100;
  }
  if (left > 0) groups.push(left);
  return groups;
}
