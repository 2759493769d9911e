/** Which ruleset a game file belongs to, by the registry's rule (src/rulesets/index.ts). */
import { rulesetIdFor } from '../rulesets/index.js';

export { gameFileRuleset } from '../rulesets/index.js';

export function gameRulesetFor(file: string, flag: string | undefined): Promise<string> {
  return rulesetIdFor(flag, file);
}
