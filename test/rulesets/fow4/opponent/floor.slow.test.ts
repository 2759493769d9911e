/**
 * Issue 28: over 20 seeded demo games (mirrored doctrines, 6 turns), the opponent takes no shot
 * and no bombardment with nothing expected (no team destroyed, under a tenth of a chance to pin).
 */
import { describe, expect, it } from 'vitest';
import { checkedGame } from './bot-games.js';
import { noEffect, takenShots } from './floor.js';

describe("the opponent's floor of expected effect, 20 games", () => {
  it('no shot or bombardment with nothing expected', async () => {
    const bad: string[] = [];
    let taken = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const opponent = seed % 2 ? 'British:cautious,German:cautious' : 'British:aggressive,German:aggressive';
      const g = await checkedGame(seed, 6, opponent);
      const t = takenShots(g.lines);
      taken += t.length;
      bad.push(...t.filter(noEffect).map((x) => `seed ${seed}: ${x.line}`));
    }
    expect(taken).toBeGreaterThan(100);
    expect(bad).toEqual([]);
  }, 3_600_000);
});
