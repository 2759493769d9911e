/** Ruleset-agnostic readings of command-line input that several rulesets' command entries share. */
import { Option as CommanderOption } from 'commander';
import type { Option as TypedOption } from '@commander-js/extra-typings';
import { InputError } from '../errors/input-error.js';

/**
 * commander's `Option`, typed as `@commander-js/extra-typings` types it: each option's value type
 * follows from its flags, `.default()`, `.choices()` and `.argParser()` (`OptsOf` in contract.ts).
 * The same class at run time (extra-typings re-exports commander's); only its types are taken, so
 * a quick command loads no package besides commander.
 */
export const Option = CommanderOption as unknown as typeof TypedOption;

/** "3 Panzer IV H" → { count: 3, name: "Panzer IV H" }; a bare name counts 1. */
export function parseGroup(text: string): { count: number; name: string } {
  const m = /^\s*(\d+)\s*[x×]?\s+(.+?)\s*$/.exec(text);
  if (m) {
    const count = Number(m[1]);
    if (count < 1 || count > 200) throw new InputError(`"${text}": a group has 1 to 200 teams`);
    return { count, name: m[2]! };
  }
  if (text.trim() === '') throw new InputError('a team group is empty: write e.g. "3 Panzer IV H"');
  return { count: 1, name: text.trim() };
}

/** The options of a `--game` command that picks units and answers table questions (--unit, --target, --fact). */
export function gameModeOptions(help: { unit?: string; target?: string; fact?: string }) {
  return [
    ...(help.unit ? ([new Option('--unit <name>', `game mode: ${help.unit}`)] as const) : []),
    ...(help.target ? ([new Option('--target <name>', `game mode: ${help.target}`)] as const) : []),
    ...(help.fact ? ([new Option('--fact <key=value...>', `game mode: ${help.fact}`)] as const) : []),
  ] as const;
}

/** An option value parser that collects each repetition into a list (`--target A --target B`). */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
