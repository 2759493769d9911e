/**
 * What a fire is worth, in the enemy steps it is expected to remove: the exact expected number of
 * hits (each d10 at or under the modified F hits, a 0 never does: p. 5 [Firepower]), divided by
 * the defense of the unit that takes them (2D halves them: p. 7 [Double Defense]; the strongest
 * unit takes the hits first, p. 6 [Casualties]); a bombardment's chance of a 0 on the spotter's
 * own hex (p. 5 [Friendly Fire]) counts against it. Closed form, no dice rolled.
 */
import { effectiveF, type FireSituation } from '../fire/fire.js';

/** The chance one d10 hits at modified F (0 reads as 10 and never hits). */
export function hitChance(F: number): number {
  return Math.max(0, Math.min(F, 9)) / 10;
}

export interface FireValue {
  /** Modified F. */
  readonly F: number;
  readonly dice: number;
  /** Expected hits. */
  readonly hits: number;
  /** Expected enemy steps removed. */
  readonly steps: number;
  /** Chance of at least one friendly-fire hit (bombardments). */
  readonly friendly: number;
  /** Defense of the unit that takes the first hit. */
  readonly defense: 1 | 2;
}

export function fireValue(s: FireSituation): FireValue {
  const F = effectiveF(s);
  const dice = s.firer.strength;
  const p = hitChance(F);
  const hits = s.oneHitPerUnit ? 1 - (1 - p) ** dice : dice * p;
  const pool = s.targeted ? s.targets.filter((t) => t.id === s.targeted) : s.targets;
  const top = [...pool].sort((a, b) => b.strength - a.strength)[0];
  const defense = top?.defense ?? 1;
  const friendly = s.mode === 'bombard' && (s.spotterHex?.length ?? 0) > 0 ? 1 - 0.9 ** dice : 0;
  return { F, dice, hits, steps: hits / defense, friendly, defense };
}

/** "F4 x3: 1.20 hits, 0.60 steps against 2D". */
export function valueText(v: FireValue): string {
  return `F${v.F} x${v.dice}: ${v.hits.toFixed(2)} hits expected, ${v.steps.toFixed(2)} steps against ${v.defense}D${v.friendly > 0 ? `, ${Math.round(v.friendly * 100)}% friendly fire` : ''}`;
}
