/**
 * Seeded bot-versus-bot games and their journals, to prove that moving the built-in opponent
 * changes nothing it decides (issue 25): each game's journal, made machine-neutral, is reduced to a
 * sha256 and compared with the one recorded from the code before the move (bot-journals.json).
 *
 * Machine-neutral: a journal line's time (`at`) and the hash chain over it (`prev`) are left out,
 * and a force file's path (relative to the temporary folder the game is played in) is cut to its
 * part from `scenarios/` on. Everything else (every die, decision and state change, in order) is
 * kept byte for byte. The final state is the game file without its journal mark, paths cut alike.
 *
 * To record the fixture again (only when a change is MEANT to change what the opponent does):
 *   UMPIRE_RECORD_JOURNALS=1 npx vitest run --config vitest.slow.config.ts test/cli/play/bot-journals.slow.test.ts
 * UMPIRE_JOURNAL_DUMP=<dir> also writes each normalised journal there, to diff two runs.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { playDemoGame } from '../../../src/cli/play/run.js';
import { journalPathFor } from '../../../src/game/journal.js';
import { QuietAutoIO } from './quiet-auto-io.js';

export const FIXTURE = new URL('./bot-journals.json', import.meta.url);

/** Turns each game is played to (the tally's default: every mission can be won by then). */
export const TURNS = 6;
export const RULESETS = ['fow4', 'fow3'] as const;
export const SEEDS = [1, 2, 3, 4, 5] as const;
const DOCTRINES = ['aggressive', 'cautious'] as const;
/** The four doctrine pairings of the demo battle (British against German). */
export const PAIRINGS = DOCTRINES.flatMap((b) => DOCTRINES.map((g) => `British:${b},German:${g}`));

export interface GameKey {
  readonly ruleset: string;
  readonly opponent: string;
  readonly seed: number;
}

export interface GameRecord extends GameKey {
  /** Journal entries. */
  readonly entries: number;
  /** sha256 of the normalised journal. */
  readonly journal: string;
  /** sha256 of the normalised final game file. */
  readonly final: string;
  /** How it ended, for a reader of the fixture. */
  readonly end: string;
}

export const ALL_GAMES: readonly GameKey[] = RULESETS.flatMap((ruleset) =>
  PAIRINGS.flatMap((opponent) => SEEDS.map((seed) => ({ ruleset, opponent, seed }))),
);

export function keyOf(g: GameKey): string {
  return `${g.ruleset} ${g.opponent} seed ${g.seed}`;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** A force path relative to wherever the game was played, cut to `scenarios/...`. */
function neutralPaths(text: string): string {
  return text.replace(/(?:\.\.\/|[\w.-]+\/)*scenarios\//g, 'scenarios/');
}

/** The journal without times, hash chain or machine paths, one JSON line per entry. */
export function normaliseJournal(text: string): string {
  return text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => {
      const { at: _at, prev: _prev, ...rest } = JSON.parse(l) as Record<string, unknown>;
      return neutralPaths(JSON.stringify(rest));
    })
    .join('\n');
}

/** The final game file as JSON, without its journal mark, paths cut. */
export function normaliseGame(yamlText: string): string {
  const { journal: _journal, ...rest } = parse(yamlText) as Record<string, unknown>;
  return neutralPaths(JSON.stringify(rest));
}

/** Play one seeded bot-versus-bot game and reduce it to its record. */
export async function playRecord(g: GameKey): Promise<GameRecord> {
  let journal = '';
  let game = '';
  const r = await playDemoGame({
    seed: g.seed,
    turns: TURNS,
    opponent: g.opponent,
    ruleset: g.ruleset,
    io: new QuietAutoIO(),
    ended: (file) => {
      journal = normaliseJournal(readFileSync(journalPathFor(file), 'utf8'));
      game = normaliseGame(readFileSync(file, 'utf8'));
    },
  });
  const dump = process.env['UMPIRE_JOURNAL_DUMP'];
  if (dump) {
    mkdirSync(dump, { recursive: true });
    const name = keyOf(g).replace(/[^\w-]+/g, '_');
    writeFileSync(join(dump, `${name}.jsonl`), journal + '\n');
    writeFileSync(join(dump, `${name}.final.json`), game + '\n');
  }
  const end =
    r.end === 'turn-limit'
      ? `turn limit (${r.turn})`
      : `${r.outcome?.winner ?? 'nobody'}: ${r.outcome?.reason ?? r.summary.join(' ')} (turn ${r.turn})`;
  return { ...g, entries: journal.split('\n').length, journal: sha(journal), final: sha(game), end };
}

export function readFixture(): readonly GameRecord[] {
  return JSON.parse(readFileSync(FIXTURE, 'utf8')) as GameRecord[];
}

export function writeFixture(records: readonly GameRecord[]): void {
  writeFileSync(FIXTURE, JSON.stringify(records, null, 2) + '\n');
}

/** The recorded game for a key (the fixture must hold it). */
export function recorded(g: GameKey): GameRecord {
  const r = readFixture().find((x) => keyOf(x) === keyOf(g));
  if (!r) throw new Error(`bot-journals.json has no game ${keyOf(g)}`);
  return r;
}
