/**
 * Issue 32: how many fsyncs a save asks for, counted through an injected fsync. A player's game
 * keeps every promise: one fsync per journal append (each roll, answer and action), and the game
 * file replaced atomically after every committed action (its data and its folder fsynced). A game
 * in a scratch folder (the demo's) fsyncs nothing and writes its game file when the session
 * closes; a crash before that leaves a game that opens rolled forward from its journal.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { appendSynced, atomicWriteFile } from '../../src/game/atomic.js';
import { journalPathFor, readJournal } from '../../src/game/journal.js';
import { releaseAllLocks } from '../../src/game/lock.js';
import { isScratch, scratchFolder } from '../../src/game/scratch.js';
import { GameSession } from '../../src/game/session.js';
import { tempDir, tempFile, tinyCodec as codec, tinyStart as start, type Tiny } from './helpers.js';
import { join } from 'node:path';

/** An fsync that counts (and still syncs nothing: the counting is what is tested). */
function counter(): { fsync: (fd: number) => void; n: () => number } {
  let n = 0;
  return { fsync: () => void n++, n: () => n };
}

/** The `journal.entries` mark of the game file on disk. */
const markOf = (file: string) =>
  (parse(readFileSync(file, 'utf8')) as { journal: { entries: number } }).journal.entries;

describe('fsyncs per save (injected fsync)', () => {
  it('a synced atomic write fsyncs the file and its folder; an append fsyncs once', () => {
    const c = counter();
    const f = tempFile('a.txt', 'old');
    atomicWriteFile(f, 'new', { fsync: c.fsync });
    expect(c.n()).toBe(2);
    appendSynced(f, '+', { fsync: c.fsync });
    expect(c.n()).toBe(3);
    expect(readFileSync(f, 'utf8')).toBe('new+');
  });

  it('unsynced writes write every byte and fsync nothing', () => {
    const c = counter();
    const f = tempFile('a.txt', 'old');
    atomicWriteFile(f, 'new', { fsync: c.fsync }, 'unsynced');
    appendSynced(f, '+', { fsync: c.fsync }, 'unsynced');
    expect(c.n()).toBe(0);
    expect(readFileSync(f, 'utf8')).toBe('new+');
  });

  it("a player's game: each roll journaled is one fsync, each committed action three (journal, game file, folder)", () => {
    const c = counter();
    const file = join(tempDir(), 'g.yaml');
    const s = GameSession.create(file, start(), codec, { hooks: { fsync: c.fsync } });
    const before = c.n();
    s.record({ type: 'dice', label: 'to hit', sides: 6, faces: [4, 5] });
    s.flush();
    expect(c.n() - before).toBe(1);
    s.record({ type: 'decision', id: 'target', player: 'British', value: 'A' });
    s.commit({ ...s.state, turn: 2 }, 'turn 2');
    expect(c.n() - before).toBe(4);
    // The game file is current after every committed action.
    expect(markOf(file)).toBe(readJournal(journalPathFor(file)).lines.length);
    s.close();
  });

  it('rolls written unsynced are fsynced together: by syncJournal, by the commit, or at close', () => {
    const c = counter();
    const file = join(tempDir(), 'g.yaml');
    const s = GameSession.create(file, start(), codec, { hooks: { fsync: c.fsync } });
    const before = c.n();
    const roll = (faces: number[]) => {
      s.record({ type: 'dice', label: 'to hit', sides: 6, faces });
      s.flush(false);
    };
    roll([1]);
    roll([2]);
    expect(c.n() - before).toBe(0);
    // Written at once: a killed process keeps them.
    expect(readJournal(journalPathFor(file)).lines).toHaveLength(3);
    s.syncJournal();
    expect(c.n() - before).toBe(1);
    s.syncJournal(); // nothing left to sync
    expect(c.n() - before).toBe(1);
    roll([3]);
    s.commit({ ...s.state, turn: 2 }, 'turn 2'); // the journal's fsync takes the roll along
    expect(c.n() - before).toBe(4);
    roll([4]);
    s.close();
    expect(c.n() - before).toBe(5);
    expect(readJournal(journalPathFor(file)).lines).toHaveLength(6);
  });

  it('a scratch game fsyncs nothing; its game file is written when the session closes', () => {
    const dir = tempDir();
    const done = scratchFolder(dir);
    try {
      const c = counter();
      const file = join(dir, 'g.yaml');
      expect(isScratch(file)).toBe(true);
      const s = GameSession.create(file, start(), codec, { hooks: { fsync: c.fsync } });
      for (let turn = 2; turn <= 4; turn++) {
        s.record({ type: 'dice', label: `turn ${turn}`, sides: 6, faces: [turn] });
        s.flush();
        s.commit({ ...s.state, turn }, `turn ${turn}`);
      }
      expect(c.n()).toBe(0);
      // Behind its journal until the session closes...
      expect(markOf(file)).toBe(1);
      expect(readJournal(journalPathFor(file)).lines).toHaveLength(7);
      s.close();
      // ...then current.
      expect(markOf(file)).toBe(7);
      expect((parse(readFileSync(file, 'utf8')) as Tiny).turn).toBe(4);
      expect(c.n()).toBe(0);
    } finally {
      done();
    }
    expect(isScratch(join(dir, 'g.yaml'))).toBe(false);
  });

  it('a scratch game cut off between its journal and its game file opens rolled forward, every action kept', () => {
    const dir = tempDir();
    const done = scratchFolder(dir);
    const file = join(dir, 'g.yaml');
    try {
      const s = GameSession.create(file, start(), codec);
      s.commit({ ...s.state, turn: 2, pinned: ['A'] }, 'turn 2');
      s.commit({ ...s.state, turn: 3 }, 'turn 3');
      // The process dies here: its lock goes with it, its game file was never brought up to date.
      releaseAllLocks();
    } finally {
      done();
    }
    expect(markOf(file)).toBe(1);
    const again = GameSession.open(file, codec);
    expect(again.report.recovered).toBe(true);
    expect(again.state).toEqual({ ...start(), turn: 3, pinned: ['A'] });
    // Rolled forward and saved: the file is current again, and undo steps back as ever.
    expect(markOf(file)).toBe(3);
    again.undo(1);
    expect(again.state.turn).toBe(2);
    again.close();
  });

  it('outside a scratch folder nothing is scratch', () => {
    const dir = tempDir();
    const done = scratchFolder(join(dir, 'sub'));
    try {
      expect(isScratch(join(dir, 'g.yaml'))).toBe(false);
      expect(isScratch(join(dir, 'subway', 'g.yaml'))).toBe(false);
      expect(isScratch(join(dir, 'sub', 'g.yaml'))).toBe(true);
    } finally {
      done();
    }
  });
});
