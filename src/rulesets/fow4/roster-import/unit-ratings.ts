/**
 * A unit's ratings from its teams' (p. 10): the worst of each, teams rated "As Per Unit" taking
 * the others'.
 */
import type { Ratings } from '../../flames-of-war/profile.js';
import { IS_HIT_ON, MOTIVATION_SCORE, SKILL_SCORE } from '../../flames-of-war/profile.js';
import type { TeamDraft } from './profiles.js';

/** Every team of a unit says its ratings are the unit's: there is nothing to take them from. */
export class RatingsPerUnit extends Error {}

/**
 * Mixed-rating units use the worst rating (p. 10): worst Motivation and Skill, and for every
 * sub-rating the worst of what each team has (its printed value, else its Motivation's or Skill's).
 */
export function worst(all: readonly TeamDraft[]): Ratings {
  // Teams rated "As Per Unit" take the unit's ratings: the other teams'.
  const drafts = all.filter((d) => d.ratings.motivation && d.ratings.skill);
  if (drafts.length === 0) throw new RatingsPerUnit();
  const motivation = drafts
    .map((d) => d.ratings.motivation!)
    .reduce((a, b) => (MOTIVATION_SCORE[b] > MOTIVATION_SCORE[a] ? b : a));
  const skill = drafts.map((d) => d.ratings.skill!).reduce((a, b) => (SKILL_SCORE[b] > SKILL_SCORE[a] ? b : a));
  const out: Record<string, unknown> = { motivation, skill };
  const scoreOf = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);
  for (const k of ['rally', 'remount', 'counterattack', 'lastStand'] as const)
    out[k] = Math.max(...drafts.map((d) => scoreOf(d.ratings[k], MOTIVATION_SCORE[d.ratings.motivation!])));
  for (const k of ['tactics', 'assault', 'ranging'] as const)
    out[k] = Math.max(...drafts.map((d) => scoreOf(d.ratings[k], SKILL_SCORE[d.ratings.skill!])));
  out['isHitOn'] = Math.min(...drafts.map((d) => scoreOf(d.ratings.isHitOn, IS_HIT_ON[d.ratings.skill!])));
  return out as unknown as Ratings;
}
