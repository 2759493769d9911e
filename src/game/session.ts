/**
 * A game on disk: the game file (YAML, saved atomically after every change) and its journal
 * (JSON lines, appended and fsynced before the game file is replaced). Ruleset-agnostic: a
 * ruleset supplies a GameCodec that validates and writes its own state.
 *
 * Invariant: replaying the journal gives the state in the game file. The game file records the
 * journal's length and the hash of its last line, so a journal from another game is noticed
 * (src/game/open-game.ts); the file's text and its checks are src/game/game-file.ts; rolling a
 * damaged journal back is src/game/repair.ts.
 *
 * A game in a scratch folder (src/game/scratch.ts: the demo's) is saved the same way but nothing
 * is fsynced, and its game file is written when the session closes (the journal, appended after
 * every roll, answer and action, is what a later open rolls the game file forward from).
 */
import { existsSync, lstatSync, readlinkSync, statSync, unlinkSync } from 'node:fs';
import type { JournalEntry } from '../engine/runner.js';
import {
  appendSynced,
  assertWritable,
  atomicWriteFile,
  endsUnterminated,
  pathTaken,
  quietly,
  removeOrphanedTemps,
  SaveError,
  syncFile,
  truncateTo,
  type Durability,
} from './atomic.js';
import { markFor, normalised, renderGame, type GameCodec } from './game-file.js';
import { ValidationError } from './issues.js';
import {
  hashLine,
  journalPathFor,
  rebuild,
  undoableChanges,
  unreadableEntry,
  type JournalLine,
  type NewJournalLine,
} from './journal.js';
import { assertLockHeld, lockGame } from './lock.js';
import { loadGame, type OpenReport, type SessionOptions } from './open-game.js';
import { repairGame, type RepairReport } from './repair.js';
import { isScratch } from './scratch.js';
import { clone, diff } from './state-ops.js';
import { undoPlan } from './undo-plan.js';

export type { GameCodec } from './game-file.js';
export type { OpenReport, SessionOptions } from './open-game.js';
export type { RepairReport } from './repair.js';

export class GameSession<S extends object> {
  private pending: NewJournalLine[] = [];
  /** Lets go of the game's lock (a no-op for a read-only session). */
  private release: () => void = () => undefined;
  /** A scratch game (src/game/scratch.ts): nothing fsynced, the game file written at `close`. */
  private readonly scratch: boolean;
  /** A scratch game's file is behind its journal: written at `close`. */
  private behind = false;
  /** `current` as JSON text, once asked for (`state`); undefined when it changed since. */
  private currentText: string | undefined;
  /** Journal lines written by `flush(false)` and not yet fsynced. */
  private unsynced = false;
  private constructor(
    readonly file: string,
    readonly journalFile: string,
    private readonly codec: GameCodec<S>,
    private current: S,
    private lines: string[],
    private entries: JournalLine[],
    private readonly options: SessionOptions,
    readonly report: OpenReport,
  ) {
    this.scratch = !options.readOnly && isScratch(file);
  }

  /** How this game's writes reach the disk. */
  private get durability(): Durability {
    return this.scratch ? 'unsynced' : 'synced';
  }

  /** Start a game: the journal's first entry holds the whole initial state. */
  static create<S extends object>(
    file: string,
    state: S,
    codec: GameCodec<S>,
    options: SessionOptions & { overwrite?: boolean } = {},
  ): GameSession<S> {
    const journalFile = journalPathFor(file);
    const refuseExisting = () => {
      if (options.overwrite) return;
      // A dangling symlink counts: a save would follow it and write wherever it points.
      const there = pathTaken(file) ? file : pathTaken(journalFile) ? journalFile : undefined;
      if (there) {
        throw new ValidationError([
          {
            file: there,
            line: 1,
            col: 1,
            message: isSymlink(there)
              ? `${there} is a symlink (to ${readlinkSync(there)}), and umpire does not follow it to start a new game`
              : `${there === file ? 'a game file' : 'the journal of a game'} already exists here: ${there}`,
            hint: 'choose another name with -o, or pass --force to replace it',
          },
        ]);
      }
    };
    refuseExisting(); // before the lock, which a symlink would place beside its target
    return GameSession.holding(lockGame(file, options.lock), () => {
      refuseExisting();
      removeOrphanedTemps(file);
      assertWritable(file);
      const journalWasThere = pathTaken(journalFile);
      if (options.overwrite) atomicWriteFile(journalFile, '');
      const start = normalised(codec, state);
      const s = new GameSession(file, journalFile, codec, start, [], [], options, {
        recovered: false,
        handEdited: false,
      });
      try {
        s.append([{ kind: 'change', reason: 'new game', ops: [{ op: 'set', path: [], value: clone(start) }] }]);
        s.writeGameFile();
      } catch (err) {
        // A failed `new` leaves no journal of its own behind (a re-run needs no --force).
        if (!journalWasThere) quietly(() => unlinkSync(journalFile));
        throw err;
      }
      return s;
    });
  }

  /** Open a saved game, checking it against its journal. A writer holds the game's lock until the command ends. */
  static open<S extends object>(file: string, codec: GameCodec<S>, options: SessionOptions = {}): GameSession<S> {
    if (!options.readOnly) assertWritable(file);
    const release = options.readOnly ? () => undefined : lockGame(file, options.lock);
    return GameSession.holding(release, () => GameSession.openLocked(file, codec, options));
  }

  /** The session `make` returns keeps the lock (`release` lets go of it); when `make` fails, the lock is let go. */
  private static holding<S extends object>(release: () => void, make: () => GameSession<S>): GameSession<S> {
    try {
      const s = make();
      s.release = release;
      return s;
    } catch (err) {
      release();
      throw err;
    }
  }

  private static openLocked<S extends object>(
    file: string,
    codec: GameCodec<S>,
    options: SessionOptions,
  ): GameSession<S> {
    const g = loadGame(file, codec, options);
    const s = new GameSession(file, g.journalFile, codec, g.state, g.lines, g.entries, options, g.report);
    if (options.readOnly) return s;
    if (g.report.handEdited) s.append([{ kind: 'change', reason: 'edited by hand', ops: diff(g.replayed, g.state) }]);
    if (g.report.recovered || g.report.handEdited) s.writeGameFile();
    return s;
  }

  /**
   * Done with the game: a scratch game's file is brought up to its journal, then its lock let go,
   * so another writer may open it. (The CLI also lets go of every lock when a command ends, and
   * the process's exit does.)
   */
  close(): void {
    try {
      this.syncJournal();
      if (this.behind) this.writeGameFile();
    } finally {
      this.release();
    }
    this.release = () => undefined;
  }

  /** The current state (a copy: change it and `commit`). */
  get state(): S {
    // A copy made from the state's JSON text, kept until the state changes (the walker asks often).
    this.currentText ??= JSON.stringify(this.current);
    return JSON.parse(this.currentText) as S;
  }

  /** Every journal entry, undone ones included. */
  get journal(): readonly JournalLine[] {
    return this.entries;
  }

  /** A die roll or decision from the procedure runner (`record` of runProcedure); written at the next commit. */
  record(entry: JournalEntry, diceState?: readonly number[]): void {
    if (entry.type === 'dice') {
      this.pending.push({
        kind: 'dice',
        label: entry.label,
        sides: entry.sides,
        faces: [...entry.faces],
        ...(diceState ? { diceState: [...diceState] } : {}),
      });
    } else {
      this.pending.push({ kind: 'decision', id: entry.id, player: entry.player, value: entry.value });
    }
  }

  /**
   * Write the dice and decisions recorded so far to the journal now (fsynced), before the action
   * they belong to is committed: a game interrupted in the middle of an action keeps every roll
   * and answer (`umpire play` resumes it at the prompt where it stopped). Replaying the journal
   * still gives the same state: only a seeded die moves the saved dice state on.
   * `sync` false: written now (a killed process keeps them) and fsynced by the next `syncJournal`
   * or commit, whichever comes first (the walker syncs before it asks a person anything).
   */
  flush(sync = true): void {
    this.writable();
    const lines = this.pending;
    this.pending = [];
    this.append(lines, sync);
  }

  /** Fsync the journal lines `flush(false)` wrote (a no-op when there are none, or for a scratch game). */
  syncJournal(): void {
    if (!this.unsynced) return;
    syncFile(this.journalFile, this.options.hooks);
    this.unsynced = false;
  }

  /**
   * Save a new state: the dice and decisions recorded since the last commit and this change go to
   * the journal (fsynced), then the game file is replaced atomically. The two commit as one: when
   * the game file cannot be written, the journal is cut back, so nothing of the failed save is
   * ever replayed. Returns the change's ops count.
   */
  commit(next: S, reason: string): number {
    this.writable();
    next = normalised(this.codec, next);
    const ops = diff(this.current, next);
    if (ops.length === 0 && this.pending.length === 0) return 0;
    const lines: NewJournalLine[] = [...this.pending];
    if (ops.length > 0) lines.push({ kind: 'change', reason, ops });
    this.saveAsOne(() => {
      this.pending = [];
      this.currentText = JSON.stringify(next);
      this.current = JSON.parse(this.currentText) as S;
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
    const { to, undone } = undoPlan(this.entries, steps, this.file);
    this.saveAsOne(() => {
      this.pending = [];
      this.append([{ kind: 'undo', to, steps }]);
      this.current = rebuild(this.entries) as S;
      this.currentText = undefined;
    });
    return { undone };
  }

  /** Run `change` (which appends to the journal) and write the game file; on failure put everything back. */
  private saveAsOne(change: () => void): void {
    const before = {
      current: this.current,
      pending: this.pending,
      entries: this.entries.length,
      lines: this.lines.length,
    };
    let journalSize: number | undefined;
    this.appended = undefined;
    try {
      change();
      journalSize = this.appended;
      // A scratch game's file waits for `close` (its journal holds the change).
      if (this.scratch) this.behind = true;
      else this.writeGameFile();
    } catch (err) {
      let cut = true;
      if (journalSize !== undefined) {
        try {
          truncateTo(this.journalFile, journalSize, this.options.hooks, this.durability);
        } catch {
          cut = false;
        }
      }
      this.current = before.current;
      this.currentText = undefined;
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
    truncateTo(this.journalFile, point.bytes, this.options.hooks, this.durability);
    this.entries.length = point.lines;
    this.lines.length = point.lines;
    this.pending = [];
  }

  private writable(): void {
    if (this.options.readOnly) throw new Error('this game was opened read-only');
  }

  private append(lines: readonly NewJournalLine[], sync = true): void {
    if (lines.length === 0) return;
    assertLockHeld(this.file); // a lock taken over behind our back: stop before writing anything
    const at = new Date().toISOString();
    const texts: string[] = [];
    for (const l of lines) {
      const prevLine = this.lines[this.lines.length - 1];
      const entry = {
        seq: this.entries.length + 1,
        at,
        ...(prevLine === undefined ? {} : { prev: hashLine(prevLine) }),
        ...l,
      } as JournalLine;
      const text = JSON.stringify(entry);
      const why = unreadableEntry(text);
      if (why !== undefined) {
        // What one command writes, the next must read: refuse the save rather than write a line the reader refuses.
        this.entries.length -= texts.length;
        this.lines.length -= texts.length;
        throw new ValidationError([
          {
            file: this.file,
            line: 1,
            col: 1,
            message: `${this.file} was not saved: the change would write a journal line umpire could not read back (${why})`,
            hint: 'undo the hand edit that made the game this way (see docs/limits.md for what a game may hold)',
          },
        ]);
      }
      this.entries.push(entry);
      this.lines.push(text);
      texts.push(text);
    }
    // A journal whose last line lost its newline (an editor) gets it back before the new lines.
    const lead = endsUnterminated(this.journalFile) ? '\n' : '';
    const durability = sync ? this.durability : 'unsynced';
    this.appended = appendSynced(this.journalFile, lead + texts.join('\n') + '\n', this.options.hooks, durability);
    // An fsync of the journal takes every line written to it before along.
    if (!this.scratch) this.unsynced = durability === 'unsynced';
  }

  private writeGameFile(): void {
    assertLockHeld(this.file);
    atomicWriteFile(
      this.file,
      renderGame(this.codec, this.current, markFor(this.journalFile, this.lines)),
      this.options.hooks,
      this.durability,
    );
    this.behind = false;
  }

  /** Roll a game with a damaged journal back to its last good entry (src/game/repair.ts). */
  static repair<S extends object>(file: string, codec: GameCodec<S>, options: SessionOptions = {}): RepairReport {
    return repairGame(file, codec, options);
  }
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
