import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { commanderSentence, formatUserError, isUserFacing, reportBug } from './errors.js';
import { commandsFor, registerCommands } from './commands/index.js';
import { commandEnd } from '../engine/command-end.js';
import { declareOwnProcess } from '../odds/short-run.js';
import { terminalWidth } from './table.js';
import { wrapHelp } from './wrap.js';

let versionRead: string | undefined;

/** umpire's version, from package.json (read once a process: a program that calls main() often reads it once). */
export function version(): string {
  versionRead ??= (
    JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
  ).version;
  return versionRead;
}

/**
 * The program with the commands `args` (the words after `umpire`) need: only the named command's
 * file is loaded for `umpire shoot ...`; no argument gives every command.
 */
export async function buildProgram(args: readonly string[] = []): Promise<Command> {
  const program = new Command('umpire')
    .description('A referee and dice assistant for WWII miniature wargames (Flames Of War 4th edition first).')
    .version(version(), '-V, --version', 'print the version')
    .showHelpAfterError('  run `umpire help <command>` for the options and examples')
    .configureHelp({ sortSubcommands: false, helpWidth: terminalWidth() })
    .configureOutput({
      // Help text added after the options (examples, notes) is fitted to the width too.
      writeOut: (text) => process.stdout.write(wrapHelp(text, terminalWidth())),
      outputError: (text, write) => write(commanderSentence(text)),
    })
    .exitOverride(); // before the commands, so that they inherit it
  await registerCommands(program, commandsFor(args), args);
  return program;
}

let pipeGuard = false;

/** A reader that stops early (`umpire ... | head`) is not an error. */
function ignoreClosedPipe(): void {
  if (pipeGuard) return;
  pipeGuard = true;
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });
}

/**
 * Entry point: run the CLI. User errors print one clear sentence and exit 2; anything else is a
 * bug in umpire: one sentence and exit 1 (`--debug`, or UMPIRE_DEBUG=1, adds the stack trace).
 * Game locks taken by the command are released when it ends. `ownsProcess` (the launcher, bin/umpire.js):
 * the process runs this one command and exits, so a command may tune the process (src/odds/short-run.ts).
 */
export async function main(argv: readonly string[], options: { ownsProcess?: boolean } = {}): Promise<void> {
  ignoreClosedPipe();
  declareOwnProcess(options.ownsProcess === true);
  const debug = argv.includes('--debug') || process.env.UMPIRE_DEBUG === '1';
  const args = argv.filter((a) => a !== '--debug');
  try {
    const program = await buildProgram(args.slice(2));
    if (args.includes('--help') || args.includes('-h') || args[2] === 'help') {
      const { helpTarget, prepareRulesetHelp } = await import('./ruleset-command.js');
      const asked = helpTarget(program, args.slice(2));
      if (asked) await prepareRulesetHelp(asked);
    }
    await program.parseAsync([...args]);
    const warning = commandEnd.leftoverDice?.();
    if (warning) process.stderr.write(`umpire: warning: ${warning}\n`);
  } catch (err) {
    commandEnd.forgetDice?.();
    process.exitCode = exitCodeFor(err, debug);
  } finally {
    commandEnd.releaseLocks?.();
  }
}

function exitCodeFor(err: unknown, debug: boolean): number {
  if (err instanceof CommanderError) {
    // Help and version exit 0; usage errors were already printed by commander.
    return err.exitCode === 0 ? 0 : 2;
  }
  if (err instanceof Error && err.name === 'ExitPromptError') {
    process.stderr.write('\nStopped. Nothing was changed since the last save.\n');
    return 130;
  }
  if (isUserFacing(err)) {
    process.stderr.write(`umpire: ${formatUserError(err)}\n`);
    return 2;
  }
  return reportBug(err, debug);
}
