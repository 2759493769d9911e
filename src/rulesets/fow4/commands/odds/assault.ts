/** `umpire odds assault`: an ESTIMATE of an assault from seeded runs of the real procedure, same flags as `umpire assault`. */
import type { CommandContext, Out } from '../../../contract.js';
import { Fraction } from '../../../../dice/fraction.js';
import { SeededDice } from '../../../../dice/seeded.js';
import { ScriptedDecider } from '../../../../engine/decider.js';
import type { Estimate, MeanEstimate } from '../../../../odds/simulate.js';
import type { AssaultEstimate } from '../../odds/assault-estimate.js';
import type { OddsAssaultFlags } from '../assault/options.js';
import { InputError } from '../../../../errors/input-error.js';
import { barChart } from '../../../../odds/chart.js';
import { tuneForShortRun } from '../../../../odds/short-run.js';

const MAX_TRIALS = 1_000_000;

export async function runOddsAssault(ctx: CommandContext<OddsAssaultFlags>): Promise<void> {
  const flags = ctx.opts;
  // Exactly --trials runs, else as many as the precision needs (issue 32: the default answers
  // within half a second where 2,000 runs took 1.5-2.3 s).
  const trials = flags.trials === undefined ? MAX_TRIALS : Number(flags.trials);
  if (!Number.isInteger(trials) || trials < 1 || trials > MAX_TRIALS)
    throw new InputError(`--trials takes a whole number from 1 to ${MAX_TRIALS}, not "${flags.trials}"`);
  let precision: number | undefined;
  if (flags.trials === undefined) {
    const points = Number(flags.precision ?? '5');
    if (!Number.isFinite(points) || points < 0.5 || points > 50)
      throw new InputError(`--precision takes percentage points from 0.5 to 50, not "${flags.precision}"`);
    precision = points / 100;
  }
  let seed: number;
  if (flags.seed !== undefined) {
    seed = Number(flags.seed);
    if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32)
      throw new InputError(`--seed takes a whole number from 0 to 4294967295, not "${flags.seed}"`);
  } else seed = SeededDice.newSeed();
  // Before the procedure's modules load: a short run does not pay TurboFan's compile of them.
  await tuneForShortRun();
  const { checkedAssaultSituation } = await import('../assault/build.js');
  const situation = await checkedAssaultSituation(flags);
  const { estimateAssault } = await import('../../odds/assault-estimate.js');
  const answers = flags.decide ?? [];
  // A situation the assault cannot take throws an AssaultInputError (exit 2, with its hint); any
  // other error is a bug. (The catch that stood here tested the error's name, 'AssaultInputError',
  // which that class never had, so it never ran.)
  const est: AssaultEstimate = estimateAssault(situation, {
    trials,
    seed,
    ...(precision !== undefined ? { precision } : {}),
    newDecider: () => new ScriptedDecider(answers),
  });
  if (ctx.json) ctx.out.json(assaultEstimateJson(est));
  else await printAssaultEstimate(ctx.out, est);
}

const ej = (e: Estimate) => ({ p: e.p, se: e.se, low: e.low, high: e.high });
const mj = (m: MeanEstimate) => ({ mean: m.mean, se: m.se, low: m.low, high: m.high });

/** The --json twin: every estimate with its standard error and 95% interval. */
export function assaultEstimateJson(e: AssaultEstimate): unknown {
  return {
    method: e.method,
    trials: e.trials,
    ...(e.precision !== undefined ? { precision: e.precision } : {}),
    seed: e.seed,
    attackerWins: ej(e.attackerWins),
    defenderWins: ej(e.defenderWins),
    outcomes: e.outcomes.map((o) => ({ outcome: o.outcome, ...ej(o.estimate) })),
    rounds: { dist: e.rounds.dist.map((r) => ({ rounds: r.rounds, ...ej(r.estimate) })), mean: mj(e.rounds.mean) },
    losses: {
      attacker: { destroyed: mj(e.losses.attacker.destroyed), bailedOut: mj(e.losses.attacker.bailedOut) },
      defender: { destroyed: mj(e.losses.defender.destroyed), bailedOut: mj(e.losses.defender.bailedOut) },
    },
    why: e.why,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const chance = (e: Estimate) => `${pct(e.p)}  (95% CI ${pct(e.low)} to ${pct(e.high)})`;
const mean = (m: MeanEstimate) => `${m.mean.toFixed(2)}  (95% CI ${m.low.toFixed(2)} to ${m.high.toFixed(2)})`;

async function printAssaultEstimate(out: Out, e: AssaultEstimate): Promise<void> {
  const c = out.paint;
  out.line(c.bold(`ESTIMATE, not exact: ${e.trials} seeded runs of the real assault procedure (seed ${e.seed})`));
  if (e.precision !== undefined)
    out.line(
      c.dim(
        `  runs: until each side's chance to win was known to within +/-${(e.precision * 100).toFixed(1)} points (95% interval); --precision or --trials for more`,
      ),
    );
  for (const w of e.why) out.line(c.dim(`  why: ${w}`));
  out.line();
  out.line(`Attacker wins: ${chance(e.attackerWins)}`);
  out.line(`Defender wins: ${chance(e.defenderWins)}`);
  await out.table({
    title: 'How the assault ends',
    head: ['outcome', 'chance', '95% interval'],
    rows: e.outcomes.map((o) => [o.outcome, pct(o.estimate.p), `${pct(o.estimate.low)} to ${pct(o.estimate.high)}`]),
    numeric: [1],
  });
  out.line(c.bold(`Rounds: mean ${mean(e.rounds.mean)}`));
  const maxRounds = Math.max(0, ...e.rounds.dist.map((r) => r.rounds));
  const dist = Array.from({ length: maxRounds + 1 }, (_, k) => {
    const r = e.rounds.dist.find((x) => x.rounds === k);
    return Fraction.of(r ? Math.round(r.estimate.p * e.trials) : 0, e.trials);
  });
  for (const l of barChart(dist, (i) => `${i}`)) out.line(`  ${l}`);
  await out.table({
    title: 'Expected losses (teams, at the end of the assault)',
    head: ['side', 'destroyed', 'bailed out'],
    rows: (['attacker', 'defender'] as const).map((s) => [s, mean(e.losses[s].destroyed), mean(e.losses[s].bailedOut)]),
  });
  out.line(
    c.dim(
      `Estimate from ${e.trials} trials; run again with --seed ${e.seed} for the same figures, or more --trials for narrower intervals.`,
    ),
  );
}
