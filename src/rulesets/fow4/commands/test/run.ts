import { ZodError } from 'zod';
import type { Fraction } from '../../../../dice/fraction.js';
import { citeRule } from '../../../../engine/rules.js';
import { TEST_KINDS, TEST_KIND_NAMES, isTestKind, runTest, testOdds } from '../../rating-tests/registry.js';
import type { TestOdds, TestResult } from '../../rating-tests/types.js';
import { parseScore } from '../../../flames-of-war/score.js';
import type { CommandContext, Out } from '../../../contract.js';
import { InputError } from '../../../../errors/input-error.js';
import { setDotted } from '../../../../game/state-ops.js';
import { didYouMean, nearest, shortName } from '../../../../game/suggest.js';
import type { TestFlags, TestInputFlags } from './options.js';
import { keysAt } from '../../../../game/zod-issues.js';

function value(text: string): unknown {
  if (text === 'true' || text === 'yes') return true;
  if (text === 'false' || text === 'no') return false;
  if (/^-?\d+$/.test(text)) return Number(text);
  if (/^[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      throw new InputError(`"${text}" is not valid JSON`);
    }
  }
  return text;
}

function setPath(obj: Record<string, unknown>, path: string, v: unknown): void {
  const bad = setDotted(obj, path, v);
  if (bad !== undefined)
    throw new InputError(`--set cannot name the field '${shortName(bad)}'`, {
      hint: 'give a field of the test, e.g. --set inGoodSpirits=false',
    });
}

function checkWord(text: string | undefined, flag: string, options: readonly string[]): void {
  if (text === undefined || options.includes(text)) return;
  const near = nearest(text, options);
  throw new InputError(`${flag} takes ${options.join(', ')}, not "${text}"`, {
    hint: near ? `did you mean "${near}"?` : undefined,
  });
}

function scoreFlag(text: string | undefined, flag: string): number | 'auto' | undefined {
  if (text === undefined) return undefined;
  const s = parseScore(text);
  if (s === undefined) throw new InputError(`${flag} takes a score such as 4+, not "${text}"`);
  return s;
}

/** Build a test's raw input from the flags (validated by the test's own schema afterwards). */
export function inputFromFlags(f: TestInputFlags): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  if (f.motivation || f.skill) {
    checkWord(f.motivation, '--motivation', ['fearless', 'confident', 'reluctant']);
    checkWord(f.skill, '--skill', ['veteran', 'trained', 'conscript']);
    const ratings: Record<string, unknown> = { motivation: f.motivation ?? 'confident', skill: f.skill ?? 'trained' };
    const extra = {
      rally: f.rally,
      remount: f.remount,
      counterattack: f.counterattack,
      lastStand: f.lastStand,
      tactics: f.tactics,
    };
    for (const [k, v] of Object.entries(extra)) {
      const s = scoreFlag(v, `--${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
      if (s !== undefined) ratings[k] = s;
    }
    raw.ratings = ratings;
  }
  if (f.rules)
    raw.rules = f.rules
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean);
  if (f.commander !== undefined) raw.commander = f.commander === 'ask' ? 'ask' : value(f.commander);
  if (f.komissar !== undefined)
    raw.komissar = f.komissar === true ? { kind: 'komissar' } : { kind: 'komissar', use: value(String(f.komissar)) };
  for (const kv of f.set ?? []) {
    const i = kv.indexOf('=');
    if (i <= 0) throw new InputError(`--set takes key=value, not "${kv}"`);
    setPath(raw, kv.slice(0, i), value(kv.slice(i + 1)));
  }
  return raw;
}

const MOTIVATIONS = ['fearless', 'confident', 'reluctant'];

/**
 * The Test to Counterattack (p. 58) tests units: the unit flags (--motivation, --skill, the
 * rating flags, --rules, --commander, --komissar) describe one unit, and each `--unit NAME:RATING`
 * one more (RATING: a Motivation word or a Counterattack score such as 4+).
 */
function counterattackUnits(kind: string, f: TestFlags, raw: Record<string, unknown>): Record<string, unknown> {
  if (kind !== 'counterattack' || raw.units !== undefined) return raw;
  const { ratings, rules, commander, komissar, ...rest } = raw;
  const named = f.unit ?? [];
  if (ratings === undefined && named.length === 0) return raw;
  const base = (ratings ?? { motivation: 'confident', skill: 'trained' }) as Record<string, unknown>;
  const shared = {
    ...(rules !== undefined ? { rules } : {}),
    ...(commander !== undefined ? { commander } : {}),
    ...(komissar !== undefined ? { komissar } : {}),
  };
  const units = named.map((text) => {
    const i = text.lastIndexOf(':');
    const name = (i > 0 ? text.slice(0, i) : text).trim();
    const rating = i > 0 ? text.slice(i + 1).trim() : '';
    if (rating === '') return { name, ratings: base, ...shared };
    if (MOTIVATIONS.includes(rating.toLowerCase()))
      return { name, ratings: { ...base, motivation: rating.toLowerCase() }, ...shared };
    const score = scoreFlag(rating, `--unit "${text}"`);
    return { name, ratings: { ...base, counterattack: score }, ...shared };
  });
  return { ...rest, units: units.length > 0 ? units : [{ name: 'the unit', ratings: base, ...shared }] };
}

/** The flags that set a top-level field, as the user typed them (for "not used by this test"). */
function flagsFor(key: string, f: TestInputFlags): string | undefined {
  const given = (names: [keyof TestInputFlags, string][]) =>
    names.filter(([k]) => f[k] !== undefined).map(([, flag]) => flag);
  const flags =
    key === 'ratings'
      ? given([
          ['motivation', '--motivation'],
          ['skill', '--skill'],
          ['rally', '--rally'],
          ['remount', '--remount'],
          ['counterattack', '--counterattack'],
          ['lastStand', '--last-stand'],
          ['tactics', '--tactics'],
        ])
      : key === 'rules'
        ? given([['rules', '--rules']])
        : key === 'commander'
          ? given([['commander', '--commander']])
          : key === 'komissar'
            ? given([['komissar', '--komissar']])
            : [];
  return flags.length > 0 ? flags.join(', ') : undefined;
}

function zodProblem(kind: string, err: ZodError, f: TestInputFlags = {}): InputError {
  // An unknown field (a typo in --set or --input) first: it is usually why the rest went wrong.
  const unknown = err.issues.find((i) => i.code === 'unrecognized_keys');
  if (unknown && unknown.code === 'unrecognized_keys') {
    const key = unknown.keys[0]!;
    // A flag this test has no use for (e.g. --motivation for dawn): name the flag, not the field.
    const flag = unknown.path.length === 0 ? flagsFor(key, f) : undefined;
    if (flag)
      return new InputError(`${flag} ${flag.includes(',') ? 'are' : 'is'} not used by the ${kind} test`, {
        hint: 'drop it; `umpire test list` shows what each test takes',
      });
    const known = isTestKind(kind) ? keysAt(TEST_KINDS[kind].input, unknown.path as (string | number)[]) : [];
    const at = unknown.path.length ? ` of ${unknown.path.join('.')}` : '';
    return new InputError(`${kind}: unknown field '${shortName(key)}'${at}${didYouMean(key, known)}`, {
      hint: known.length ? `the fields here are: ${known.join(', ')}` : 'remove it',
    });
  }
  const issue = err.issues[0]!;
  const field = issue.path.join('.') || '(input)';
  return new InputError(`${kind}: ${field}: ${issue.message}`, {
    hint:
      kind === 'counterattack' && issue.path[0] === 'units'
        ? 'each unit needs a name and ratings: --motivation/--skill for one unit, or --unit NAME:RATING for each (repeat it; RATING fearless|confident|reluctant or a score such as 4+), or --set units=\'[{"name":"2nd Troop","ratings":{"motivation":"confident","skill":"trained"}}]\''
        : 'give it with a flag (--motivation, --skill, ...) or --set field=value; `umpire test list` shows every test',
  });
}

/** `umpire test <kind>` under Flames Of War 4 (`list` lists them). */
export async function runTestCommand(ctx: CommandContext<TestFlags>): Promise<void> {
  const kind = ctx.args[0]!;
  const f = ctx.opts;
  const out = ctx.out;
  if (kind === 'list') return listTests(out, ctx.json);
  if (!isTestKind(kind)) {
    const near = nearest(kind, TEST_KIND_NAMES);
    throw new InputError(`"${kind}" is not a test`, {
      hint: `${near ? `did you mean "${near}"? ` : ''}choose one of: ${TEST_KIND_NAMES.join(', ')}`,
    });
  }
  if (ctx.game !== undefined) {
    if (f.motivation || f.skill || f.set?.length)
      throw new InputError(
        'with --game the ratings and rules come from the game file: drop --motivation, --skill, --set and --input',
      );
    const { runTestGame } = await import('./game.js');
    return runTestGame(ctx, ctx.game, kind, (r) => printResult(out, r, undefined, undefined));
  }
  const raw = counterattackUnits(kind, f, inputFromFlags(f));
  let odds: TestOdds | undefined;
  try {
    runTest(kind, raw); // checks the input (a ZodError names the bad field)
    if (f.odds) odds = testOdds(kind, raw);
  } catch (err) {
    if (err instanceof ZodError) throw zodProblem(kind, err, f);
    throw err;
  }
  // Physical dice a pool at a time (src/cli/grouped-dice.ts): a maker, so the rolls ahead are seen.
  const { result, journal, seed } = await ctx.run.procedure(() => runTest(kind, raw));
  if (ctx.json) {
    out.json({
      ruleset: 'fow4',
      test: kind,
      ...(seed !== undefined ? { seed } : {}),
      input: raw,
      result,
      ...(odds ? { odds: oddsJson(odds) } : {}),
      journal,
    });
    return;
  }
  await printResult(out, result, seed, odds);
}

function pct(p: Fraction): string {
  return `${(p.toNumber() * 100).toFixed(1)}%`;
}

function oddsJson(o: TestOdds) {
  return {
    need: o.need,
    pass: o.pass.toString(),
    percent: pct(o.pass),
    withRerolls: o.withRerolls.map((w) => ({ by: w.by, pass: w.pass.toString(), percent: pct(w.pass) })),
    ...(o.distribution
      ? { distribution: o.distribution.map((d) => ({ outcome: d.outcome, p: d.p.toString(), percent: pct(d.p) })) }
      : {}),
  };
}

async function printResult(
  out: Out,
  r: TestResult,
  seed: number | undefined,
  odds: TestOdds | undefined,
): Promise<void> {
  await printTestResult(out, r, { ...(seed !== undefined ? { seed } : {}), ...(odds ? { odds } : {}) });
}

/**
 * A test's result as `umpire test` prints it: what it needs, each die (and re-roll) with who rolled
 * it, passed or failed and what follows. `title`: whose test (play's Starting Step); `rules`: false
 * leaves the rules applied to the caller (one list for many tests).
 */
export async function printTestResult(
  out: Out,
  r: TestResult,
  o: { readonly seed?: number; readonly odds?: TestOdds; readonly title?: string; readonly rules?: boolean } = {},
): Promise<void> {
  const c = out.paint;
  const { seed, odds } = o;
  const k = TEST_KINDS[r.kind as keyof typeof TEST_KINDS];
  if (seed !== undefined) out.line(c.dim(`seed ${seed}`));
  out.line(
    c.bold(
      `${o.title ?? 'Flames Of War 4'} · ${k?.title ?? r.kind} (${k?.page ?? ''}) — needs ${r.need === 'auto' ? 'Auto' : `${r.need}+`}`,
    ),
  );
  if (r.rolls.length > 0) {
    const rows = r.rolls.map((x) => [
      x.by,
      x.label ?? '',
      x.followUp === undefined ? x.face : `${x.face}→${x.followUp}`,
      x.success ? c.good('pass') : c.bad('fail'),
    ]);
    await out.table({ head: ['roll by', 'for', 'die', 'result'], rows });
  }
  out.line(r.passed ? c.good(c.bold('PASSED')) : c.bad(c.bold('FAILED')));
  for (const q of r.consequences) out.line(`• ${q.text}`);
  if (odds) await printOddsTables(out, odds);
  if (o.rules !== false) out.list(c.dim('Rules applied:'), r.rules.map(citeRule));
}

async function listTests(out: Out, json: boolean): Promise<void> {
  const rows = TEST_KIND_NAMES.map((n) => [n, TEST_KINDS[n].title, TEST_KINDS[n].page, TEST_KINDS[n].description]);
  if (json) return out.json(rows.map(([kind, title, page, description]) => ({ kind, title, page, description })));
  // One item a test, its words wrapped to the width (a four-column table left its description 20 columns).
  out.list(
    'Flames Of War 4 tests (umpire test <kind>):',
    rows.map(([kind, title, page, description]) => `${out.paint.bold(kind!)}: ${title} (${page}). ${description}`),
  );
}

/** `umpire odds test <kind>`: the exact chances, nothing rolled. */
export async function runOddsTest(ctx: CommandContext<TestInputFlags>): Promise<void> {
  const kind = ctx.args[0]!;
  const f = ctx.opts;
  const out = ctx.out;
  if (!isTestKind(kind))
    throw new InputError(`"${kind}" is not a test`, { hint: `choose one of: ${TEST_KIND_NAMES.join(', ')}` });
  const raw = inputFromFlags(f);
  let odds: TestOdds;
  try {
    odds = testOdds(kind, raw);
  } catch (err) {
    if (err instanceof ZodError) throw zodProblem(kind, err);
    throw err;
  }
  if (ctx.json) return out.json({ ruleset: 'fow4', test: kind, input: raw, odds: oddsJson(odds) });
  const c = out.paint;
  const k = TEST_KINDS[kind];
  out.line(c.bold(`Flames Of War 4 · ${k.title} (${k.page}) — exact odds, nothing rolled`));
  await printOddsTables(out, odds);
}

async function printOddsTables(out: Out, odds: TestOdds): Promise<void> {
  const rows = [
    ['no re-roll', odds.pass.toString(), pct(odds.pass)],
    ...odds.withRerolls.map((w) => [`with ${w.by}`, w.pass.toString(), pct(w.pass)]),
  ];
  await out.table({
    title: `Chance to pass (needs ${typeof odds.need === 'number' ? `${odds.need}+` : odds.need})`,
    head: ['', 'exact', '%'],
    rows,
  });
  if (odds.distribution)
    await out.table({
      head: ['outcome', 'exact', '%'],
      rows: odds.distribution.map((d) => [d.outcome, d.p.toString(), pct(d.p)]),
    });
}
