/**
 * Flames Of War 3rd edition "Open Fire!" (`fow3`): the entry points the CLI and the game file use.
 * Shared with fow4: the dice core, the procedure runner, and the armour save, firepower test and
 * infantry/gun save code (src/rulesets/flames-of-war/saves). Everything that differs lives in this folder.
 */
export * from './rules.js';
export * from './options.js';
export * from './ratings.js';
export * from './score.js';
export * from './profile.js';
export * from './rating-tests/motivation-skill.js';
export * from './movement.js';
export * from './morale.js';
export * from './turn/sequence.js';
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
export {
  bundledFow3Arsenal,
  findFow3Teams,
  loadFow3Arsenals,
  readFow3ArsenalFile,
  type Fow3Arsenal,
  type Fow3ArsenalTeam,
} from './arsenal/load.js';
export {
  ARMOURED_SQUADRON,
  GRENADIERKOMPANIE,
  platoonPoints,
  type CompanyEntry,
  type PlatoonEntry,
} from './arsenal/forces.js';

import { bundledFow3Arsenal, findFow3Teams } from './arsenal/load.js';
import type { Fow3TeamProfile } from './profile.js';

export const FOW3_ID = 'fow3' as const;
export const FOW3_NAME = 'Flames Of War 3rd edition, "Open Fire!" rules';
/** Commands Open Fire has: no bombardments, aircraft or reconnaissance (Advanced Rules). */
export const FOW3_COMMANDS = ['shoot', 'assault', 'test', 'status', 'resolve', 'play', 'roll'] as const;

/** Find an Open Fire profile by name or alias (British arsenal first, then German). */
export function fow3Profile(name: string, nation?: 'british' | 'german'): Fow3TeamProfile | undefined {
  const found = findFow3Teams(bundledFow3Arsenal(), name, nation ? [nation] : undefined);
  return found.find((t) => t.arsenal === 'british') ?? found[0];
}
export { ruleset } from './ruleset.js';
