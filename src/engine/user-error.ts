import { InputError } from '../errors/input-error.js';

/**
 * A problem with what the user gave (a bad flag, a broken file, an unknown weapon), with where it
 * is ("file:line:col") and what to do. Any layer may throw it; the CLI prints it in one sentence
 * without a stack trace and exits 2.
 */
export class UserError extends InputError {
  override readonly name: string = 'UserError';
  constructor(message: string, where?: string, hint?: string) {
    super(message, { code: 'user', where, hint });
  }
}
