/**
 * A game on disk: the game file (YAML, saved atomically after every change) and its journal
 * (JSON lines, appended and fsynced before the game file is replaced). Ruleset-agnostic: a
 * ruleset supplies a GameCodec that validates and writes its own state.
 *
 * Invariant: replaying the journal gives the state in the game file. The game file records the
 * journal's length and the hash of its last line, so a journal from another game is noticed.
 */
import { existsSync } from 'node:fs';
import { stringify } from 'yaml';
import type { JournalEntry } from '../engine/runner.js';
import { appendSynced, atomicWriteFile, type AtomicWriteHooks } from './atomic.js';
import { ValidationError } from './issues.js';
import {
  effectiveEntries,
  hashLine,
  journalPathFor,
  readJournal,
  rebuild,
  undoableChanges,
  type JournalLine,
  type JournalMark,
  type NewJournalLine,
} from './journal.js';
import { clone, deepEqual, diff } from './state-ops.js';
import { expectMapping, positionOf, readYamlFile, type YamlLimits, type YamlSource } from './yaml-source.js';

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
  /** Open without writing anything (validate, status): no roll-forward save, no hand-edit entry. */
  readonly readOnly?: boolean;
}

export interface OpenReport {
  /** The game file was older than its journal (a crash after the journal was written): rolled forward. */
  readonly recovered: boolean;
  /** The state had been edited by hand: the edit was journaled. */
  readonly handEdited: boolean;
}

export class GameSession<S extends object> {
  private pending: NewJournalLine[] = [];
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
    if (!options.overwrite && (existsSync(file) || existsSync(journalFile))) {
      throw new ValidationError([
        { file, line: 1, col: 1, message: 'a game file (or its journal) already exists here', hint: 'choose another name with -o, or pass --force to replace it' },
      ]);
    }
    if (options.overwrite) atomicWriteFile(journalFile, '');
    state = codec.normalise ? codec.normalise(clone(state)) : clone(state);
    const s = new GameSession(file, journalFile, codec, state, [], [], options, { recovered: false, handEdited: false });
    s.append([{ kind: 'change', reason: 'new game', ops: [{ op: 'set', path: [], value: clone(state) }] }]);
    s.writeGameFile();
    return s;
  }

  /** Open a saved game, checking it against its journal. */
  static open<S extends object>(file: string, codec: GameCodec<S>, options: SessionOptions = {}): GameSession<S> {
    const src = readYamlFile(file, options.limits);
    const data = { ...expectMapping(src, 'game') };
    const mark = readMark(src, data.journal);
    delete data.journal;
    const state = codec.readState(src, data);
    const journalFile = journalPathFor(file);
    const j = readJournal(journalFile);
    const at = { file, ...positionOf(src, ['journal']) };
    if (j.lines.length < mark.entries || (mark.entries > 0 && hashLine(j.lines[mark.entries - 1]!) !== mark.last)) {
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
    const replayed = rebuild(j.entries) as S;
    const recovered = j.lines.length > mark.entries;
    const s = new GameSession(file, journalFile, codec, recovered ? replayed : state, [...j.lines], [...j.entries], options, {
      recovered,
      handEdited: !recovered && !deepEqual(replayed, state),
    });
    if (options.readOnly) {
      if (s.report.handEdited) s.current = state;
      return s;
    }
    if (s.report.handEdited) s.append([{ kind: 'change', reason: 'edited by hand', ops: diff(replayed, state) }]);
    if (recovered || s.report.handEdited) s.writeGameFile();
    return s;
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
   * the journal (fsynced), then the game file is replaced atomically. Returns the change's ops count.
   */
  commit(next: S, reason: string): number {
    this.writable();
    next = this.codec.normalise ? this.codec.normalise(clone(next)) : clone(next);
    const ops = diff(this.current, next);
    if (ops.length === 0 && this.pending.length === 0) return 0;
    const lines: NewJournalLine[] = [...this.pending];
    if (ops.length > 0) lines.push({ kind: 'change', reason, ops });
    this.pending = [];
    this.current = clone(next);
    this.append(lines);
    this.writeGameFile();
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
    this.pending = [];
    this.append([{ kind: 'undo', to, steps }]);
    this.current = rebuild(this.entries) as S;
    this.writeGameFile();
    return { undone };
  }

  private writable(): void {
    if (this.options.readOnly) throw new Error('this game was opened read-only');
  }

  private append(lines: readonly NewJournalLine[]): void {
    if (lines.length === 0) return;
    const at = new Date().toISOString();
    const texts: string[] = [];
    for (const l of lines) {
      const entry = { seq: this.entries.length + 1, at, ...l } as JournalLine;
      const text = JSON.stringify(entry);
      this.entries.push(entry);
      this.lines.push(text);
      texts.push(text);
    }
    appendSynced(this.journalFile, texts.join('\n') + '\n');
  }

  private mark(): JournalMark {
    return { file: this.journalFile.split(/[\\/]/).pop()!, entries: this.lines.length, last: hashLine(this.lines[this.lines.length - 1] ?? '') };
  }

  private writeGameFile(): void {
    const mark = this.mark();
    const text = this.codec.toYaml
      ? this.codec.toYaml(this.current, mark)
      : `# umpire game file; every change is also in ${mark.file}\n` + stringify({ ...this.current, journal: mark }, { lineWidth: 0 });
    atomicWriteFile(this.file, text, this.options.hooks);
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
