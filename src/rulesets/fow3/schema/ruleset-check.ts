import type { Issue } from '../../../game/issues.js';
import { positionOf, type Path, type YamlSource } from '../../../game/yaml-source.js';

/**
 * A file of another ruleset (a fow4 force given where a fow3 one is wanted) would fail the schema
 * on every key; say the one thing that is wrong instead, at its `ruleset:` line.
 */
export function otherRulesetIssue(src: YamlSource, data: unknown, at: Path, what: string): Issue | undefined {
  const ruleset = data && typeof data === 'object' ? (data as Record<string, unknown>).ruleset : undefined;
  if (typeof ruleset !== 'string' || ruleset === 'fow3') return undefined;
  return {
    file: src.file,
    ...positionOf(src, [...at, 'ruleset']),
    message: `this is a ${ruleset} ${what}, and a fow3 (Open Fire!) ${what} is wanted here`,
    hint: `give a fow3 ${what} (scenarios/fow3 has examples), or use --ruleset ${ruleset}`,
  };
}
