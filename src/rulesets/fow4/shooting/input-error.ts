/** The situation cannot be resolved as given (a plain sentence for the player). */
export class ShootingInputError extends Error {
  override readonly name = 'ShootingInputError';
  constructor(readonly problems: readonly string[]) {
    super(problems.join('; '));
  }
}
