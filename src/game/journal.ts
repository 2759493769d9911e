/**
 * The journal: JSON lines beside the game file, one per change, die roll, decision or undo.
 * The game state can be rebuilt from it alone; undo appends an `undo` line, so the file only ever
 * grows by appending and a crash can never lose history.
 *
 * The journal checks itself: every line carries the hash of the line before it (`prev`), and every
 * line is checked against the entry schema, so a line edited, removed or invented by hand is found
 * (the first bad line is named) and the game can be rolled back to the last good entry. Journals
 * written before the chain existed still open: their unchained lines are accepted as they are.
 * Ruleset-agnostic.
 */
import { createHash } from 'node:crypto';
import { basename, resolve } from 'node:path';
import { saveTarget } from './atomic.js';
import { z } from 'zod';
import { ValidationError } from './issues.js';
import { LIMITS } from './limits.js';
import { readTextFile } from './read-limited.js';
import { applyOpsInPlace, FORBIDDEN_SEGMENTS, type Op } from './state-ops.js';

interface Base {
  readonly seq: number;
  /** ISO time the entry was written. */
  readonly at: string;
  /** Hash of the previous line ("sha256:<hex>"); absent on the first line and in old journals. */
  readonly prev?: string;
}
export type JournalLine =
  | (Base & { readonly kind: 'change'; readonly reason: string; readonly ops: readonly Op[] })
  | (Base & {
      readonly kind: 'dice';
      readonly label: string;
      readonly sides: number;
      readonly faces: readonly number[];
      readonly diceState?: readonly number[];
    })
  | (Base & { readonly kind: 'decision'; readonly id: string; readonly player: string; readonly value: unknown })
  | (Base & { readonly kind: 'undo'; readonly to: number; readonly steps: number });

export type NewJournalLine = JournalLine extends infer L
  ? L extends JournalLine
    ? Omit<L, 'seq' | 'at' | 'prev'>
    : never
  : never;

/** What the game file remembers of its journal, to notice a journal that is not its own. */
export interface JournalMark {
  readonly file: string;
  readonly entries: number;
  /** sha256 of the last line, "sha256:<hex>". */
  readonly last: string;
}

/**
 * The journal of a game file: its whole name plus `.journal.jsonl` (`a.yaml` and `a.yml` never
 * share one), beside the file a symlink leads to (the game's saves go there too).
 */
export function journalPathFor(gameFile: string): string {
  return linkedGame(gameFile) + '.journal.jsonl';
}

/** The name journals had before (`a.yaml`, `a.yml` and `a` shared `a.journal.jsonl`): read and moved on open. */
export function legacyJournalPathFor(gameFile: string): string {
  return linkedGame(gameFile).replace(/\.ya?ml$/i, '') + '.journal.jsonl';
}

/** The game file itself: the path as given, or the target of a symlink. */
function linkedGame(gameFile: string): string {
  const target = saveTarget(gameFile);
  return target === resolve(gameFile) ? gameFile : target;
}

export function hashLine(line: string): string {
  return 'sha256:' + createHash('sha256').update(line).digest('hex');
}

const segment = z.union([
  z
    .string()
    .max(1000)
    .refine((s) => !FORBIDDEN_SEGMENTS.has(s), { message: 'a path may not name __proto__, constructor or prototype' }),
  z.int().min(0).max(1_000_000),
]);
const opSchema = z.union([
  z.strictObject({ op: z.literal('set'), path: z.array(segment).max(64), value: z.unknown() }),
  z.strictObject({ op: z.literal('delete'), path: z.array(segment).min(1).max(64) }),
]);
const base = {
  seq: z.int().min(1),
  at: z.string().max(100),
  prev: z
    .string()
    .regex(/^sha256:[0-9a-f]{64}$/)
    .optional(),
};
const count = z.int().min(0).max(1_000_000);
const entrySchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...base, kind: z.literal('change'), reason: z.string().max(10_000), ops: z.array(opSchema) }),
  z.strictObject({
    ...base,
    kind: z.literal('dice'),
    label: z.string().max(10_000),
    sides: z.int().min(2).max(1000),
    faces: z.array(count),
    diceState: z.array(z.number()).max(1000).optional(),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('decision'),
    id: z.string().max(1000),
    player: z.string().max(1000),
    value: z.unknown(),
  }),
  z.strictObject({ ...base, kind: z.literal('undo'), to: z.int().min(1), steps: z.int().min(1) }),
]);

/** The first line of a journal that cannot be trusted. */
export interface JournalBreak {
  /** 1-based line number. */
  readonly line: number;
  readonly why: string;
  /** The last line still vouched for: the one before, or two before when the chain says the line before was changed. */
  readonly lastGood: number;
}

export interface ReadJournal {
  readonly path: string;
  /** The good lines (up to `broken.lastGood` when broken). */
  readonly lines: readonly string[];
  readonly entries: readonly JournalLine[];
  /** The first bad line, if any: every line from it on is left out of `lines` and `entries`. */
  readonly broken?: JournalBreak;
  /** The last line had no newline and is not a whole entry (a write cut short by a crash or a full disk): left out. */
  readonly partial?: { readonly line: number; readonly bytes: number };
  /** The last line is a whole entry without its newline (an editor dropped it): kept; the next append adds the newline first. */
  readonly unterminated?: boolean;
  /** How many lines (from the start) carry no hash chain: written by an older umpire. */
  readonly unchained: number;
  /** Every line in the file, bad and cut-off ones included. */
  readonly total: number;
  /** Byte length of the good lines, newlines included (where a repair cuts the file). */
  readonly goodBytes: number;
}

/** Largest journal read (bytes). */
export const MAX_JOURNAL_BYTES = LIMITS.journalBytes;

export function readJournal(path: string): ReadJournal {
  const text = readTextFile(path, { maxBytes: MAX_JOURNAL_BYTES, what: 'journal', missingOk: true }) ?? '';
  let lines = 0;
  for (let at = text.indexOf('\n'); at >= 0 && lines <= LIMITS.journalLines; at = text.indexOf('\n', at + 1)) lines++;
  if (lines > LIMITS.journalLines)
    throw new ValidationError([
      {
        file: path,
        line: 1,
        col: 1,
        message: `the journal has more than the ${LIMITS.journalLines.toLocaleString('en-US')} lines umpire replays`,
        hint: 'this is not a journal umpire wrote for one game; put back the journal saved with the game',
      },
    ]);
  return parseJournal(text, path);
}

/**
 * Check journal text line by line: JSON, entry schema, numbering and hash chain. Stops at the
 * first bad line. Line ends as editors and git leave them are read as they are (never repaired
 * away): CRLF (a line's hash is of its text without the CR), and a last line without its newline
 * when it is a whole entry. A last line without its newline that is not a whole entry is a write
 * cut short (`partial`).
 */
export function parseJournal(text: string, path: string): ReadJournal {
  const raw = text.split('\n');
  if (raw[raw.length - 1] === '') raw.pop(); // the text ends with a newline
  const lines: string[] = [];
  /** Bytes of each good line in the file, its line break included. */
  const sizes: number[] = [];
  const entries: JournalLine[] = [];
  let chained = false;
  let unchained = 0;
  let goodBytes = 0;
  let broken: JournalBreak | undefined;
  let partial: { line: number; bytes: number } | undefined;
  let unterminated = false;
  for (let i = 0; i < raw.length; i++) {
    const last = i === raw.length - 1 && !text.endsWith('\n');
    const line = raw[i]!.endsWith('\r') ? raw[i]!.slice(0, -1) : raw[i]!;
    const r = checkLine(line, i, lines[i - 1], chained);
    if (typeof r === 'string') {
      if (last) {
        partial = { line: i + 1, bytes: Buffer.byteLength(raw[i]!) };
        break;
      }
      const lastGood = r.startsWith('it does not follow') ? i - 1 : i;
      broken = { line: i + 1, why: r, lastGood };
      while (lines.length > lastGood) {
        lines.pop();
        goodBytes -= sizes.pop()!;
        entries.pop();
      }
      break;
    }
    if (i > 0 && r.prev !== undefined) chained = true;
    if (i > 0 && !chained) unchained = i + 1;
    entries.push(r);
    lines.push(line);
    const bytes = Buffer.byteLength(raw[i]!) + (last ? 0 : 1);
    sizes.push(bytes);
    goodBytes += bytes;
    if (last) unterminated = true;
  }
  return {
    path,
    lines,
    entries,
    ...(broken ? { broken } : {}),
    ...(partial && !broken ? { partial } : {}),
    ...(unterminated && !broken ? { unterminated } : {}),
    unchained,
    goodBytes,
    total: raw.length,
  };
}

/** Why the reader would refuse `text` as a journal line, or undefined when it reads it (the writer's own check). */
export function unreadableEntry(text: string): string | undefined {
  const r = checkLine(text, 0, undefined, false);
  return typeof r === 'string' && !r.startsWith('it is numbered') && !r.startsWith('the first line') ? r : undefined;
}

/** The entry on line i+1, or why it cannot be trusted. */
function checkLine(line: string, i: number, before: string | undefined, chained: boolean): JournalLine | string {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    return 'it is not a JSON line';
  }
  const r = entrySchema.safeParse(data);
  if (!r.success) {
    const iss = r.error.issues[0]!;
    const where = iss.path.length ? ` at ${iss.path.join('.').slice(0, 80)}` : '';
    return `it is not a journal entry (${iss.message.slice(0, 120)}${where})`;
  }
  const e = r.data as JournalLine;
  if (e.seq !== i + 1) return `it is numbered ${e.seq} where ${i + 1} was expected`;
  if (before === undefined) return e.prev === undefined ? e : 'the first line names a line before it';
  // Old journals have no chain at all; once the chain starts, every later line must carry it.
  if (e.prev === undefined) return chained ? 'it does not carry the hash of the line before it' : e;
  if (e.prev !== hashLine(before))
    return `it does not follow line ${i}: line ${i} was changed, or a line is missing or was added`;
  return e;
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
  // One state changed in place (applyOpsInPlace copies every value it sets): linear in the journal.
  let state: unknown = undefined;
  for (const e of effectiveEntries(entries)) {
    if (e.kind === 'change') state = applyOpsInPlace(state, e.ops);
    else if (e.kind === 'dice' && e.diceState && state && typeof state === 'object') {
      const dice = (state as { dice?: { kind?: string } }).dice;
      if (dice && typeof dice === 'object' && dice.kind === 'seeded')
        state = applyOpsInPlace(state, [{ op: 'set', path: ['dice', 'state'], value: e.diceState }]);
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

/** "g.yaml.journal.jsonl" */
export function journalName(path: string): string {
  return basename(path);
}
