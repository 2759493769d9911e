/**
 * Open Fire ratings: Motivation and Skill only (spec §3.2, §14 #30). Every number a rating
 * drives is here; the values that equal 4th edition's come from the shared profile module.
 */
import {
  IS_HIT_ON,
  MOTIVATION_SCORE,
  SKILL_SCORE,
  type Distance,
  type Motivation,
  type Skill,
} from '../flames-of-war/profile.js';

export type { Motivation, Skill };

export interface Fow3Ratings {
  readonly motivation: Motivation;
  readonly skill: Skill;
}

/** Score needed to hit a team of this skill when shooting (Score to Hit, p. 6): Veteran 4+, Trained 3+, Conscript 2+. */
export function hitOnBySkill(skill: Skill): number {
  return IS_HIT_ON[skill];
}

/** Score this team needs to hit in an assault (Fighting in Assaults): its own skill, Veteran 3+, Trained 4+, Conscript 5+. */
export function assaultScore(skill: Skill): number {
  return SKILL_SCORE[skill];
}

/** Skill Test score (Rules Summary). */
export function skillScore(skill: Skill): number {
  return SKILL_SCORE[skill];
}

/** Motivation Test score (Rules Summary). */
export function motivationScore(motivation: Motivation): number {
  return MOTIVATION_SCORE[motivation];
}

const cmd = (inches: number): Distance => ({ inches, cm: inches * 2.5 });

/** Command distance (Staying in Command, p. 19): tanks 8/6/4", infantry and guns 6/4/2" by skill. */
export function commandDistance(skill: Skill, kind: 'tank' | 'infantry' | 'gun'): Distance {
  const tanks: Record<Skill, Distance> = { veteran: cmd(8), trained: cmd(6), conscript: cmd(4) };
  const others: Record<Skill, Distance> = { veteran: cmd(6), trained: cmd(4), conscript: cmd(2) };
  return kind === 'tank' ? tanks[skill] : others[skill];
}
