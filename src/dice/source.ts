import type { DiceRequest } from './request.js';
import { InputError } from '../errors/input-error.js';

/** The four ways umpire gets dice (DESIGN.md). */
export type DiceKind = 'crypto' | 'seeded' | 'scripted' | 'manual';

/** Anything that can answer a DiceRequest with faces. */
export interface DiceSource {
  readonly kind: DiceKind;
  roll(request: DiceRequest): number[] | Promise<number[]>;
}

/** A source that answers at once (every source but the manual one). */
export interface SyncDiceSource extends DiceSource {
  roll(request: DiceRequest): number[];
}

/** A user-facing problem with dice input: the CLI prints its message without a stack trace. */
export class DiceError extends InputError {
  override readonly name: string = 'DiceError';
  constructor(message: string) {
    super(message, { code: 'dice' });
  }
}

export function checkFaces(faces: readonly number[], request: DiceRequest): void {
  if (faces.length !== request.count) {
    throw new DiceError(`expected ${request.count} dice for "${request.label}", got ${faces.length}`);
  }
  for (const f of faces) {
    if (!Number.isInteger(f) || f < 1 || f > request.sides) {
      throw new DiceError(`${f} is not a face of a d${request.sides} (asked for "${request.label}")`);
    }
  }
}
