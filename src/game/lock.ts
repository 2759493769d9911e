/**
 * One writer at a time: an exclusive lock per game file (proper-lockfile: a `<file>.lock` folder
 * made atomically, kept fresh while held, taken over when stale), plus a `<file>.lock.owner` note
 * of who holds it (pid, host, since) so a refused writer can say who. A lock whose holder died on
 * this host is taken over at once. Held until the command ends (`releaseAllLocks`, or the
 * process's exit); readers never lock. Re-entrant within one process. Ruleset-agnostic.
 */
import { readFileSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';
import { commandEnd } from '../engine/command-end.js';
import { InputError } from '../errors/input-error.js';
import { quietly, saveError, saveTarget } from './atomic.js';
import { sleep } from './read-limited.js';

/** The wait of a second writer: UMPIRE_LOCK_WAIT_MS when it is a whole number of milliseconds, else 3 s. */
export function defaultWaitMs(): number {
  const env = process.env['UMPIRE_LOCK_WAIT_MS'];
  return env !== undefined && /^\d+$/.test(env) ? Number(env) : 3000;
}

export interface LockOptions {
  /** How long a second writer waits for the lock before giving up (ms; default UMPIRE_LOCK_WAIT_MS, else 3000). */
  readonly waitMs?: number;
}

interface Owner {
  readonly pid: number;
  readonly host: string;
  readonly since: string;
  readonly command?: string;
}

interface Held {
  count: number;
  readonly release: () => void;
}

const held = new Map<string, Held>();

/** Another process holds the game. */
export class LockedError extends InputError {
  override readonly name: string = 'LockedError';
  constructor(message: string, hint: string) {
    super(message, { code: 'locked', hint });
  }
}

const STALE_MS = 10_000;

/** Lock the game at `file` (waiting up to `waitMs`); returns the function that releases it. */
export function lockGame(file: string, options: LockOptions = {}): () => void {
  const key = saveTarget(file);
  const mine = held.get(key);
  if (mine) {
    mine.count++;
    return once(() => releaseOne(key));
  }
  const deadline = Date.now() + (options.waitMs ?? defaultWaitMs());
  const lockPath = `${key}.lock`;
  const ownerPath = `${key}.lock.owner`;
  for (let attempt = 0; ; attempt++) {
    try {
      const release = lockfile.lockSync(key, {
        realpath: false,
        stale: STALE_MS,
        lockfilePath: lockPath,
        onCompromised: () => undefined,
      });
      const owner: Owner = {
        pid: process.pid,
        host: hostname(),
        since: new Date().toISOString(),
        command: process.argv.slice(2, 4).join(' '),
      };
      try {
        writeFileSync(ownerPath, JSON.stringify(owner) + '\n');
      } catch {
        /* the lock holds without its note */
      }
      held.set(key, {
        count: 1,
        release: () => {
          quietly(() => unlinkSync(ownerPath)); // already gone
          quietly(release); // removed by someone else
        },
      });
      return once(() => releaseOne(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw saveError(err, file, 'nothing was changed');
      const owner = readOwner(ownerPath);
      if (owner && owner.host === hostname() && owner.pid !== process.pid && !alive(owner.pid)) {
        // The holder died without letting go (killed): its lock is stale now, not in 10 seconds.
        quietly(() => unlinkSync(ownerPath)); // raced
        quietly(() => rmdirSync(lockPath)); // raced
        continue;
      }
      if (Date.now() >= deadline) throw lockedError(file, owner);
      sleep(Math.min(50 + attempt * 10, 200));
    }
  }
}

/** Release every lock this process holds (the CLI calls it when a command ends). */
export function releaseAllLocks(): void {
  for (const [key, h] of [...held]) {
    held.delete(key);
    h.release();
  }
}

function releaseOne(key: string): void {
  const h = held.get(key);
  if (!h) return;
  if (--h.count > 0) return;
  held.delete(key);
  h.release();
}

function once(f: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    f();
  };
}

function readOwner(path: string): Owner | undefined {
  try {
    const o = JSON.parse(readFileSync(path, 'utf8').slice(0, 2000)) as Partial<Owner>;
    if (typeof o.pid === 'number' && typeof o.host === 'string')
      return {
        pid: o.pid,
        host: o.host,
        since: String(o.since ?? ''),
        ...(typeof o.command === 'string' ? { command: o.command } : {}),
      };
  } catch {
    /* no note (yet) */
  }
  return undefined;
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockedError(file: string, owner: Owner | undefined): LockedError {
  const who = owner
    ? `umpire process ${owner.pid} on ${owner.host}${owner.command ? ` (\`umpire ${owner.command.slice(0, 40)}\`)` : ''}${owner.since ? ` since ${owner.since.slice(11, 19)} UTC` : ''}`
    : 'another umpire process';
  return new LockedError(
    `${file} is being changed by ${who}; nothing was changed`,
    'wait for it to finish and run the command again (status and validate can read the game meanwhile)',
  );
}

commandEnd.releaseLocks = releaseAllLocks;
