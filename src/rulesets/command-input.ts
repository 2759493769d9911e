/** Ruleset-agnostic readings of command-line input that several rulesets' command entries share. */
import { Option } from '@commander-js/extra-typings';
import { UserError } from '../engine/user-error.js';

/** "3 Panzer IV H" → { count: 3, name: "Panzer IV H" }; a bare name counts 1. */
export function parseGroup(text: string): { count: number; name: string } {
  const m = /^\s*(\d+)\s*[x×]?\s+(.+?)\s*$/.exec(text);
  if (m) {
    const count = Number(m[1]);
    if (count < 1 || count > 200) throw new UserError(`"${text}": a group has 1 to 200 teams`);
    return { count, name: m[2]! };
  }
  if (text.trim() === '') throw new UserError('a team group is empty: write e.g. "3 Panzer IV H"');
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
