import { rollPool, type PoolDie } from '../../../dice/pool.js';
import type { DiceProcedure } from '../../../dice/request.js';
import { describeTarget } from '../../../dice/target.js';
import type { RuleRef } from '../../../engine/rules.js';
import { MOTIVATION_SCORE, type Ratings, type TeamProfile } from '../profile.js';
import { cited, type FowRules } from '../rules.js';
import { scoreTarget, type Score } from '../score.js';
import { teamHas, weaponHas } from './special-rules.js';

export interface RemountScore {
  readonly base: Score;
  readonly modifiers: readonly number[];
  readonly rules: readonly RuleRef[];
}

/**
 * A tank's Remount rating (p. 38): the unit's Remount (its Motivation unless a rating says
 * otherwise), -1 with Protected Ammo (p. 65), +1 for a flame-thrower tank without a Fuel
 * Trailer (Fuel Tanks, p. 42).
 */
export function remountScore(R: FowRules, ratings: Ratings, profile?: TeamProfile): RemountScore {
  const base = ratings.remount ?? MOTIVATION_SCORE[ratings.motivation];
  const modifiers: number[] = [];
  const rules: RuleRef[] = cited(R.remountRating);
  if (profile && teamHas(profile, 'protected-ammo')) {
    modifiers.push(-1);
    rules.push(...cited(R.protectedAmmo));
  }
  if (
    profile &&
    profile.type === 'tank' &&
    profile.weapons.some((w) => weaponHas(w, 'flame-thrower')) &&
    !teamHas(profile, 'fuel-trailer')
  ) {
    modifiers.push(1);
    rules.push(...cited(R.fuelTanks));
  }
  return { base, modifiers, rules };
}

export interface BailedOutAgainRecord {
  readonly kind: 'bailed-out-again';
  readonly need: string;
  readonly die: PoolDie;
  /** The Commander's re-roll of a failure was available (AMB-9). */
  readonly commanderReroll: boolean;
  readonly effect: 'stays-bailed-out' | 'destroyed';
  readonly rules: readonly RuleRef[];
}

/**
 * Bailed Out Again (p. 38): a Bailed Out tank that would be Bailed Out again rolls against its
 * Remount rating instead; a failure Destroys it. The book calls this an immediate Remount check
 * (p. 37), so a Formation Commander within 6"/15cm and in LOS re-rolls a failure (AMB-9).
 *
 * Dice: one die; if it fails and the Commander is near, one re-roll.
 */
export function* bailedOutAgain(
  R: FowRules,
  remount: RemountScore,
  options: { readonly commanderReroll?: boolean; readonly label?: string } = {},
): DiceProcedure<BailedOutAgainRecord> {
  const check = scoreTarget(R, remount.base, remount.modifiers);
  const commanderReroll = options.commanderReroll === true;
  const pool = yield* rollPool({
    count: 1,
    target: check.target,
    reroll: commanderReroll ? 'failures' : 'none',
    label: options.label ?? 'Bailed Out Again: Remount roll',
  });
  const rules: RuleRef[] = [...cited(R.bailedOutAgain), ...remount.rules, ...check.rules];
  if (commanderReroll && pool.dice[0]?.reroll) rules.push(...cited(R.commanderRemount));
  return {
    kind: 'bailed-out-again',
    need: describeTarget(check.target),
    die: pool.dice[0]!,
    commanderReroll,
    effect: pool.successes === 1 ? 'stays-bailed-out' : 'destroyed',
    rules,
  };
}
