import { InputError } from '../../../errors/input-error.js';

/** The situation cannot be resolved as given (a plain sentence for the player). */
export class ShootingInputError extends InputError {
  override readonly name: string = 'ShootingInputError';
  constructor(readonly problems: readonly string[]) {
    super(problems.join('; '), { code: 'shooting' });
  }
}
