import { readInput } from '../../../../game/situation-input.js';
import { ZodError } from 'zod';
import { citeRule } from '../../../../engine/rules.js';
import { FOW3_NAME } from '../../rules.js';
import {
  FOW3_TEST_KINDS,
  FOW3_TEST_KIND_NAMES,
  fow3TestOdds,
  isFow3TestKind,
  runFow3Test,
  type Fow3TestKind,
  type Fow3TestOutcome,
} from '../../rating-tests/registry.js';
import type { Fraction } from '../../../../dice/fraction.js';
import type { CommandContext, Out } from '../../../contract.js';
import { InputError } from '../../../../errors/input-error.js';
import { parseDocument } from '../../../../game/situation-document.js';
import type { Fow3TestFlags, Fow3TestInputFlags } from './options.js';
import { nearest } from '../../../../game/suggest.js';

/** Other names players use for the same test. */
const ALIASES: Record<string, Fow3TestKind> = {
  'platoon-morale': 'morale',
  'bogging-check': 'bogging',
  'free-bogged-down': 'free-bogged',
  'digging-in': 'dig-in',
  'tank-terror-test': 'tank-terror',
};

function value(text: string): unknown {
  if (text === 'true' || text === 'yes') return true;
  if (text === 'false' || text === 'no') return false;
  if (/^-?\d+$/.test(text)) return Number(text);
  return text;
}

/** The test's raw input: --input file, then --motivation/--skill/--commander where the test takes them, then --set. */
export function inputFor(kind: Fow3TestKind, f: Fow3TestInputFlags): Record<string, unknown> {
  let raw: Record<string, unknown> = {};
  if (f.input) raw = (parseDocument(readInput(f.input).text, f.input).toJS() ?? {}) as Record<string, unknown>;
  const keys = Object.keys(FOW3_TEST_KINDS[kind].schema.shape);
  const give = (key: string, v: unknown, flag: string) => {
    if (v === undefined) return;
    if (!keys.includes(key))
      throw new InputError(`the fow3 ${kind} test does not take ${flag}`, { hint: `it takes: ${keys.join(', ')}` });
    raw[key] = v;
  };
  give('motivation', f.motivation, '--motivation');
  give('skill', f.skill, '--skill');
  if (f.commander !== undefined)
    give(
      'companyCommandJoined',
      value(f.commander),
      '--commander (Open Fire: the Company command team joined the platoon)',
    );
  for (const kv of f.set ?? []) {
    const i = kv.indexOf('=');
    if (i <= 0) throw new InputError(`--set takes key=value, not "${kv}"`);
    raw[kv.slice(0, i)] = value(kv.slice(i + 1));
  }
  return raw;
}

/** The test a player named (aliases taken), or one sentence with the nearest name. */
export function fow3TestKind(kindText: string): Fow3TestKind {
  const kind = ALIASES[kindText] ?? kindText;
  if (!isFow3TestKind(kind)) {
    const near = nearest(kindText, FOW3_TEST_KIND_NAMES);
    const v4only = ['last-stand', 'blitz', 'cross', 'reserves', 'follow-me', 'shoot-and-scoot'].includes(kindText)
      ? ' (a 4th-edition test that Open Fire does not have)'
      : '';
    throw new InputError(`"${kindText}" is not an Open Fire test${v4only}`, {
      hint: `${near ? `did you mean "${near}"? ` : ''}fow3 tests: ${FOW3_TEST_KIND_NAMES.join(', ')}`,
    });
  }
  return kind;
}

/** A zod refusal of a test's input, as one sentence saying what to give. */
export function testInputError(kind: Fow3TestKind, err: ZodError): InputError {
  const issue = err.issues[0]!;
  return new InputError(`fow3 ${kind}: ${issue.path.join('.') || '(input)'}: ${issue.message}`, {
    hint: `give it with --motivation, --skill or --set field=value; it takes: ${Object.keys(FOW3_TEST_KINDS[kind].schema.shape).join(', ')}`,
  });
}

/** `umpire test <kind> --ruleset fow3`. */
export async function runTestFow3(ctx: CommandContext<Fow3TestFlags>): Promise<void> {
  const kindText = ctx.args[0]!;
  const f = ctx.opts;
  const out = ctx.out;
  if (kindText === 'list') return listFow3Tests(out, ctx.json);
  const kind = fow3TestKind(kindText);
  const raw = inputFor(kind, f);
  let odds: Fraction | undefined;
  try {
    runFow3Test(kind, raw); // checks the input (a ZodError names the bad field)
    if (f.odds) odds = fow3TestOdds(kind, raw);
  } catch (err) {
    if (err instanceof ZodError) throw testInputError(kind, err);
    throw err;
  }
  // Physical dice a pool at a time (src/cli/grouped-dice.ts): a maker, so the rolls ahead are seen.
  const { result, journal, seed } = await ctx.run.procedure(() => runFow3Test(kind, raw));
  if (ctx.json) {
    out.json({
      ruleset: 'fow3',
      test: kind,
      ...(seed !== undefined ? { seed } : {}),
      input: raw,
      result,
      ...(odds ? { odds: { pass: odds.toString(), percent: pct(odds) } } : {}),
      journal,
    });
    return;
  }
  await printFow3Test(out, result, seed, odds);
}

function pct(p: Fraction): string {
  return `${(p.toNumber() * 100).toFixed(1)}%`;
}

/**
 * A test as `umpire test --ruleset fow3` prints it: what it needs, each die (and the Company command
 * team's re-roll) in a table, passed or failed and what follows. `title`: whose test (play's
 * Starting Step); `rules`: false leaves the rules applied to the caller (one list for many tests).
 */
export async function printFow3Test(
  out: Out,
  r: Fow3TestOutcome,
  seed: number | undefined,
  odds: Fraction | undefined,
  o: { readonly title?: string; readonly rules?: boolean } = {},
): Promise<void> {
  const c = out.paint;
  const k = FOW3_TEST_KINDS[r.kind];
  if (seed !== undefined) out.line(c.dim(`seed ${seed}`));
  const need = r.need === undefined ? 'no roll' : r.need === 'auto' ? 'passes automatically' : `needs ${r.need}+`;
  out.line(c.bold(`${o.title ?? FOW3_NAME} · ${k.title} (${k.page}) — ${need}`));
  if (r.faces.length > 0) {
    const pass = (f: number) => typeof r.need === 'number' && f >= r.need;
    const rows = r.faces.map((f, i) => [
      i === 0 ? 'test' : 'Company command team re-roll',
      f,
      pass(f) ? c.good('pass') : c.bad('fail'),
    ]);
    await out.table({ head: ['roll by', 'die', 'result'], rows });
  }
  out.line(r.passed ? c.good(c.bold('PASSED')) : c.bad(c.bold('FAILED')));
  for (const q of r.consequences) out.line(`• ${q}`);
  if (odds) out.line(`chance to pass: ${odds.toString()} (${pct(odds)})`);
  if (o.rules !== false) out.list(c.dim('Rules applied:'), r.rules.map(citeRule));
}

async function listFow3Tests(out: Out, json: boolean): Promise<void> {
  const rows = FOW3_TEST_KIND_NAMES.map((n) => [
    n,
    FOW3_TEST_KINDS[n].title,
    FOW3_TEST_KINDS[n].page,
    FOW3_TEST_KINDS[n].description,
    Object.keys(FOW3_TEST_KINDS[n].schema.shape).join(', '),
  ]);
  if (json)
    return out.json(
      rows.map(([kind, title, page, description, inputs]) => ({
        ruleset: 'fow3',
        kind,
        title,
        page,
        description,
        inputs: inputs!.split(', '),
      })),
    );
  await out.table({ title: `${FOW3_NAME}: tests`, head: ['kind', 'test', 'page', 'what it does', 'inputs'], rows });
}
