/**
 * `umpire demo` (and `npm start` without a terminal): the bundled demo battle, both sides played by
 * the built-in opponent: one round, or with --turns a game played to its result; with --games a
 * tally of many seeded games; --json for the machine-readable twin.
 */
import { InputError } from '../../errors/input-error.js';
import { printJson, println } from '../output.js';
import type { DemoResult } from '../play/run.js';
import { AutoIO } from '../play/scripted-io.js';

export interface DemoFlags {
  readonly seed?: string;
  readonly turns?: string;
  readonly opponent?: string;
  readonly games?: string;
  readonly ruleset?: string;
  readonly json?: boolean;
}

function whole(flag: string, text: string | undefined, min: number, dflt: number | undefined): number | undefined {
  if (text === undefined) return dflt;
  if (!/^\d+$/.test(text.trim()) || Number(text) < min)
    throw new InputError(`${flag}: '${text}' is not a whole number of ${min} or more`, {
      hint: `e.g. ${flag} ${Math.max(min, 6)}`,
    });
  return Number(text);
}

/** Every question at its default, nothing printed (the --json and --games runs). */
class SilentIO extends AutoIO {
  override print(): void {}
}

/** One line per game: "seed 7: German wins (Major Victory): ... (turn 5)". */
function resultLine(r: DemoResult): string {
  const o = r.outcome;
  const what =
    r.end === 'turn-limit'
      ? 'turn limit, no result'
      : o
        ? o.winner
          ? `${o.winner} wins${o.result ? ` (${o.result})` : ''}: ${o.reason}`
          : `no winner: ${o.reason}`
        : r.summary.join(' ');
  return `seed ${r.seed}: ${what} (turn ${r.turn})`;
}

/** How each game ended, counted: "German: No Formations Left" -> 4. */
export function tally(results: readonly DemoResult[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of results) {
    const k =
      r.end === 'turn-limit'
        ? 'turn limit'
        : r.outcome
          ? `${r.outcome.winner ?? 'nobody'}: ${r.outcome.reason}`
          : 'over';
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

export async function runDemo(opts: DemoFlags): Promise<void> {
  const { playDemoGame, runAutoDemo } = await import('../play/run.js');
  const seed = whole('--seed', opts.seed, 0, 1944)!;
  const turns = whole('--turns', opts.turns, 1, undefined);
  const games = whole('--games', opts.games, 1, undefined);
  const base = {
    ...(turns !== undefined ? { turns } : {}),
    ...(opts.opponent !== undefined ? { opponent: opts.opponent } : {}),
    ...(opts.ruleset !== undefined ? { ruleset: opts.ruleset } : {}),
  };
  if (games !== undefined) {
    const results: DemoResult[] = [];
    for (let i = 0; i < games; i++) results.push(await playDemoGame({ ...base, seed: seed + i, io: new SilentIO() }));
    const t = tally(results);
    if (opts.json) {
      printJson({
        games,
        seeds: [seed, seed + games - 1],
        turns: turns ?? null,
        opponents: results[0]?.opponents ?? {},
        tally: t,
        results,
      });
      return;
    }
    for (const r of results) println(resultLine(r));
    println(
      `\n${games} game(s), ${Object.entries(results[0]?.opponents ?? {})
        .map(([s, d]) => `${s} ${d}`)
        .join(' vs ')}:`,
    );
    for (const [k, n] of Object.entries(t).sort((a, b) => b[1] - a[1])) println(`  ${n} × ${k}`);
    return;
  }
  if (opts.json) {
    printJson(await playDemoGame({ ...base, seed, io: new SilentIO() }));
    return;
  }
  await runAutoDemo(seed, base);
}
