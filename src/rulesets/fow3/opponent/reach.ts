/**
 * Which of a team's weapons reach a target platoon the table said is over 16"/40cm away: the target
 * must be within the weapon's range (Select a Target Platoon, pp. 8, 10, 18; a Rifle/MG team's
 * 16"/40cm, a tank's MGs 16"/40cm, the Panzerfaust's 4"/10cm), so the opponent fires only those
 * that reach, and a team with none holds its fire. Pure.
 */
import { gunFire } from '../bridge/shooting.js';
import type { Fow3TeamProfile } from '../profile.js';

/** The weapons a team fires by default: a tank its main gun with the MGs it may add, another team its first weapon. */
export function defaultFire(profile: Fow3TeamProfile): string[] {
  if (profile.kind === 'tank') return gunFire(profile) ?? profile.weapons.map((w) => w.name);
  return profile.weapons.length ? [profile.weapons[0]!.name] : [];
}

/** Does a weapon of this range reach the target: any within 16"/40cm, only a longer one beyond. */
const reaches = (inches: number, longRange: boolean) => !longRange || inches > 16;

/** The named weapons that reach the target: all of them within 16"/40cm, those with a longer range beyond. */
export function inReach(profile: Fow3TeamProfile, names: readonly string[], longRange: boolean): string[] {
  return names.filter((n) => reaches(profile.weapons.find((w) => w.name === n)?.range.inches ?? 0, longRange));
}

/** The weapon an infantry or gun team fires: at tanks its best anti-tank weapon in reach, else its first in reach. */
export function teamWeapon(profile: Fow3TeamProfile, tanks: boolean, longRange: boolean): string | undefined {
  const reach = profile.weapons.filter((w) => reaches(w.range.inches, longRange));
  if (reach.length === 0) return undefined;
  return (tanks ? [...reach].sort((a, b) => b.antiTank - a.antiTank)[0]! : reach[0]!).name;
}
