/**
 * One Range In attempt (p. 47) as a single roll: the worse Skill (or Ranging) rating of the
 * Spotting Team and the Artillery Unit, +1 near terrain (p. 47), +1 at night (p. 90), +1 through
 * a Smoke Screen (p. 51); an Air Observation Post re-rolls a failed third attempt (p. 50).
 * The full bombardment (three attempts, extra batteries, Mike Target) belongs to the
 * bombardment procedure.
 */
import { z } from 'zod';
import type { Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { Ratings } from '../../flames-of-war/profile.js';
import { testRating, unitRating, type RatingModifier, type TestRating } from '../ratings.js';
import { FOW4_TESTS as R } from '../rules.js';
import { PlayerField, RatingsSchema } from './inputs.js';
import { ratedTest, ratedTestOdds } from './roll.js';
import type { Consequence, TestOdds, TestResult } from './types.js';

const RatingsOrList = z.union([RatingsSchema, z.array(RatingsSchema).min(1)]);

export const RangeInInput = z.strictObject({
  artillery: RatingsOrList.describe('The Artillery Unit ratings'),
  spotter: RatingsOrList.optional().describe('The Spotting Team ratings, when different from the Artillery Unit'),
  attempt: z.number().int().min(1).max(3).describe('Which attempt this is this turn (1-3)'),
  terrain: z
    .boolean()
    .optional()
    .describe('The template would cover Short or Tall terrain or part of a Smoke Screen (+1)'),
  night: z.boolean().optional().describe('Night (+1, on top of terrain)'),
  throughSmoke: z
    .boolean()
    .optional()
    .describe("The spotter's Line of Sight runs into, through or out of a Smoke Screen (+1)"),
  airObservationPost: z
    .boolean()
    .optional()
    .describe('The spotter is an Air Observation Post (re-roll a failed third attempt)'),
  player: PlayerField,
});
export type RangeInInput = z.infer<typeof RangeInInput>;

export interface RangeInResult extends TestResult {
  /** The to-hit penalty of the bombardment when ranged in: +0, +1 or +2 (attempt 1, 2 or 3). */
  readonly toHitPenalty?: number;
}

const list = (r: Ratings | readonly Ratings[]): readonly Ratings[] =>
  Array.isArray(r) ? (r as readonly Ratings[]) : [r as Ratings];

export function rangeInRating(input: RangeInInput): TestRating {
  const rules: RuleRef[] = [R.rangeIn];
  const all = [...list(input.artillery), ...(input.spotter ? list(input.spotter) : [])];
  const base = unitRating(all, 'ranging'); // the worse of the two ratings (p. 47)
  if (input.spotter && unitRating(input.spotter, 'ranging') !== unitRating(input.artillery, 'ranging'))
    rules.push(R.rangeInLessSkilled);
  const mods: RatingModifier[] = [];
  if (input.terrain) mods.push({ value: +1, rule: R.rangeInTerrain });
  if (input.night) mods.push({ value: +1, rule: R.rangeInNight });
  if (input.throughSmoke) mods.push({ value: +1, rule: R.rangeInSmoke });
  return testRating(base, rules, mods);
}

/** One attempt to Range In. */
export function* rangeIn(input: RangeInInput): Procedure<RangeInResult> {
  const aop = input.airObservationPost === true && input.attempt === 3;
  const out = yield* ratedTest({
    kind: 'range-in',
    label: `Range In, attempt ${input.attempt}`,
    player: input.player ?? 'owner',
    rating: rangeInRating(input),
    ...(aop
      ? { reroll: { by: 'air-observation-post' as const, rule: R.airObservationPost, available: true, question: '' } }
      : {}),
  });
  const consequences: Consequence[] = [];
  if (out.passed) {
    const penalty = input.attempt - 1;
    consequences.push({
      code: 'ranged-in',
      text: `Ranged In on attempt ${input.attempt}: ${penalty === 0 ? 'no penalty' : `+${penalty}`} to hit.`,
    });
    if (input.attempt < 3)
      consequences.push({
        code: 'attempts-left',
        text: `${3 - input.attempt} attempt(s) left to Range In another Artillery Unit this spotter can spot for.`,
      });
    return {
      kind: 'range-in',
      passed: true,
      need: out.need,
      rolls: out.rolls,
      rules: out.rules,
      consequences,
      toHitPenalty: penalty,
    };
  }
  if (input.attempt < 3)
    consequences.push({ code: 'try-again', text: `Missed: attempt ${input.attempt + 1} may follow.` });
  else {
    consequences.push(
      { code: 'ranging-failed', text: 'All three attempts failed: remove the Ranged In marker.' },
      {
        code: 'artillery-idle',
        text: 'The Artillery Unit cannot Shoot, Assault or Bombard this turn, and is not Gone to Ground.',
      },
    );
  }
  return { kind: 'range-in', passed: false, need: out.need, rolls: out.rolls, rules: out.rules, consequences };
}

export function rangeInOdds(input: RangeInInput): TestOdds {
  const aop = input.airObservationPost === true && input.attempt === 3;
  return ratedTestOdds(rangeInRating(input), aop ? { reroll: 'air-observation-post' } : {});
}
