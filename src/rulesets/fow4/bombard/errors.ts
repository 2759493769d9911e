import { InputError } from '../../../errors/input-error.js';

/** A bombardment situation that cannot be resolved as given (the CLI exits 2). */
export class BombardInputError extends InputError {}
