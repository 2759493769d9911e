import { expectMapping, readYamlFile } from '../game/yaml-source.js';

/** The `ruleset:` of a game file (read before the ruleset's own model opens it); undefined when absent. */
export function gameFileRuleset(file: string): string | undefined {
  const data = expectMapping(readYamlFile(file), 'game');
  return typeof data.ruleset === 'string' ? data.ruleset : undefined;
}

/**
 * The ruleset a `--game` command runs: the game file's own (checked against the ruleset registry);
 * a --ruleset flag, when given, must agree with it. Files without `ruleset:` are fow4's to judge.
 */
export async function gameRulesetFor(file: string, flag: string | undefined): Promise<string> {
  const { UserError } = await import('./errors.js');
  const { RULESETS } = await import('../rulesets/index.js');
  const id = gameFileRuleset(file) ?? 'fow4';
  if (!Object.hasOwn(RULESETS, id)) throw new UserError(`the game file's ruleset "${id}" is not one umpire knows`, file, `rulesets: ${Object.keys(RULESETS).join(', ')}`);
  if (flag !== undefined && flag !== id) throw new UserError(`--ruleset ${flag} does not match the game file, which is a ${id} game`, file, 'drop --ruleset: with --game the ruleset comes from the file');
  return id;
}
