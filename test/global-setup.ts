/**
 * `npm test`'s temporary folders live in memory (/dev/shm) where the machine has it, one folder a
 * run, removed at the end. Game saves fsync every commit; on a disk that is most of a played
 * test's wall time, on tmpfs the same code runs and an fsync returns at once. `npm run test:slow`
 * (the kill -9 tests) keeps the real disk.
 */
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';

export default function setup(): (() => void) | undefined {
  try {
    accessSync('/dev/shm', constants.W_OK);
  } catch {
    return undefined;
  }
  const dir = mkdtempSync('/dev/shm/umpire-test-');
  const before = process.env['TMPDIR'];
  process.env['TMPDIR'] = dir;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    if (before === undefined) delete process.env['TMPDIR'];
    else process.env['TMPDIR'] = before;
  };
}
