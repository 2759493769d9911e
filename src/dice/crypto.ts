import type { DiceRequest } from './request.js';
import type { SyncDiceSource } from './source.js';

/**
 * Fair dice from the operating system's CSPRNG (Web Crypto's getRandomValues, loaded only when
 * these dice roll: seeded and scripted runs never load node:crypto). Bytes are drawn in batches
 * and mapped to faces by rejection sampling, so every face is exactly equally likely (no modulo
 * bias).
 */
export class CryptoDice implements SyncDiceSource {
  readonly kind = 'crypto' as const;
  private buffer = new Uint8Array(0);
  private offset = 0;

  private nextByte(): number {
    if (this.offset >= this.buffer.length) {
      this.buffer = globalThis.crypto.getRandomValues(new Uint8Array(4096));
      this.offset = 0;
    }
    return this.buffer[this.offset++]!;
  }

  /** One fair face from 1..sides (sides up to 256). */
  face(sides: number): number {
    if (sides < 1 || sides > 256) throw new RangeError(`cannot roll a d${sides}`);
    const limit = 256 - (256 % sides);
    for (;;) {
      const b = this.nextByte();
      if (b < limit) return (b % sides) + 1;
    }
  }

  roll(request: DiceRequest): number[] {
    const faces = new Array<number>(request.count);
    for (let i = 0; i < request.count; i++) faces[i] = this.face(request.sides);
    return faces;
  }
}
