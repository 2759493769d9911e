/**
 * Flames Of War 3rd edition "Open Fire!" (`fow3`): the registry (src/rulesets/index.ts) loads this
 * ruleset's `Ruleset` value from here. Shared with fow4: the dice core, the procedure runner, and
 * the armour save, firepower test and infantry/gun save code (src/rulesets/flames-of-war/saves).
 * Everything that differs lives in this folder. This file is no barrel: code (and tests) import
 * the module they need, so loading the ruleset loads no rule code and nothing imports in a circle.
 */
export { ruleset } from './ruleset.js';
