import type { CommandContext, Out } from '../../../contract.js';
import type { Fraction } from '../../../../dice/fraction.js';
import type { ShotOdds } from '../../odds/shoot-odds.js';
import type { ShootingSituation } from '../../shooting/situation.js';
import type { ShootGameFlags } from '../shoot/options.js';
import { InputError } from '../../../../errors/input-error.js';
import { barChart, formatChance } from '../../../../odds/chart.js';
import { tuneForShortRun } from '../../../../odds/short-run.js';

/** `umpire odds shoot`: exact odds of a fow4.shoot situation (quick-mode flags or a file), nothing rolled. */
export async function runOddsShoot(ctx: CommandContext<ShootGameFlags>): Promise<void> {
  const args = ctx.args;
  const flags = ctx.opts;
  if (ctx.game !== undefined) {
    if (args.length > 0 || flags.at !== undefined)
      throw new InputError('with --game, name units with --unit and --target instead of teams and --at');
    const { openFow4Game } = await import('../../game.js');
    const { gameShooting } = await import('../shoot/game.js');
    // Nothing is rolled or written: the game is only read.
    const g = openFow4Game(ctx.game, { readOnly: true });
    const { gs } = await gameShooting(ctx, { state: g.session.state, forces: g.forces });
    return printShotOdds(ctx, gs.situation, ctx.game);
  }
  if (flags.at !== undefined) {
    const { quickSituation } = await import('../shoot/quick.js');
    return printShotOdds(ctx, await quickSituation(args, flags), 'quick mode');
  }
  if (args.length > 1) throw new InputError('give one situation file, or the shooters with --at as for `umpire shoot`');
  const file = args[0];
  // A situation file needs the YAML reader and the schema: loaded only on this path.
  const { readInput } = await import('../../../../game/situation-input.js');
  const { parseDocument, validateAt } = await import('../../../../game/situation-document.js');
  const { text, name } = readInput(file);
  const doc = parseDocument(text, name);
  const root = doc.toJS() as Record<string, unknown> | null;
  if (root === null || typeof root !== 'object' || Array.isArray(root)) {
    throw new InputError('a situation must be a mapping with "procedure" and "situation"', { where: `${name}:1:1` });
  }
  if (root.procedure !== undefined && root.procedure !== 'fow4.shoot') {
    throw new InputError(`odds shoot takes a fow4.shoot situation, not ${JSON.stringify(root.procedure)}`, {
      where: validateAt(doc, name, ['procedure']),
    });
  }
  const body = root.procedure === undefined && root.situation === undefined ? root : root.situation;
  const { shootingSituationSchema } = await import('../../shooting/situation-schema.js');
  const parsed = shootingSituationSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = ['situation', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
    throw new InputError(`${path.join('.')}: ${issue.message}`, { where: validateAt(doc, name, path) });
  }
  return printShotOdds(ctx, parsed.data as ShootingSituation, name);
}

async function printShotOdds(ctx: CommandContext, situation: ShootingSituation, name: string): Promise<void> {
  // A process that works out one shot's odds and exits does not wait for TurboFan
  // (src/odds/short-run.ts); set once the situation is read, so that reading it is not compiled
  // twice over (the baseline compiler for code run once: ~2 ms of `odds shoot`'s start, issue 32).
  await tuneForShortRun();
  const { planFromSituation, OddsInputError } = await import('../../odds/from-situation.js');
  const { shootOdds, OddsTooLargeError } = await import('../../odds/shoot-odds.js');
  const { ShootingInputError } = await import('../../shooting/input-error.js');
  let odds: ShotOdds;
  try {
    odds = shootOdds(planFromSituation(situation as never));
  } catch (err) {
    // A situation the odds cannot take is the file's problem: say which file.
    if (err instanceof OddsInputError || err instanceof OddsTooLargeError || err instanceof ShootingInputError)
      throw new InputError(err.message, { where: name });
    throw err;
  }
  // Plain data by construction (oddsJson: strings, finite numbers, arrays and objects).
  if (ctx.json) ctx.out.json(oddsJson(odds), { plain: true });
  else await printOdds(ctx.out, odds);
}

const fr = (p: Fraction) => ({ fraction: p.toString(), p: p.toNumber() });

/** The --json twin: every distribution as exact fractions with their decimal value. */
export function oddsJson(o: ShotOdds): unknown {
  return {
    method: o.method,
    hits: o.hits.fractions().map(fr),
    hitsByGroup: o.hitsByGroup.map((g) => ({
      label: g.label,
      dice: g.dice,
      pHit: fr(g.pHit),
      dist: g.dist.fractions().map(fr),
    })),
    unit: {
      name: o.unit.name,
      teams: o.unit.teams,
      destroyed: o.unit.destroyed.fractions().map(fr),
      bailedOut: o.unit.bailedOut.fractions().map(fr),
      unharmed: o.unit.unharmed.fractions().map(fr),
    },
    teams: o.teams.map((t) => ({
      id: t.id,
      unharmed: fr(t.states.at(0)),
      bailedOut: fr(t.states.at(1)),
      destroyed: fr(t.states.at(2)),
    })),
    pinned: { ...o.pinned, p: o.pinned.p ? fr(o.pinned.p) : null },
    noLongerInGoodSpirits: {
      p: o.goodSpirits.pLost ? fr(o.goodSpirits.pLost) : null,
      ...(o.goodSpirits.note ? { note: o.goodSpirits.note } : {}),
    },
    combinations: o.combinations,
    notes: o.notes,
    rules: o.rules,
  };
}

async function printOdds(out: Out, o: ShotOdds): Promise<void> {
  const c = out.paint;
  out.line(c.bold(`Exact odds: shooting at ${o.unit.name} (${o.unit.teams} teams), nothing rolled`));
  for (const g of o.hitsByGroup) out.line(`  ${g.label}: ${g.dice} dice, each hits with ${formatChance(g.pHit)}`);
  out.line();
  out.line(c.bold('Hits'));
  for (const l of barChart(o.hits.fractions(), (i) => `${i}`)) out.line(`  ${l}`);
  out.line();
  out.line(c.bold('Teams destroyed'));
  for (const l of barChart(o.unit.destroyed.fractions(), (i) => `${i}`)) out.line(`  ${l}`);
  const anyBailed = o.unit.bailedOut.at(0).toNumber() < 1;
  const head = ['', ...Array.from({ length: o.unit.teams + 1 }, (_, i) => String(i))];
  const row = (name: string, w: { at(i: number): Fraction }) => [
    name,
    ...head.slice(1).map((_, i) => pctCell(w.at(i))),
  ];
  out.line();
  await out.table({
    title: 'Number of teams ending in each state',
    head,
    rows: [
      row('destroyed', o.unit.destroyed),
      ...(anyBailed ? [row('bailed out', o.unit.bailedOut)] : []),
      row('unharmed', o.unit.unharmed),
    ],
    numeric: head.map((_, i) => i).slice(1),
  });
  await out.table({
    title: 'Per team',
    head: ['team', 'destroyed', ...(anyBailed ? ['bailed out'] : []), 'unharmed'],
    rows: o.teams.map((t) => [
      t.id,
      formatChance(t.states.at(2)),
      ...(anyBailed ? [formatChance(t.states.at(1))] : []),
      formatChance(t.states.at(0)),
    ]),
    numeric: [1, 2, 3],
  });
  out.line(
    o.pinned.p
      ? `Pinned Down: ${formatChance(o.pinned.p)} (${o.pinned.hitsToPin} hits needed${o.pinned.note ? `; ${o.pinned.note}` : ''})`
      : `Pinned Down: cannot happen (${o.pinned.note})`,
  );
  out.line(
    o.goodSpirits.pLost
      ? `No longer In Good Spirits: ${formatChance(o.goodSpirits.pLost)} (${o.goodSpirits.note})`
      : `In Good Spirits: ${o.goodSpirits.note}`,
  );
  out.line(c.dim(`Exact over ${o.combinations} combination(s) of hit counts; ${o.notes.join('; ')}.`));
}

function pctCell(p: Fraction): string {
  const x = p.toNumber() * 100;
  return x === 0 ? '-' : x < 0.01 ? '<0.01%' : `${x.toFixed(2)}%`;
}
