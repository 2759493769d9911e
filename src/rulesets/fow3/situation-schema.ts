/**
 * Zod schemas of the Open Fire situations `umpire resolve` takes (procedures fow3.shoot and
 * fow3.assault), and `umpire assault --ruleset fow3 --situation`. Teams are named from the fow3
 * arsenals ("team": "Sherman V", optionally "arsenal": "german") and become their profiles. The
 * output is exactly ShootSituation / AssaultSituation. Loaded only when needed.
 */
import { z } from 'zod';
import type { Resolvable } from '../resolvable.js';
import { bundledFow3Arsenal, findFow3Teams } from './arsenal/load.js';
import { assault, type AssaultResult, type AssaultSituation } from './assault/assault.js';
import type { AssaultPlatoon, AssaultTeam } from './assault/types.js';
import { DEFAULT_FOW3_OPTIONS, type Fow3Options } from './options.js';
import type { Fow3TeamProfile } from './profile.js';
import { FOW3_MOTIVATIONS, FOW3_SKILLS } from './schema/force.js';
import { shoot, type Shooter, type ShootResult, type ShootSituation } from './shooting/shoot.js';
import type { TargetTeam } from './shooting/target.js';

const flag = (what: string) => z.boolean().optional().meta({ description: what });

function profileOf(o: { team: string; arsenal?: string | undefined }, ctx: z.RefinementCtx): Fow3TeamProfile {
  const found = findFow3Teams(bundledFow3Arsenal(), o.team, o.arsenal ? [o.arsenal] : undefined);
  const p = found.find((t) => t.arsenal === 'british') ?? found[0];
  if (!p) {
    ctx.addIssue({
      code: 'custom',
      path: ['team'],
      message: `"${o.team}" is not a team of the Open Fire ${o.arsenal ?? 'british or german'} arsenal`,
    });
    return z.NEVER;
  }
  return p;
}

const teamRef = {
  id: z.string().min(1).meta({ description: 'A name unique in the situation, e.g. "Sherman 2"' }),
  team: z.string().min(1).meta({ description: 'The team name in the fow3 arsenals (scenarios/fow3/arsenals)' }),
  arsenal: z.enum(['british', 'german']).optional(),
};

const targetFlags = {
  concealedByTerrain: flag('Hidden by terrain: hedge, woods, building, wall (p. 8)'),
  moved: flag('Moved in its last turn'),
  shot: flag('Shot in its last turn'),
  dugIn: flag('Dug in'),
  bulletproof: flag('In bulletproof cover'),
  longRange: flag('More than 16"/40cm from the shooters'),
  visible: flag('The shooters can see it (default true)'),
  facing: z.enum(['front', 'side', 'top', 'turret-front-hull-side', 'hull-front-turret-side']).optional(),
  bailedOut: flag('Bailed out'),
  boggedDown: flag('Bogged down'),
  destroyed: flag('Destroyed'),
  assaulting: flag('Assaulting this turn'),
  concealed: flag('Override: concealed or not'),
  goneToGround: flag('Override: gone to ground or not'),
};

export const Fow3TargetTeamSchema = z.strictObject({ ...teamRef, ...targetFlags }).transform((o, ctx): TargetTeam => {
  const { team, arsenal: _a, ...rest } = o;
  return { ...rest, profile: profileOf(o, ctx) } as TargetTeam;
});

export const Fow3OptionsSchema = z
  .strictObject({
    scoreAboveSix: z.enum(['impossible', 'v4']).optional(),
    weaponOrder: z.enum(['target-chooses', 'heaviest-last']).optional(),
    companyMorale: z.enum(['flat-4', 'motivation']).optional(),
    pinTanksByShooting: z.boolean().optional(),
    tankTerrorForTanks: z.boolean().optional(),
    bailedOutAgain: z.enum(['stays', 'destroyed']).optional(),
    longRangeToHit: z.enum(['each-team', 'nearest-team']).optional(),
  })
  .meta({
    description: `umpire's readings where Open Fire is silent (A1-A21); defaults ${JSON.stringify(DEFAULT_FOW3_OPTIONS)}`,
  }) satisfies z.ZodType<Partial<Fow3Options>>;

const skill = z.enum(FOW3_SKILLS);

export const Fow3ShooterSchema = z
  .strictObject({
    ...teamRef,
    state: z
      .strictObject({
        moved: flag('Moved'),
        pinned: flag('Pinned down'),
        dugInThisTurn: flag('Dug in this turn'),
        defensiveFire: flag('Shoots in defensive fire'),
      })
      .optional(),
    fire: z.array(z.string()).optional().meta({
      description: 'Weapons it fires, by name (default: a tank its main gun and MGs, another team its first weapon)',
    }),
  })
  .transform((o, ctx): Shooter => {
    const { team, arsenal: _a, ...rest } = o;
    return { ...rest, profile: profileOf(o, ctx) } as Shooter;
  });

export const Fow3ShootSituationSchema = z.strictObject({
  shooters: z.array(Fow3ShooterSchema).min(1).max(200, {
    error: 'at most 200 teams: more is not a table umpire can resolve (the limit keeps the work bounded)',
  }),
  target: z.strictObject({
    name: z.string().min(1),
    skill,
    teams: z.array(Fow3TargetTeamSchema).min(1).max(200, {
      error: 'at most 200 teams: more is not a table umpire can resolve (the limit keeps the work bounded)',
    }),
  }),
  pickOut: z.string().optional().meta({ description: 'Picking Out Gun Tanks: the named type of tank' }),
  hitsEarlierThisStep: z.int().min(0).optional(),
  options: Fow3OptionsSchema.optional(),
}) satisfies z.ZodType<ShootSituation>;

export const Fow3AssaultTeamSchema = z
  .strictObject({
    ...teamRef,
    ...targetFlags,
    inContact: flag('Within 2"/5cm of an enemy team after the charge'),
    charging: flag('Attacker: charges (default true)'),
    sneaking: flag('Attacker: neither moved nor shot and charged from concealment'),
    sneakedUpOn: flag('Defending tank contacted by a sneaking team'),
    contacts: z.array(z.string()).optional().meta({ description: 'Enemy team ids within 2"/5cm of this team' }),
    tankInFieldOfFire: flag('Anti-tank gun: the tank it hits is in its field of fire'),
    chargeGoing: z.enum(['easy', 'difficult', 'very-difficult']).optional(),
    pinned: flag('Pinned down'),
    within8: flag('Defender: within 8"/20cm of an assaulting team (default true)'),
  })
  .transform((o, ctx): AssaultTeam => {
    const { team, arsenal: _a, ...rest } = o;
    return { ...rest, profile: profileOf(o, ctx) } as AssaultTeam;
  });

export const Fow3AssaultPlatoonSchema = z.strictObject({
  name: z.string().min(1),
  motivation: z.enum(FOW3_MOTIVATIONS),
  skill,
  teams: z.array(Fow3AssaultTeamSchema).min(1).max(200, {
    error: 'at most 200 teams: more is not a table umpire can resolve (the limit keeps the work bounded)',
  }),
}) satisfies z.ZodType<AssaultPlatoon>;

export const Fow3AssaultSituationSchema = z.strictObject({
  attacker: Fow3AssaultPlatoonSchema,
  defenders: z.array(Fow3AssaultPlatoonSchema).min(1).max(50, {
    error: 'at most 50 units here: more is not a table umpire can resolve (the limit keeps the work bounded)',
  }),
  nearby: z
    .array(Fow3AssaultPlatoonSchema)
    .max(50, {
      error: 'at most 50 units here: more is not a table umpire can resolve (the limit keeps the work bounded)',
    })
    .optional()
    .meta({
      description:
        'The defender\'s other platoons with teams within 8"/20cm of the assaulting teams: they fire Defensive Fire only ([Defensive Fire])',
    }),
  enemyTankWithin6: flag('The assaulting platoon is within 6"/15cm of an enemy tank (Tank Terror)'),
  options: Fow3OptionsSchema.optional(),
}) satisfies z.ZodType<AssaultSituation>;

export const fow3ShootResolvable: Resolvable<ShootSituation, ShootResult> = {
  id: 'fow3.shoot',
  ruleset: 'fow3',
  description:
    'Flames Of War 3rd edition, Open Fire!: one platoon shoots (ROF, score to hit, the target allocates hits, saves, pinning)',
  schema: Fow3ShootSituationSchema as unknown as z.ZodType<ShootSituation>,
  procedure: (s) => shoot(s),
};

export const fow3AssaultResolvable: Resolvable<AssaultSituation, AssaultResult> = {
  id: 'fow3.assault',
  ruleset: 'fow3',
  description:
    'Flames Of War 3rd edition, Open Fire!: an assault (Tank Terror, charge, defensive fire, rounds, counterattacks, breaking off)',
  schema: Fow3AssaultSituationSchema as unknown as z.ZodType<AssaultSituation>,
  procedure: (s) => assault(s),
};
