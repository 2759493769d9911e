/**
 * One writer at a time: a second writer waits briefly, then is refused with one sentence naming
 * who holds the game; readers never wait; a lock whose holder died is taken over; two real
 * processes writing the same game 20 times each never leave it unopenable.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LockedError, OTHER_HOST_STALE_MS, refreshLocks, releaseAllLocks } from '../../src/game/lock.js';
import { GameSession } from '../../src/game/session.js';
import { runCli } from '../cli/run-cli.js';
import { newTinyGame, tinyCodec } from './helpers.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Pretend process `pid` holds the lock of `file` (on `host`). */
function heldBy(file: string, pid: number, host = hostname()): void {
  writeFileSync(
    `${file}.lock`,
    JSON.stringify({ pid, host, since: '2026-11-30T19:20:01.000Z', command: 'shoot --game', token: 'theirs' }),
  );
}

/** Set the lock file's time `ms` into the past (a holder that stopped refreshing it). */
function age(file: string, ms: number): void {
  const t = new Date(Date.now() - ms);
  utimesSync(`${file}.lock`, t, t);
}

describe('one writer at a time', () => {
  it('a second writer waits briefly, then is refused naming the holder; readers still read', async () => {
    const { file } = newTinyGame();
    releaseAllLocks();
    const sleeper = spawn('sleep', ['30']);
    try {
      heldBy(file, sleeper.pid!);
      const t0 = Date.now();
      let err: unknown;
      try {
        GameSession.open(file, tinyCodec, { lock: { waitMs: 400 } });
      } catch (e) {
        err = e;
      }
      expect(Date.now() - t0).toBeGreaterThanOrEqual(350);
      expect(err).toBeInstanceOf(LockedError);
      expect((err as Error).message).toBe(
        `${file} is being changed by umpire process ${sleeper.pid} on ${hostname()} (\`umpire shoot --game\`) since 19:20:01 UTC; nothing was changed`,
      );
      // A reader does not wait for the writer.
      expect(GameSession.open(file, tinyCodec, { readOnly: true }).state.turn).toBe(1);
      // From the command line: exit 2, one sentence.
      // (UMPIRE_LOCK_WAIT_MS shortens the CLI's wait from 3 s.)
      process.env['UMPIRE_LOCK_WAIT_MS'] = '300';
      const c0 = Date.now();
      const r = await runCli(['undo', '--game', file]).finally(() => delete process.env['UMPIRE_LOCK_WAIT_MS']);
      expect(Date.now() - c0).toBeGreaterThanOrEqual(250);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^umpire: .* is being changed by umpire process \d+ on /);
    } finally {
      sleeper.kill();
    }
  }, 20000);

  it('a lock left by a killed writer on this machine is taken over at once', () => {
    const { file } = newTinyGame();
    releaseAllLocks();
    heldBy(file, 2 ** 22 + 12345); // no such process
    const t0 = Date.now();
    const g = GameSession.open(file, tinyCodec, { lock: { waitMs: 5000 } });
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(g.commit({ ...g.state, turn: 2 }, 'turn 2')).toBeGreaterThan(0);
  });

  it('a live holder keeps its lock however old the lock is (Ctrl-Z, lunch at a prompt)', () => {
    const { file } = newTinyGame();
    releaseAllLocks();
    const sleeper = spawn('sleep', ['30']);
    try {
      heldBy(file, sleeper.pid!);
      age(file, 3600_000);
      expect(() => GameSession.open(file, tinyCodec, { lock: { waitMs: 100 } })).toThrow(
        new RegExp(`being changed by umpire process ${sleeper.pid} on `),
      );
    } finally {
      sleeper.kill();
    }
  });

  it('a lock from another host is taken over only when its holder stopped refreshing it', () => {
    const { file } = newTinyGame();
    releaseAllLocks();
    heldBy(file, 1, 'elsewhere');
    age(file, 60_000);
    expect(() => GameSession.open(file, tinyCodec, { lock: { waitMs: 100 } })).toThrow(
      /being changed by umpire process 1 on elsewhere/,
    );
    age(file, OTHER_HOST_STALE_MS + 1000);
    const g = GameSession.open(file, tinyCodec, { lock: { waitMs: 100 } });
    expect(g.commit({ ...g.state, turn: 2 }, 'turn 2')).toBeGreaterThan(0);
    releaseAllLocks();
  });

  it('the holder refreshes its lock while it waits (a prompt), and only its own', () => {
    const { file } = newTinyGame();
    age(file, 3600_000);
    refreshLocks();
    expect(Date.now() - statSync(`${file}.lock`).mtimeMs).toBeLessThan(5000);
    heldBy(file, 1, 'elsewhere');
    age(file, 3600_000);
    refreshLocks(); // not ours any more: left as it is
    expect(Date.now() - statSync(`${file}.lock`).mtimeMs).toBeGreaterThan(3000_000);
    releaseAllLocks();
  });

  it('a writer whose lock was taken over stops before it saves, naming the new holder', () => {
    const { file, s } = newTinyGame();
    const game = readFileSync(file, 'utf8');
    const journal = readFileSync(`${file}.journal.jsonl`, 'utf8');
    const sleeper = spawn('sleep', ['30']);
    try {
      heldBy(file, sleeper.pid!); // the lock file replaced behind the holder's back
      expect(() => s.commit({ ...s.state, turn: 2 }, 'turn 2')).toThrow(
        new RegExp(`was not saved: this command no longer holds the game's lock .*umpire process ${sleeper.pid}`),
      );
      expect(readFileSync(file, 'utf8')).toBe(game);
      expect(readFileSync(`${file}.journal.jsonl`, 'utf8')).toBe(journal);
      // Letting go leaves the other writer's lock in place.
      releaseAllLocks();
      expect(existsSync(`${file}.lock`)).toBe(true);
    } finally {
      sleeper.kill();
    }
  });

  it('a lock file or an old owner note pointing at /dev/zero is never read past a few KB', () => {
    const { file } = newTinyGame();
    releaseAllLocks();
    mkdirSync(`${file}.lock`); // an old-style lock folder, its note a device
    symlinkSync('/dev/zero', `${file}.lock.owner`);
    const t = new Date(Date.now() - 60_000);
    utimesSync(`${file}.lock`, t, t);
    const g = GameSession.open(file, tinyCodec, { lock: { waitMs: 100 } });
    expect(g.commit({ ...g.state, turn: 2 }, 'turn 2')).toBeGreaterThan(0);
    releaseAllLocks();
    const { file: other } = newTinyGame();
    releaseAllLocks();
    symlinkSync('/dev/zero', `${other}.lock`);
    expect(() => GameSession.open(other, tinyCodec, { lock: { waitMs: 100 } })).toThrow(
      /being changed by another umpire process/,
    );
  });

  const built = existsSync(`${root}dist/game/lock.js`);
  it.skipIf(!built)(
    'two processes writing one game 20 times each: it always opens, and every change is there or was refused',
    async () => {
      const { file } = newTinyGame();
      releaseAllLocks();
      const script = `
      const { GameSession } = await import(${JSON.stringify(`${root}dist/game/session.js`)});
      const { releaseAllLocks } = await import(${JSON.stringify(`${root}dist/game/lock.js`)});
      const codec = { readState: (_src, data) => data };
      let refused = 0;
      for (let i = 0; i < 20; i++) {
        try {
          const g = GameSession.open(process.argv[1], codec, { lock: { waitMs: 10000 } });
          const s = g.state;
          g.commit({ ...s, turn: s.turn + 1, pinned: [...s.pinned, process.argv[2] + i] }, process.argv[2] + ' ' + i);
        } catch (e) {
          if (e.code !== 'locked') throw e;
          refused++;
        } finally {
          releaseAllLocks();
        }
      }
      process.stdout.write(String(refused));
    `;
      const run = (name: string) =>
        new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
          const child = spawn(process.execPath, ['--input-type=module', '-e', script, file, name]);
          let out = '';
          let err = '';
          child.stdout.on('data', (d: Buffer) => (out += d.toString()));
          child.stderr.on('data', (d: Buffer) => (err += d.toString()));
          child.on('exit', (code) => resolve({ code, out, err }));
        });
      const [a, b] = await Promise.all([run('A'), run('B')]);
      expect(a.err + b.err).toBe('');
      expect([a.code, b.code]).toEqual([0, 0]);
      const refused = Number(a.out) + Number(b.out);
      const g = GameSession.open(file, tinyCodec, { readOnly: true });
      expect(g.state.turn).toBe(1 + 40 - refused);
      expect(g.state.pinned.filter((p) => p.startsWith('A'))).toHaveLength(20 - Number(a.out));
      expect(g.state.pinned.filter((p) => p.startsWith('B'))).toHaveLength(20 - Number(b.out));
      expect(g.journal).toHaveLength(1 + 40 - refused);
    },
    60000,
  );
});
