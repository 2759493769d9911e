import type { TeamProfile, TeamType, WeaponProfile } from '../profile.js';

/** ruleKey is called for every rule check of every die's save: each text is worked out once. */
const ruleKeys = new Map<string, string>();

/**
 * Special-rule ids as written in Arsenals and game files are matched loosely: case, spaces,
 * underscores, umlauts and punctuation do not matter ("Schürzen" = "schurzen",
 * "Full ROF When Moving" = "full-rof-when-moving").
 */
export function ruleKey(text: string): string {
  let key = ruleKeys.get(text);
  if (key === undefined) {
    key = text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    // Rule names are few (an Arsenal's worth); the cap only guards against unbounded input.
    if (ruleKeys.size < 10_000) ruleKeys.set(text, key);
  }
  return key;
}

export function hasRule(rules: readonly string[] | undefined, id: string): boolean {
  if (!rules) return false;
  const key = ruleKey(id);
  return rules.some((r) => ruleKey(r) === key);
}

export function weaponHas(w: WeaponProfile, id: string): boolean {
  return hasRule(w.rules, id);
}

export function teamHas(t: TeamProfile, id: string): boolean {
  return hasRule(t.rules, id);
}

/**
 * The weapon as it fires: a Flame-thrower keeps its range and ROF but has Anti-tank 2,
 * Firepower 1+, Breakthrough Gun, Hits Top Armour and Full ROF When Moving (p. 42).
 * A Bunker Buster is also a Breakthrough Gun (p. 66).
 */
export function effectiveWeapon(w: WeaponProfile): WeaponProfile {
  const extra: string[] = [];
  let antiTank = w.antiTank;
  let firepower = w.firepower;
  if (weaponHas(w, 'flame-thrower')) {
    antiTank = 2;
    firepower = 1;
    extra.push('breakthrough-gun', 'hits-top-armour', 'full-rof-when-moving');
  }
  if (weaponHas(w, 'bunker-buster')) extra.push('breakthrough-gun');
  const missing = extra.filter((r) => !weaponHas(w, r));
  if (missing.length === 0 && antiTank === w.antiTank && firepower === w.firepower) return w;
  return { ...w, antiTank, firepower, rules: [...(w.rules ?? []), ...missing] };
}

/** Infantry-type teams (Infantry, Heavy Weapon, Cavalry, Motorcycle Reconnaissance). */
export function isInfantryType(t: TeamProfile | TeamType): boolean {
  const type = typeof t === 'string' ? t : t.type;
  return type === 'infantry' || type === 'heavy-weapon' || type === 'cavalry' || type === 'motorcycle';
}

/** An Armoured Tank team has numeric armour; an Unarmoured Tank has Top armour "-" (p. 39). */
export function isArmouredTank(t: TeamProfile): boolean {
  return t.type === 'tank' && t.armour !== undefined;
}

export function isUnarmouredTank(t: TeamProfile): boolean {
  return t.type === 'tank' && t.armour === undefined;
}

/** The broad team types that Assign Hits and Mistaken Target compare (p. 34): Tank, Infantry, Gun, Aircraft. */
export type BroadType = 'tank' | 'infantry' | 'gun' | 'aircraft';

export function broadType(t: TeamProfile): BroadType {
  if (t.type === 'tank') return 'tank';
  if (t.type === 'gun') return 'gun';
  if (t.type === 'aircraft') return 'aircraft';
  return 'infantry';
}
