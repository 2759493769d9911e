/**
 * Panzerfaust Revised (`panzerfaust`): the entry point the registry loads. Only the `Ruleset`
 * value; everything else loads on use.
 */
export { ruleset } from './ruleset.js';
