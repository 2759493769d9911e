/**
 * The long sweep of bot-games.test.ts: six seeded bot-versus-bot games of up to 8 turns, to a
 * result (victory, No Formations Left) or the turn limit, every state legal.
 */
import { describe, expect, it } from 'vitest';
import { checkedGame } from './bot-games.js';

describe('bot versus bot, long games (fow4 demo battle)', () => {
  for (const [seed, opponent] of [
    [1, 'aggressive'],
    [2, 'cautious'],
    [3, 'British:aggressive,German:cautious'],
    [4, 'British:cautious,German:aggressive'],
    [5, 'aggressive'],
    [6, 'cautious'],
  ] as const) {
    it(`seed ${seed}, ${opponent}`, async () => {
      const g = await checkedGame(seed, 8, opponent);
      expect(g.result.turn).toBeLessThanOrEqual(8);
    });
  }
});
