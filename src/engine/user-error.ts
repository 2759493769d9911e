import { InputError } from './errors.js';

/**
 * A problem with what the user gave (a bad flag, a broken file, an unknown weapon), with where it
 * is ("file:line:col") and what to do. Any layer may throw it; the CLI prints it in one sentence
 * without a stack trace and exits 2.
 */
export class UserError extends InputError {
  // @ts-expect-error the family's name is narrowed per class
  override readonly name = 'UserError';
  constructor(
    message: string,
    readonly where?: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}
