import type { RerollPolicy } from '../../../dice/pool.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { Distance } from '../../flames-of-war/profile.js';
import type { Score } from '../../flames-of-war/score.js';
import { hasRule } from '../../flames-of-war/saves/special-rules.js';
import { BOMBARD as B } from './rules.js';

/** One weapon type of a firing Artillery Unit: how many teams fire it and its bombardment line. */
export interface ArtilleryWeapon {
  readonly name: string;
  /** Teams firing this weapon. */
  readonly count: number;
  /** Bombardment Anti-tank; null is "-". */
  readonly antiTank: number | null;
  /** Bombardment Firepower; null is "-". */
  readonly firepower: Score | null;
  /** The values are an old Intelligence Handbook's: convert them with the §8.8 table (p. 49). */
  readonly unadjusted?: boolean;
  /** A Rocket Launcher counting as this many weapons for the template (p. 50); 1 when absent. */
  readonly rocket?: { readonly countsAs: number };
  /** Armoured Train artillery: each weapon counts as two for the re-roll band (p. 64). */
  readonly armouredTrain?: boolean;
  /** Weapon special rules: 'hmg-bombardment', 'super-heavy-rockets', 'smoke-bombardment', 'breakthrough-gun'... */
  readonly rules?: readonly string[];
}

export type TemplateKind = 'standard' | 'double-width' | 'devastating';

export interface Template {
  readonly kind: TemplateKind;
  readonly width: Distance;
  readonly depth: Distance;
  readonly rules: readonly RuleRef[];
}

const SIX: Distance = { inches: 6, cm: 15 };
const TWELVE: Distance = { inches: 12, cm: 30 };

/** Weapons counted for the template: a rocket launcher counts as its listed number of weapons. */
export function templateWeapons(weapons: readonly ArtilleryWeapon[]): number {
  return weapons.reduce((n, w) => n + w.count * (w.rocket?.countsAs ?? 1), 0);
}

/**
 * Template size (pp. 46, 50): a 6"/15cm square, unless every firing weapon is a Rocket Launcher
 * counting as 2 or more weapons (Double-width, 12"/30cm wide by 6"/15cm deep) or every one counts
 * as 4 or more (Devastating Bombardment, a 12"/30cm square).
 */
export function templateFor(weapons: readonly ArtilleryWeapon[]): Template {
  const firing = weapons.filter((w) => w.count > 0);
  const minCountsAs =
    firing.length > 0 && firing.every((w) => w.rocket) ? Math.min(...firing.map((w) => w.rocket!.countsAs)) : 1;
  if (minCountsAs >= 4) return { kind: 'devastating', width: TWELVE, depth: TWELVE, rules: [B.rocketTemplate] };
  if (minCountsAs >= 2) return { kind: 'double-width', width: TWELVE, depth: SIX, rules: [B.rocketTemplate] };
  return { kind: 'standard', width: SIX, depth: SIX, rules: [B.templateSize] };
}

/**
 * Weapons counted for the to-hit re-roll (p. 48): rocket launchers count teams, not the weapons
 * they count as (p. 50); Armoured Train artillery counts each weapon as two (p. 64).
 */
export function rerollWeapons(weapons: readonly ArtilleryWeapon[]): { count: number; rules: RuleRef[] } {
  const rules: RuleRef[] = [];
  let count = 0;
  for (const w of weapons) {
    if (w.armouredTrain) {
      count += 2 * w.count;
      rules.push(B.armouredTrainArtillery);
    } else {
      count += w.count;
      if (w.rocket && w.rocket.countsAs > 1) rules.push(B.rocketRerolls);
    }
  }
  return { count, rules };
}

export interface RerollBand {
  readonly weaponsFiring: number;
  readonly reroll: RerollPolicy;
  readonly rules: readonly RuleRef[];
}

/**
 * Number of weapons firing (p. 48): 1 or 2 must re-roll successful hits, 3 or 4 re-roll nothing,
 * 5 or more must re-roll failed hits. Aircraft Bombs and Rockets do not re-roll hits for 1 or 2
 * weapons (pp. 44, 66).
 */
export function rerollBand(
  weapons: readonly ArtilleryWeapon[],
  options: { bombsAndRockets?: boolean } = {},
): RerollBand {
  const counted = rerollWeapons(weapons);
  const n = counted.count;
  if (n >= 5) return { weaponsFiring: n, reroll: 'failures', rules: [...counted.rules, B.fiveOrMoreWeapons] };
  if (n >= 3) return { weaponsFiring: n, reroll: 'none', rules: counted.rules };
  if (options.bombsAndRockets)
    return { weaponsFiring: n, reroll: 'none', rules: [...counted.rules, B.bombsAndRockets] };
  return { weaponsFiring: n, reroll: 'successes', rules: [...counted.rules, B.oneOrTwoWeapons] };
}

export function weaponHasRule(w: ArtilleryWeapon, id: string): boolean {
  return hasRule(w.rules, id);
}
