import { IMPOSSIBLE, describeTarget } from '../../../dice/target.js';
import { rollPool, type PoolDie } from '../../../dice/pool.js';
import type { DiceProcedure } from '../../../dice/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { cited, type FowRules } from '../rules.js';
import { scoreTarget, type Score } from '../score.js';

export interface FirepowerTestOptions {
  /** Flying Tank target: +1 to the score, and a score of 7 or more cannot succeed (p. 66, AMB-6). */
  readonly flyingTank?: boolean;
  /** Bunkers are tough: a successful Firepower test must be re-rolled (p. 76). */
  readonly bunker?: boolean;
  readonly label?: string;
}

export interface FirepowerTestRecord {
  /** The weapon's Firepower; null is "-" (it can never pass, p. 72). */
  readonly firepower: Score | null;
  /** The score needed after modifiers, e.g. "3+", "6 then 5+", "impossible". */
  readonly need: string;
  /** The die (first throw, follow-up, and the re-roll that replaced it, if any). */
  readonly die?: PoolDie;
  readonly success: boolean;
  readonly rules: readonly RuleRef[];
}

/**
 * Firepower Test (p. 37): the shooting player rolls one die and passes on the weapon's
 * Firepower or more. Used after a failed Armour Save, a failed save in Bulletproof Cover
 * (p. 39) and a failed Aircraft Save (p. 39).
 *
 * Dice: one die (plus its follow-up when the score is 7 or 8); for a bunker, a success is re-rolled.
 */
export function* firepowerTest(
  R: FowRules,
  firepower: Score | null,
  options: FirepowerTestOptions = {},
): DiceProcedure<FirepowerTestRecord> {
  const rules: RuleRef[] = cited(R.firepowerTest);
  if (firepower === null) return { firepower, need: 'impossible', success: false, rules };
  const mods: number[] = [];
  if (options.flyingTank) {
    mods.push(1);
    rules.push(...cited(R.flyingTank));
  }
  const check = scoreTarget(R, firepower, mods);
  // Flying Tank: a Firepower 6 weapon can never shoot one down (p. 66), so 7+ fails outright.
  const target = options.flyingTank && check.need !== 'auto' && check.need >= 7 ? IMPOSSIBLE : check.target;
  if (options.bunker) rules.push(...cited(R.bunkersAreTough));
  const pool = yield* rollPool({
    count: 1,
    target,
    reroll: options.bunker ? 'successes' : 'none',
    label: options.label ?? 'Firepower test',
  });
  rules.push(...check.rules);
  return { firepower, need: describeTarget(target), die: pool.dice[0], success: pool.successes === 1, rules };
}
