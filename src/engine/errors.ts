/**
 * A situation that cannot be resolved as given: a plain sentence the player can act on. The CLI
 * prints it without a stack trace and exits 2 (any layer may throw it; it carries no I/O).
 */
export class InputError extends Error {
  override readonly name = 'InputError';
}
