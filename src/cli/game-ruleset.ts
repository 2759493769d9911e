import { expectMapping, readYamlFile } from '../game/yaml-source.js';

/** The `ruleset:` of a game file (read before the ruleset's own model opens it); undefined when absent. */
export function gameFileRuleset(file: string): string | undefined {
  const data = expectMapping(readYamlFile(file), 'game');
  return typeof data.ruleset === 'string' ? data.ruleset : undefined;
}
