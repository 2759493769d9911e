/**
 * Flames Of War 3rd edition "Open Fire!" (`fow3`): the entry points the CLI and the game file use.
 * Shared with fow4: the dice core, the procedure runner, and the armour save, firepower test and
 * infantry/gun save code (src/rulesets/fow4/saves). Everything that differs lives in this folder.
 */
export * from './rules.js';
export * from './options.js';
export * from './ratings.js';
export * from './score.js';
export * from './profile.js';
export * from './tests.js';
export * from './movement.js';
export * from './morale.js';
export * from './turn.js';
export * from './shooting/target.js';
export * from './shooting/rof.js';
export * from './shooting/to-hit.js';
export * from './shooting/allocate.js';
export * from './shooting/saves.js';
export * from './shooting/shoot.js';
export * from './assault/types.js';
export * from './assault/tank-terror.js';
export * from './assault/defensive-fire.js';
export * from './assault/fight.js';
export * from './assault/counterattack.js';
export * from './assault/assault.js';
export * from './mission/free-for-all.js';
export { BRITISH_ARSENAL } from './arsenal/british.js';
export { GERMAN_ARSENAL } from './arsenal/german.js';
export { ARMOURED_SQUADRON, GRENADIERKOMPANIE, platoonPoints, type CompanyEntry, type PlatoonEntry } from './arsenal/forces.js';

import { BRITISH_ARSENAL } from './arsenal/british.js';
import { GERMAN_ARSENAL } from './arsenal/german.js';
import type { Fow3TeamProfile } from './profile.js';

export const FOW3_ID = 'fow3' as const;
export const FOW3_NAME = 'Flames Of War 3rd edition, "Open Fire!" rules';
/** Commands Open Fire has: no bombardments, aircraft or reconnaissance (Advanced Rules). */
export const FOW3_COMMANDS = ['shoot', 'assault', 'test', 'status', 'resolve', 'play', 'roll'] as const;

/** Find an Open Fire profile by name (British arsenal first, then German). */
export function fow3Profile(name: string, nation?: 'british' | 'german'): Fow3TeamProfile | undefined {
  const lists = nation === 'german' ? [GERMAN_ARSENAL] : nation === 'british' ? [BRITISH_ARSENAL] : [BRITISH_ARSENAL, GERMAN_ARSENAL];
  for (const l of lists) {
    const p = l.find((x) => x.name.toLowerCase() === name.toLowerCase());
    if (p) return p;
  }
  return undefined;
}
