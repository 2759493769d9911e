/**
 * Writes that cannot lie: short writes are finished, a full disk or a read-only folder leaves the
 * game and its journal at the last good save (one sentence, no half line, nothing replayed later),
 * saves keep the file's mode and write through a symlink, orphaned temporary files are removed.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { atomicWriteFile, SaveError } from '../../src/game/atomic.js';
import { journalPathFor } from '../../src/game/journal.js';
import { releaseAllLocks } from '../../src/game/lock.js';
import { GameSession } from '../../src/game/session.js';
import { runCli } from '../cli/run-cli.js';
import { newTinyGame, tempDir, tinyCodec } from './helpers.js';

const scenarios = new URL('../../scenarios/fow4/', import.meta.url).pathname;
const enospc = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' });

/** A tmpfs of `size` mounted in a fresh folder, when this process may mount (root); else undefined. */
function smallDisk(size: string): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const dir = tempDir();
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
  if (r.status !== 0) return undefined;
  mounts.push(dir);
  return dir;
}
const mounts: string[] = [];
afterAll(() => {
  for (const m of mounts) spawnSync('umount', ['-l', m]);
});

/** Fill the disk holding `dir` until fewer than `leave` bytes are free. */
function fill(dir: string, leave: number): void {
  const st = spawnSync('df', ['-B1', '--output=avail', dir], { encoding: 'utf8' });
  const free = Number(st.stdout.trim().split('\n').pop());
  writeFileSync(join(dir, 'filler'), Buffer.alloc(Math.max(0, free - leave)));
}

const bigState = (turn: number) => ({
  turn,
  pinned: Array.from({ length: 400 }, (_, i) => `platoon number ${i} of a long list`),
  dice: { kind: 'crypto' as const },
});

describe('writes that cannot lie', () => {
  it('finishes a write that the system cut short (writeSync wrote fewer bytes than asked)', () => {
    const file = join(tempDir(), 'a.txt');
    const text = 'x'.repeat(10_000) + 'end';
    atomicWriteFile(file, text, { write: (fd, buf, off, len) => writeSync(fd, buf, off, Math.min(len, 777)) });
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('a full disk while the game file is written leaves game and journal at the last good save, with one sentence', () => {
    const { file, s } = newTinyGame();
    s.commit({ ...s.state, turn: 2 }, 'turn 2');
    const game = readFileSync(file, 'utf8');
    const journal = readFileSync(journalPathFor(file), 'utf8');
    let calls = 0;
    const g = GameSession.open(file, tinyCodec, {
      hooks: {
        write: (fd, buf, off, len) => {
          // The journal's line goes through; the game file meets a full disk after 100 bytes.
          if (++calls === 1) return writeSync(fd, buf, off, len);
          if (calls === 2) return writeSync(fd, buf, off, Math.min(len, 100));
          throw enospc();
        },
      },
    });
    let err: unknown;
    try {
      g.commit({ ...g.state, turn: 3 }, 'turn 3');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(SaveError);
    expect((err as Error).message).toBe(
      `could not save ${file}: the disk is full (ENOSPC); the game and its journal are left at their last good save (entry 2)`,
    );
    expect(readFileSync(file, 'utf8')).toBe(game);
    expect(readFileSync(journalPathFor(file), 'utf8')).toBe(journal);
    // Nothing of the failed save comes back later: no roll-forward, turn 2, no temp file left.
    const again = GameSession.open(file, tinyCodec);
    expect(again.report.recovered).toBe(false);
    expect(again.state.turn).toBe(2);
    expect(readdirSync(join(file, '..')).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('a full disk while the journal is appended leaves no half line', () => {
    const { file, s } = newTinyGame();
    const journal = readFileSync(journalPathFor(file), 'utf8');
    const g = GameSession.open(file, tinyCodec, {
      hooks: {
        write: (fd, buf, off, len) => {
          if (off === 0) return writeSync(fd, buf, off, Math.min(len, 20));
          throw enospc();
        },
      },
    });
    expect(() => g.commit({ ...s.state, turn: 4 }, 'turn 4')).toThrow(
      /the disk is full \(ENOSPC\); the game and its journal are left at their last good save/,
    );
    expect(readFileSync(journalPathFor(file), 'utf8')).toBe(journal);
    expect(GameSession.open(file, tinyCodec).state.turn).toBe(1);
  });

  it('a game file that cannot be replaced (permission) leaves no journal line that a later replay applies', () => {
    const { file, s } = newTinyGame();
    s.commit({ ...s.state, turn: 2 }, 'turn 2');
    const g = GameSession.open(file, tinyCodec, {
      hooks: {
        beforeRename: () => {
          throw Object.assign(new Error('EACCES: permission denied, rename'), { code: 'EACCES' });
        },
      },
    });
    expect(() => g.commit({ ...g.state, turn: 3 }, 'turn 3')).toThrow(
      `could not save ${file}: permission was denied (EACCES); the game and its journal are left at their last good save (entry 2)`,
    );
    const again = GameSession.open(file, tinyCodec);
    expect(again.report.recovered).toBe(false);
    expect(again.state.turn).toBe(2);
  });

  it('on a really full disk (tmpfs), `shoot` fails with one sentence, exit 2, and the game still opens as it was', async (ctx) => {
    const dir = smallDisk('256k');
    if (!dir) return ctx.skip();
    const { file, s } = newTinyGame(dir);
    s.commit({ ...s.state, turn: 2 }, 'turn 2');
    const game = readFileSync(file, 'utf8');
    const journal = readFileSync(journalPathFor(file), 'utf8');
    fill(dir, 6 * 1024);
    const g = GameSession.open(file, tinyCodec);
    expect(() => g.commit(bigState(3), 'a big change')).toThrow(SaveError);
    expect(readFileSync(file, 'utf8')).toBe(game);
    expect(readFileSync(journalPathFor(file), 'utf8')).toBe(journal);
    expect(GameSession.open(file, tinyCodec).state.turn).toBe(2);
    // And a real command on a real game on a full disk.
    writeFileSync(join(dir, 'filler'), '');
    for (const f of ['demo-game.yaml', 'demo-game.journal.jsonl', 'forces'])
      cpSync(join(scenarios, f), join(dir, f), { recursive: true });
    const demo = join(dir, 'demo-game.yaml');
    expect((await runCli(['status', demo])).code).toBe(0);
    const before = readFileSync(demo, 'utf8');
    fill(dir, 2 * 1024);
    const r = await runCli([
      'shoot',
      '--game',
      demo,
      '--unit',
      '1st Troop',
      '--target',
      'StuG Platoon',
      '--dice',
      '6,6,1,1,1,1,1,1,1,3,1,1',
    ]);
    expect(r.stderr).toMatch(
      /^umpire: could not save .*demo-game\.yaml(\.journal\.jsonl)?: the disk is full \(ENOSPC\)/,
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.code).toBe(2);
    expect(readFileSync(demo, 'utf8')).toBe(before);
    writeFileSync(join(dir, 'filler'), '');
    expect((await runCli(['status', demo])).code).toBe(0);
  });

  it('in a read-only place the save fails with one sentence and nothing is journaled', (ctx) => {
    const { file, s } = newTinyGame();
    s.commit({ ...s.state, turn: 2 }, 'turn 2');
    const journal = readFileSync(journalPathFor(file), 'utf8');
    const dir = join(file, '..');
    let undo: () => void;
    if (process.getuid?.() === 0) {
      // Root ignores permissions: make the folder a read-only mount instead.
      const r = spawnSync('mount', ['--bind', '-o', 'ro', dir, dir]);
      if (r.status !== 0) return ctx.skip();
      spawnSync('mount', ['-o', 'remount,bind,ro', dir]);
      undo = () => spawnSync('umount', [dir]);
    } else {
      chmodSync(dir, 0o555);
      chmodSync(journalPathFor(file), 0o444);
      undo = () => chmodSync(dir, 0o755);
    }
    try {
      const g = GameSession.open(file, tinyCodec);
      expect(() => g.commit({ ...g.state, turn: 3 }, 'turn 3')).toThrow(
        /^could not save .*: (the file system is read-only \(EROFS\)|permission was denied \(EACCES\))/,
      );
      expect(readFileSync(journalPathFor(file), 'utf8')).toBe(journal);
    } finally {
      undo();
    }
    expect(GameSession.open(file, tinyCodec).state.turn).toBe(2);
  });
});

describe('files behave like files', () => {
  it('a save keeps the file mode (0600); a read-only game (0444) is not replaced, in one sentence', async () => {
    const { file, s } = newTinyGame();
    chmodSync(file, 0o600);
    s.commit({ ...s.state, turn: 2 }, 'turn 2');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    chmodSync(file, 0o444);
    const game = readFileSync(file, 'utf8');
    const journal = readFileSync(journalPathFor(file), 'utf8');
    expect(() => s.commit({ ...s.state, turn: 3 }, 'turn 3')).toThrow(
      `could not save ${file}: the file is read-only; the game and its journal are left at their last good save (entry 2)`,
    );
    releaseAllLocks();
    expect(() => GameSession.open(file, tinyCodec)).toThrow(
      `${file} is read-only (mode 444), so umpire does not change it; nothing was changed`,
    );
    const r = await runCli(['undo', '--game', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^umpire: .* is read-only \(mode 444\), so umpire does not change it; nothing was changed\n/,
    );
    expect(readFileSync(file, 'utf8')).toBe(game);
    expect(readFileSync(journalPathFor(file), 'utf8')).toBe(journal);
    expect(statSync(file).mode & 0o777).toBe(0o444);
  });

  it('a symlinked game file is written through to its target', () => {
    const real = tempDir();
    const { file, s } = newTinyGame(real);
    s.commit({ ...s.state, turn: 2 }, 'turn 2');
    const elsewhere = tempDir();
    const link = join(elsewhere, 'g.yaml');
    symlinkSync(file, link);
    writeFileSync(journalPathFor(link), readFileSync(journalPathFor(file)));
    const g = GameSession.open(link, tinyCodec);
    g.commit({ ...g.state, turn: 3 }, 'turn 3');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/turn: 3/);
  });

  it('temporary files of a killed writer are removed when the game is next opened', () => {
    const { file } = newTinyGame();
    const orphan = join(file, '..', '.g.yaml.999999.abc123.tmp');
    writeFileSync(orphan, 'half a game');
    const other = join(file, '..', '.other.yaml.999999.abc.tmp');
    writeFileSync(other, 'not ours');
    const g = GameSession.open(file, tinyCodec);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(other)).toBe(true);
    expect(g.report.notes?.[0]).toMatch(
      /^removed .*\.g\.yaml\.999999\.abc123\.tmp, left by a save that was cut short$/,
    );
  });

  it('`new --force` refusals name the file that exists', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'sub'));
    const file = join(dir, 'sub', 'g.yaml');
    expect((await runCli(['new', '-o', file])).code).toBe(0);
    const r = await runCli(['new', '-o', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`a game file already exists here: ${file}`);
  });
});
