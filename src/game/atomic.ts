/**
 * Writes that cannot lie. A file is replaced by writing a temporary file beside it (every byte,
 * looping over short writes), fsyncing it, renaming it over the target and fsyncing the folder: a
 * crash at any point leaves either the old file or the new one. An append that fails (disk full)
 * is cut back to where it started. Saves keep the file's mode and write through a symlink to its
 * target. A failure becomes one sentence (SaveError) saying the file is as it was. Ruleset-agnostic.
 */
import {
  closeSync,
  fchmodSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  readlinkSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { InputError } from '../errors/input-error.js';

export interface AtomicWriteHooks {
  /** Called after the temporary file is written and synced, before the rename (tests use it to simulate a crash). */
  readonly beforeRename?: (tempPath: string) => void;
  /** Test seam standing in for fs.writeSync (a short write, or a full disk). */
  readonly write?: (fd: number, buffer: Uint8Array, offset: number, length: number) => number;
  /** Test seam standing in for fs.fsyncSync (tests count the fsyncs a save asks for). */
  readonly fsync?: (fd: number) => void;
}

/**
 * How a write reaches the disk. `synced` (the default): fsynced before the write counts as done,
 * so a crash of the machine keeps it. `unsynced`: written, not fsynced, for a scratch game nobody
 * keeps (src/game/scratch.ts): a killed process still leaves every byte written (the system holds
 * them), only a crash of the machine itself may lose the last of them.
 */
export type Durability = 'synced' | 'unsynced';

function fsyncWith(hooks: AtomicWriteHooks): (fd: number) => void {
  return hooks.fsync ?? ((fd) => fsyncSync(fd));
}

/** A file could not be written; what is on disk is still the last good state. */
export class SaveError extends InputError {
  override readonly name: string = 'SaveError';
  constructor(
    message: string,
    options: { hint?: string; errno?: string; cause?: unknown },
    /** The cause in words: "the disk is full (ENOSPC)". */
    readonly why?: string,
  ) {
    super(message, { code: 'save', hint: options.hint, cause: options.cause });
    this.errno = options.errno;
  }
  /** The operating system's code: ENOSPC, EACCES, EROFS... */
  readonly errno?: string;
}

/** Write every byte of `buffer` (writeSync may write fewer than asked). */
export function writeAll(fd: number, buffer: Uint8Array, hooks: AtomicWriteHooks = {}): void {
  const write = hooks.write ?? ((f: number, b: Uint8Array, o: number, l: number) => writeSync(f, b, o, l));
  let done = 0;
  while (done < buffer.length) {
    const n = write(fd, buffer, done, buffer.length - done);
    if (!Number.isInteger(n) || n <= 0) throw Object.assign(new Error('no bytes were written'), { code: 'ENOSPC' });
    done += n;
  }
}

/** The file a save really writes: the target of a symlink (followed to the end), else the path itself. */
export function saveTarget(path: string): string {
  let p = resolve(path);
  for (let hops = 0; hops < 40; hops++) {
    let st;
    try {
      st = lstatSync(p);
    } catch {
      return p;
    }
    if (!st.isSymbolicLink()) return p;
    p = resolve(dirname(p), readlinkSync(p));
  }
  return realpathSync(path);
}

const TEMP = /^\.(.+)\.(\d+)\.[0-9a-z]+\.tmp$/;

function tempName(target: string): string {
  return join(
    dirname(target),
    `.${basename(target)}.${process.pid}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}.tmp`,
  );
}

export function atomicWriteFile(
  path: string,
  text: string,
  hooks: AtomicWriteHooks = {},
  durability: Durability = 'synced',
): void {
  assertWritable(path);
  const target = saveTarget(path);
  const dir = dirname(target);
  let mode = 0o644;
  try {
    mode = statSync(target).mode & 0o7777;
  } catch {
    /* a new file */
  }
  const temp = tempName(target);
  let fd: number | undefined;
  try {
    fd = openSync(temp, 'wx', 0o600);
    writeAll(fd, Buffer.from(text, 'utf8'), hooks);
    fchmodSync(fd, mode);
    if (durability === 'synced') fsyncWith(hooks)(fd);
    closeSync(fd);
    fd = undefined;
    hooks.beforeRename?.(temp);
    renameSync(temp, target);
  } catch (err) {
    if (fd !== undefined) safeClose(fd);
    safeUnlink(temp);
    throw saveError(err, path, 'it still holds its last good save');
  }
  if (durability === 'synced') syncDir(dir, hooks);
}

/**
 * Append text to a file and fsync it (the journal grows only by appending; `unsynced`: written,
 * not fsynced). Returns the size the file had before, for `truncateTo`. A failed append is cut
 * back, so no half line stays.
 */
export function appendSynced(
  path: string,
  text: string,
  hooks: AtomicWriteHooks = {},
  durability: Durability = 'synced',
): number {
  let fd: number | undefined;
  let before = 0;
  try {
    fd = openSync(path, 'a', 0o644);
    before = fstatSync(fd).size;
    try {
      writeAll(fd, Buffer.from(text, 'utf8'), hooks);
      if (durability === 'synced') fsyncWith(hooks)(fd);
    } catch (err) {
      try {
        ftruncateSync(fd, before);
        if (durability === 'synced') fsyncWith(hooks)(fd);
      } catch {
        /* the reader refuses a half line and offers the repair */
      }
      throw err;
    }
  } catch (err) {
    throw saveError(err, path, 'it was left as it was');
  } finally {
    if (fd !== undefined) safeClose(fd);
  }
  return before;
}

/** Fsync what was written to `path` without it (an `unsynced` append) so far. */
export function syncFile(path: string, hooks: AtomicWriteHooks = {}): void {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    fsyncWith(hooks)(fd);
  } catch (err) {
    throw saveError(err, path, 'what was written to it may not be on the disk yet');
  } finally {
    if (fd !== undefined) safeClose(fd);
  }
}

/** Something is at `path`: a file, a folder, or a symlink (a dangling one too: a save would follow it). */
export function pathTaken(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuse to replace a file its owner made read-only (no write bit, e.g. `chmod 444`): a rename
 * would replace it anyway (and root may write anything), so the mode is checked, not access().
 */
export function assertWritable(path: string): void {
  let mode: number;
  try {
    mode = statSync(saveTarget(path)).mode;
  } catch {
    return; // not there yet
  }
  if ((mode & 0o222) === 0)
    throw new SaveError(
      `${path} is read-only (mode ${(mode & 0o777).toString(8)}), so umpire does not change it; nothing was changed`,
      { hint: `make it writable (chmod u+w ${path}) to play on, or copy it` },
      'the file is read-only',
    );
}

/** The file exists, is not empty, and its last byte is not a newline. */
export function endsUnterminated(path: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const size = fstatSync(fd).size;
    if (size === 0) return false;
    const b = Buffer.alloc(1);
    readSync(fd, b, 0, 1, size - 1);
    return b[0] !== 0x0a;
  } catch {
    return false;
  } finally {
    if (fd !== undefined) safeClose(fd);
  }
}

/** Cut a file back to `size` bytes and fsync it (undoes an append whose save failed). */
export function truncateTo(
  path: string,
  size: number,
  hooks: AtomicWriteHooks = {},
  durability: Durability = 'synced',
): void {
  const fd = openSync(path, 'r+');
  try {
    ftruncateSync(fd, size);
    if (durability === 'synced') fsyncWith(hooks)(fd);
  } finally {
    safeClose(fd);
  }
}

/**
 * Remove temporary files a killed writer left beside `path` (`.<name>.<pid>.<stamp>.tmp`). Call it
 * holding the game's lock: then no live writer owns one (this process's are never removed).
 */
export function removeOrphanedTemps(path: string): string[] {
  const target = saveTarget(path);
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dirname(target));
  } catch {
    return removed;
  }
  for (const name of names) {
    const m = TEMP.exec(name);
    if (!m || m[1] !== basename(target) || Number(m[2]) === process.pid) continue;
    const p = join(dirname(target), name);
    try {
      unlinkSync(p);
      removed.push(p);
    } catch {
      /* gone, or not ours to remove */
    }
  }
  return removed;
}

const WHY: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'permission was denied',
  EPERM: 'the operation is not permitted',
  EROFS: 'the file system is read-only',
  EIO: 'the disk reported an input/output error',
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'a part of its path is not a folder',
  EISDIR: 'it is a folder',
  EMFILE: 'too many files are open',
  EFBIG: 'the file would be too large',
};

/** The cause of an operating-system error in words ("the disk is full (ENOSPC)"), if we know the code. */
export function systemErrorWords(code: string | undefined): string | undefined {
  return code && code in WHY ? `${WHY[code]} (${code})` : undefined;
}

/** One sentence for an OS error while saving `path`; errors that are already sentences pass through. */
export function saveError(err: unknown, path: string, state: string): Error {
  if (err instanceof SaveError || !(err instanceof Error)) return err instanceof Error ? err : new Error(String(err));
  const code = (err as NodeJS.ErrnoException).code;
  if (!code || !(code in WHY)) return err;
  const why = `${WHY[code]} (${code})`;
  return new SaveError(
    `could not save ${path}: ${why}; ${state}`,
    { hint: hintFor(code), errno: code, cause: err },
    why,
  );
}

function hintFor(code: string): string {
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'free some space and run the command again';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return 'make the file and its folder writable, or copy the game somewhere you can write';
  return 'fix the cause and run the command again';
}

function syncDir(dir: string, hooks: AtomicWriteHooks): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncWith(hooks)(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some platforms (Windows) cannot fsync a directory; the rename is still atomic there.
  }
}

/** Run `f`, ignoring its failure (a file already closed, or removed by another process first). */
export function quietly(f: () => void): void {
  try {
    f();
  } catch {
    /* nothing to do */
  }
}

function safeClose(fd: number): void {
  quietly(() => closeSync(fd));
}

function safeUnlink(p: string): void {
  quietly(() => unlinkSync(p));
}
