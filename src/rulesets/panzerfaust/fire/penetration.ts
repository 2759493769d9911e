/**
 * The Penetration Effects Table (p. 31): 3D6 plus the AP or HE variations, read against the bands
 * kept in the tables file (the 11-13 band is inferred from the gap, so every result that lands
 * there says so); a repeated result on the same AFV moves one step up.
 */
import type { PanzerfaustTables } from '../tables/tables.js';
import type { InferredUse } from '../tables/lost.js';

export type Effect = 'none' | 'stunned-1' | 'stunned-2' | 'damaged' | 'destroyed';
export const EFFECT_ORDER: readonly Effect[] = ['none', 'stunned-1', 'stunned-2', 'damaged', 'destroyed'];

export const EFFECT_NAMES: Record<Effect, string> = {
  none: 'no effect',
  'stunned-1': 'Stunned 1 move',
  'stunned-2': 'Stunned 2 moves',
  damaged: 'Hull/Gun damaged',
  destroyed: 'Destroyed',
};

/** Read a modified total on the table. */
export function effectFor(tables: PanzerfaustTables, total: number): { effect: Effect; inferred?: InferredUse } {
  const t = tables.table('penetrationEffects');
  for (const r of t.rows) {
    const k = tables.key('penetrationEffects', r);
    if (k !== undefined && total < k.value) continue;
    const cell = tables.cell('penetrationEffects', r.label, 0);
    const effect = String(cell.value) as Effect;
    if (!EFFECT_ORDER.includes(effect)) throw new Error(`unknown penetration effect '${cell.value}' in ${tables.file}`);
    const inferred = k?.inferred ?? cell.inferred;
    return inferred ? { effect, inferred } : { effect };
  }
  return { effect: 'none' };
}

/** The same result a second time (same or next turn) moves one step up (p. 31); "no effect" never does. */
export function stepUp(effect: Effect, previous: Effect | undefined): { effect: Effect; steppedUp: boolean } {
  if (previous === undefined || effect !== previous || effect === 'none' || effect === 'destroyed')
    return { effect, steppedUp: false };
  return { effect: EFFECT_ORDER[EFFECT_ORDER.indexOf(effect) + 1]!, steppedUp: true };
}

/** The AP-type variation for the excess of penetration over armour (p. 31; p. 111 Q6). */
export function excessModifier(penetration: number, armour: number): number {
  const excess = penetration - armour;
  return excess >= 6 ? 6 : excess >= 3 ? 3 : 0;
}
