import { InputError } from '../errors/input-error.js';
import { systemErrorWords } from '../game/atomic.js';

/** Errors that are the user's to fix, whatever layer raised them: the InputError family. */
export function isUserFacing(err: unknown): err is InputError {
  return err instanceof InputError;
}

/** "where: message", then (indented) the source line with a caret, then the hint. */
export function formatUserError(err: Error): string {
  const e = err as Error & { where?: string; hint?: string; excerpt?: string };
  const head = e.where ? `${e.where}: ${e.message}` : e.message;
  const excerpt = e.excerpt ? e.excerpt.split('\n').map((l) => `  ${l}`) : [];
  return [head, ...excerpt, ...(e.hint ? [`  ${e.hint}`] : [])].join('\n');
}

/**
 * An error that is not the user's (a bug, or the system failing in a way we do not word yet):
 * one sentence and exit 1; with `--debug` the stack trace follows. Also prints a failure of the
 * operating system we know in words (out of memory, stack overflow) as a user-facing sentence.
 */
export function reportBug(err: unknown, debug: boolean): number {
  const e = err instanceof Error ? err : new Error(String(err));
  const code = (e as NodeJS.ErrnoException).code;
  if (e instanceof RangeError && /call stack/i.test(e.message)) {
    process.stderr.write('umpire: the input nests too deeply to handle; flatten it and try again\n');
    return 2;
  }
  const words = systemErrorWords(code);
  if (words) {
    const sys = e as NodeJS.ErrnoException;
    process.stderr.write(
      `umpire: ${sys.syscall ? `could not ${sys.syscall}` : 'a file operation failed'}${sys.path ? ` ${sys.path}` : ''}: ${words}\n`,
    );
    if (debug) process.stderr.write(`${e.stack ?? ''}\n`);
    return 2;
  }
  const oneLine = e.message.split('\n')[0]!.slice(0, 200);
  process.stderr.write(`umpire: internal error${code ? ` (${code})` : ''}: ${oneLine}\n`);
  process.stderr.write(
    debug
      ? `${e.stack ?? ''}\n`
      : '  this is a bug in umpire; run the command again with --debug to see where, and report it\n',
  );
  return 1;
}

/**
 * Commander's own refusals (an unknown option or command, a missing argument) as one sentence
 * like every user error: "error: unknown option '--ned'" and "(Did you mean --need?)" become
 * "umpire: unknown option '--ned' (did you mean --need?)".
 */
export function commanderSentence(text: string): string {
  const [head = '', ...rest] = text.trim().split('\n');
  const more = rest.map((l) => l.replace(/^\((.*)\)$/, '$1').replace(/^Did you mean/, 'did you mean')).filter(Boolean);
  return `umpire: ${head.replace(/^error: /, '')}${more.length ? ` (${more.join(' ')})` : ''}\n`;
}
