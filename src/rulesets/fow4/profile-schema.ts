/**
 * Zod schemas of the normalised fow4 profile shapes of profile.ts (scores as numbers, distances
 * as {inches, cm}): the one source for every JSON situation that carries a profile or ratings
 * (`umpire resolve`, test inputs). Arsenal FILES use the friendlier notation of schema/arsenal.ts,
 * which normalises to these same shapes.
 */
import { z } from 'zod';
import type { Ratings, TeamProfile, WeaponProfile } from '../flames-of-war/profile.js';
import { distancePairing } from '../flames-of-war/schema/common.js';
import { isKnownRule, unknownRuleMessage } from './rule-ids.js';

/** The largest ROF a weapon may have: every die is rolled, so it bounds the work of a shot. */
export const MAX_ROF = 50;
const rofSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_ROF, {
    error: `a ROF of more than ${MAX_ROF} dice is not a Flames Of War weapon; the limit keeps the dice to roll bounded`,
  });
export const scoreSchema = z
  .union([z.number().int().min(1).max(8), z.literal('auto')])
  .describe('a score N for "N+", or "auto"');
export const distanceSchema = z
  .strictObject({ inches: z.number().nonnegative(), cm: z.number().nonnegative() })
  .superRefine((d, ctx) => {
    const why = distancePairing(d.inches, d.cm);
    if (why) ctx.addIssue({ code: 'custom', message: why });
  });
/** Armour ratings are whole numbers from 0 to 30 (the books' highest is 15), as in arsenal files. */
const armourNumber = z.int().min(0).max(30, { error: 'armour ratings are whole numbers from 0 to 30' });
/** Special rule ids, each one the rule catalogues know (an unknown one is refused with the nearest id). */
export const ruleIdsSchema = z
  .array(z.string().max(200))
  .max(100)
  .superRefine((ids, ctx) => {
    ids.forEach((id, i) => {
      if (!isKnownRule(id)) ctx.addIssue({ code: 'custom', message: unknownRuleMessage(id), path: [i], input: id });
    });
  });
export const rulesSchema = ruleIdsSchema.optional().describe('special rules by id, e.g. "breakthrough-gun"');
export const skillSchema = z.enum(['veteran', 'trained', 'conscript']).describe('Skill rating');
export const motivationSchema = z.enum(['fearless', 'confident', 'reluctant']).describe('Motivation rating');

export const weaponProfileSchema = z.strictObject({
  name: z.string(),
  range: distanceSchema,
  minRange: distanceSchema.optional(),
  rof: rofSchema.describe('Halted ROF'),
  movingRof: rofSchema.optional(),
  pinnedRof: rofSchema.optional(),
  antiTank: z.number().int().min(0).nullable().describe('null for "-"'),
  firepower: scoreSchema.nullable().describe('null for "-"'),
  vehicleMg: z.boolean().optional(),
  rules: rulesSchema,
  artillery: z
    .strictObject({
      range: distanceSchema,
      antiTank: z.number().int().min(0).nullable(),
      firepower: scoreSchema.nullable(),
      template: z.enum(['normal', 'salvo']).optional(),
      countsAs: z.number().int().positive().optional(),
      rules: rulesSchema,
      adjusted: z.boolean().optional().describe('4th-edition bombardment values already (p. 49)'),
    })
    .optional(),
});

export const teamProfileSchema = z.strictObject({
  name: z.string(),
  type: z.enum(['tank', 'infantry', 'heavy-weapon', 'cavalry', 'motorcycle', 'gun', 'aircraft']),
  gunSize: z.enum(['light', 'medium', 'heavy', 'immobile']).optional(),
  mobility: z.enum([
    'infantry',
    'light-gun',
    'medium-gun',
    'heavy-gun',
    'immobile-gun',
    'wheeled',
    'half-tracked',
    'jeep',
    'standard-tank',
    'slow-tank',
    'light-tank',
    'fast-tank',
    'very-slow-tank',
    'aircraft',
  ]),
  armour: z
    .strictObject({ front: armourNumber, side: armourNumber, top: armourNumber })
    .optional()
    .describe('armoured tanks only'),
  save: scoreSchema.optional(),
  weapons: z.array(weaponProfileSchema).max(20, { error: 'a team has at most 20 weapons' }),
  rules: rulesSchema.describe(
    'team rules, e.g. heavy-weapon, independent, transport, protected-ammo, schurzen, turret-rear-mg',
  ),
  passengers: z.number().int().min(0).max(100).optional(),
  tankAssault: z.number().int().min(0).optional(),
  speeds: z
    .strictObject({
      tactical: distanceSchema.nullable(),
      terrainDash: distanceSchema.nullable(),
      crossCountryDash: distanceSchema.nullable(),
      roadDash: distanceSchema.nullable(),
    })
    .optional()
    .describe("the card's own speeds, when not its mobility row's (null: no move)"),
  source: z.string().optional(),
});

export const ratingsSchema = z.strictObject({
  motivation: motivationSchema,
  skill: skillSchema,
  isHitOn: scoreSchema.optional().describe('Is Hit On, when not from Skill'),
  rally: scoreSchema.optional().describe('Rally rating, when not the Motivation score'),
  remount: scoreSchema.optional().describe('Remount rating, when not the Motivation score'),
  counterattack: scoreSchema.optional().describe('Counterattack rating, when not the Motivation score'),
  lastStand: scoreSchema.optional().describe('Last Stand rating, when not the Motivation score'),
  tactics: scoreSchema.optional().describe('Tactics rating, when not the Skill score'),
  assault: scoreSchema.optional().describe('Assault rating, when not the Skill score'),
  ranging: scoreSchema.optional().describe('Ranging rating, when not the Skill score'),
});

// The schemas must produce the profile shapes the procedures take.
type Assert<T extends true> = T;
export type _WeaponMatches = Assert<z.output<typeof weaponProfileSchema> extends WeaponProfile ? true : false>;
export type _TeamMatches = Assert<z.output<typeof teamProfileSchema> extends TeamProfile ? true : false>;
export type _RatingsMatch = Assert<z.output<typeof ratingsSchema> extends Ratings ? true : false>;
