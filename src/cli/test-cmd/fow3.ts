import { runWithFlags } from '../run-with-flags.js';
import { readInput } from '../resolve/input.js';
import { ZodError } from 'zod';
import { citeRule } from '../../engine/rules.js';
import { FOW3_NAME } from '../../rulesets/fow3/index.js';
import { FOW3_TEST_KINDS, FOW3_TEST_KIND_NAMES, fow3TestOdds, isFow3TestKind, runFow3Test, type Fow3TestKind, type Fow3TestOutcome } from '../../rulesets/fow3/rating-tests/registry.js';
import type { Fraction } from '../../dice/fraction.js';
import { type DiceFlags } from '../dice-options.js';
import { UserError } from '../errors.js';
import { printJson, println } from '../output.js';
import { parseDocument } from '../resolve/validate.js';
import { paint } from '../style.js';
import { renderTable } from '../table.js';

export type Fow3TestFlags = DiceFlags & { motivation?: string; skill?: string; commander?: string; set?: string[]; input?: string; decide?: string[]; odds?: boolean; json?: boolean };

/** Other names players use for the same test. */
const ALIASES: Record<string, Fow3TestKind> = { 'platoon-morale': 'morale', 'bogging-check': 'bogging', 'free-bogged-down': 'free-bogged', 'digging-in': 'dig-in', 'tank-terror-test': 'tank-terror' };

function value(text: string): unknown {
  if (text === 'true' || text === 'yes') return true;
  if (text === 'false' || text === 'no') return false;
  if (/^-?\d+$/.test(text)) return Number(text);
  return text;
}

/** The test's raw input: --input file, then --motivation/--skill/--commander where the test takes them, then --set. */
function inputFor(kind: Fow3TestKind, f: Fow3TestFlags): Record<string, unknown> {
  let raw: Record<string, unknown> = {};
  if (f.input) raw = (parseDocument(readInput(f.input).text, f.input).toJS() ?? {}) as Record<string, unknown>;
  const keys = Object.keys(FOW3_TEST_KINDS[kind].schema.shape);
  const give = (key: string, v: unknown, flag: string) => {
    if (v === undefined) return;
    if (!keys.includes(key)) throw new UserError(`the fow3 ${kind} test does not take ${flag}`, undefined, `it takes: ${keys.join(', ')}`);
    raw[key] = v;
  };
  give('motivation', f.motivation, '--motivation');
  give('skill', f.skill, '--skill');
  if (f.commander !== undefined) give('companyCommandJoined', value(f.commander), '--commander (Open Fire: the Company command team joined the platoon)');
  for (const kv of f.set ?? []) {
    const i = kv.indexOf('=');
    if (i <= 0) throw new UserError(`--set takes key=value, not "${kv}"`);
    raw[kv.slice(0, i)] = value(kv.slice(i + 1));
  }
  return raw;
}

/** `umpire test <kind> --ruleset fow3`. */
export async function runTestFow3(kindText: string, f: Fow3TestFlags): Promise<void> {
  if (kindText === 'list') return listFow3Tests(f.json === true);
  const kind = ALIASES[kindText] ?? kindText;
  if (!isFow3TestKind(kind)) {
    const near = FOW3_TEST_KIND_NAMES.find((k) => k.startsWith(kindText.slice(0, 3)));
    const v4only = ['last-stand', 'blitz', 'cross', 'reserves', 'follow-me', 'shoot-and-scoot'].includes(kindText) ? ' (a 4th-edition test that Open Fire does not have)' : '';
    throw new UserError(`"${kindText}" is not an Open Fire test${v4only}`, undefined, `${near ? `did you mean "${near}"? ` : ''}fow3 tests: ${FOW3_TEST_KIND_NAMES.join(', ')}`);
  }
  const raw = inputFor(kind, f);
  let proc;
  let odds: Fraction | undefined;
  try {
    proc = runFow3Test(kind, raw);
    if (f.odds) odds = fow3TestOdds(kind, raw);
  } catch (err) {
    if (err instanceof ZodError) {
      const issue = err.issues[0]!;
      throw new UserError(`fow3 ${kind}: ${issue.path.join('.') || '(input)'}: ${issue.message}`, undefined, `give it with --motivation, --skill or --set field=value; it takes: ${Object.keys(FOW3_TEST_KINDS[kind].schema.shape).join(', ')}`);
    }
    throw err;
  }
  const { result, journal, seed } = await runWithFlags(proc, f);
  if (f.json) {
    printJson({ ruleset: 'fow3', test: kind, ...(seed !== undefined ? { seed } : {}), input: raw, result, ...(odds ? { odds: { pass: odds.toString(), percent: pct(odds) } } : {}), journal });
    return;
  }
  await printFow3Test(result, seed, odds);
}

function pct(p: Fraction): string {
  return `${(p.toNumber() * 100).toFixed(1)}%`;
}

export async function printFow3Test(r: Fow3TestOutcome, seed: number | undefined, odds: Fraction | undefined): Promise<void> {
  const c = await paint();
  const k = FOW3_TEST_KINDS[r.kind];
  if (seed !== undefined) println(c.dim(`seed ${seed}`));
  const need = r.need === undefined ? 'no roll' : r.need === 'auto' ? 'passes automatically' : `needs ${r.need}+`;
  println(c.bold(`${FOW3_NAME} · ${k.title} (${k.page}) — ${need}`));
  if (r.faces.length > 0) println(`die: ${r.faces.join(', then re-rolled ')}`);
  println(r.passed ? c.good(c.bold('PASSED')) : c.bad(c.bold('FAILED')));
  for (const q of r.consequences) println(`• ${q}`);
  if (odds) println(`chance to pass: ${odds.toString()} (${pct(odds)})`);
  println(c.dim(`Rules applied: ${r.rules.map(citeRule).join('; ')}`));
}

async function listFow3Tests(json: boolean): Promise<void> {
  const rows = FOW3_TEST_KIND_NAMES.map((n) => [n, FOW3_TEST_KINDS[n].title, FOW3_TEST_KINDS[n].page, FOW3_TEST_KINDS[n].description, Object.keys(FOW3_TEST_KINDS[n].schema.shape).join(', ')]);
  if (json) return printJson(rows.map(([kind, title, page, description, inputs]) => ({ ruleset: 'fow3', kind, title, page, description, inputs: inputs!.split(', ') })));
  println(await renderTable({ title: `${FOW3_NAME}: tests`, head: ['kind', 'test', 'page', 'what it does', 'inputs'], rows }));
}
