/**
 * Reading a saved game and checking it against its journal: the journal is found (under its old
 * name too), a line cut short by a crash is dropped, a damaged chain or a journal from another
 * game is refused in one sentence, and a game file older than its journal is rolled forward.
 */
import { existsSync, renameSync } from 'node:fs';
import { removeOrphanedTemps, truncateTo, type AtomicWriteHooks } from './atomic.js';
import { checkReplayed, readMark, type GameCodec } from './game-file.js';
import { ValidationError } from './issues.js';
import {
  hashLine,
  journalPathFor,
  legacyJournalPathFor,
  readJournal,
  rebuild,
  type JournalLine,
  type JournalMark,
  type ReadJournal,
} from './journal.js';
import type { LockOptions } from './lock.js';
import { repairHint } from './repair-words.js';
import { deepEqual } from './state-ops.js';
import { expectMapping, positionOf, readYamlFile, type YamlLimits } from './yaml-source.js';

export interface SessionOptions {
  readonly limits?: YamlLimits;
  /** Test seam: runs between writing the temporary game file and renaming it. */
  readonly hooks?: AtomicWriteHooks;
  /** Open without writing anything (validate, status): no lock, no roll-forward save, no hand-edit entry. */
  readonly readOnly?: boolean;
  /** How long to wait for another writer to finish. */
  readonly lock?: LockOptions;
}

export interface OpenReport {
  /** The game file was older than its journal (a crash after the journal was written): rolled forward. */
  readonly recovered: boolean;
  /** The state had been edited by hand: the edit was journaled. */
  readonly handEdited: boolean;
  /** Notes worth telling the player (an old journal moved to its new name, a cut-off line dropped...). */
  readonly notes?: readonly string[];
}

/** A saved game, read and checked against its journal. */
export interface LoadedGame<S extends object> {
  readonly journalFile: string;
  /** The state to go on from: the journal's when it was rolled forward, the game file's otherwise. */
  readonly state: S;
  /** The state the journal alone gives (differs from `state` after a hand edit). */
  readonly replayed: S;
  readonly lines: string[];
  readonly entries: JournalLine[];
  readonly report: OpenReport;
}

/** Read `file` and its journal; a writer (not `readOnly`) may rename an old journal and drop a cut-off line. */
export function loadGame<S extends object>(file: string, codec: GameCodec<S>, options: SessionOptions): LoadedGame<S> {
  const notes: string[] = [];
  if (!options.readOnly)
    for (const t of removeOrphanedTemps(file)) notes.push(`removed ${t}, left by a save that was cut short`);
  const src = readYamlFile(file, options.limits);
  const data = { ...expectMapping(src, 'game') };
  const mark = readMark(src, data.journal);
  delete data.journal;
  const state = codec.readState(src, data);
  const at = { file, ...positionOf(src, ['journal']) };
  let journalFile = journalPathFor(file);
  let j = readJournal(journalFile);
  if (j.lines.length === 0 && !j.broken) {
    const legacy = legacyJournalPathFor(file);
    if (legacy !== journalFile && existsSync(legacy)) {
      const old = readJournal(legacy);
      if (matches(old, mark)) {
        if (options.readOnly) journalFile = legacy;
        else {
          renameSync(legacy, journalFile);
          notes.push(`the journal ${legacy} is now called ${journalFile}`);
        }
        j = old;
      }
    }
  }
  if (j.broken) throw brokenJournal(file, journalFile, j);
  if (j.partial && !options.readOnly) {
    // A line cut short by a crash or a full disk: its command never saved, so it is dropped.
    truncateTo(journalFile, j.goodBytes);
    notes.push(
      `dropped line ${j.partial.line} of ${journalFile}: a write cut short (the command that wrote it did not finish)`,
    );
  }
  if (j.unchained > 0)
    notes.push(`the journal's first ${j.unchained} lines come from an older umpire and carry no check hashes`);
  if (!matches(j, mark)) {
    const why =
      j.lines.length === 0
        ? `the journal ${journalFile} is missing or empty`
        : j.lines.length < mark.entries
          ? `the journal ${journalFile} has ${j.lines.length} entries but this game file was saved after entry ${mark.entries}`
          : `entry ${mark.entries} of the journal ${journalFile} is not the one this game file was saved with`;
    throw new ValidationError([
      {
        ...at,
        message: `the journal does not match this game file: ${why}`,
        hint: 'put back the journal saved with this game (same name, .journal.jsonl), or start a new game with `umpire new`',
      },
    ]);
  }
  const recovered = j.lines.length > mark.entries;
  let replayed = replay(j, file, journalFile) as S;
  if (recovered) replayed = checkReplayed(file, journalFile, codec, replayed, mark.entries + 1, j.lines.length);
  return {
    journalFile,
    state: recovered ? replayed : state,
    replayed,
    lines: [...j.lines],
    entries: [...j.entries],
    report: { recovered, handEdited: !recovered && !deepEqual(replayed, state), ...(notes.length ? { notes } : {}) },
  };
}

/** The journal holds the line the game file was saved after. */
function matches(j: ReadJournal, mark: JournalMark): boolean {
  // A hand-edited mark may name no line at all (0.5, a negative count): then it matches nothing.
  const line = Number.isInteger(mark.entries) && mark.entries > 0 ? j.lines[mark.entries - 1] : undefined;
  return !(
    j.lines.length < mark.entries ||
    (mark.entries !== 0 && (line === undefined || hashLine(line) !== mark.last))
  );
}

function replay(j: ReadJournal, file: string, journalFile: string): unknown {
  try {
    return rebuild(j.entries);
  } catch (err) {
    throw new ValidationError([
      {
        file: journalFile,
        line: 1,
        col: 1,
        message: `the journal cannot be replayed: ${err instanceof Error ? err.message : String(err)}`,
        hint: repairHint(file),
      },
    ]);
  }
}

function brokenJournal(file: string, journalFile: string, j: ReadJournal): ValidationError {
  const b = j.broken!;
  return new ValidationError([
    {
      file: journalFile,
      line: b.line,
      col: 1,
      message: `journal line ${b.line} is damaged: ${b.why}; the entries from there on cannot be trusted`,
      hint:
        b.lastGood > 0
          ? `${repairHint(file)} (entry ${b.lastGood})`
          : 'the first line is damaged: put back a copy of the journal from a backup',
    },
  ]);
}
