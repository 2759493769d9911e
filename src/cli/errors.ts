import { UserError } from '../engine/user-error.js';

/**
 * A problem with what the user gave us (a bad flag, a broken file, an unknown weapon): printed as
 * a plain sentence without a stack trace, exit code 2. `where` is "file:line:col" when known.
 */
export { UserError };

/** Errors that are the user's to fix, whatever layer raised them. */
export function isUserFacing(err: unknown): err is Error {
  if (!(err instanceof Error)) return false;
  return ['UserError', 'DiceError', 'DecisionError', 'InputError', 'ValidationError', 'ShootingInputError', 'OddsInputError', 'OddsTooLargeError'].includes(err.name);
}

export function formatUserError(err: Error): string {
  const e = err as Error & { where?: string; hint?: string };
  const head = e.where ? `${e.where}: ${e.message}` : e.message;
  return e.hint ? `${head}\n  ${e.hint}` : head;
}
