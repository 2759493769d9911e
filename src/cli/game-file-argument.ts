/**
 * How every command that works on one game takes its file (`status`, `undo`, `play`): as the
 * positional argument, or with `--game FILE` (an alias kept for scripts). Both at once must name
 * the same file.
 */
import { resolve } from 'node:path';
import { InputError } from '../errors/input-error.js';

/** The game file named by the positional argument or --game (undefined: neither was given). */
export function gameFileArgument(positional: string | undefined, option: string | undefined): string | undefined {
  if (positional !== undefined && option !== undefined && resolve(positional) !== resolve(option)) {
    throw new InputError(
      `two game files were given, ${positional} and --game ${option}: name the game once, as \`${positional}\` or as \`--game ${option}\``,
    );
  }
  return positional ?? option;
}
