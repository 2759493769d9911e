import { InputError } from '../engine/errors.js';

/**
 * A problem with what the user gave us (a bad flag, a broken file, an unknown weapon): printed as
 * a plain sentence without a stack trace, exit code 2. `where` is "file:line:col" when known.
 */
export class UserError extends InputError {
  override readonly name: string = 'UserError';
  constructor(message: string, where?: string, hint?: string) {
    super(message, { code: 'user', where, hint });
  }
}

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
