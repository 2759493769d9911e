/**
 * The game file's text: how a ruleset reads and writes its state (GameCodec), the journal mark
 * the file carries (the journal's length and the hash of its last line), and the check that a
 * state replayed from the journal is one the game file itself would accept.
 */
import { stringify } from 'yaml';
import { ValidationError, type Issue } from './issues.js';
import { hashLine, type JournalMark } from './journal.js';
import { repairHint } from './repair-words.js';
import { clone } from './state-ops.js';
import { expectMapping, parseYamlText, positionOf, type YamlSource } from './yaml-source.js';

/** How a ruleset reads and writes its game state (plain data; `journal` is handled by the session). */
export interface GameCodec<S extends object> {
  /** Validate the file's data (without its `journal` key); return the normalised state or throw ValidationError. */
  readState(src: YamlSource, data: Record<string, unknown>): S;
  /** Bring a state to its one canonical form (e.g. drop flags at their defaults); default: as is. */
  normalise?(state: S): S;
  /** The game file's text; default: a comment line and the state as YAML. */
  toYaml?(state: S, mark: JournalMark): string;
}

/** The state in its canonical form (a copy). */
export function normalised<S extends object>(codec: GameCodec<S>, state: S): S {
  const copy = clone(state);
  return codec.normalise ? codec.normalise(copy) : copy;
}

export function renderGame<S extends object>(codec: GameCodec<S>, state: S, mark: JournalMark): string {
  return codec.toYaml
    ? codec.toYaml(state, mark)
    : `# umpire game file; every change is also in ${mark.file}\n` +
        stringify({ ...state, journal: mark }, { lineWidth: 0 });
}

/** The mark a game file saved after `lines` of `journalFile` carries. */
export function markFor(journalFile: string, lines: readonly string[]): JournalMark {
  return {
    file: journalFile.split(/[\\/]/).pop()!,
    entries: lines.length,
    last: hashLine(lines[lines.length - 1] ?? ''),
  };
}

/** The game file's `journal` mark, or the reason it cannot be read. */
export function readMark(src: YamlSource, raw: unknown): JournalMark {
  const m = raw as Partial<JournalMark> | undefined;
  if (!m || typeof m !== 'object' || typeof m.entries !== 'number' || typeof m.last !== 'string') {
    throw new ValidationError([
      {
        file: src.file,
        ...positionOf(src, raw === undefined ? [] : ['journal']),
        message:
          raw === undefined
            ? "the game file has no 'journal' entry, so its journal cannot be checked"
            : "'journal' must hold 'entries' (a number) and 'last' (the hash of the last journal line)",
        hint: 'game files are made by `umpire new`; start one that way',
      },
    ]);
  }
  return { file: typeof m.file === 'string' ? m.file : '', entries: m.entries, last: m.last };
}

/**
 * A replayed state goes through the same checks as a game file (written out and read back), so a
 * journal entry can never put into the game what the file would refuse.
 */
export function checkReplayed<S extends object>(
  file: string,
  journalFile: string,
  codec: GameCodec<S>,
  state: S,
  from: number,
  to: number,
): S {
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
  if (state === null || typeof state !== 'object' || Array.isArray(state))
    throw fail([{ file, line: 1, col: 1, message: 'the replay is not a mapping' }]);
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
