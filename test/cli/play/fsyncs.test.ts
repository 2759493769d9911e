/**
 * Issue 32: the fsyncs a played game asks for, counted by standing in for fs.fsyncSync. A bot's
 * action in a player's game is one journal fsync (its rolls and answers written as they come,
 * fsynced with the commit) and the game file's two (the file, its folder): 3, where it was one per
 * roll and answer besides (about 11). The demo's scratch game asks for none.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Question } from '../../../src/cli/play/io.js';
import { playDemoGame, playGame } from '../../../src/cli/play/run.js';
import { journalPathFor } from '../../../src/game/journal.js';
import { CountingIO, readyGame, withStartingStepWork } from './helpers.js';
import { QuietAutoIO } from './quiet-auto-io.js';

let fsyncs = 0;
/** Called at each fsync (the test of the questions reads the journal's size there). */
let onFsync = () => {};
const real = fs.fsyncSync;
beforeEach(() => {
  fsyncs = 0;
  onFsync = () => {};
  fs.fsyncSync = (fd: number) => {
    real(fd);
    fsyncs++;
    onFsync();
  };
  syncBuiltinESMExports();
});
afterEach(() => {
  fs.fsyncSync = real;
  syncBuiltinESMExports();
});

class Enough extends Error {}

/** The fsyncs of each of the first `n` committed actions of a seeded demo game. */
async function perAction(scratch: boolean, n: number): Promise<number[]> {
  const counts: number[] = [];
  let last: number | undefined;
  await playDemoGame({
    seed: 4,
    turns: 1,
    scratch,
    io: new QuietAutoIO(),
    check: () => {
      if (last !== undefined) counts.push(fsyncs - last);
      last = fsyncs;
      if (counts.length === n) throw new Enough();
    },
  }).catch((err: unknown) => {
    if (!(err instanceof Enough)) throw err;
  });
  return counts;
}

describe('fsyncs per action of a played game', () => {
  it("a bot's action in a player's game: one journal fsync and the game file's two", async () => {
    const counts = await perAction(false, 12);
    expect(counts).toEqual(Array.from({ length: 12 }, () => 3));
  }, 300000);

  it('the demo (a scratch game): none', async () => {
    const counts = await perAction(true, 12);
    expect(counts).toEqual(Array.from({ length: 12 }, () => 0));
    expect(fsyncs).toBe(0);
  }, 300000);

  it('before a person is asked anything, every roll and answer journaled is fsynced', async () => {
    // Physical dice: each roll is asked for, between the rolls and answers journaled as they come.
    const file = readyGame(withStartingStepWork);
    const journal = journalPathFor(file);
    const size = () => fs.statSync(journal).size;
    let synced = size();
    onFsync = () => (synced = size());
    const unsyncedAtPrompt: number[] = [];
    class Checking extends CountingIO {
      override async ask(q: Question): Promise<string> {
        unsyncedAtPrompt.push(size() - synced);
        const dice = q.kind === 'input' ? /› (\d+) di(?:ce|e)\b/.exec(q.message) : null;
        if (dice) {
          this.prompts++;
          this.dicePrompts++;
          return Array.from({ length: Number(dice[1]) }, () => '4').join(' ');
        }
        return super.ask(q);
      }
    }
    const io = new Checking([]);
    await playGame(file, io, { maxActions: 3 });
    expect(io.dicePrompts).toBeGreaterThan(1);
    expect(unsyncedAtPrompt.length).toBe(io.prompts);
    expect(unsyncedAtPrompt.every((n) => n === 0)).toBe(true);
  }, 300000);
});
