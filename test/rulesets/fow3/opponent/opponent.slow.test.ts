import { describe, expect, it } from 'vitest';
import { botGame, expectReasons } from './helpers.js';

describe('the Open Fire built-in opponent, bot versus bot (slow)', () => {
  it('several seeds and both doctrines play three turns or to a result, every state legal', async () => {
    for (const [seed, opponent] of [
      [1, 'both'],
      [2, 'both:aggressive'],
      [3, 'British:aggressive,German:cautious'],
    ] as const) {
      const g = await botGame(seed, 3, opponent);
      expect(['over', 'limit']).toContain(g.how);
      expect(g.states).toBeGreaterThan(10);
      if (g.how === 'over') expect(g.end.play?.outcome?.reason).toBeTruthy();
      expectReasons(g.lines);
    }
  }, 900_000);
});
