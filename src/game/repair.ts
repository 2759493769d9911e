/**
 * Rolling a game with a damaged journal back to its last good entry: the journal is cut before
 * its first bad line (and before any entries whose replay the game refuses), the whole damaged
 * journal is kept beside it, and the game file is written from the replay. Never deletes a game.
 */
import { existsSync } from 'node:fs';
import { atomicWriteFile } from './atomic.js';
import { checkReplayed, markFor, renderGame, type GameCodec } from './game-file.js';
import { ValidationError } from './issues.js';
import { journalPathFor, legacyJournalPathFor, MAX_JOURNAL_BYTES, readJournal, rebuild } from './journal.js';
import { assertLockHeld, lockGame } from './lock.js';
import type { SessionOptions } from './open-game.js';
import { readTextFile } from './read-limited.js';

/** What a repair did. */
export interface RepairReport {
  readonly kept: number;
  readonly dropped: number;
  /** Where the damaged journal was kept. */
  readonly backup: string;
  readonly firstBad?: { readonly line: number; readonly why: string };
  /** Why the game refused a replayed entry, when it did. */
  readonly refused?: string;
}

export function repairGame<S extends object>(
  file: string,
  codec: GameCodec<S>,
  options: SessionOptions = {},
): RepairReport {
  const release = lockGame(file, options.lock);
  try {
    let journalFile = journalPathFor(file);
    if (!existsSync(journalFile) && existsSync(legacyJournalPathFor(file))) journalFile = legacyJournalPathFor(file);
    const j = readJournal(journalFile);
    let refused: string | undefined;
    const accepted = (keep: number): S | undefined => {
      try {
        return checkReplayed(file, journalFile, codec, rebuild(j.entries.slice(0, keep)) as S, 1, keep);
      } catch (err) {
        refused ??= err instanceof Error ? err.message : String(err);
        return undefined;
      }
    };
    // The whole good journal, else halve towards the last entry the game accepts (bounds lo good, hi
    // refused): about log2(n) replays, each linear, never one replay per refused entry.
    let keep = j.lines.length;
    let state = keep > 0 ? accepted(keep) : undefined;
    if (state === undefined && keep > 0) {
      let lo = 0;
      let hi = keep;
      while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        const s = accepted(mid);
        if (s === undefined) hi = mid;
        else [lo, state] = [mid, s];
      }
      keep = lo;
    }
    if (keep === 0 || state === undefined) {
      throw new ValidationError([
        {
          file: journalFile,
          line: 1,
          col: 1,
          message: 'the journal has no good first entry, so there is nothing to roll back to',
          hint: 'put back a copy of the journal from a backup; the game file itself was not touched',
        },
      ]);
    }
    assertLockHeld(file);
    const text = readTextOrEmpty(journalFile);
    const backup = `${journalFile}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    atomicWriteFile(backup, text);
    const kept = j.lines.slice(0, keep);
    atomicWriteFile(journalFile, kept.join('\n') + '\n');
    atomicWriteFile(file, renderGame(codec, state, markFor(journalFile, kept)), options.hooks);
    return {
      kept: keep,
      dropped: Math.max(0, j.total - keep),
      backup,
      ...(j.broken ? { firstBad: j.broken } : {}),
      ...(refused ? { refused } : {}),
    };
  } finally {
    release();
  }
}

function readTextOrEmpty(path: string): string {
  try {
    return readTextFile(path, { maxBytes: MAX_JOURNAL_BYTES, what: 'journal', missingOk: true }) ?? '';
  } catch {
    return '';
  }
}
