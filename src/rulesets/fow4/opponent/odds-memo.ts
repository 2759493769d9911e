/**
 * The fow4 opponent's odds, each worked out once per set of facts (flames-of-war/odds-memo.ts): the
 * exact shot odds of a shooting situation, the exact odds of a bombardment, and the seeded assault
 * estimate of an assault (the same input and seed give the same runs). score.ts asks these instead
 * of the odds themselves; the numbers are the same, only not worked out twice.
 */
import { OddsMemo } from '../../flames-of-war/odds-memo.js';
import type { AssaultInput } from '../assault/situation.js';
import { estimateAssault, type AssaultEstimate } from '../odds/assault-estimate.js';
import { bombardOdds, type BombardOdds } from '../odds/bombard-odds.js';
import { planFromSituation } from '../odds/from-situation.js';
import { shootOdds, type ShotOdds } from '../odds/shoot-odds.js';
import type { BombardSituation } from '../bombard/bombard.js';
import type { ShootingSituation } from '../shooting/situation.js';

export const fow4OddsMemo = new OddsMemo();

/** The exact odds of one shooting (odds/shoot-odds.ts). */
export function shotOddsOf(situation: ShootingSituation): ShotOdds {
  return fow4OddsMemo.get('shoot', situation, () => shootOdds(planFromSituation(situation)));
}

/** The exact odds of one bombardment (odds/bombard-odds.ts). */
export function bombardOddsOf(situation: BombardSituation): BombardOdds {
  return fow4OddsMemo.get('bombard', situation, () => bombardOdds(situation));
}

/** The seeded estimate of one assault (odds/assault-estimate.ts). */
export function assaultEstimateOf(input: AssaultInput, options: { trials: number; seed: number }): AssaultEstimate {
  return fow4OddsMemo.get('assault', [input, options.trials, options.seed], () => estimateAssault(input, options));
}
