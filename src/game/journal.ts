/**
 * The journal: JSON lines beside the game file, one per change, die roll, decision or undo.
 * The game state can be rebuilt from it alone; undo appends an `undo` line, so the file only ever
 * grows by appending and a crash can never lose history. Ruleset-agnostic.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { ValidationError, type Issue } from './issues.js';
import { applyOps, type Op } from './state-ops.js';

interface Base {
  readonly seq: number;
  /** ISO time the entry was written. */
  readonly at: string;
}
export type JournalLine =
  | (Base & { readonly kind: 'change'; readonly reason: string; readonly ops: readonly Op[] })
  | (Base & { readonly kind: 'dice'; readonly label: string; readonly sides: number; readonly faces: readonly number[]; readonly diceState?: readonly number[] })
  | (Base & { readonly kind: 'decision'; readonly id: string; readonly player: string; readonly value: unknown })
  | (Base & { readonly kind: 'undo'; readonly to: number; readonly steps: number });

export type NewJournalLine = JournalLine extends infer L ? (L extends JournalLine ? Omit<L, 'seq' | 'at'> : never) : never;

/** What the game file remembers of its journal, to notice a journal that is not its own. */
export interface JournalMark {
  readonly file: string;
  readonly entries: number;
  /** sha256 of the last line, "sha256:<hex>". */
  readonly last: string;
}

export function journalPathFor(gameFile: string): string {
  return gameFile.replace(/\.ya?ml$/i, '') + '.journal.jsonl';
}

export function hashLine(line: string): string {
  return 'sha256:' + createHash('sha256').update(line).digest('hex');
}

export interface ReadJournal {
  readonly lines: readonly string[];
  readonly entries: readonly JournalLine[];
}

export function readJournal(path: string): ReadJournal {
  if (!existsSync(path)) return { lines: [], entries: [] };
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const entries: JournalLine[] = [];
  const issues: Issue[] = [];
  lines.forEach((line, i) => {
    try {
      const e = JSON.parse(line) as JournalLine;
      if (typeof e !== 'object' || e === null || typeof e.seq !== 'number' || !['change', 'dice', 'decision', 'undo'].includes(e.kind)) {
        throw new Error('not a journal entry');
      }
      if (e.seq !== i + 1) throw new Error(`entry number ${e.seq} where ${i + 1} was expected`);
      entries.push(e);
    } catch (err) {
      issues.push({
        file: path,
        line: i + 1,
        col: 1,
        message: `journal line ${i + 1} is damaged (${err instanceof Error ? err.message : String(err)})`,
        hint: 'the journal is written by umpire only; restore it from a backup, or delete the game and start again',
      });
    }
  });
  if (issues.length > 0) throw new ValidationError(issues);
  return { lines, entries };
}

/** The entries still in force once every undo has taken effect. */
export function effectiveEntries(entries: readonly JournalLine[]): JournalLine[] {
  const out: JournalLine[] = [];
  for (const e of entries) {
    if (e.kind === 'undo') {
      while (out.length > 0 && out[out.length - 1]!.seq >= e.to) out.pop();
    } else out.push(e);
  }
  return out;
}

/**
 * Replay: apply every change in order; a seeded die roll also moves the saved dice state on
 * (`dice.state` of the rebuilt state).
 */
export function rebuild(entries: readonly JournalLine[]): unknown {
  let state: unknown = undefined;
  for (const e of effectiveEntries(entries)) {
    if (e.kind === 'change') state = applyOps(state, e.ops);
    else if (e.kind === 'dice' && e.diceState && state && typeof state === 'object') {
      const dice = (state as { dice?: { kind?: string } }).dice;
      if (dice && dice.kind === 'seeded') state = applyOps(state, [{ op: 'set', path: ['dice', 'state'], value: e.diceState }]);
    }
  }
  return state;
}

/** How many changes can be undone (the first, which created the game, cannot). */
export function undoableChanges(entries: readonly JournalLine[]): JournalLine[] {
  return effectiveEntries(entries)
    .filter((e) => e.kind === 'change')
    .slice(1);
}
