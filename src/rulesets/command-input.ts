/** Ruleset-agnostic readings of command-line input that several rulesets' command entries share. */
import { Option } from 'commander';
import { InputError } from '../errors/input-error.js';

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
export function gameModeOptions(help: { unit?: string; target?: string; fact?: string }): Option[] {
  return [
    ...(help.unit ? [new Option('--unit <name>', `game mode: ${help.unit}`)] : []),
    ...(help.target ? [new Option('--target <name>', `game mode: ${help.target}`)] : []),
    ...(help.fact ? [new Option('--fact <key=value...>', `game mode: ${help.fact}`)] : []),
  ];
}

/** An option value parser that collects each repetition into a list (`--target A --target B`). */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
