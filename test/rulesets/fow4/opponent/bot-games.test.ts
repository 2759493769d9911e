/**
 * Issue 15: bot-versus-bot games of the demo battle end with a legal state after every action
 * (schema-valid, no team counted twice) and with a result or at the turn limit. One short seeded
 * game here; bot-games.slow.test.ts plays longer ones to their end.
 */
import { describe, expect, it } from 'vitest';
import { checkedGame } from './bot-games.js';

describe('bot versus bot (fow4 demo battle)', () => {
  it('a seeded one-turn game, one doctrine a side: every state legal', async () => {
    const g = await checkedGame(21, 1, 'British:aggressive,German:cautious');
    expect(g.states).toBeGreaterThan(10);
    expect(g.result.opponents).toEqual({ British: 'aggressive', German: 'cautious' });
    // Both sides acted by themselves, each by its doctrine, with their reasons.
    expect(g.lines.some((l) => /^\(British, built-in opponent, aggressive\) /.test(l))).toBe(true);
    expect(g.lines.some((l) => /^\(German, built-in opponent, cautious\) /.test(l))).toBe(true);
  }, 300000);
});
