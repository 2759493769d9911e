/** `umpire odds shoot --ruleset fow3`: the exact odds of an Open Fire shooting, as tables or JSON. */
import type { Fraction } from '../../../../dice/fraction.js';
import { citeRule } from '../../../../engine/rules.js';
import { barChart, formatChance } from '../../../../odds/chart.js';
import type { Weights } from '../../../../odds/weights.js';
import type { CommandContext, Out } from '../../../contract.js';
import { FOW3_NAME } from '../../rules.js';
import { fow3ShootOdds, type Fow3ShotOdds } from '../../odds/shoot-odds.js';
import type { ShootSituation } from '../../shooting/shoot.js';
import { quickShootSituation } from '../shoot/quick.js';
import type { Fow3ShootGameFlags } from '../shoot/options.js';

export async function runOddsShootFow3(ctx: CommandContext<Fow3ShootGameFlags>): Promise<void> {
  let situation: ShootSituation;
  let title: string;
  if (ctx.game !== undefined) {
    const { openFow3Run } = await import('../game-run.js');
    const { gameShootSituation } = await import('../shoot/game.js');
    const g = await gameShootSituation(ctx, openFow3Run(ctx.game).data);
    situation = g.situation;
    title = `${g.shooter.name} shoots at ${g.target.name}`;
  } else {
    situation = quickShootSituation(ctx.args, ctx.opts);
    title = `${ctx.args.join(', ')} shoot at ${situation.target.name}`;
  }
  const odds = fow3ShootOdds(situation);
  if (ctx.json) ctx.out.json(fow3ShotOddsJson(odds));
  else await printFow3ShotOdds(ctx.out, title, odds);
}

const fr = (p: Fraction) => ({ fraction: p.toString(), p: p.toNumber() });
const dist = (w: Weights) => w.fractions().map(fr);

/** The --json twin: every distribution as exact fractions with their decimal value. */
export function fow3ShotOddsJson(o: Fow3ShotOdds): unknown {
  return {
    ruleset: 'fow3',
    method: o.method,
    hits: dist(o.hits),
    groups: o.groups.map((g) => ({ label: g.label, dice: g.dice, need: g.need, pHit: fr(g.pHit) })),
    platoon: {
      name: o.platoon.name,
      teams: o.platoon.teams,
      destroyed: dist(o.platoon.destroyed),
      bailedOut: dist(o.platoon.bailedOut),
      unharmed: dist(o.platoon.unharmed),
    },
    meanDestroyed: fr(o.meanDestroyed),
    teams: o.teams.map((t) => ({
      id: t.id,
      unharmed: fr(t.states.at(0)),
      bailedOut: fr(t.states.at(1)),
      destroyed: fr(t.states.at(2)),
    })),
    pinned: {
      p: o.pinned.p ? fr(o.pinned.p) : null,
      hitsEarlier: o.pinned.hitsEarlier,
      ...(o.pinned.note ? { note: o.pinned.note } : {}),
    },
    combinations: o.combinations,
    notes: o.notes,
    rules: o.rules,
  };
}

export async function printFow3ShotOdds(out: Out, title: string, o: Fow3ShotOdds): Promise<void> {
  const c = out.paint;
  out.line(c.bold(`${FOW3_NAME} · exact odds: ${title} (${o.platoon.teams} teams), nothing rolled`));
  for (const g of o.groups)
    out.line(
      `  ${g.label}: ${g.dice} ${g.dice === 1 ? 'die' : 'dice'} needing ${g.need}, each hits with ${formatChance(g.pHit)}`,
    );
  out.line();
  out.line(c.bold('Hits'));
  for (const l of barChart(o.hits.fractions(), (i) => `${i}`)) out.line(`  ${l}`);
  out.line();
  out.line(c.bold(`Teams destroyed (mean ${o.meanDestroyed.toNumber().toFixed(2)})`));
  for (const l of barChart(o.platoon.destroyed.fractions().slice(0, o.platoon.teams + 1), (i) => `${i}`))
    out.line(`  ${l}`);
  const anyBailed = o.teams.some((t) => !t.states.at(1).isZero());
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
      ? `Pinned Down: ${formatChance(o.pinned.p)} (5 hits this step; ${o.pinned.hitsEarlier} taken earlier)`
      : `Pinned Down: cannot happen (${o.pinned.note})`,
  );
  out.line(c.dim(`Exact over ${o.combinations} combination(s) of hit counts; ${o.notes.join('; ')}.`));
  out.list('Rules applied', o.rules.map(citeRule));
}
