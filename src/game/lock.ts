/**
 * One writer at a time: an exclusive lock per game file, kept for as long as its writer lives.
 *
 * The lock is the file `<game>.lock`, created exclusively (O_CREAT|O_EXCL) and holding a note of
 * its owner: pid, host, the process's start time (where the system tells it), when, the command
 * and a random token. It is stale only when its owner is gone:
 * - on this host, when no process with that pid (and start time) runs: a writer suspended with
 *   Ctrl-Z, or waiting at a prompt over lunch, keeps its lock however long it waits;
 * - on another host (a shared folder), where the pid cannot be checked, when the holder has not
 *   refreshed the lock's time for OTHER_HOST_STALE_MS (the holder refreshes it every REFRESH_MS
 *   while its event loop runs, at a prompt too);
 * - a lock file with no readable note (not one umpire wrote) after NOTE_GRACE_MS.
 * Before every write the holder checks that the lock is still its own (`assertLockHeld`): a lock
 * taken over behind its back stops it before it saves, so two writers never both write.
 *
 * This replaces proper-lockfile, whose staleness is the lock's age alone (a suspended writer lost
 * its lock after 10 s) and whose onCompromised callback cannot stop a synchronous save.
 * Held until the command ends (`releaseAllLocks`, or the process's exit); readers never lock.
 * Re-entrant within one process. Ruleset-agnostic.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  lstatSync,
  openSync,
  readFileSync,
  rmdirSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { commandEnd } from '../engine/command-end.js';
import { InputError } from '../errors/input-error.js';
import { quietly, saveError, saveTarget } from './atomic.js';
import { LIMITS } from './limits.js';
import { readTextFile, sleep } from './read-limited.js';
import { isScratch } from './scratch.js';

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
  /** The process's start time (Linux: /proc/<pid>/stat field 22), so a reused pid is not taken for the owner. */
  readonly start?: string;
  readonly token?: string;
}

interface Held {
  count: number;
  readonly token: string;
  readonly lockPath: string;
  readonly timer: ReturnType<typeof setInterval>;
}

const held = new Map<string, Held>();

/** Another process holds the game. */
export class LockedError extends InputError {
  override readonly name: string = 'LockedError';
  constructor(message: string, hint: string) {
    super(message, { code: 'locked', hint });
  }
}

/** How often a holder refreshes its lock's time (for writers on other hosts). */
export const REFRESH_MS = 30_000;
/** A lock from another host is stale when not refreshed for this long. */
export const OTHER_HOST_STALE_MS = 10 * 60_000;
/** A lock file without a readable note is stale after this long (a note is written as the file is made). */
export const NOTE_GRACE_MS = 10_000;

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
  for (let attempt = 0; ; attempt++) {
    const token = randomBytes(12).toString('hex');
    let taken: boolean;
    try {
      taken = tryCreate(lockPath, token, !isScratch(file));
    } catch (err) {
      throw saveError(err, file, 'nothing was changed');
    }
    if (taken) {
      const timer = setInterval(() => refresh(key), REFRESH_MS);
      timer.unref?.();
      held.set(key, { count: 1, token, lockPath, timer });
      if (!exitHooked) {
        exitHooked = true;
        process.once('exit', releaseAllLocks);
      }
      return once(() => releaseOne(key));
    }
    const found = inspect(lockPath);
    if (found.stale) {
      // Its owner is gone: take it over now.
      removeLock(lockPath);
      continue;
    }
    if (Date.now() >= deadline) throw lockedError(file, found.owner);
    sleep(Math.min(50 + attempt * 10, 200));
  }
}

/**
 * Stop before writing `file` unless this process still holds its lock: a lock taken over by
 * another writer (or removed by hand) is refused in one sentence naming who holds it now.
 */
export function assertLockHeld(file: string): void {
  const key = saveTarget(file);
  const h = held.get(key);
  const note = h ? readNote(h.lockPath) : undefined;
  if (h && note?.token === h.token) return;
  const now = note && note.token !== undefined ? `; it is now held by ${who(note)}` : '';
  throw new LockedError(
    `${file} was not saved: this command no longer holds the game's lock (it was taken over or removed while the command waited${now})`,
    'run `umpire status` to see the game as it is now, then run your command again',
  );
}

/** Release every lock this process holds (the CLI calls it when a command ends). */
export function releaseAllLocks(): void {
  for (const key of [...held.keys()]) {
    const h = held.get(key)!;
    held.delete(key);
    letGo(h);
  }
}

let exitHooked = false;

function releaseOne(key: string): void {
  const h = held.get(key);
  if (!h) return;
  if (--h.count > 0) return;
  held.delete(key);
  letGo(h);
}

function letGo(h: Held): void {
  clearInterval(h.timer);
  // Only our own lock is removed: one taken over by another writer stays theirs.
  if (readNote(h.lockPath)?.token === h.token) quietly(() => unlinkSync(h.lockPath));
}

/** Refresh the time of every lock this process holds (the timer does it every REFRESH_MS; tests call it). */
export function refreshLocks(): void {
  for (const key of held.keys()) refresh(key);
}

function refresh(key: string): void {
  const h = held.get(key);
  if (!h || readNote(h.lockPath)?.token !== h.token) return;
  const now = new Date();
  quietly(() => utimesSync(h.lockPath, now, now));
}

/** Make the lock file with our note in one exclusive create (fsynced unless `sync` is false: a scratch game); false when it exists. */
function tryCreate(lockPath: string, token: string, sync: boolean): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, 'wx', 0o644);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'EISDIR') return false;
    throw err;
  }
  try {
    const start = startTime(process.pid);
    const owner: Owner = {
      pid: process.pid,
      host: hostname(),
      since: new Date().toISOString(),
      command: process.argv.slice(2, 4).join(' ').slice(0, 80),
      ...(start ? { start } : {}),
      token,
    };
    const buf = Buffer.from(JSON.stringify(owner) + '\n');
    writeSync(fd, buf, 0, buf.length);
    if (sync) quietly(() => fsyncSync(fd));
  } catch (err) {
    closeSync(fd);
    quietly(() => unlinkSync(lockPath));
    throw err;
  }
  closeSync(fd);
  return true;
}

/** Who holds the lock at `lockPath`, and whether its owner is gone. */
function inspect(lockPath: string): { owner?: Owner; stale: boolean } {
  let st;
  try {
    st = lstatSync(lockPath);
  } catch {
    return { stale: false }; // gone meanwhile: try again
  }
  const age = Date.now() - st.mtimeMs;
  // A folder is the lock of an umpire that used proper-lockfile; its note was beside it.
  const owner = st.isDirectory() ? readNote(`${lockPath}.owner`) : st.isFile() ? readNote(lockPath) : undefined;
  if (!owner) return { stale: age > NOTE_GRACE_MS };
  if (owner.host === hostname()) {
    const ours = owner.pid === process.pid && ![...held.values()].some((h) => h.token === owner.token);
    return { owner, stale: ours || !alive(owner.pid, owner.start) };
  }
  return { owner, stale: age > OTHER_HOST_STALE_MS };
}

function removeLock(lockPath: string): void {
  quietly(() => unlinkSync(lockPath)); // raced
  quietly(() => rmdirSync(lockPath)); // an old-style folder lock
  quietly(() => unlinkSync(`${lockPath}.owner`)); // its note
}

/** The owner note at `path` (read through the guarded reader: never more than a few KB, regular files only). */
function readNote(path: string): Owner | undefined {
  try {
    const text = readTextFile(path, { maxBytes: LIMITS.lockNoteBytes, what: 'lock note', missingOk: true });
    if (text === undefined) return undefined;
    const o = JSON.parse(text) as Partial<Owner>;
    if (typeof o.pid === 'number' && typeof o.host === 'string')
      return {
        pid: o.pid,
        host: o.host.slice(0, 200),
        since: String(o.since ?? '').slice(0, 40),
        ...(typeof o.command === 'string' ? { command: o.command.slice(0, 80) } : {}),
        ...(typeof o.start === 'string' ? { start: o.start } : {}),
        ...(typeof o.token === 'string' ? { token: o.token } : {}),
      };
  } catch {
    /* no note, or not one umpire wrote */
  }
  return undefined;
}

/** The start time of process `pid` where the system tells it (Linux), else undefined. */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function alive(pid: number, start: string | undefined): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid runs; is it still the process that took the lock (pids are reused)?
  const now = start === undefined ? undefined : startTime(pid);
  return now === undefined || now === start;
}

function once(f: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    f();
  };
}

function who(owner: Owner): string {
  return `umpire process ${owner.pid} on ${owner.host}${owner.command ? ` (\`umpire ${owner.command.slice(0, 40)}\`)` : ''}${owner.since ? ` since ${owner.since.slice(11, 19)} UTC` : ''}`;
}

function lockedError(file: string, owner: Owner | undefined): LockedError {
  return new LockedError(
    `${file} is being changed by ${owner ? who(owner) : 'another umpire process'}; nothing was changed`,
    'wait for it to finish and run the command again (status and validate can read the game meanwhile)',
  );
}

commandEnd.releaseLocks = releaseAllLocks;
