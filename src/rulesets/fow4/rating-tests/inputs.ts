/**
 * Input schemas shared by the tests (zod: the same source gives the TypeScript types, the
 * validation and a JSON Schema a generic `umpire test <kind>` can turn into flags).
 */
import { z } from 'zod';
import { ruleIdsSchema, ratingsSchema, scoreSchema } from '../profile-schema.js';

const RatingsSchema = ratingsSchema;
import type { Ratings } from '../../flames-of-war/profile.js';
import type { TestSubject } from '../ratings.js';
import { FOW4_TESTS as R } from '../rules.js';
import type { KomissarOption, RerollOption } from './roll.js';

export { scoreSchema as ScoreSchema, ratingsSchema as RatingsSchema };

/** The testing unit: its ratings (or one per team for a mixed-rating unit) and its special rules. */
export const UnitFields = {
  ratings: z
    .union([RatingsSchema, z.array(RatingsSchema).min(1)])
    .describe('The unit ratings, or a list of team ratings for a mixed-rating unit (the worst value is used)'),
  rules: ruleIdsSchema
    .optional()
    .describe('Unit special rule ids, e.g. tiger-ace, british-bulldog, tip-and-run, tally-ho, cavalry, shtraf'),
  name: z.string().optional().describe('Unit name, for the dice labels'),
};

export const CommanderField = z
  .union([z.boolean(), z.literal('ask')])
  .optional()
  .describe('Formation Commander within 6"/15cm and in Line of Sight (true/false, or "ask" if the test fails)');

export const KomissarField = z
  .strictObject({
    kind: z.enum(['komissar', 'battalion-komissar']),
    use: z.boolean().optional().describe('Spend a team for the re-roll (asked when absent)'),
  })
  .optional()
  .describe('A Komissar or Battalion Komissar within 6"/15cm of the Unit Leader');

export const PlayerField = z.string().optional().describe('Who answers decisions (default "owner")');

export function subjectOf(
  input: { ratings: Ratings | readonly Ratings[]; rules?: readonly string[] | undefined },
  teamRules?: readonly string[],
): TestSubject {
  return { ratings: input.ratings, rules: input.rules ?? [], teamRules: teamRules ?? [] };
}

/** The Formation Commander's re-roll of a failed test (Command Leadership, p. 8). */
export function commanderReroll(
  available: boolean | 'ask' | undefined,
  rule: RerollOption['rule'],
  whose = 'the Unit Leader',
): RerollOption | undefined {
  if (available === undefined || available === false) return undefined;
  return {
    by: 'commander',
    rule,
    available,
    question: `Is the Formation Commander within 6"/15cm and in Line of Sight of ${whose}?`,
  };
}

export function komissarOf(
  k: { kind: 'komissar' | 'battalion-komissar'; use?: boolean | undefined } | undefined,
): KomissarOption | undefined {
  if (!k) return undefined;
  return k.use === undefined ? { kind: k.kind } : { kind: k.kind, use: k.use };
}

export const LEADERSHIP = {
  rally: R.rallyLeadership,
  remount: R.remountLeadership,
  counterattack: R.counterattackLeadership,
  lastStand: R.lastStandLeadership,
} as const;
