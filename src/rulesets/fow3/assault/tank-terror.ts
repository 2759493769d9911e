import type { DiceProcedure } from '../../../dice/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { Fow3Options } from '../options.js';
import type { Motivation } from '../ratings.js';
import { FOW3 } from '../rules.js';
import { motivationTest, type TestResult } from '../rating-tests/motivation-skill.js';

export interface TankTerrorResult {
  readonly required: boolean;
  readonly test?: TestResult;
  /** The platoon may launch its assault. */
  readonly mayAssault: boolean;
  readonly note?: string;
  readonly rules: readonly RuleRef[];
}

/**
 * Tank Terror! (Infantry Assaulting Tanks): a platoon within 6"/15cm of an enemy tank passes a
 * Motivation Test before it may launch an assault. A20: infantry platoons only, unless the option
 * applies it to tank platoons too.
 */
export function* tankTerror(
  platoonKind: 'tank' | 'infantry',
  motivation: Motivation,
  enemyTankWithin6: boolean,
  options: Pick<Fow3Options, 'tankTerrorForTanks'>,
): DiceProcedure<TankTerrorResult> {
  if (!enemyTankWithin6) return { required: false, mayAssault: true, rules: [] };
  if (platoonKind === 'tank' && !options.tankTerrorForTanks) {
    return {
      required: false,
      mayAssault: true,
      note: 'tank platoons take no Tank Terror test (umpire reading A20)',
      rules: [FOW3.tankTerror],
    };
  }
  const test = yield* motivationTest(motivation, 'tank-terror', { label: 'Tank Terror' });
  return { required: true, test, mayAssault: test.passed, rules: test.rules };
}
