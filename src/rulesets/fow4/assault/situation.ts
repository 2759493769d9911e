/**
 * The situation an assault starts from (zod: the same source gives the TypeScript types, the
 * `umpire resolve` validation and a JSON Schema). Positions on the table are physical, so the
 * fields marked "table" are only DEFAULT answers: the procedure still asks each of them as a
 * DecisionRequest, so a player (or `--decide`) can answer otherwise, round by round.
 */
import { z } from 'zod';
import {
  ruleIdsSchema,
  ratingsSchema,
  scoreSchema,
  teamProfileSchema,
  weaponProfileSchema,
} from '../profile-schema.js';

const TeamProfileSchema = teamProfileSchema;
const RatingsSchema = ratingsSchema;
const ScoreSchema = scoreSchema;

export {
  scoreSchema as ScoreSchema,
  weaponProfileSchema as WeaponSchema,
  teamProfileSchema as TeamProfileSchema,
  ratingsSchema as RatingsSchema,
};

const Contact = z.union([z.array(z.string()), z.literal('all'), z.literal('none')]);

export const AssaultTeamSchema = z.strictObject({
  id: z.string().describe('Unique name of the team in this assault, e.g. "Rifle 1"'),
  profile: TeamProfileSchema,
  leader: z.boolean().optional().describe('The Unit Leader'),
  commander: z.boolean().optional().describe('The Formation Commander'),
  small: z
    .boolean()
    .optional()
    .describe('An Infantry team on a Small Base with two or fewer figures (+1 to hit in assaults)'),
  bailedOut: z.boolean().optional(),
  passengers: z
    .array(z.string())
    .optional()
    .describe('Ids of the teams mounted in this transport (destroyed with it in an assault)'),
  riders: z
    .array(z.string())
    .optional()
    .describe('Ids of infantry teams riding on this tank (destroyed when it is hit in an assault)'),
  // What the team did this turn (Who Can Assault, p. 52; Sneaking Up on Tanks, p. 56).
  moved: z.boolean().optional().describe('Moved in the Movement Step'),
  dashed: z.boolean().optional(),
  movedOver10: z.boolean().optional().describe('Moved more than 10"/25cm at Tactical speed'),
  order: z.string().optional().describe('Movement Order used this turn, e.g. follow-me, blitz, dig-in'),
  shot: z.boolean().optional().describe('Shot in the Shooting Step'),
  shotHalted: z.boolean().optional().describe('Shot at its Halted ROF'),
  bombarded: z.boolean().optional().describe('Spotted for or fired an Artillery or Smoke Bombardment'),
  shotAtAircraft: z.boolean().optional().describe('Shot at Aircraft in the previous enemy turn'),
  concealed: z
    .boolean()
    .optional()
    .describe('Concealed by terrain (at the start of its charge, or for Defensive Fire)'),
  // Table facts: default answers to the questions the procedure asks.
  contact: Contact.optional().describe('table: enemy team ids it reaches in Contact ("all" default, "none")'),
  crossToCharge: z
    .boolean()
    .optional()
    .describe('table: a tank must pass a Cross test to reach Contact (Difficult Terrain)'),
  cross: ScoreSchema.optional().describe('Cross rating, when not the mobility table value'),
  inRange: z
    .boolean()
    .optional()
    .describe('table: a Defending team within 8"/20cm of an Assaulting team (default true)'),
  within4: z
    .boolean()
    .optional()
    .describe('table: assaulting teams could contact it with a further 4"/10cm move (default true)'),
  escape: z
    .boolean()
    .optional()
    .describe('table: when Breaking Off, it can get more than 6"/15cm from every Assaulting team (default true)'),
  crossToEscape: z.boolean().optional().describe('table: breaking off, it must pass a Cross test on the way'),
  bunker: z.enum(['nest', 'pillbox', 'turret']).optional(),
  commanderNear: z
    .boolean()
    .optional()
    .describe('A Formation Commander within 6"/15cm and LOS (re-roll of Bailed Out Again)'),
});

export const AssaultUnitSchema = z.strictObject({
  name: z.string(),
  ratings: RatingsSchema,
  teams: z.array(AssaultTeamSchema).min(1).max(200, {
    error: 'at most 200 teams: more is not a table umpire can resolve (the limit keeps the work bounded)',
  }),
  pinned: z.boolean().optional(),
  assaultedThisTurn: z.boolean().optional(),
  rules: ruleIdsSchema
    .optional()
    .describe(
      'Unit rules, e.g. british-bulldog, soviet, mounted-assault, bagpipes (within 6"/15cm of the Bagpiper), shtraf',
    ),
  commander: z
    .union([z.boolean(), z.literal('ask')])
    .optional()
    .describe('Formation Commander within 6"/15cm and LOS of the Unit Leader (Counterattack re-roll)'),
  komissar: z
    .strictObject({ kind: z.enum(['komissar', 'battalion-komissar']), use: z.boolean().optional() })
    .optional(),
});

export const AssaultInputSchema = z.strictObject({
  attacker: z.strictObject({
    player: z.string().optional().describe('Name of the assaulting player (default "attacker")'),
    unit: AssaultUnitSchema,
    /** Leading from the Front (p. 52): the Formation Commander's HQ unit joins the assault. */
    hq: AssaultUnitSchema.optional(),
    hqInReach: z
      .boolean()
      .optional()
      .describe('The Formation Commander and the Unit Leader start within 6"/15cm and LOS of each other'),
  }),
  defender: z.strictObject({
    player: z.string().optional().describe('Name of the defending player (default "defender")'),
    units: z.array(AssaultUnitSchema).min(1).max(50, {
      error: 'at most 50 units here: more is not a table umpire can resolve (the limit keeps the work bounded)',
    }),
    nearby: z
      .array(AssaultUnitSchema)
      .max(50, {
        error: 'at most 50 units here: more is not a table umpire can resolve (the limit keeps the work bounded)',
      })
      .optional()
      .describe(
        'Other units of the defending player with teams within 8"/20cm of the Assaulting teams: they fire Defensive Fire (p. 55), nothing else',
      ),
  }),
  night: z.boolean().optional(),
  smoke: z.boolean().optional().describe('Defensive Fire passes into, through or out of Smoke (+1 to hit)'),
  maxRounds: z.number().int().min(1).max(100).optional().describe('Stop after this many rounds (default 20)'),
});

export type AssaultTeamInput = z.infer<typeof AssaultTeamSchema>;
export type AssaultUnitInput = z.infer<typeof AssaultUnitSchema>;
export type AssaultInput = z.infer<typeof AssaultInputSchema>;
