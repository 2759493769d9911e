import { describe, expect, it } from 'vitest';
import type { DecisionRequest } from '../../../src/engine/request.js';
import { standsAlone } from '../../../src/cli/play/screens.js';
import { TABLE } from '../../../src/rulesets/play.js';

const q = (id: string, player: string, multi?: true): DecisionRequest<unknown> => ({
  type: 'decision',
  id,
  player,
  question: '?',
  choices: [],
  default: multi ? [] : undefined,
  ...(multi ? { multi } : {}),
});

describe('which questions never join a screen of likely answers', () => {
  it("a unit's target, and the built-in opponent's one question about the table for a unit", () => {
    expect(standsAlone(q('fow4.shoot.target', 'German'))).toBe(true);
    expect(standsAlone(q('fow4.bot.charge', TABLE, true))).toBe(true);
    expect(standsAlone(q('fow3.bot.sight', TABLE, true))).toBe(true);
    // A set asked in a human's own action, and each team's question, may share a screen.
    expect(standsAlone(q('fow4.aa.in-range', TABLE, true))).toBe(false);
    expect(standsAlone(q('in-range:Squadron HQ/1', 'British'))).toBe(false);
  });
});
