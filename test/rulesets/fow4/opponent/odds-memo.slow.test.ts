/**
 * Issue 32: the fow4 opponent reuses the odds it already worked out (opponent/odds-memo.ts) and
 * decides exactly as it does working every one out afresh: a played seeded game gives the same
 * journal and final game both ways. (Slow: two games; bot-journals.test.ts replays two in npm test.)
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { playDemoGame } from '../../../../src/cli/play/run.js';
import { journalPathFor } from '../../../../src/game/journal.js';
import { fow4OddsMemo } from '../../../../src/rulesets/fow4/opponent/odds-memo.js';
import { normaliseGame, normaliseJournal } from '../../../cli/play/bot-journals.js';
import { QuietAutoIO } from '../../../cli/play/quiet-auto-io.js';

async function played(seed: number): Promise<{ journal: string; game: string }> {
  let journal = '';
  let game = '';
  await playDemoGame({
    seed,
    turns: 1,
    opponent: 'British:aggressive,German:cautious',
    io: new QuietAutoIO(),
    ended: (file) => {
      journal = normaliseJournal(readFileSync(journalPathFor(file), 'utf8'));
      game = normaliseGame(readFileSync(file, 'utf8'));
    },
  });
  return { journal, game };
}

afterEach(() => fow4OddsMemo.setLimit(512));

describe('the fow4 opponent reusing its odds', () => {
  it('plays a seeded game exactly as when it works every odds out afresh, working out fewer', async () => {
    fow4OddsMemo.clear();
    fow4OddsMemo.setLimit(0);
    const afresh = await played(3);
    const all = fow4OddsMemo.counts();
    expect(all.reused).toBe(0);
    fow4OddsMemo.clear();
    fow4OddsMemo.setLimit(512);
    const reusing = await played(3);
    const counts = fow4OddsMemo.counts();
    expect(reusing).toEqual(afresh);
    // The same odds were asked for both times; the second time many came from the memo.
    expect(counts.worked + counts.reused).toBe(all.worked);
    expect(counts.reused).toBeGreaterThan(0);
    expect(counts.worked).toBeLessThan(all.worked);
  }, 300000);
});
