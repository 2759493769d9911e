import { BombardInputError } from './errors.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { Score } from '../../flames-of-war/score.js';
import { BOMBARD as B } from './rules.js';

/**
 * Bombardment Firepower and Anti-tank Ratings (p. 49, reference sheet p. 106): an Arsenal from an
 * Intelligence Handbook gives the old values; a bombardment (artillery, aircraft Bombs and Rockets)
 * uses the adjusted ones.
 *   Anti-tank 6, 5, 4 -> 3; 3 -> 2; 2 -> 1; 1 -> 0.   Above 6 is not listed: read as 3 (AMB-17).
 *   Firepower 1+, 2+, 3+ unchanged; 4+ -> 3+; 5+ and 6 -> 4+.
 * "-" stays "-".
 */
export function adjustedAntiTank(arsenal: number | null): number | null {
  if (arsenal === null) return null;
  if (arsenal >= 4) return 3;
  return Math.max(0, arsenal - 1);
}

export function adjustedFirepower(arsenal: Score | null): Score | null {
  if (arsenal === null || arsenal === 'auto') return arsenal;
  if (arsenal <= 3) return arsenal;
  if (arsenal === 4) return 3;
  return 4;
}

/** One weapon type's bombardment line as the procedure uses it. */
export interface BombardRatings {
  readonly antiTank: number | null;
  readonly firepower: Score | null;
}

export interface CombinedRatings extends BombardRatings {
  /** Each weapon type's values after adjustment. */
  readonly perWeapon: readonly (BombardRatings & { readonly name: string })[];
  readonly rules: readonly RuleRef[];
}

/** A lower Anti-tank is worse; "-" (null) is the worst of all. */
function lowerAntiTank(a: number | null, b: number | null): number | null {
  if (a === null || b === null) return null;
  return Math.min(a, b);
}

/** A higher Firepower number is worse; "-" (null) is the worst; Auto is the best. */
function worseFirepower(a: Score | null, b: Score | null): Score | null {
  if (a === null || b === null) return null;
  if (a === 'auto') return b;
  if (b === 'auto') return a;
  return Math.max(a, b);
}

/**
 * The Anti-tank and Firepower a bombardment uses: each weapon type's line (adjusted by the §8.8
 * table when the Arsenal gives unadjusted values), then, when several types fire together, the
 * lowest Anti-tank and the worst Firepower of them all (Mixed Bombardments, p. 48).
 */
export function bombardmentRatings(
  weapons: readonly (BombardRatings & { readonly name: string; readonly unadjusted?: boolean })[],
): CombinedRatings {
  if (weapons.length === 0) throw new BombardInputError('a bombardment needs at least one weapon');
  const rules: RuleRef[] = [];
  const perWeapon = weapons.map((w) => {
    if (!w.unadjusted) return { name: w.name, antiTank: w.antiTank, firepower: w.firepower };
    rules.push(B.adjustedRatings);
    return { name: w.name, antiTank: adjustedAntiTank(w.antiTank), firepower: adjustedFirepower(w.firepower) };
  });
  let antiTank = perWeapon[0]!.antiTank;
  let firepower = perWeapon[0]!.firepower;
  for (const w of perWeapon.slice(1)) {
    antiTank = lowerAntiTank(antiTank, w.antiTank);
    firepower = worseFirepower(firepower, w.firepower);
  }
  const distinct = new Set(perWeapon.map((w) => `${w.antiTank}/${w.firepower}`));
  if (new Set(perWeapon.map((w) => w.name)).size > 1 || distinct.size > 1) rules.push(B.mixedBombardments);
  return { antiTank, firepower, perWeapon, rules: [...new Set(rules)] };
}
