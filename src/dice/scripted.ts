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
      // 0 is allowed here: it is the 10 of a d10 (checked against the dice when they are asked for).
      if (!Number.isInteger(n) || n < 0) throw new DiceError(`"${p}" in --dice is not a die face`);
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
    // A d10 shows 10 as 0; on any other die 0 is refused by checkFaces.
    const faces = this.faces
      .slice(this.position, this.position + request.count)
      .map((f) => (f === 0 && request.sides === 10 ? 10 : f));
    checkFaces(faces, request);
    this.position += request.count;
    return faces;
  }
}
