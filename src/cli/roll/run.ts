import { pDie, poolSuccesses, sumOfDice } from '../../dice/distribution.js';
import { Fraction, sumFractions } from '../../dice/fraction.js';
import { rollPool, rollSum, type PoolResult, type SumResult, type Throw } from '../../dice/pool.js';
import { SeededDice } from '../../dice/seeded.js';
import { diceRequest, type DiceProcedure } from '../../dice/request.js';
import { AUTO, describeTarget, judge } from '../../dice/target.js';
import { runProcedure, type JournalEntry } from '../../engine/runner.js';
import { groupedDiceFromFlags, type DiceFlags } from '../dice-options.js';
import { InputError } from '../../errors/input-error.js';
import { printJson, println } from '../output.js';
import { paint } from '../style.js';
import { renderTable } from '../table.js';
import { parseRollSpec, type RollFlags, type RollSpec } from './spec.js';
import { DETAIL_LIMIT, poolFaces, sumFaces, type FaceSummary } from './summary.js';

type Flags = RollFlags & DiceFlags & { odds?: boolean; json?: boolean; verbose?: boolean; ruleset?: string };

/** Most dice whose exact odds are worked out (100 take about a second here; the work grows with the cube). */
export const MAX_EXACT_ODDS_DICE = 100;

export async function runRoll(dice: string, flags: Flags): Promise<void> {
  const { loadRuleset, rulesetIdFor } = await import('../../rulesets/index.js');
  const spec = await parseRollSpec(dice, flags, await loadRuleset(await rulesetIdFor(flags.ruleset, undefined)));
  if (flags.odds && spec.count > MAX_EXACT_ODDS_DICE) {
    throw new InputError(
      `exact odds are worked out for at most ${MAX_EXACT_ODDS_DICE} dice, not ${spec.count}: more would take minutes`,
      { hint: 'roll without --odds, or estimate by simulation: roll the pool many times with --seed and count' },
    );
  }
  const make = () =>
    spec.mode === 'pool'
      ? rollShown(spec, `roll ${dice}`)
      : rollSum(spec.count, spec.sides, `roll ${dice}`, spec.target);
  // Physical dice and a grouped --dice a pool at a time, as every command takes them (grouped-dice.ts).
  const { dice: source, answers } = await groupedDiceFromFlags(flags, make);
  const faces: number[] = [];
  const record = (e: JournalEntry) => {
    if (e.type === 'dice') faces.push(...e.faces);
    answers?.push(e.type === 'dice' ? e.faces : e.value);
  };
  const seed = source instanceof SeededDice ? source.seed : undefined;
  if (spec.mode === 'pool') {
    const result = await runProcedure(rollShown(spec, `roll ${dice}`), { dice: source, record });
    if (flags.json) printJson(poolJson(spec, result, faces, seed, flags.odds));
    else await printPool(spec, result, seed, flags.odds, flags.verbose);
  } else {
    const result = await runProcedure(rollSum(spec.count, spec.sides, `roll ${dice}`, spec.target), {
      dice: source,
      record,
    });
    if (flags.json) printJson(sumJson(spec, result, faces, seed, flags.odds));
    else await printSum(spec, result, seed, flags.odds, flags.verbose);
  }
}

/**
 * The pool, thrown. A rule procedure throws no dice for a target that always or never succeeds,
 * but a player who asks `umpire roll` wants to see dice: with no target, or one no die can score
 * (10+ on a d6), every die is thrown and shown, and each passes or fails as the target says.
 */
function* rollShown(spec: RollSpec, label: string): DiceProcedure<PoolResult> {
  const target = spec.target ?? AUTO;
  if (target.kind !== 'auto' && target.kind !== 'impossible')
    return yield* rollPool({ count: spec.count, sides: spec.sides, target, reroll: spec.reroll, label });
  const faces = yield diceRequest(spec.count, spec.sides, label, spec.target ? { need: describeTarget(target) } : {});
  const success = target.kind === 'auto';
  const dice = faces.map((face) => ({ first: { face, success }, success }));
  return {
    sides: spec.sides,
    target,
    reroll: 'none',
    dice,
    successes: success ? dice.length : 0,
    failures: success ? 0 : dice.length,
  };
}

function throwText(t: Throw | undefined): string {
  if (!t) return '';
  return t.followUp === undefined ? String(t.face) : `${t.face} → ${t.followUp}`;
}

function poolOdds(spec: RollSpec): { successes: number; p: Fraction; atLeast: Fraction }[] {
  const dist = spec.target ? poolSuccesses(spec.count, spec.target, spec.reroll, spec.sides) : [];
  return dist.map((p, k) => ({ successes: k, p, atLeast: sumFractions(dist.slice(k)) }));
}

function poolJson(spec: RollSpec, r: PoolResult, faces: number[], seed: number | undefined, odds?: boolean) {
  return {
    dice: faces,
    successes: spec.target ? r.successes : undefined,
    total: spec.target ? undefined : r.dice.reduce((a, d) => a + d.first.face, 0),
    ...(seed !== undefined ? { seed } : {}),
    sides: spec.sides,
    need: spec.target ? describeTarget(spec.target) : undefined,
    reroll: spec.reroll,
    rolls: r.dice.map((d) => ({ first: d.first, ...(d.reroll ? { reroll: d.reroll } : {}), success: d.success })),
    ...(spec.note ? { rule: spec.note } : {}),
    ...(odds && spec.target
      ? {
          odds: {
            perDie: pDie(spec.target, spec.reroll, spec.sides).toString(),
            distribution: poolOdds(spec).map((o) => ({
              successes: o.successes,
              p: o.p.toString(),
              percent: pct(o.p),
              atLeast: o.atLeast.toString(),
            })),
          },
        }
      : {}),
  };
}

function sumJson(spec: RollSpec, r: SumResult, faces: number[], seed: number | undefined, odds?: boolean) {
  const chance = spec.target ? sumChance(spec) : undefined;
  return {
    dice: faces,
    total: r.total,
    ...(spec.target
      ? { need: `total ${describeTarget(spec.target)}`, success: r.success, successes: r.success ? 1 : 0 }
      : {}),
    ...(seed !== undefined ? { seed } : {}),
    sides: spec.sides,
    ...(odds && chance ? { odds: { success: chance.toString(), percent: pct(chance) } } : {}),
  };
}

function sumChance(spec: RollSpec): Fraction | undefined {
  if (!spec.target) return undefined;
  const t = spec.target;
  return sumFractions(sumOfDice(spec.count, spec.sides).filter((_, total) => judge(t, total)));
}

function pct(p: Fraction): string {
  return `${(p.toNumber() * 100).toFixed(2)}%`;
}

async function printPool(
  spec: RollSpec,
  r: PoolResult,
  seed: number | undefined,
  odds?: boolean,
  verbose?: boolean,
): Promise<void> {
  const c = await paint();
  if (seed !== undefined) println(c.dim(`seed ${seed}`));
  const hasTarget = spec.target !== undefined;
  if (verbose || r.dice.length <= DETAIL_LIMIT) {
    const head = [
      '#',
      `d${spec.sides}`,
      ...(spec.reroll !== 'none' ? ['re-roll'] : []),
      ...(hasTarget ? ['result'] : []),
    ];
    const rows = r.dice.map((d, i) => [
      i + 1,
      throwText(d.first),
      ...(spec.reroll !== 'none' ? [throwText(d.reroll)] : []),
      ...(hasTarget ? [d.success ? c.good('success') : c.bad('fail')] : []),
    ]);
    println(await renderTable({ head, rows, numeric: [0] }));
  } else {
    await printFaces(poolFaces(r), r.dice.length, spec.sides);
  }
  if (hasTarget) {
    const rr = spec.reroll === 'none' ? '' : `, re-roll ${spec.reroll}`;
    const need =
      spec.target!.kind === 'impossible' && spec.asked
        ? `${spec.asked}: no d${spec.sides} can score it`
        : describeTarget(spec.target!);
    println(
      `${c.bold(`${r.successes} ${r.successes === 1 ? 'success' : 'successes'}`)} of ${spec.count} (need ${need}${rr})`,
    );
    if (spec.note) println(c.dim(`Rules: ${spec.note}`));
    if (odds) await printPoolOdds(spec);
  } else {
    println(c.bold(`Total ${r.dice.reduce((a, d) => a + d.first.face, 0)}`));
  }
}

async function printFaces(summary: FaceSummary, count: number, sides: number): Promise<void> {
  const c = await paint();
  println(
    await renderTable({
      title: `${count} d${sides}: how many dice showed each face`,
      head: summary.head,
      rows: summary.rows,
      numeric: summary.head.map((_, i) => i),
    }),
  );
  println(c.dim(`Over ${DETAIL_LIMIT} dice the faces are counted; --verbose lists every die, --json gives them all.`));
}

async function printPoolOdds(spec: RollSpec): Promise<void> {
  const rows = poolOdds(spec).map((o) => [o.successes, o.p.toString(), pct(o.p), pct(o.atLeast)]);
  println(
    await renderTable({
      title: `Exact odds (each die ${pDie(spec.target!, spec.reroll, spec.sides).toString()})`,
      head: ['successes', 'chance', '%', 'at least'],
      rows,
      numeric: [0, 2, 3],
    }),
  );
}

async function printSum(
  spec: RollSpec,
  r: SumResult,
  seed: number | undefined,
  odds?: boolean,
  verbose?: boolean,
): Promise<void> {
  const c = await paint();
  if (seed !== undefined) println(c.dim(`seed ${seed}`));
  if (verbose || r.faces.length <= DETAIL_LIMIT)
    println(
      await renderTable({ head: r.faces.map((_, i) => `d${spec.sides} #${i + 1}`), rows: [r.faces.map(String)] }),
    );
  else await printFaces(sumFaces(spec.sides, r.faces), r.faces.length, spec.sides);
  const verdict = spec.target
    ? ` — need ${describeTarget(spec.target)}: ${r.success ? c.good('success') : c.bad('fail')}`
    : '';
  println(`${c.bold(`Total ${r.total}`)}${verdict}`);
  if (odds && spec.target) {
    const p = sumChance(spec)!;
    println(`Chance: ${p.toString()} (${pct(p)})`);
  }
}
