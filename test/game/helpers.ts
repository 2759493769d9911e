import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ValidationError, type Issue } from '../../src/game/issues.js';

/** A fresh folder under the OS temp dir. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'umpire-test-'));
}

/** Write `text` to a temp file and return its path. */
export function tempFile(name: string, text: string, dir = tempDir()): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

/** Run `fn`, expect a ValidationError, return its issues. */
export function issuesOf(fn: () => unknown): Issue[] {
  try {
    fn();
  } catch (err) {
    if (err instanceof ValidationError) return [...err.issues];
    throw err;
  }
  throw new Error('expected a ValidationError, but nothing was thrown');
}
