/**
 * Zod schema of a bombardment situation for `umpire resolve` (same shape as BombardSituation in
 * bombard.ts, except that a team's `remount` is a plain score). Loaded only by resolve.
 */
import { z } from 'zod';
import { LIMITS } from '../../../game/limits.js';
import type { Resolvable } from '../../resolvable.js';
import { FOW4_SHOOTING } from '../rules.js';
import { rulesSchema, scoreSchema, skillSchema, teamProfileSchema } from '../profile-schema.js';
import { bombard, type BombardResult, type BombardSituation } from './bombard.js';
import { BOMBARD_COVERS } from './targets.js';

const score = scoreSchema;
const skill = skillSchema;
const rules = rulesSchema;

const teamState = z.strictObject({
  moved: z.boolean().optional(),
  failedBlitz: z.boolean().optional(),
  dugIn: z.boolean().optional(),
  inBuilding: z.boolean().optional(),
  pinned: z.boolean().optional(),
  bailedOut: z.boolean().optional(),
  aircraft: z.boolean().optional(),
  armouredTrain: z.boolean().optional(),
  outOfFieldOfFire: z.boolean().optional(),
  meetingEngagementFirstTurn: z.boolean().optional(),
});

export const artilleryWeaponSchema = z.strictObject({
  name: z.string(),
  count: z.number().int().min(0).max(LIMITS.teamsPerGroup).describe('teams firing this weapon'),
  antiTank: z.number().int().min(0).nullable().describe('bombardment Anti-tank; null for "-"'),
  firepower: score.nullable().describe('bombardment Firepower; null for "-"'),
  unadjusted: z.boolean().optional().describe('old Intelligence Handbook values: apply the p. 49 table'),
  rocket: z.strictObject({ countsAs: z.number().int().min(1) }).optional(),
  armouredTrain: z.boolean().optional(),
  rules,
  state: teamState.optional(),
});

const carriedSchema = z.strictObject({ name: z.string(), profile: teamProfileSchema, unit: z.string().optional() });

export const teamsUnderTemplateSchema = z
  .strictObject({
    name: z.string(),
    count: z.number().int().min(1).max(LIMITS.teamsPerGroup).optional(),
    profile: teamProfileSchema,
    isHitOn: score.optional(),
    skill: skill.optional(),
    unit: z.string().optional(),
    cover: z.enum(BOMBARD_COVERS as [string, ...string[]]).optional(),
    bunker: z.enum(['nest', 'pillbox', 'turret']).optional(),
    reconnaissanceUnit: z.boolean().optional(),
    shtraf: z.boolean().optional().describe('A Shtraf Company: Foxholes give it no Bulletproof Cover (p. 73)'),
    bailedOut: z.boolean().optional(),
    remount: score.optional().describe('Remount rating of a Bailed Out tank (for Bailed Out Again)'),
    commanderReroll: z.boolean().optional(),
    longRange: z.boolean().optional(),
    passengers: z
      .array(carriedSchema)
      .optional()
      .describe('passengers inside each team (or the gun it tows): one save each if it is Destroyed (p. 23)'),
    riders: z.array(carriedSchema).optional().describe('infantry riding on each tank: hit whenever it is hit (p. 23)'),
  })
  .refine((t) => t.isHitOn !== undefined || t.skill !== undefined || t.bunker !== undefined, {
    message: 'give isHitOn or skill',
  });

export const bombardingUnitSchema = z.strictObject({
  name: z.string(),
  skill: score,
  ranging: score.optional(),
  weapons: z.array(artilleryWeaponSchema).min(1),
  aircraft: z.boolean().optional(),
  repeat: z.strictObject({ spotterCanSee: z.boolean().optional() }).optional(),
  smoke: z
    .strictObject({ alreadyFired: z.boolean().optional(), weapons: z.number().int().min(0).optional() })
    .optional(),
  templateCoversTerrain: z.boolean().optional(),
  throughSmoke: z.boolean().optional(),
  mikeTarget: z.boolean().optional(),
  timeOnTarget: z.boolean().optional(),
  fullSalvo: z.boolean().optional(),
  nearestFriendly: z.number().nonnegative().optional(),
  under: z
    .array(teamsUnderTemplateSchema)
    .max(LIMITS.teamsUnderTemplate, {
      error: `at most ${LIMITS.teamsUnderTemplate} teams: more is not a table umpire can resolve (the limit keeps the work bounded)`,
    })
    .refine((u) => u.reduce((n, t) => n + (t.count ?? 1), 0) <= LIMITS.teamsUnderTemplate, {
      error: `at most ${LIMITS.teamsUnderTemplate} teams under one template, counts included (docs/limits.md)`,
    }),
});

export const bombardSituationSchema = z.strictObject({
  spotter: z.strictObject({
    name: z.string(),
    rating: score,
    role: z.enum(['firing', 'formation-hq', 'observer', 'us-unit-leader', 'aircraft', 'aop', 'other']).optional(),
    moved: z.boolean().optional(),
    dugIn: z.boolean().optional(),
    shot: z.boolean().optional(),
    assaulting: z.boolean().optional(),
    canSeeAimingPoint: z.boolean().optional(),
    withinAopRange: z.boolean().optional(),
    us: z.boolean().optional(),
  }),
  night: z.boolean().optional(),
  system: z.enum(['inches', 'cm']).optional(),
  longRangeArmourBonus: z.boolean().optional(),
  units: z.array(bombardingUnitSchema).min(1).max(50, {
    error: 'at most 50 units here: more is not a table umpire can resolve (the limit keeps the work bounded)',
  }),
});

export type BombardSituationInput = z.infer<typeof bombardSituationSchema>;

/** Turn the JSON shape into the procedure's situation (a plain remount score becomes a Remount rating). */
export function toBombardSituation(input: BombardSituationInput): BombardSituation {
  return {
    ...input,
    units: input.units.map((u) => ({
      ...u,
      under: u.under.map(({ remount, cover, ...t }) => ({
        ...t,
        ...(cover ? { cover: cover as (typeof BOMBARD_COVERS)[number] } : {}),
        ...(remount !== undefined
          ? { remount: { base: remount, modifiers: [], rules: [FOW4_SHOOTING.remountRating] } }
          : {}),
      })),
    })),
  } as BombardSituation;
}

/** `umpire resolve` entry: { procedure: "fow4.bombard", situation: {...} }. */
export const bombardResolvable: Resolvable<BombardSituationInput, BombardResult> = {
  id: 'fow4.bombard',
  ruleset: 'fow4',
  description:
    'Artillery Bombardment: spotter, Danger Close, Range In, to hit under the template, saves, Pin Down; smoke, repeat, rockets (pp. 45-51)',
  schema: bombardSituationSchema as unknown as z.ZodType<BombardSituationInput>,
  procedure: (s) => bombard(toBombardSituation(s)),
};
