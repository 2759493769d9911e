/** `umpire odds bombard`: exact odds of a bombardment described by the same flags as `umpire bombard`. */
import { InputError } from '../../../../errors/input-error.js';
import { LIMITS } from '../../../../game/limits.js';
import { Fraction } from '../../../../dice/fraction.js';
import type { CommandContext, Out } from '../../../contract.js';
import { ScriptedDecider } from '../../../../engine/decider.js';
import { citeRule } from '../../../../engine/rules.js';
import type { BombardOdds } from '../../odds/bombard-odds.js';
import type { BombardSituation } from '../../bombard/bombard.js';
import type { FireOdds, UnitFireOdds } from '../../odds/fire-odds.js';
import type { BombardGameFlags } from '../bombard/options.js';
import { barChart, formatChance, percent } from '../../../../odds/chart.js';
import { tuneForShortRun } from '../../../../odds/short-run.js';

export async function runOddsBombard(ctx: CommandContext<BombardGameFlags>): Promise<void> {
  const flags = ctx.opts;
  const out = ctx.out;
  const situation = await oddsSituation(ctx);
  // A process that works out one bombardment and exits does not wait for TurboFan
  // (src/odds/short-run.ts); set once the situation is read (odds shoot.ts says why).
  await tuneForShortRun();
  const { bombardOdds } = await import('../../odds/bombard-odds.js');
  // Exact odds over several groups grow much faster than one roll: a smaller bound (docs/limits.md).
  const teams = situation.units.reduce((n, u) => n + u.under.reduce((m, t) => m + (t.count ?? 1), 0), 0);
  if (teams > LIMITS.oddsTeamsUnderTemplate)
    throw new InputError(
      `odds bombard: at most ${LIMITS.oddsTeamsUnderTemplate} teams under the template, not ${teams} (the limits are in docs/limits.md); roll it with \`umpire bombard\` instead`,
    );
  const answers = flags.decide ?? [];
  // A fresh scripted decider per decision: the same answer holds on every path of the dice. A
  // situation the odds cannot take throws an InputError (exit 2); any other error is a bug.
  const odds: BombardOdds = bombardOdds(situation, { decide: (req) => new ScriptedDecider(answers).decide(req) });
  // Plain data by construction (bombardOddsJson: strings, finite numbers, arrays and objects).
  if (ctx.json) out.json(bombardOddsJson(odds), { plain: true });
  else await printBombardOdds(out, odds);
}

/** The bombardment: an Artillery Unit of a game (--game, only read) or the quick-mode flags. */
async function oddsSituation(ctx: CommandContext<BombardGameFlags>): Promise<BombardSituation> {
  const flags = ctx.opts;
  if (ctx.game !== undefined) {
    if (flags.battery !== undefined || flags.under !== undefined)
      throw new InputError('with --game, name units with --unit and --target instead of --battery and --under');
    const { openFow4Game } = await import('../../game.js');
    const { gameBombardment } = await import('../bombard/game.js');
    // Nothing is rolled or written: the game is only read.
    const g = openFow4Game(ctx.game, { readOnly: true });
    return (await gameBombardment(ctx, { state: g.session.state, forces: g.forces })).gb.situation;
  }
  for (const [flag, given] of [
    ['--unit', flags.unit],
    ['--target', flags.target],
    ['--fact', flags.fact],
  ] as const)
    if (given !== undefined) throw new InputError(`${flag} names a unit of a game: give the game with --game`);
  const { situationFromFlags } = await import('../bombard/run.js');
  return situationFromFlags(flags);
}

type FractionJson = { fraction: string; p: number };
/** A chance as JSON: its exact fraction and its decimal value, written once per Fraction read (a
 * count read backwards, or the zeros of a count that cannot happen, share their Fractions). */
type Fr = (p: Fraction) => FractionJson;
function fractionsJson(): Fr {
  const done = new Map<Fraction, FractionJson>();
  // A count's values share a few denominators: each written in digits once (p.toString()'s text).
  const dens = new Map<bigint, string>();
  const denText = (d: bigint) => {
    let t = dens.get(d);
    if (t === undefined) dens.set(d, (t = `${d}`));
    return t;
  };
  return (p) => {
    let j = done.get(p);
    if (!j) done.set(p, (j = { fraction: p.d === 1n ? `${p.n}` : `${p.n}/${denText(p.d)}`, p: p.toNumber() }));
    return j;
  };
}

function fireJson(o: FireOdds, fr: Fr): unknown {
  return {
    groups: o.groups.map((g) => {
      const states = g.states.lowestTerms();
      return {
        name: g.name,
        unit: g.unit,
        count: g.count,
        pHit: fr(g.pHit),
        unharmed: fr(states[0] ?? Fraction.ZERO),
        bailedOut: fr(states[1] ?? Fraction.ZERO),
        destroyed: fr(states[2] ?? Fraction.ZERO),
      };
    }),
    units: o.units.map((u) => ({
      name: u.name,
      teams: u.teams,
      destroyed: u.destroyed.lowestTerms().map(fr),
      bailedOut: u.bailedOut.lowestTerms().map(fr),
      unharmed: u.unharmed.lowestTerms().map(fr),
      pinned: u.pinned ? fr(u.pinned) : null,
    })),
  };
}

/** The --json twin: exact fractions with their decimal values. */
export function bombardOddsJson(o: BombardOdds): unknown {
  const fr = fractionsJson();
  return {
    method: o.method,
    unit: o.unit,
    rangeIn: {
      ...(o.rangeIn.need ? { need: o.rangeIn.need } : {}),
      attempt1: fr(o.rangeIn.attempt[0]),
      attempt2: fr(o.rangeIn.attempt[1]),
      attempt3: fr(o.rangeIn.attempt[2]),
      none: fr(o.rangeIn.none),
    },
    status: o.status.map((s) => ({ status: s.status, ...fr(s.p) })),
    attempts: o.attempts.map((a) => ({
      attempt: a.attempt,
      p: fr(a.p),
      toHitPenalty: a.toHitPenalty,
      ...(fireJson(a.fire, fr) as object),
    })),
    overall: fireJson(o.overall, fr),
    notes: o.notes,
    rules: o.rules,
  };
}

const expected = (w: { fractions(): Fraction[] }) => w.fractions().reduce((s, p, i) => s + p.toNumber() * i, 0);
const pinnedText = (u: UnitFireOdds) => (u.pinned ? formatChance(u.pinned) : 'cannot (Armoured Tanks)');

async function printFire(out: Out, o: FireOdds, title: string): Promise<void> {
  const anyBailed = o.groups.some((g) => g.states.at(1).toNumber() > 0);
  await out.table({
    title: `${title}: each team`,
    head: ['team', 'unit', 'hit', 'destroyed', ...(anyBailed ? ['bailed out'] : []), 'unharmed'],
    rows: o.groups.map((g) => [
      `${g.count} ${g.name}`,
      g.unit,
      formatChance(g.pHit),
      formatChance(g.states.at(2)),
      ...(anyBailed ? [formatChance(g.states.at(1))] : []),
      formatChance(g.states.at(0)),
    ]),
    numeric: [2, 3, 4, 5],
  });
  await out.table({
    title: `${title}: each unit`,
    head: ['unit', 'teams', 'expected destroyed', 'any destroyed', 'Pinned Down'],
    rows: o.units.map((u) => [
      u.name,
      String(u.teams),
      expected(u.destroyed).toFixed(2),
      percent(u.destroyed.atLeast(1)),
      pinnedText(u),
    ]),
    numeric: [1, 2, 3],
  });
}

async function printBombardOdds(out: Out, o: BombardOdds): Promise<void> {
  const c = out.paint;
  out.line(c.bold(`Exact odds: ${o.unit} bombarding, nothing rolled`));
  const r = o.rangeIn;
  out.line(
    `Range In${r.need ? ` (${r.need} each attempt)` : ''}: attempt 1 ${formatChance(r.attempt[0])}, attempt 2 ${formatChance(r.attempt[1])}, attempt 3 ${formatChance(r.attempt[2])}, not at all ${formatChance(r.none)}`,
  );
  const other = o.status.filter((s) => s.status !== 'fired' && s.status !== 'failed-to-range-in');
  for (const s of other) out.line(`  ${s.status}: ${formatChance(s.p)}`);
  for (const a of o.attempts) {
    out.line();
    out.line(c.bold(`Ranged in on attempt ${a.attempt} (${formatChance(a.p)}): +${a.toHitPenalty} to hit`));
    await printFire(out, a.fire, `attempt ${a.attempt}`);
  }
  out.line();
  out.line(c.bold('Overall (every attempt together; no fire leaves the teams as they were)'));
  await printFire(out, o.overall, 'overall');
  for (const u of o.overall.units) {
    const anyBailed = u.bailedOut.at(0).toNumber() < 1;
    const head = ['', ...Array.from({ length: u.teams + 1 }, (_, i) => String(i))];
    const row = (name: string, w: { at(i: number): Fraction }) => [
      name,
      ...head.slice(1).map((_, i) => pctCell(w.at(i))),
    ];
    await out.table({
      title: `${u.name}: number of teams ending in each state`,
      head,
      rows: [
        row('destroyed', u.destroyed),
        ...(anyBailed ? [row('bailed out', u.bailedOut)] : []),
        row('unharmed', u.unharmed),
      ],
      numeric: head.map((_, i) => i).slice(1),
    });
    out.line(c.bold(`${u.name}: teams destroyed`));
    for (const l of barChart(u.destroyed.fractions(), (i) => `${i}`)) out.line(`  ${l}`);
  }
  if (o.notes.length > 0) out.line(c.dim(`Exact; ${o.notes.join('; ')}.`));
  out.list(c.dim('Rules applied:'), o.rules.map(citeRule));
}

function pctCell(p: Fraction): string {
  const x = p.toNumber() * 100;
  return x === 0 ? '-' : x < 0.01 ? '<0.01%' : `${x.toFixed(2)}%`;
}
