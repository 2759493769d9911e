/** `umpire odds assault --ruleset fow3`: the estimate as lines or JSON. */
import { SeededDice } from '../../../../dice/seeded.js';
import { InputError } from '../../../../errors/input-error.js';
import type { Estimate, MeanEstimate } from '../../../../odds/simulate.js';
import { tuneForShortRun } from '../../../../odds/short-run.js';
import type { CommandContext } from '../../../contract.js';
import { FOW3_NAME } from '../../rules.js';
import { estimateFow3Assault, type Fow3AssaultEstimate } from '../../odds/assault-estimate.js';
import { buildFow3Situation } from '../assault/quick.js';
import type { Fow3OddsAssaultFlags } from '../assault/options.js';

const MAX_TRIALS = 1_000_000;

export async function runOddsAssaultFow3(ctx: CommandContext<Fow3OddsAssaultFlags>): Promise<void> {
  const f = ctx.opts;
  const trials = f.trials === undefined ? 2000 : Number(f.trials);
  if (!Number.isInteger(trials) || trials < 1 || trials > MAX_TRIALS)
    throw new InputError(`--trials takes a whole number from 1 to ${MAX_TRIALS}, not "${f.trials}"`);
  const seed = f.seed === undefined ? SeededDice.newSeed() : Number(f.seed);
  if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32)
    throw new InputError(`--seed takes a whole number from 0 to 4294967295, not "${f.seed}"`);
  // A process that runs one estimate and exits does not wait for TurboFan (src/odds/short-run.ts).
  await tuneForShortRun();
  const { Fow3AssaultSituationSchema } = await import('../../situation-schema.js');
  const parsed = Fow3AssaultSituationSchema.safeParse(buildFow3Situation(f));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InputError(
      `the Open Fire assault situation is not valid at ${issue.path.join('.') || '(top)'}: ${issue.message}`,
      { where: f.situation },
    );
  }
  const e = estimateFow3Assault(parsed.data, { trials, seed });
  if (ctx.json) ctx.out.json(fow3AssaultEstimateJson(e));
  else printEstimate(ctx, e);
}

const ej = (e: Estimate) => ({ p: e.p, se: e.se, low: e.low, high: e.high });
const mj = (m: MeanEstimate) => ({ mean: m.mean, se: m.se, low: m.low, high: m.high });

export function fow3AssaultEstimateJson(e: Fow3AssaultEstimate): unknown {
  return {
    ruleset: 'fow3',
    method: e.method,
    trials: e.trials,
    seed: e.seed,
    attackerWins: ej(e.attackerWins),
    defenderWins: ej(e.defenderWins),
    notLaunchedOrFellBack: ej(e.notLaunchedOrFellBack),
    rounds: mj(e.rounds),
    losses: { attacker: mj(e.losses.attacker), defender: mj(e.losses.defender) },
    why: e.why,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const chance = (e: Estimate) => `${pct(e.p)} (95% ${pct(e.low)} to ${pct(e.high)})`;
const mean = (m: MeanEstimate) => `${m.mean.toFixed(2)} (95% ${m.low.toFixed(2)} to ${m.high.toFixed(2)})`;

function printEstimate(ctx: CommandContext, e: Fow3AssaultEstimate): void {
  const { out } = ctx;
  const c = out.paint;
  out.line(c.bold(`${FOW3_NAME} · assault: ESTIMATE, not exact, from ${e.trials} seeded runs (seed ${e.seed})`));
  for (const w of e.why) out.line(c.dim(`why: ${w}`));
  out.line(`Assaulting platoon wins: ${chance(e.attackerWins)}`);
  out.line(`Defenders win: ${chance(e.defenderWins)}`);
  out.line(`Not launched or fell back: ${chance(e.notLaunchedOrFellBack)}`);
  out.line(`Rounds: ${mean(e.rounds)}`);
  out.line(`Teams destroyed: assaulting ${mean(e.losses.attacker)}; defending ${mean(e.losses.defender)}`);
}
