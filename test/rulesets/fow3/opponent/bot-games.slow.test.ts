/**
 * Issue 15, Open Fire: a bot-versus-bot round plays with every state legal, and the same seed gives
 * the same game. Whole games take seconds, so this runs in `npm run test:slow` (CI runs it too).
 */
import { describe, expect, it } from 'vitest';
import { playDemoGame } from '../../../../src/cli/play/run.js';
import { QuietAutoIO } from '../../../cli/play/quiet-auto-io.js';
import { botGame, expectReasons } from './helpers.js';

describe('the Open Fire built-in opponent against itself', () => {
  it('bot versus bot: a round with every state legal; the same seed gives the same game', async () => {
    const g = await botGame(1, 1, 'both:aggressive');
    expect(g.how).toBe('limit');
    expect(g.states).toBeGreaterThan(10);
    expectReasons(g.lines);
    const a = new QuietAutoIO();
    const b = new QuietAutoIO();
    const ra = await playDemoGame({ ruleset: 'fow3', seed: 5, turns: 1, io: a });
    const rb = await playDemoGame({ ruleset: 'fow3', seed: 5, turns: 1, io: b });
    expect(a.lines).toEqual(b.lines);
    expect(ra).toEqual(rb);
    expect(a.lines.join('\n')).toMatch(/shoots at/);
  }, 600_000);
});
