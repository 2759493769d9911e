/**
 * Scratch folders: where a game lives that nobody keeps (the demo's bot-versus-bot games, played in
 * a temporary folder removed when the game ends, issue 19). A game saved there is saved as any
 * other (journal appended after every roll, answer and action, the lock, the checks, undo and
 * resume work the same) but nothing is fsynced, and its game file is written when its session
 * closes rather than after every action: fsyncs only guard against a crash of the machine, and
 * after one the folder is thrown away anyway (src/game/session.ts). Ruleset-agnostic.
 */
import { resolve, sep } from 'node:path';
import { saveTarget } from './atomic.js';

const folders = new Map<string, number>();

/** Treat `dir` (and everything under it) as scratch until the returned function is called. */
export function scratchFolder(dir: string): () => void {
  const key = resolve(dir);
  folders.set(key, (folders.get(key) ?? 0) + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const n = (folders.get(key) ?? 1) - 1;
    if (n > 0) folders.set(key, n);
    else folders.delete(key);
  };
}

/** The file (where a save really writes it) is inside a scratch folder. */
export function isScratch(file: string): boolean {
  if (folders.size === 0) return false;
  const target = saveTarget(file);
  for (const dir of folders.keys()) if (target.startsWith(dir + sep)) return true;
  return false;
}
