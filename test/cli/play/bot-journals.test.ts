/**
 * Issue 25: two seeded bot-versus-bot games (one a ruleset) give, byte for byte once
 * machine-neutral, the journal and final state recorded before the built-in opponent moved beside
 * the rules. bot-journals.slow.test.ts plays all 40 games of the baseline.
 */
import { describe, expect, it } from 'vitest';
import { keyOf, playRecord, recorded, type GameKey } from './bot-journals.js';

const FAST: readonly GameKey[] = [
  // The shortest game of each ruleset in the baseline (about 500 journal entries each).
  { ruleset: 'fow4', opponent: 'British:aggressive,German:cautious', seed: 3 },
  { ruleset: 'fow3', opponent: 'British:cautious,German:cautious', seed: 4 },
];

describe('bot-versus-bot journals against the baseline', () => {
  for (const g of FAST)
    it(keyOf(g), async () => {
      const got = await playRecord(g);
      expect(got.entries).toBeGreaterThan(100);
      expect(got).toEqual(recorded(g));
    });
});
