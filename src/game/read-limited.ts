/**
 * Reading a user's file without trusting it: only regular files (a device such as /dev/zero, a
 * named pipe or a folder is refused before a byte is read), and the size limit enforced while
 * reading (stop after the limit), not taken from `stat`. Standard input gets the same limit.
 * Ruleset-agnostic.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { ValidationError } from './issues.js';

export interface ReadLimits {
  /** Largest number of bytes read. */
  readonly maxBytes: number;
  /** What the file is, for the messages ("game", "force", "journal"...). */
  readonly what?: string;
  /** A missing file reads as undefined instead of an error. */
  readonly missingOk?: boolean;
}

/** The text of a regular file, refused past `maxBytes`. */
export function readTextFile(path: string, limits: ReadLimits & { missingOk: true }): string | undefined;
export function readTextFile(path: string, limits: ReadLimits): string;
export function readTextFile(path: string, limits: ReadLimits): string | undefined {
  return readBytesFile(path, limits)?.toString('utf8');
}

/** The bytes of a regular file (a roster, a zip), refused past `maxBytes`: the one guarded reader. */
export function readBytesFile(path: string, limits: ReadLimits & { missingOk: true }): Buffer | undefined;
export function readBytesFile(path: string, limits: ReadLimits): Buffer;
export function readBytesFile(path: string, limits: ReadLimits): Buffer | undefined {
  let fd: number;
  try {
    // Non-blocking, so that opening a named pipe with no writer does not hang.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      if (limits.missingOk) return undefined;
      throw fail(path, 'no such file', 'check the path (it is taken relative to the current directory)');
    }
    if (code === 'EISDIR') throw fail(path, 'this is a folder, not a file', 'give the path of a .yaml file');
    if (code === 'EACCES' || code === 'EPERM')
      throw fail(path, 'the file cannot be read: permission was denied', 'make the file readable, or run as its owner');
    throw fail(path, `the file cannot be opened (${code ?? String(err)})`);
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) throw fail(path, 'this is a folder, not a file', 'give the path of a .yaml file');
    if (!st.isFile()) {
      const kind = st.isFIFO()
        ? 'a named pipe'
        : st.isCharacterDevice() || st.isBlockDevice()
          ? 'a device'
          : st.isSocket()
            ? 'a socket'
            : 'not a regular file';
      throw fail(
        path,
        `this is ${kind}, not a regular file, so it was not read`,
        'give the path of a file on disk (to pipe a document in, use `-`)',
      );
    }
    // A regular file's size is a quick first refusal; the read itself still stops at the limit.
    if (st.size > limits.maxBytes) throw tooBig(path, limits, st.size);
    return readLimitedBytes(fd, path, limits);
  } finally {
    closeSync(fd);
  }
}

/** Read all of an open file descriptor (a file or standard input), refusing more than `maxBytes`. */
export function readLimited(fd: number, path: string, limits: ReadLimits): string {
  return readLimitedBytes(fd, path, limits).toString('utf8');
}

function readLimitedBytes(fd: number, path: string, limits: ReadLimits): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  const chunk = Buffer.allocUnsafe(64 * 1024);
  for (;;) {
    let n: number;
    try {
      n = readSync(fd, chunk, 0, chunk.length, null);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') {
        sleep(5);
        continue;
      }
      if (code === 'EOF') break;
      throw fail(path, `the file could not be read (${code ?? String(err)})`);
    }
    if (n === 0) break;
    total += n;
    if (total > limits.maxBytes) throw tooBig(path, limits);
    chunks.push(Buffer.from(chunk.subarray(0, n)));
  }
  return Buffer.concat(chunks, total);
}

function tooBig(path: string, limits: ReadLimits, bytes?: number): ValidationError {
  const what = limits.what ?? 'file';
  const most =
    what === 'file'
      ? 'a force, arsenal or game file can be'
      : what === 'roster'
        ? "umpire imports (a list builder's roster is far smaller)"
        : `umpire reads as ${what === 'input' ? 'input' : `a ${what}`}`;
  return fail(
    path,
    `the ${what} is ${bytes === undefined ? 'larger than' : `${size(bytes)}, more than`} the ${size(limits.maxBytes)} ${most}`,
    'this is not a file umpire wrote; check that you gave the right path',
  );
}

export function size(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`;
}

function fail(file: string, message: string, hint?: string): ValidationError {
  return new ValidationError([{ file, line: 1, col: 1, message, ...(hint ? { hint } : {}) }]);
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
/** Wait `ms` without returning to the event loop (the sync file and lock code needs it). */
export function sleep(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}
