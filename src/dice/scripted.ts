import type { DiceRequest } from './request.js';
import { DiceError, checkFaces, type SyncDiceSource } from './source.js';

/**
 * Faces given in advance, in the order the procedure asks for them (tests, `--dice 6,4,3`).
 * Running out is a clear error naming what the dice were wanted for.
 */
export class ScriptedDice implements SyncDiceSource {
  readonly kind = 'scripted' as const;
  private position = 0;

  constructor(private readonly faces: readonly number[]) {}

  static parse(text: string): ScriptedDice {
    const parts = text.split(/[\s,]+/).filter((p) => p.length > 0);
    const faces = parts.map((p) => {
      const n = Number(p);
      if (!Number.isInteger(n) || n < 1) throw new DiceError(`"${p}" in --dice is not a die face`);
      return n;
    });
    return new ScriptedDice(faces);
  }

  get used(): number {
    return this.position;
  }

  get remaining(): number {
    return this.faces.length - this.position;
  }

  roll(request: DiceRequest): number[] {
    if (this.remaining < request.count) {
      throw new DiceError(
        `the scripted dice ran out: ${this.faces.length} given, but "${request.label}" needs ` +
          `${request.count} more after the first ${this.position}`,
      );
    }
    const faces = this.faces.slice(this.position, this.position + request.count);
    checkFaces(faces, request);
    this.position += request.count;
    return faces;
  }
}
