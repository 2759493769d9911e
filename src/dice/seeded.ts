import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { DiceRequest } from './request.js';
import type { SyncDiceSource } from './source.js';

/** What a game file stores so that a seeded game replays exactly. */
export interface SeededState {
  readonly seed: number;
  readonly state: readonly number[];
}

/**
 * Reproducible dice (pure-rand's xoroshiro128+). The seed is shown to the player, and the
 * generator's state can be saved and restored so the sequence continues exactly where it was.
 */
export class SeededDice implements SyncDiceSource {
  readonly kind = 'seeded' as const;
  readonly seed: number;
  private rng;

  constructor(seed: number, state?: readonly number[]) {
    if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32) {
      throw new RangeError(`a seed is a whole number from 0 to 4294967295, got ${seed}`);
    }
    this.seed = seed;
    this.rng = state ? xoroshiro128plusFromState(state) : xoroshiro128plus(seed | 0);
  }

  static restore(saved: SeededState): SeededDice {
    return new SeededDice(saved.seed, saved.state);
  }

  /** A fresh seed for a new game (printed so the game can be replayed). */
  static newSeed(): number {
    // 31 random bits (0 to 2^31 - 1); Web Crypto, so that seeded runs do not load node:crypto.
    return globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! >>> 1;
  }

  save(): SeededState {
    return { seed: this.seed, state: [...this.rng.getState()] };
  }

  roll(request: DiceRequest): number[] {
    const faces = new Array<number>(request.count);
    for (let i = 0; i < request.count; i++) faces[i] = uniformInt(this.rng, 1, request.sides);
    return faces;
  }
}
