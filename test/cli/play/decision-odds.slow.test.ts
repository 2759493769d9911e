/**
 * Issue 28: the odds the built-in opponent prints for a decision are the odds `umpire odds` gives
 * on the same facts. Seeded bot-versus-bot demo games of both editions; in each, 3 of the
 * opponent's decision lines that print odds (a shot, a bombardment, a charge: the chosen option's
 * numbers or the runner-up's), picked at random with a seeded generator; each line's structured
 * twin (DecisionOdds: its numbers and the `umpire odds` command with the facts as arguments) is run
 * through the CLI and the numbers compared: exact odds equal to the digits printed (and to the
 * unrounded numbers), an assault estimate equal with the same runs and seed, and its 95% interval
 * overlapping the one of a fresh estimate at the command's own precision.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { playDemoGame } from '../../../src/cli/play/run.js';
import type { DecisionOdds } from '../../../src/rulesets/play.js';
import { GameSession } from '../../../src/game/session.js';
import { fow3GameCodec } from '../../../src/rulesets/fow3/game.js';
import { fow4GameCodec } from '../../../src/rulesets/fow4/game.js';
import type { GameState } from '../../../src/rulesets/fow4/schema/game.js';
import type { Fow3GameState } from '../../../src/rulesets/fow3/schema/game.js';
import { runCli } from '../run-cli.js';
import { QuietAutoIO } from './quiet-auto-io.js';

/** Every opponent decision line with odds, with the line it printed. */
class OddsIO extends QuietAutoIO {
  readonly records: { line: string; odds: DecisionOdds }[] = [];
  odds(records: readonly DecisionOdds[]): void {
    const line = this.lines.at(-1) ?? '';
    for (const odds of records) this.records.push({ line, odds });
  }
}

/** mulberry32: a small seeded generator, so the picks are the same every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(xs: readonly T[], n: number, next: () => number): T[] {
  const pool = [...xs];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  return out;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;
const pct0 = (x: number) => `${(x * 100).toFixed(0)}%`;
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** `umpire odds <command> ...args` with the twin's files written to a fresh folder; its --json. */
async function runOdds(o: DecisionOdds, extra: readonly string[] = [], drop: readonly string[] = []): Promise<any> {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-decision-odds-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(o.files ?? {}))
    if (name.endsWith('.yaml'))
      // A game file: a new game of that state, with its journal (the folder is as deep as the game's
      // own temporary folder, so the forces' relative paths still reach them).
      (content as { ruleset: string }).ruleset === 'fow3'
        ? GameSession.create(join(dir, name), content as Fow3GameState, fow3GameCodec()).close()
        : GameSession.create(join(dir, name), content as GameState, fow4GameCodec()).close();
    else writeFileSync(join(dir, name), JSON.stringify(content, null, 1));
  const args = o.args.flatMap((a, i) =>
    drop.includes(a) || drop.includes(o.args[i - 1] ?? '') ? [] : [o.files?.[a] !== undefined ? join(dir, a) : a],
  );
  const r = await runCli(['odds', o.command, ...args, ...extra]);
  expect(r.stderr, `umpire odds ${o.command} ${args.join(' ')}`).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
}

const mean = (dist: { p: number }[]) => dist.reduce((m, x, i) => m + i * x.p, 0);

async function check(ruleset: string, line: string, o: DecisionOdds): Promise<void> {
  // The line printed the twin's words for this option.
  expect(line).toContain(o.option.split(' -> ').at(-1)!);
  expect(line).toContain(o.why);
  const j = await runOdds(o);
  if (o.command === 'shoot' && ruleset === 'fow4') {
    const destroyed = mean(j.unit.destroyed);
    const pin = j.pinned.p?.p ?? 0;
    expect(destroyed).toBeCloseTo(o.numbers.destroyed!, 12);
    expect(pin).toBeCloseTo(o.numbers.pin!, 12);
    expect(o.why).toMatch(new RegExp(`^${destroyed.toFixed(1)} .* destroyed expected, ${pct(pin)} to pin`));
    return;
  }
  if (o.command === 'bombard') {
    const u = j.overall.units.find((x: { name: string }) => x.name === o.option) ?? j.overall.units[0];
    const destroyed = mean(u.destroyed);
    const pin = u.pinned?.p ?? 0;
    expect(destroyed).toBeCloseTo(o.numbers.destroyed!, 12);
    expect(pin).toBeCloseTo(o.numbers.pin!, 12);
    expect(o.why).toMatch(
      new RegExp(`^${destroyed.toFixed(1)} .* destroyed expected, ${pct(pin)} to pin \\(bombardment\\)`),
    );
    return;
  }
  if (o.command === 'shoot') {
    const destroyed: number = j.meanDestroyed.p;
    const any = 1 - j.platoon.destroyed[0].p;
    expect(destroyed).toBeCloseTo(o.numbers.destroyed!, 12);
    expect(any).toBeCloseTo(o.numbers.anyDestroyed!, 12);
    expect(j.pinned.p?.p).toBe(o.numbers.pin);
    expect(o.why).toMatch(new RegExp(`^${destroyed.toFixed(2)} of \\d+ teams destroyed expected`));
    expect(o.why).toContain(`, ${(any * 100).toFixed(2)}% at least one`);
    if (o.numbers.pin !== undefined) expect(o.why).toContain(`, ${(o.numbers.pin * 100).toFixed(2)}% to pin`);
    return;
  }
  // An assault: the same runs and seed give the same estimate...
  const w = j.attackerWins;
  expect(w.p).toBe(o.numbers.win);
  expect(o.why).toMatch(
    ruleset === 'fow4'
      ? new RegExp(`^${pct(w.p)} to win`)
      : new RegExp(`wins ${pct0(w.p)} \\(95% ${pct0(w.low)}-${pct0(w.high)}\\)`),
  );
  if (o.numbers.low !== undefined) {
    if (ruleset === 'fow4') expect(o.why).toContain(`${pct(w.low)}-${pct(w.high)}`);
    // ... and a fresh estimate (another seed, the command's own number of runs) agrees within the intervals.
    const fresh = (await runOdds(o, ['--seed', '7'], ['--trials', '--seed'])).attackerWins;
    expect(fresh.low).toBeLessThanOrEqual(o.numbers.high!);
    expect(fresh.high).toBeGreaterThanOrEqual(o.numbers.low!);
  }
}

const GAMES = [
  { ruleset: 'fow4', seed: 1, opponent: 'British:aggressive,German:cautious' },
  { ruleset: 'fow4', seed: 2, opponent: 'British:cautious,German:aggressive' },
  { ruleset: 'fow4', seed: 3, opponent: 'both:aggressive' },
  { ruleset: 'fow4', seed: 4, opponent: 'both:cautious' },
  { ruleset: 'fow3', seed: 1, opponent: 'British:aggressive,German:cautious' },
  { ruleset: 'fow3', seed: 2, opponent: 'British:cautious,German:aggressive' },
  { ruleset: 'fow3', seed: 3, opponent: 'both:aggressive' },
  { ruleset: 'fow3', seed: 4, opponent: 'both:cautious' },
];

/** What the picks covered: each edition's shots and charges, by the command's form. */
const kinds = new Set<string>();

describe('the odds of 3 random opponent decisions per game equal `umpire odds` on the same facts', () => {
  for (const g of GAMES)
    it(`${g.ruleset} seed ${g.seed} (${g.opponent})`, async () => {
      const io = new OddsIO();
      await playDemoGame({ ...g, turns: 4, io });
      const next = random(g.seed * 1000 + 28);
      const chosen = pick(io.records, 3, next);
      expect(chosen.length).toBe(3);
      // Shots outnumber charges and bombardments many times over: one of each more when the game
      // weighed any.
      const charges = io.records.filter((r) => r.odds.command === 'assault' && !chosen.includes(r));
      const bombards = io.records.filter((r) => r.odds.command === 'bombard' && !chosen.includes(r));
      for (const c of [...chosen, ...pick(charges, 1, next), ...pick(bombards, 1, next)]) {
        kinds.add(`${g.ruleset} ${c.odds.command} ${c.odds.args.includes('--game') ? 'game' : 'file'}`);
        await check(g.ruleset, c.line, c.odds);
      }
    }, 300_000);

  it('the picks covered shots and charges of both editions', () => {
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        'fow3 assault file',
        'fow3 shoot game',
        'fow4 assault file',
        'fow4 bombard game',
        'fow4 shoot game',
      ]),
    );
  });
});
