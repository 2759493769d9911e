import { IMPOSSIBLE, atLeast, type Target } from '../../dice/target.js';
import type { RuleRef } from '../../engine/rules.js';
import { scoreTarget } from '../flames-of-war/score.js';
import type { Fow3Options } from './options.js';
import { FOW3, V4_SCORE_RULES } from './rules.js';

export interface Fow3Score {
  /** The score needed after modifiers. */
  readonly need: number;
  readonly target: Target;
  readonly rules: readonly RuleRef[];
}

/**
 * A score in Open Fire: modifiers add to the score needed. Open Fire has no rule for a score
 * above 6 (A1): by default nothing can succeed; option 'v4' uses the 4th-edition follow-up die.
 * Open Fire has no rule that lowers a score below 2 either, so a need of 1 or less passes on any die.
 */
export function fow3Score(
  base: number,
  modifiers: readonly number[],
  options: Pick<Fow3Options, 'scoreAboveSix'>,
): Fow3Score {
  const need = base + modifiers.reduce((a, b) => a + b, 0);
  if (need <= 6) return { need, target: atLeast(Math.max(1, need)), rules: [] };
  if (options.scoreAboveSix === 'v4') {
    const s = scoreTarget(V4_SCORE_RULES, need);
    return { need, target: s.target, rules: [FOW3.scoreAboveSix, ...s.rules] };
  }
  return { need, target: IMPOSSIBLE, rules: [FOW3.scoreAboveSix] };
}
