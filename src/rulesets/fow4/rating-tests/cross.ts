/**
 * Cross tests for Difficult Terrain (p. 20), with the Cross Here order (p. 25), night (p. 90),
 * deep rivers (p. 14), infantry Skill tests at obstacles (p. 77) and the Cross special rules:
 * Wide Tracks -1 and Overloaded +1 (p. 67), Duckbills and Smooth Ride 2+ (p. 69), Hedgerow
 * Cutters' re-roll (p. 69).
 */
import { z } from 'zod';
import { InputError } from '../../../errors/input-error.js';
import type { Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { unitRating, testRating, type RatingModifier, type TestRating } from '../ratings.js';
import { FOW4_TESTS as R } from '../rules.js';
import type { Score } from '../../flames-of-war/score.js';
import { PlayerField, RatingsSchema, ScoreSchema } from './inputs.js';
import { ratedTest, ratedTestOdds, type RerollOption } from './roll.js';
import type { Consequence, TestOdds, TestResult } from './types.js';

/** Cross numbers of the Mobility and Movement table (p. 18, reference sheet p. 106). */
export const CROSS_NUMBER: Readonly<Record<string, Score>> = {
  'standard-tank': 3,
  'light-tank': 3,
  'fast-tank': 3,
  'slow-tank': 3,
  'very-slow-tank': 3,
  jeep: 4,
  motorcycle: 4,
  'half-tracked': 4,
  wheeled: 5,
  'slow-wheeled': 5,
  wagon: 5,
  'light-gun': 3,
  'medium-gun': 5,
  'heavy-gun': 5,
  'immobile-gun': 6,
  infantry: 'auto',
  'man-packed-gun': 'auto',
  cavalry: 2,
};

export const CrossInput = z.strictObject({
  team: z.string().optional().describe('The team crossing, for the dice label'),
  mobility: z
    .enum(Object.keys(CROSS_NUMBER) as [string, ...string[]])
    .optional()
    .describe('Mobility rating (gives the Cross number)'),
  cross: ScoreSchema.optional().describe('The Cross number, when given directly (overrides mobility)'),
  teamRules: z
    .array(z.string())
    .optional()
    .describe('wide-tracks, overloaded, duckbills, smooth-ride, hedgerow-cutters'),
  terrain: z
    .enum(['difficult', 'hedge', 'bocage', 'deep-river', 'barbed-wire', 'street-barricade'])
    .optional()
    .describe('What is being crossed (default: any Difficult Terrain)'),
  ratings: z
    .union([RatingsSchema, z.array(RatingsSchema).min(1)])
    .optional()
    .describe("The unit's ratings: infantry crossing Barbed Wire or a Street Barricade take a Skill test"),
  night: z.boolean().optional().describe('Night: Cross +1 in Difficult Terrain'),
  crossHere: z.boolean().optional().describe('A Cross Here order: -1 within 6"/15cm of where the Unit Leader crosses'),
  isLeader: z.boolean().optional().describe('The team is the Unit Leader'),
  player: PlayerField,
});
export type CrossInput = z.infer<typeof CrossInput>;

const has = (list: readonly string[] | undefined, id: string) => list?.includes(id) ?? false;

/** The Cross number and modifiers for one team at one piece of terrain. */
export function crossRating(input: CrossInput): TestRating {
  const rules: RuleRef[] = [R.crossTest];
  let base: Score | undefined = input.cross ?? (input.mobility ? CROSS_NUMBER[input.mobility] : undefined);
  if (base === undefined)
    throw new InputError("a Cross test needs the team's Mobility rating or its Cross number (p. 20)", {
      code: 'cross',
      hint: `give --set mobility=standard-tank (or ${Object.keys(CROSS_NUMBER)
        .filter((k) => k !== 'standard-tank')
        .join(', ')}) or --set cross=3+`,
    });
  const teamRules = input.teamRules;
  if (has(teamRules, 'duckbills')) {
    base = 2;
    rules.push(R.duckbills);
  } else if (has(teamRules, 'smooth-ride')) {
    base = 2;
    rules.push(R.smoothRide);
  }
  const terrain = input.terrain ?? 'difficult';
  if (base === 'auto' && terrain === 'deep-river') {
    base = 4; // infantry cross a deep river on 4+ (p. 14)
    rules.push(R.deepRiver);
  }
  if (base === 'auto' && (terrain === 'barbed-wire' || terrain === 'street-barricade')) {
    if (!input.ratings)
      throw new RangeError(
        'infantry crossing Barbed Wire or a Street Barricade take a Skill test: give the unit ratings',
      );
    base = unitRating(input.ratings, 'skill'); // Skill test for infantry (p. 77)
    rules.push(R.obstacleSkillTest);
  }
  if (base === 'auto') return testRating('auto', rules); // infantry cross without a roll; modifiers cannot change Auto [AMB-7]
  const mods: RatingModifier[] = [];
  if (has(teamRules, 'wide-tracks')) mods.push({ value: -1, rule: R.wideTracks });
  if (has(teamRules, 'overloaded')) mods.push({ value: +1, rule: R.overloaded });
  if (input.crossHere) mods.push({ value: -1, rule: R.crossHere });
  if (input.night) mods.push({ value: +1, rule: R.nightMovement });
  return testRating(base, rules, mods);
}

function hedgerowReroll(input: CrossInput): RerollOption | undefined {
  const terrain = input.terrain ?? 'difficult';
  if (!has(input.teamRules, 'hedgerow-cutters') || (terrain !== 'hedge' && terrain !== 'bocage')) return undefined;
  return { by: 'hedgerow-cutters', rule: R.hedgerowCutters, available: true, question: '' };
}

/** One Cross test: a team entering, or starting to move in, Difficult Terrain (p. 20). */
export function* cross(input: CrossInput): Procedure<TestResult> {
  const out = yield* ratedTest({
    kind: input.crossHere ? 'cross-here' : 'cross',
    label: `Cross${input.crossHere ? ' (Cross Here)' : ''}: ${input.team ?? 'team'}`,
    player: input.player ?? 'owner',
    rating: crossRating(input),
    reroll: hedgerowReroll(input),
  });
  const consequences: Consequence[] = out.passed
    ? [{ code: 'crosses', text: 'The team crosses that piece of terrain.' }]
    : [
        { code: 'stops', text: 'The team stops moving at once.' },
        { code: 'counts-as-moved', text: 'It counts as having moved, even if it has not left its starting point.' },
        ...(input.isLeader
          ? [
              {
                code: 'new-leader-may-be-nominated',
                text: 'Another team of the unit within 6"/15cm may be nominated as Unit Leader so the unit can keep moving.',
              },
            ]
          : []),
      ];
  if (input.crossHere)
    consequences.push({
      code: 'cross-here-no-shoot-assault',
      text: 'Teams using the Cross Here order cannot Shoot or Assault this turn.',
    });
  return {
    kind: input.crossHere ? 'cross-here' : 'cross',
    passed: out.passed,
    need: out.need,
    rolls: out.rolls,
    rules: out.rules,
    consequences,
  };
}

export function crossOdds(input: CrossInput): TestOdds {
  const reroll = hedgerowReroll(input);
  return ratedTestOdds(crossRating(input), reroll ? { reroll: 'hedgerow-cutters' } : {});
}

/** A Cross test under a Cross Here order (p. 25): the same test at -1. */
export function* crossHere(input: CrossInput): Procedure<TestResult> {
  return yield* cross({ ...input, crossHere: true });
}

export const crossHereOdds = (input: CrossInput) => crossOdds({ ...input, crossHere: true });
