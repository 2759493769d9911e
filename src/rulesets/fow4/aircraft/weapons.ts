import { InputError } from '../../../errors/input-error.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { TeamProfile, WeaponProfile } from '../../flames-of-war/profile.js';
import { hasRule } from '../../flames-of-war/saves/special-rules.js';
import { AIR } from './rules.js';

export type AircraftWeaponKind = 'mg' | 'cannon' | 'rockets' | 'bombs';

/** What kind of aircraft weapon a line is: Bombs and Rockets fire as Artillery (p. 44). */
export function aircraftWeaponKind(w: WeaponProfile): AircraftWeaponKind {
  const name = w.name.toLowerCase();
  if (/bomb/.test(name)) return 'bombs';
  if (/rocket/.test(name)) return 'rockets';
  if (w.artillery || hasRule(w.rules, 'bombs-and-rockets')) return 'rockets';
  if (w.vehicleMg || /\bmgs?\b|machine.?gun/.test(name)) return 'mg';
  return 'cannon';
}

/**
 * An aircraft weapon as the rules fire it (p. 44): MGs ROF 3, cannon ROF 2, MGs, cannon and rockets
 * at 8"/20cm, bombs at 6"/15cm. Aircraft do not slow down: their moving ROF is the same.
 */
export function aircraftWeapon(w: WeaponProfile): WeaponProfile {
  const kind = aircraftWeaponKind(w);
  const range = kind === 'bombs' ? { inches: 6, cm: 15 } : { inches: 8, cm: 20 };
  if (kind === 'mg') return { ...w, range, rof: 3, movingRof: 3 };
  if (kind === 'cannon') return { ...w, range, rof: 2, movingRof: 2 };
  return { ...w, range };
}

export function aircraftProfile(p: TeamProfile): { profile: TeamProfile; rules: RuleRef[] } {
  if (p.type !== 'aircraft') throw new InputError(`${p.name} is not an Aircraft team`);
  return { profile: { ...p, weapons: p.weapons.map(aircraftWeapon) }, rules: [AIR.weaponRanges, AIR.weaponsRof] };
}
