import { InputError } from '../engine/errors.js';

/** A problem with what the user gave us (engine/user-error.ts; any layer may throw it). */
export { UserError } from '../engine/user-error.js';

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
