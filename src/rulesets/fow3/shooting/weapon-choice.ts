/**
 * The usual pick among a team's weapons (German Arsenal, p. 46: one weapon per team): at a target
 * with tanks the best Anti-tank; elsewhere the most dice, since against infantry and guns in the
 * open only the hits count. Pure.
 */
import type { Fow3Weapon } from '../profile.js';

export function usualWeapon(weapons: readonly Fow3Weapon[], tanks: boolean): Fow3Weapon {
  return tanks
    ? weapons.reduce((a, b) => (b.antiTank > a.antiTank ? b : a))
    : weapons.reduce((a, b) => (b.rof > a.rof ? b : a));
}
