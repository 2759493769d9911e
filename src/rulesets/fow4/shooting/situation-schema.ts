/**
 * Zod schema of a shooting situation, for the `umpire resolve` JSON API (same shape as
 * situation.ts; field meanings are documented there). `z.toJSONSchema(shootingSituationSchema)`
 * gives an editor schema.
 */
import { z } from 'zod';
import { didYouMean } from '../../../game/suggest.js';
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

export const shootingSituationSchema = z
  .strictObject({
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
  })
  .superRefine(teamsNamedExist);

/**
 * The ids the situation names are ids it gives: each team id once, each declared target and each
 * `within6` team a target team (with the nearest id offered).
 */
function teamsNamedExist(
  s: {
    shooter: { teams: readonly { id: string; target: string }[] };
    targets: readonly { teams: readonly { id: string; within6?: readonly string[] | undefined }[] }[];
  },
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  const once = (id: string, path: (string | number)[]) => {
    if (seen.has(id))
      ctx.addIssue({
        code: 'custom',
        path,
        input: id,
        message: `the team id '${id}' is given twice; give each team its own id`,
      });
    seen.add(id);
  };
  s.shooter.teams.forEach((t, i) => once(t.id, ['shooter', 'teams', i, 'id']));
  const targetIds = s.targets.flatMap((u) => u.teams.map((t) => t.id));
  s.targets.forEach((u, ui) => u.teams.forEach((t, ti) => once(t.id, ['targets', ui, 'teams', ti, 'id'])));
  const known = new Set(targetIds);
  s.shooter.teams.forEach((t, i) => {
    if (!known.has(t.target))
      ctx.addIssue({
        code: 'custom',
        path: ['shooter', 'teams', i, 'target'],
        input: t.target,
        message: `the declared target '${t.target}' is not a target team${didYouMean(t.target, known)}`,
      });
  });
  s.targets.forEach((u, ui) =>
    u.teams.forEach((t, ti) =>
      t.within6?.forEach((w, wi) => {
        if (!known.has(w))
          ctx.addIssue({
            code: 'custom',
            path: ['targets', ui, 'teams', ti, 'within6', wi],
            input: w,
            message: `within6 names '${w}', which is not a target team${didYouMean(w, known)}`,
          });
      }),
    ),
  );
}

/** Compile-time check: what the schema accepts is a ShootingSituation. */
type Parsed = z.infer<typeof shootingSituationSchema>;
const _check: (p: Parsed) => ShootingSituation = (p) => p;
void _check;
