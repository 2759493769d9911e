/**
 * Zod schema of a shooting situation, for the `umpire resolve` JSON API (same shape as
 * situation.ts; field meanings are documented there). `z.toJSONSchema(shootingSituationSchema)`
 * gives an editor schema.
 */
import { z } from 'zod';
import type { ShootingSituation } from './situation.js';
import { rulesSchema, scoreSchema, teamProfileSchema, weaponProfileSchema } from '../profile-schema.js';

const score = scoreSchema;
const rules = rulesSchema;

export { teamProfileSchema, weaponProfileSchema };

const facing = z.enum(['front', 'side', 'top', 'turret-front-hull-side', 'hull-front-turret-side']);

const pairFacts = z.strictObject({
  distance: z.number().nonnegative().optional().describe('nearest points, in the situation units'),
  longRange: z.boolean().optional().describe('over 16"/40cm'),
  concealed: z.boolean().optional(),
  smoke: z.boolean().optional().describe('line of fire into, through or out of smoke'),
  canHit: z.boolean().optional().describe('false: out of range, LOS or field of fire'),
  facing: facing.optional(),
  bulletproof: z.boolean().optional(),
});

const shooterState = z.strictObject({
  moved: z.boolean().optional(),
  dashed: z.boolean().optional(),
  movedOutOfCommand: z.boolean().optional(),
  followMe: z.boolean().optional(),
  crossHere: z.boolean().optional(),
  bailedOut: z.boolean().optional(),
  passenger: z.boolean().optional(),
  dugIn: z.boolean().optional(),
  willAssault: z.boolean().optional(),
  shotAtAircraft: z.boolean().optional(),
  friendlyWithin4: z.boolean().optional(),
  hasPassengers: z.boolean().optional(),
  inSmoke: z.boolean().optional(),
});

const shootingTeam = z.strictObject({
  id: z.string(),
  profile: teamProfileSchema,
  weapon: z.string().optional().describe('weapon name, or "mgs"'),
  extraWeapons: z.array(z.strictObject({ weapon: z.string(), target: z.string().optional() })).optional(),
  smoke: z.boolean().optional(),
  target: z.string().describe('declared target team id'),
  formationCommander: z.boolean().optional(),
  state: shooterState.optional(),
  pairs: z.record(z.string(), pairFacts).optional().describe('facts per enemy team id'),
});

const carried = z.strictObject({
  id: z.string(),
  profile: teamProfileSchema,
  unit: z.string(),
  unitTeams: z.number().int().min(0).optional(),
});

const targetTeam = z.strictObject({
  id: z.string(),
  profile: teamProfileSchema,
  state: z
    .strictObject({
      concealed: z.boolean().optional(),
      goneToGround: z.boolean().optional(),
      bulletproof: z.boolean().optional(),
      foxholes: z
        .boolean()
        .optional()
        .describe('In Foxholes (p. 24): an Infantry or Gun team is Concealed and in Bulletproof Cover'),
      bailedOut: z.boolean().optional(),
      smoke: z.boolean().optional(),
      destroyed: z.boolean().optional(),
      dashed: z.boolean().optional(),
    })
    .optional(),
  within6: z.array(z.string()).optional(),
  unitLeader: z.boolean().optional(),
  formationCommander: z.boolean().optional(),
  commander: z
    .strictObject({ hqTeamWithin6: z.boolean().optional(), switchTeamWithin6: z.boolean().optional() })
    .optional(),
  commanderNearby: z.boolean().optional(),
  bunker: z.enum(['nest', 'pillbox', 'turret']).optional(),
  passengers: z.array(carried).optional(),
  riders: z.array(carried).optional(),
});

const ratings = z.strictObject({
  motivation: z.enum(['fearless', 'confident', 'reluctant']),
  skill: z.enum(['veteran', 'trained', 'conscript']),
  isHitOn: score.optional(),
  rally: score.optional(),
  remount: score.optional(),
  counterattack: score.optional(),
  lastStand: score.optional(),
  tactics: score.optional(),
  assault: score.optional(),
  ranging: score.optional(),
});

const targetUnit = z.strictObject({
  id: z.string(),
  name: z.string().optional(),
  owner: z.string().optional(),
  ratings,
  teams: z.array(targetTeam).min(1).max(200, {
    error: 'at most 200 teams: more is not a table umpire can resolve (the limit keeps the work bounded)',
  }),
  teamsAtStart: z.number().int().min(0).optional(),
  hitsEarlier: z.number().int().min(0).optional(),
  pinned: z.boolean().optional(),
  bagpipes: z.boolean().optional(),
  reconnaissance: z.boolean().optional(),
  shtraf: z.boolean().optional().describe('A Shtraf Company: its teams never benefit from Foxholes (p. 73)'),
  joinWith: z.string().optional(),
});

export const shootingSituationSchema = z.strictObject({
  units: z.enum(['inches', 'cm']).optional(),
  night: z.boolean().optional(),
  meetingEngagementFirstTurn: z.boolean().optional(),
  ambush: z.boolean().optional(),
  shooter: z.strictObject({
    id: z.string(),
    name: z.string().optional(),
    pinned: z.boolean().optional(),
    teams: z.array(shootingTeam).min(1).max(200, {
      error: 'at most 200 teams: more is not a table umpire can resolve (the limit keeps the work bounded)',
    }),
  }),
  targets: z.array(targetUnit).min(1).max(50, {
    error: 'at most 50 units here: more is not a table umpire can resolve (the limit keeps the work bounded)',
  }),
  allocation: z
    .array(
      z.strictObject({
        shooter: z.string(),
        weapon: z.string().optional(),
        team: z.string(),
        hits: z.number().int().min(0).max(10_000),
      }),
    )
    .max(10_000)
    .optional(),
  mistakenTarget: z.boolean().optional(),
});

/** Compile-time check: what the schema accepts is a ShootingSituation. */
type Parsed = z.infer<typeof shootingSituationSchema>;
const _check: (p: Parsed) => ShootingSituation = (p) => p;
void _check;
