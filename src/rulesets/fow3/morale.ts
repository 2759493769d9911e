import { rollPool } from '../../dice/pool.js';
import type { DiceProcedure } from '../../dice/request.js';
import { atLeast } from '../../dice/target.js';
import type { RuleRef } from '../../engine/rules.js';
import type { Fow3Options } from './options.js';
import { motivationScore, type Motivation } from './ratings.js';
import { FOW3 } from './rules.js';
import { motivationTest, type TestResult } from './rating-tests/motivation-skill.js';

export type TeamState = 'alive' | 'destroyed' | 'bailed-out' | 'bogged-down';

export interface PlatoonMoraleNeed {
  readonly required: boolean;
  readonly dead: number;
  readonly alive: number;
  readonly ignored: number;
  readonly rules: readonly RuleRef[];
}

/**
 * Must a platoon check its morale at the end of the Shooting or Assault Step (Checking Morale)?
 * When it has more teams dead than alive and lost a team in that step. Bogged down and bailed out
 * tanks count as neither dead nor alive.
 */
export function platoonMoraleNeeded(teams: readonly TeamState[], lostThisStep: number): PlatoonMoraleNeed {
  const dead = teams.filter((t) => t === 'destroyed').length;
  const alive = teams.filter((t) => t === 'alive').length;
  const ignored = teams.length - dead - alive;
  const rules: RuleRef[] = [FOW3.platoonMorale];
  if (ignored > 0) rules.push(FOW3.ignoreBoggedBailed);
  return { required: dead > alive && lostThisStep > 0, dead, alive, ignored, rules };
}

export interface PlatoonMoraleResult {
  readonly test: TestResult;
  /** The platoon is destroyed (removed) on a fail. */
  readonly platoonDestroyed: boolean;
  /** A joined Company command team leaves with a platoon that fails its re-roll and is destroyed. */
  readonly companyCommandDestroyed: boolean;
  readonly rules: readonly RuleRef[];
}

/** Platoon morale check: a Motivation Test; the joined Company command team allows a re-roll (Checking Morale). */
export function* platoonMoraleCheck(
  motivation: Motivation,
  companyCommandJoined = false,
  label = 'platoon morale',
): DiceProcedure<PlatoonMoraleResult> {
  const test = yield* motivationTest(motivation, 'platoon-morale', { companyCommandJoined, label });
  return {
    test,
    platoonDestroyed: !test.passed,
    companyCommandDestroyed: !test.passed && companyCommandJoined,
    rules: test.rules,
  };
}

export interface CompanyMoraleResult {
  readonly required: boolean;
  readonly roller?: 'company-command' | '2ic';
  readonly test?: TestResult;
  /** The company fights on, or its morale breaks and the game is over (a loss). */
  readonly fightsOn: boolean;
  readonly note?: string;
  readonly rules: readonly RuleRef[];
}

export interface CompanyState {
  readonly platoonsDestroyed: number;
  readonly platoonsFighting: number;
  readonly companyCommandAlive: boolean;
  readonly twoICAlive: boolean;
  readonly motivation: Motivation;
}

/**
 * Checking Company Morale (p. 31), first in the Starting Step: with more platoons destroyed than
 * still fighting, the Company command team (or the 2iC if it is dead) rolls 4+ (A4: or the
 * company's Motivation Test, by option); with both dead the game is over.
 */
export function* companyMoraleCheck(
  c: CompanyState,
  options: Pick<Fow3Options, 'companyMorale'>,
): DiceProcedure<CompanyMoraleResult> {
  const rules: RuleRef[] = [FOW3.companyMorale];
  if (c.platoonsDestroyed <= c.platoonsFighting) return { required: false, fightsOn: true, rules };
  if (!c.companyCommandAlive && !c.twoICAlive)
    return {
      required: true,
      fightsOn: false,
      note: 'company command team and 2iC both destroyed: the game is over',
      rules,
    };
  const roller = c.companyCommandAlive ? 'company-command' : '2ic';
  const need = options.companyMorale === 'motivation' ? motivationScore(c.motivation) : 4;
  const pool = yield* rollPool({
    count: 1,
    target: atLeast(need),
    label: `company morale, rolled by the ${roller === '2ic' ? '2iC' : 'company command team'} (${need}+)`,
  });
  const test: TestResult = {
    test: 'company-morale',
    purpose: 'company-morale',
    need,
    faces: [pool.dice[0]!.first.face],
    rerolled: false,
    passed: pool.successes === 1,
    rules,
  };
  return { required: true, roller, test, fightsOn: test.passed, rules };
}

export interface ObjectiveTeam {
  readonly kind: 'tank' | 'infantry' | 'gun';
  readonly bailedOut?: boolean;
  readonly boggedDown?: boolean;
  readonly pinned?: boolean;
}

/**
 * Taking Objectives (p. 31), at the start of your turn: you win with a team within 4"/10cm of your
 * objective while the enemy has none there. Pinned platoons count; bogged down and bailed out
 * tanks neither take nor hold.
 */
export function objectiveTaken(
  ours: readonly ObjectiveTeam[],
  theirs: readonly ObjectiveTeam[],
): { taken: boolean; rules: RuleRef[] } {
  const counts = (t: ObjectiveTeam) => !(t.kind === 'tank' && (t.bailedOut || t.boggedDown));
  return { taken: ours.some(counts) && !theirs.some(counts), rules: [FOW3.takingObjectives] };
}
