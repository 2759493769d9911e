import type { Command } from 'commander';

/** Adds a command to the program; `args` (the words after `umpire`) may narrow what it declares. */
type Register = (program: Command, args: readonly string[]) => void;

/**
 * Every command, in the order `umpire --help` lists them, with how to load the file that declares
 * it. A command's file is loaded only when the command line needs it (see `registerCommands`), and
 * its action loads its code lazily in turn.
 */
const COMMANDS: readonly (readonly [name: string, load: () => Promise<Register>])[] = [
  ['play', async () => (await import('./play.js')).registerPlay],
  ['demo', async () => (await import('./demo.js')).registerDemo],
  ['roll', async () => (await import('./roll.js')).registerRoll],
  ['shoot', async () => (await import('./shoot.js')).registerShoot],
  ['test', async () => (await import('./test.js')).registerTest],
  ['resolve', async () => (await import('./resolve.js')).registerResolve],
  ['bombard', async () => (await import('./bombard.js')).registerBombard],
  ['aircraft', async () => (await import('./aircraft.js')).registerAircraft],
  ['new', async () => (await import('./new.js')).registerNew],
  ['status', async () => (await import('./status.js')).registerStatus],
  ['undo', async () => (await import('./undo.js')).registerUndo],
  ['validate', async () => (await import('./validate.js')).registerValidate],
  ['schema', async () => (await import('./schema.js')).registerSchema],
  ['import', async () => (await import('./import.js')).registerImport],
  ['tables', async () => (await import('./tables.js')).registerTables],
  ['assault', async () => (await import('./assault.js')).registerAssault],
  ['odds', async () => (await import('./odds.js')).registerOdds],
];

/**
 * The commands a command line needs: the one it names (`umpire shoot ...`, `umpire shoot --help`),
 * none for `--version`, and every one otherwise (`umpire`, `--help`, `help <command>`, and a
 * misspelt command, whose "did you mean" needs every name).
 */
export function commandsFor(args: readonly string[]): readonly string[] {
  const first = args[0];
  if (first === '-V' || first === '--version') return [];
  const named = COMMANDS.find(([name]) => name === first);
  return named ? [named[0]] : COMMANDS.map(([name]) => name);
}

/**
 * Register the named commands (by default every one), in the order `umpire --help` lists them.
 * `args`: the command line (the words after `umpire`), for a command with sub-commands to declare
 * only the one named.
 */
export async function registerCommands(
  program: Command,
  names: readonly string[] = COMMANDS.map(([name]) => name),
  args: readonly string[] = [],
): Promise<void> {
  const chosen = COMMANDS.filter(([name]) => names.includes(name));
  const registers = await Promise.all(chosen.map(([, load]) => load()));
  for (const register of registers) register(program, args);
}
