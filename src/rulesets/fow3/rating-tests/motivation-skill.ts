import { rollPool } from '../../../dice/pool.js';
import type { DiceProcedure } from '../../../dice/request.js';
import { atLeast } from '../../../dice/target.js';
import type { RuleRef } from '../../../engine/rules.js';
import { motivationScore, skillScore, type Motivation, type Skill } from '../ratings.js';
import { FOW3 } from '../rules.js';

export type MotivationPurpose =
  'rally' | 'remount' | 'counterattack' | 'tank-terror' | 'platoon-morale' | 'company-morale';
export type SkillPurpose = 'dig-in' | 'free-bogged' | 'bogging-check';

export interface TestResult {
  readonly test: 'motivation' | 'skill' | 'company-morale';
  readonly purpose: string;
  readonly need: number;
  /** The die, and the re-roll when a failure was re-rolled. */
  readonly faces: readonly number[];
  readonly rerolled: boolean;
  readonly passed: boolean;
  readonly rules: readonly RuleRef[];
}

/** One die against a score, with an optional re-roll of a failure. */
export function* rollTest(
  test: TestResult['test'],
  purpose: string,
  need: number,
  label: string,
  reroll: boolean,
  rules: RuleRef[],
): DiceProcedure<TestResult> {
  const pool = yield* rollPool({
    count: 1,
    target: atLeast(need),
    reroll: reroll ? 'failures' : 'none',
    label: `${label} (${need}+)`,
  });
  const d = pool.dice[0]!;
  const faces = d.reroll ? [d.first.face, d.reroll.face] : [d.first.face];
  return { test, purpose, need, faces, rerolled: d.reroll !== undefined, passed: d.success, rules };
}

const MOTIVATION_RULE: Partial<Record<MotivationPurpose, RuleRef>> = {
  rally: FOW3.rally,
  remount: FOW3.remount,
  counterattack: FOW3.counterattack,
  'tank-terror': FOW3.tankTerror,
  'platoon-morale': FOW3.platoonMorale,
  'company-morale': FOW3.companyMorale,
};

/** The re-roll the Company command team gives the platoon it joined: morale, remount, rally only (Checking Morale). */
const COMMAND_REROLL: readonly MotivationPurpose[] = ['rally', 'remount', 'platoon-morale'];

/**
 * Motivation Test (Rules Summary): Fearless 3+, Confident 4+, Reluctant 5+. With the Company
 * command team joined to the platoon, a failed rally, remount or platoon morale roll is re-rolled.
 */
export function* motivationTest(
  motivation: Motivation,
  purpose: MotivationPurpose,
  options: { readonly companyCommandJoined?: boolean; readonly label?: string } = {},
): DiceProcedure<TestResult> {
  const reroll = options.companyCommandJoined === true && COMMAND_REROLL.includes(purpose);
  const rules: RuleRef[] = [FOW3.motivationTest, MOTIVATION_RULE[purpose]!];
  if (reroll) rules.push(FOW3.companyCommandReroll);
  return yield* rollTest(
    'motivation',
    purpose,
    motivationScore(motivation),
    options.label ?? `${purpose} Motivation Test`,
    reroll,
    rules,
  );
}

const SKILL_RULE: Record<SkillPurpose, RuleRef> = {
  'dig-in': FOW3.diggingIn,
  'free-bogged': FOW3.freeBogged,
  'bogging-check': FOW3.boggingCheck,
};

/** Skill Test (Rules Summary): Veteran 3+, Trained 4+, Conscript 5+. */
export function* skillTest(skill: Skill, purpose: SkillPurpose, label?: string): DiceProcedure<TestResult> {
  return yield* rollTest('skill', purpose, skillScore(skill), label ?? `${purpose} Skill Test`, false, [
    FOW3.skillTest,
    SKILL_RULE[purpose],
  ]);
}
