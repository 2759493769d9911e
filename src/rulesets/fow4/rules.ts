import type { RuleRef } from '../../engine/rules.js';

/** A Flames Of War 4th edition rule reference, with the printed page (spec: ../shared/rules/fow4.md). */
export function rule(id: string, name: string, page: string): RuleRef {
  return { id: `fow4.${id}`, name, page };
}

export const FOW4 = {
  rollingDice: rule('rolling-dice', 'Rolling Dice', 'p. 4'),
  sevenPlus: rule('seven-plus', 'Scores of 7 and 8 (a 6, then a second die)', 'p. 4'),
  betterThan2: rule('better-than-2', 'Better than 2+ still fails on a 1', 'p. 5'),
  rerolls: rule('rerolls', 'Re-rolls (one per die)', 'p. 5'),
  dispute: rule('dispute', 'Settling rules disputes', 'p. 5'),
} as const satisfies Record<string, RuleRef>;
