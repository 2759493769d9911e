/**
 * A game on disk: the game file (YAML, saved atomically after every change) and its journal
 * (JSON lines, appended and fsynced before the game file is replaced). Ruleset-agnostic: a
 * ruleset supplies a GameCodec that validates and writes its own state.
 *
 * Invariant: replaying the journal gives the state in the game file. The game file records the
 * journal's length and the hash of its last line, so a journal from another game is noticed.
 */
import { existsSync, renameSync, statSync } from 'node:fs';
import { stringify } from 'yaml';
import type { JournalEntry } from '../engine/runner.js';
import { appendSynced, atomicWriteFile, removeOrphanedTemps, SaveError, truncateTo, type AtomicWriteHooks } from './atomic.js';
import { ValidationError, type Issue } from './issues.js';
import {
  effectiveEntries,
  hashLine,
  journalPathFor,
  legacyJournalPathFor,
  readJournal,
  rebuild,
  undoableChanges,
  type JournalLine,
  type JournalMark,
  type NewJournalLine,
  type ReadJournal,
} from './journal.js';
import { lockGame, type LockOptions } from './lock.js';
import { MAX_JOURNAL_BYTES } from './journal.js';
import { readTextFile } from './read-limited.js';
import { repairHint } from './repair-words.js';
import { clone, deepEqual, diff } from './state-ops.js';
import { expectMapping, parseYamlText, positionOf, readYamlFile, type YamlLimits, type YamlSource } from './yaml-source.js';

/** How a ruleset reads and writes its game state (plain data; `journal` is handled here). */
export interface GameCodec<S extends object> {
  /** Validate the file's data (without its `journal` key); return the normalised state or throw ValidationError. */
  readState(src: YamlSource, data: Record<string, unknown>): S;
  /** Bring a state to its one canonical form (e.g. drop flags at their defaults); default: as is. */
  normalise?(state: S): S;
  /** The game file's text; default: a comment line and the state as YAML. */
  toYaml?(state: S, mark: JournalMark): string;
}

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

export class GameSession<S extends object> {
  private pending: NewJournalLine[] = [];
  /** Lets go of the game's lock (a no-op for a read-only session). */
  private release: () => void = () => undefined;
  private constructor(
    readonly file: string,
    readonly journalFile: string,
    private readonly codec: GameCodec<S>,
    private current: S,
    private lines: string[],
    private entries: JournalLine[],
    private readonly options: SessionOptions,
    readonly report: OpenReport,
  ) {}

  /** Start a game: the journal's first entry holds the whole initial state. */
  static create<S extends object>(file: string, state: S, codec: GameCodec<S>, options: SessionOptions & { overwrite?: boolean } = {}): GameSession<S> {
    const journalFile = journalPathFor(file);
    const release = lockGame(file, options.lock);
    try {
      if (!options.overwrite) {
        const there = existsSync(file) ? file : existsSync(journalFile) ? journalFile : undefined;
        if (there) {
          throw new ValidationError([
            { file: there, line: 1, col: 1, message: `${there === file ? 'a game file' : 'the journal of a game'} already exists here: ${there}`, hint: 'choose another name with -o, or pass --force to replace it' },
          ]);
        }
      }
      removeOrphanedTemps(file);
      if (options.overwrite) atomicWriteFile(journalFile, '');
      state = codec.normalise ? codec.normalise(clone(state)) : clone(state);
      const s = new GameSession(file, journalFile, codec, state, [], [], options, { recovered: false, handEdited: false });
      s.append([{ kind: 'change', reason: 'new game', ops: [{ op: 'set', path: [], value: clone(state) }] }]);
      s.writeGameFile();
      s.release = release;
      return s;
    } catch (err) {
      release();
      throw err;
    }
  }

  /** Open a saved game, checking it against its journal. A writer holds the game's lock until the command ends. */
  static open<S extends object>(file: string, codec: GameCodec<S>, options: SessionOptions = {}): GameSession<S> {
    const release = options.readOnly ? () => undefined : lockGame(file, options.lock);
    try {
      const s = GameSession.openLocked(file, codec, options);
      s.release = release;
      return s;
    } catch (err) {
      release();
      throw err;
    }
  }

  private static openLocked<S extends object>(file: string, codec: GameCodec<S>, options: SessionOptions): GameSession<S> {
    const notes: string[] = [];
    if (!options.readOnly) for (const t of removeOrphanedTemps(file)) notes.push(`removed ${t}, left by a save that was cut short`);
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
      notes.push(`dropped line ${j.partial.line} of ${journalFile}: a write cut short (the command that wrote it did not finish)`);
    }
    if (j.unchained > 0) notes.push(`the journal's first ${j.unchained} lines come from an older umpire and carry no check hashes`);
    if (!matches(j, mark)) {
      const why =
        j.lines.length === 0
          ? `the journal ${journalFile} is missing or empty`
          : j.lines.length < mark.entries
            ? `the journal ${journalFile} has ${j.lines.length} entries but this game file was saved after entry ${mark.entries}`
            : `entry ${mark.entries} of the journal ${journalFile} is not the one this game file was saved with`;
      throw new ValidationError([
        { ...at, message: `the journal does not match this game file: ${why}`, hint: 'put back the journal saved with this game (same name, .journal.jsonl), or start a new game with `umpire new`' },
      ]);
    }
    const recovered = j.lines.length > mark.entries;
    let replayed = replay(j, file, journalFile) as S;
    if (recovered) replayed = checkReplayed(file, journalFile, codec, replayed, mark.entries + 1, j.lines.length);
    const s = new GameSession(file, journalFile, codec, recovered ? replayed : state, [...j.lines], [...j.entries], options, {
      recovered,
      handEdited: !recovered && !deepEqual(replayed, state),
      ...(notes.length ? { notes } : {}),
    });
    if (options.readOnly) {
      if (s.report.handEdited) s.current = state;
      return s;
    }
    if (s.report.handEdited) s.append([{ kind: 'change', reason: 'edited by hand', ops: diff(replayed, state) }]);
    if (recovered || s.report.handEdited) s.writeGameFile();
    return s;
  }

  /**
   * Done with the game: let go of its lock, so another writer may open it. (The CLI also lets go
   * of every lock when a command ends, and the process's exit does.)
   */
  close(): void {
    this.release();
    this.release = () => undefined;
  }

  /** The current state (a copy: change it and `commit`). */
  get state(): S {
    return clone(this.current);
  }

  /** Every journal entry, undone ones included. */
  get journal(): readonly JournalLine[] {
    return this.entries;
  }

  /** A die roll or decision from the procedure runner (`record` of runProcedure); written at the next commit. */
  record(entry: JournalEntry, diceState?: readonly number[]): void {
    if (entry.type === 'dice') {
      this.pending.push({ kind: 'dice', label: entry.label, sides: entry.sides, faces: [...entry.faces], ...(diceState ? { diceState: [...diceState] } : {}) });
    } else {
      this.pending.push({ kind: 'decision', id: entry.id, player: entry.player, value: entry.value });
    }
  }

  /**
   * Write the dice and decisions recorded so far to the journal now (fsynced), before the action
   * they belong to is committed: a game interrupted in the middle of an action keeps every roll
   * and answer (`umpire play` resumes it at the prompt where it stopped). Replaying the journal
   * still gives the same state: only a seeded die moves the saved dice state on.
   */
  flush(): void {
    this.writable();
    const lines = this.pending;
    this.pending = [];
    this.append(lines);
  }

  /**
   * Save a new state: the dice and decisions recorded since the last commit and this change go to
   * the journal (fsynced), then the game file is replaced atomically. The two commit as one: when
   * the game file cannot be written, the journal is cut back, so nothing of the failed save is
   * ever replayed. Returns the change's ops count.
   */
  commit(next: S, reason: string): number {
    this.writable();
    next = this.codec.normalise ? this.codec.normalise(clone(next)) : clone(next);
    const ops = diff(this.current, next);
    if (ops.length === 0 && this.pending.length === 0) return 0;
    const lines: NewJournalLine[] = [...this.pending];
    if (ops.length > 0) lines.push({ kind: 'change', reason, ops });
    this.saveAsOne(() => {
      this.pending = [];
      this.current = clone(next);
      this.append(lines);
    });
    return ops.length;
  }

  /** The changes that `undo` would step back over, newest last. */
  undoable(): JournalLine[] {
    return undoableChanges(this.entries);
  }

  /**
   * Step back `steps` changes (with the dice and decisions that led to them): replay the journal
   * without its tail. The undo is itself journaled, so nothing is ever erased.
   */
  undo(steps = 1): { undone: JournalLine[] } {
    this.writable();
    const changes = this.undoable();
    if (!Number.isInteger(steps) || steps < 1) throw new ValidationError([{ file: this.file, line: 1, col: 1, message: `undo steps back 1 or more changes, not ${steps}` }]);
    if (changes.length === 0) throw new ValidationError([{ file: this.file, line: 1, col: 1, message: 'there is nothing to undo: the game is as it was created' }]);
    if (steps > changes.length) {
      throw new ValidationError([{ file: this.file, line: 1, col: 1, message: `only ${changes.length} change${changes.length === 1 ? '' : 's'} can be undone, not ${steps}`, hint: `run \`umpire undo ${changes.length}\` to go back to the start` }]);
    }
    const first = changes[changes.length - steps]!;
    // Dice and decisions recorded just before the first undone change belong to it.
    const eff = effectiveEntries(this.entries);
    let to = first.seq;
    for (let i = eff.findIndex((e) => e.seq === first.seq) - 1; i >= 0 && eff[i]!.kind !== 'change'; i--) to = eff[i]!.seq;
    const undone = eff.filter((e) => e.seq >= to);
    this.saveAsOne(() => {
      this.pending = [];
      this.append([{ kind: 'undo', to, steps }]);
      this.current = rebuild(this.entries) as S;
    });
    return { undone };
  }

  /** Run `change` (which appends to the journal) and write the game file; on failure put everything back. */
  private saveAsOne(change: () => void): void {
    const before = { current: this.current, pending: this.pending, entries: this.entries.length, lines: this.lines.length };
    let journalSize: number | undefined;
    this.appended = undefined;
    try {
      change();
      journalSize = this.appended;
      this.writeGameFile();
    } catch (err) {
      let cut = true;
      if (journalSize !== undefined) {
        try {
          truncateTo(this.journalFile, journalSize);
        } catch {
          cut = false;
        }
      }
      this.current = before.current;
      this.pending = before.pending;
      this.entries.length = before.entries;
      this.lines.length = before.lines;
      if (err instanceof SaveError && err.why) {
        throw new SaveError(
          cut
            ? `could not save ${this.file}: ${err.why}; the game and its journal are left at their last good save (entry ${before.lines})`
            : `could not save ${this.file}: ${err.why}; the game file is at its last good save (entry ${before.lines}), but its journal could not be cut back`,
          { hint: err.hint, errno: err.errno, cause: err },
          err.why,
        );
      }
      throw err;
    }
  }

  private appended: number | undefined;

  /** Where the journal stands now (see `discardTo`). */
  journalPoint(): { readonly bytes: number; readonly lines: number } {
    return { bytes: existsSync(this.journalFile) ? statSync(this.journalFile).size : 0, lines: this.lines.length };
  }

  /**
   * Take back what was journaled since `point` and not yet committed (the rolls and answers of an
   * action the rules then refused), so the refusal leaves the journal as it was.
   */
  discardTo(point: { readonly bytes: number; readonly lines: number }): void {
    this.writable();
    if (point.lines >= this.lines.length) return;
    truncateTo(this.journalFile, point.bytes);
    this.entries.length = point.lines;
    this.lines.length = point.lines;
    this.pending = [];
  }

  private writable(): void {
    if (this.options.readOnly) throw new Error('this game was opened read-only');
  }

  private append(lines: readonly NewJournalLine[]): void {
    if (lines.length === 0) return;
    const at = new Date().toISOString();
    const texts: string[] = [];
    for (const l of lines) {
      const prevLine = this.lines[this.lines.length - 1];
      const entry = { seq: this.entries.length + 1, at, ...(prevLine === undefined ? {} : { prev: hashLine(prevLine) }), ...l } as JournalLine;
      const text = JSON.stringify(entry);
      this.entries.push(entry);
      this.lines.push(text);
      texts.push(text);
    }
    this.appended = appendSynced(this.journalFile, texts.join('\n') + '\n', this.options.hooks);
  }

  private mark(): JournalMark {
    return { file: this.journalFile.split(/[\\/]/).pop()!, entries: this.lines.length, last: hashLine(this.lines[this.lines.length - 1] ?? '') };
  }

  private writeGameFile(): void {
    atomicWriteFile(this.file, renderGame(this.codec, this.current, this.mark()), this.options.hooks);
  }

  /**
   * Roll a game with a damaged journal back to its last good entry: the journal is cut before its
   * first bad line (and before any entries whose replay the game refuses), the whole damaged journal
   * is kept beside it, and the game file is written from the replay. Never deletes a game.
   */
  static repair<S extends object>(file: string, codec: GameCodec<S>, options: SessionOptions = {}): RepairReport {
    const release = lockGame(file, options.lock);
    try {
      let journalFile = journalPathFor(file);
      if (!existsSync(journalFile) && existsSync(legacyJournalPathFor(file))) journalFile = legacyJournalPathFor(file);
      const j = readJournal(journalFile);
      let keep = j.lines.length;
      let state: S | undefined;
      let refused: string | undefined;
      for (; keep > 0; keep--) {
        try {
          state = checkReplayed(file, journalFile, codec, rebuild(j.entries.slice(0, keep)) as S, 1, keep);
          break;
        } catch (err) {
          refused ??= err instanceof Error ? err.message : String(err);
        }
      }
      if (keep === 0 || state === undefined) {
        throw new ValidationError([
          { file: journalFile, line: 1, col: 1, message: 'the journal has no good first entry, so there is nothing to roll back to', hint: 'put back a copy of the journal from a backup; the game file itself was not touched' },
        ]);
      }
      const text = readTextOrEmpty(journalFile);
      const backup = `${journalFile}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      atomicWriteFile(backup, text);
      atomicWriteFile(journalFile, j.lines.slice(0, keep).join('\n') + '\n');
      const s = new GameSession(file, journalFile, codec, state, j.lines.slice(0, keep), j.entries.slice(0, keep), options, { recovered: false, handEdited: false });
      s.writeGameFile();
      return { kept: keep, dropped: Math.max(0, j.total - keep), backup, ...(j.broken ? { firstBad: j.broken } : {}), ...(refused ? { refused } : {}) };
    } finally {
      release();
    }
  }
}

/** What `GameSession.repair` did. */
export interface RepairReport {
  readonly kept: number;
  readonly dropped: number;
  /** Where the damaged journal was kept. */
  readonly backup: string;
  readonly firstBad?: { readonly line: number; readonly why: string };
  /** Why the game refused a replayed entry, when it did. */
  readonly refused?: string;
}

function renderGame<S extends object>(codec: GameCodec<S>, state: S, mark: JournalMark): string {
  return codec.toYaml ? codec.toYaml(state, mark) : `# umpire game file; every change is also in ${mark.file}\n` + stringify({ ...state, journal: mark }, { lineWidth: 0 });
}

function matches(j: ReadJournal, mark: JournalMark): boolean {
  // A hand-edited mark may name no line at all (0.5, a negative count): then it matches nothing.
  const line = Number.isInteger(mark.entries) && mark.entries > 0 ? j.lines[mark.entries - 1] : undefined;
  return !(j.lines.length < mark.entries || (mark.entries !== 0 && (line === undefined || hashLine(line) !== mark.last)));
}

function replay(j: ReadJournal, file: string, journalFile: string): unknown {
  try {
    return rebuild(j.entries);
  } catch (err) {
    throw new ValidationError([
      { file: journalFile, line: 1, col: 1, message: `the journal cannot be replayed: ${err instanceof Error ? err.message : String(err)}`, hint: repairHint(file) },
    ]);
  }
}

/**
 * A replayed state goes through the same checks as a game file (written out and read back), so a
 * journal entry can never put into the game what the file would refuse.
 */
function checkReplayed<S extends object>(file: string, journalFile: string, codec: GameCodec<S>, state: S, from: number, to: number): S {
  const fail = (issues: readonly Issue[]) =>
    new ValidationError([
      {
        file: journalFile,
        line: from,
        col: 1,
        message: `journal ${from === to ? `entry ${from}` : `entries ${from} to ${to}`} would make the game invalid: ${issues[0]?.message ?? 'not a game'}`,
        hint: repairHint(file),
      },
    ]);
  if (state === null || typeof state !== 'object' || Array.isArray(state)) throw fail([{ file, line: 1, col: 1, message: 'the replay is not a mapping' }]);
  let text: string;
  try {
    text = renderGame(codec, state, { file: '', entries: 0, last: '' });
  } catch (err) {
    throw fail([{ file, line: 1, col: 1, message: err instanceof Error ? err.message : String(err) }]);
  }
  try {
    const src = parseYamlText(text, file);
    const data = { ...expectMapping(src, 'game') };
    delete data.journal;
    const checked = codec.readState(src, data);
    return codec.normalise ? codec.normalise(checked) : checked;
  } catch (err) {
    if (err instanceof ValidationError) throw fail(err.issues);
    throw fail([{ file, line: 1, col: 1, message: err instanceof Error ? err.message : String(err) }]);
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
      hint: b.lastGood > 0 ? `${repairHint(file)} (entry ${b.lastGood})` : 'the first line is damaged: put back a copy of the journal from a backup',
    },
  ]);
}

function readTextOrEmpty(path: string): string {
  try {
    return readTextFile(path, { maxBytes: MAX_JOURNAL_BYTES, what: 'journal', missingOk: true }) ?? '';
  } catch {
    return '';
  }
}

function readMark(src: YamlSource, raw: unknown): JournalMark {
  const m = raw as Partial<JournalMark> | undefined;
  if (!m || typeof m !== 'object' || typeof m.entries !== 'number' || typeof m.last !== 'string') {
    throw new ValidationError([
      {
        file: src.file,
        ...positionOf(src, raw === undefined ? [] : ['journal']),
        message: raw === undefined ? "the game file has no 'journal' entry, so its journal cannot be checked" : "'journal' must hold 'entries' (a number) and 'last' (the hash of the last journal line)",
        hint: 'game files are made by `umpire new`; start one that way',
      },
    ]);
  }
  return { file: typeof m.file === 'string' ? m.file : '', entries: m.entries, last: m.last };
}
