/**
 * Issue 28: the opponent takes no shot and no bombardment whose expected effect (teams destroyed
 * plus the doctrine's weight of the chance to pin) is under its doctrine's floor, whether or not
 * it already asked the table and whether or not it contests an Objective; mortars do not bombard
 * tanks they cannot hurt. Seeded demo games here; floor.slow.test.ts plays 20.
 */
import { describe, expect, it } from 'vitest';
import { checkedGame } from './bot-games.js';
import { noEffect, takenShots } from './floor.js';

describe("the opponent's floor of expected effect", () => {
  for (const [seed, opponent] of [
    [1, 'British:cautious,German:cautious'],
    [2, 'British:aggressive,German:aggressive'],
  ] as const)
    it(`seed ${seed}, ${opponent}: no shot or bombardment with nothing expected`, async () => {
      const g = await checkedGame(seed, 3, opponent);
      const taken = takenShots(g.lines);
      expect(taken.length).toBeGreaterThan(3);
      expect(taken.filter(noEffect).map((t) => t.line)).toEqual([]);
    }, 300000);
});
