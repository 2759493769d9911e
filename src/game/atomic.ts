/**
 * Crash-safe file replacement: write a temporary file beside the target, fsync it, rename it over
 * the target, fsync the directory. A crash at any point leaves either the old file or the new one,
 * never a half-written file. Ruleset-agnostic.
 */
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface AtomicWriteHooks {
  /** Called after the temporary file is written and synced, before the rename (tests use it to simulate a crash). */
  readonly beforeRename?: (tempPath: string) => void;
}

export function atomicWriteFile(path: string, text: string, hooks: AtomicWriteHooks = {}): void {
  const dir = dirname(path);
  const temp = join(dir, `.${basename(path)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  const fd = openSync(temp, 'w', 0o644);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } catch (err) {
    closeSync(fd);
    safeUnlink(temp);
    throw err;
  }
  closeSync(fd);
  hooks.beforeRename?.(temp);
  renameSync(temp, path);
  syncDir(dir);
}

/** Append text to a file and fsync it (the journal grows only by appending). */
export function appendSynced(path: string, text: string): void {
  const fd = openSync(path, 'a', 0o644);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function syncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some platforms (Windows) cannot fsync a directory; the rename is still atomic there.
  }
}

function safeUnlink(p: string): void {
  try {
    unlinkSync(p);
  } catch {
    /* already gone */
  }
}
