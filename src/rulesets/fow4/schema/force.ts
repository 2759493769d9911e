/**
 * Force files (scenarios/fow4/forces/*.yaml): formations (an HQ unit holding the Formation
 * Commander, plus combat and weapons units) and support units (p. 8). A unit is teams (arsenal
 * name and count), a Unit Leader, ratings, an optional transport attachment and special rules.
 * RatingsSchema's output is exactly ../profile.ts Ratings.
 */
import { z } from 'zod';
import type { Motivation, Ratings, Skill } from '../../flames-of-war/profile.js';
import { NameSchema, RuleIdSchema, ScoreSchema } from '../../flames-of-war/schema/common.js';

export const MOTIVATIONS = ['fearless', 'confident', 'reluctant'] as const satisfies readonly Motivation[];
export const SKILLS = ['veteran', 'trained', 'conscript'] as const satisfies readonly Skill[];

export const MotivationSchema = z
  .enum(MOTIVATIONS)
  .meta({ description: 'Motivation (p. 10): fearless 3+, confident 4+, reluctant 5+' });
export const SkillSchema = z.enum(SKILLS).meta({ description: 'Skill (p. 11): veteran 3+, trained 4+, conscript 5+' });

const sub = (what: string) =>
  ScoreSchema.optional().meta({ description: `${what}; defaults from Motivation or Skill` });

/** Ratings of a unit (pp. 10-11). */
export const RatingsSchema = z.strictObject({
  motivation: MotivationSchema,
  skill: SkillSchema,
  isHitOn: sub('Is Hit On (from Skill: veteran 4+, trained 3+, conscript 2+)'),
  rally: sub('Rally'),
  remount: sub('Remount'),
  counterattack: sub('Counterattack'),
  lastStand: sub('Last Stand'),
  tactics: sub('Tactics'),
  assault: sub('Assault'),
  ranging: sub('Ranging'),
});
/** Ratings given in part (a force's defaults, a unit's overrides). */
export const PartialRatingsSchema = RatingsSchema.partial();

/** `Sherman V` (one team), or `{team: Sherman V, count: 3}`. */
export const TeamRefSchema = z.union([
  NameSchema,
  z.strictObject({
    team: NameSchema.meta({ description: 'A team name (or alias) from the arsenals.' }),
    count: z.int().min(1).max(40).optional(),
  }),
]);

const UnitBase = {
  name: NameSchema.meta({ description: 'The unit name; unique in the force.' }),
  teams: z.array(TeamRefSchema).min(1, { error: 'a unit needs at least one team' }),
  leader: NameSchema.optional().meta({
    description: 'The team that is Unit Leader (a team name of this unit); default the first team.',
  }),
  ratings: PartialRatingsSchema.optional(),
  rules: z.array(RuleIdSchema).optional(),
  points: z.int().min(0).optional(),
  notes: z.string().optional(),
};

/** Transports of an infantry or gun unit form its Transport Unit (p. 7). */
export const TransportSchema = z.strictObject({
  name: NameSchema.optional(),
  teams: z.array(TeamRefSchema).min(1, { error: 'a transport attachment needs at least one team' }),
  leader: NameSchema.optional(),
  ratings: PartialRatingsSchema.optional(),
  rules: z.array(RuleIdSchema).optional(),
});

export const UnitSchema = z.strictObject({
  ...UnitBase,
  role: z
    .enum(['combat', 'weapons'])
    .optional()
    .meta({ description: 'combat (default) or weapons unit of a formation' }),
  transport: TransportSchema.optional(),
});

export const HqUnitSchema = z.strictObject({
  ...UnitBase,
  commander: NameSchema.optional().meta({
    description: 'The Formation Commander: a non-transport team of the HQ unit; default the Unit Leader.',
  }),
  transport: TransportSchema.optional(),
});

export const FormationSchema = z.strictObject({
  name: NameSchema,
  allied: z.boolean().optional(),
  ratings: PartialRatingsSchema.optional(),
  hq: HqUnitSchema,
  units: z.array(UnitSchema).default([]),
});

export const ForceFileSchema = z
  .strictObject({
    $schema: z.string().optional(),
    ruleset: z.literal('fow4'),
    name: NameSchema,
    nation: z.string().optional(),
    points: z.int().min(0).optional(),
    arsenals: z.array(NameSchema).optional().meta({
      description:
        'Arsenal ids (british, german, rulebook-examples) or paths to arsenal files, relative to this file; default all bundled.',
    }),
    ratings: PartialRatingsSchema.optional().meta({
      description: 'Ratings for every unit that does not give its own.',
    }),
    rules: z.array(RuleIdSchema).optional(),
    formations: z.array(FormationSchema).min(1, { error: 'a force needs at least one formation' }),
    support: z.array(UnitSchema.omit({ role: true })).default([]),
  })
  .meta({
    title: 'umpire fow4 force',
    description: 'A Flames Of War 4th edition force: formations and support units.',
  });

export type ForceFile = z.output<typeof ForceFileSchema>;
export type UnitEntry = z.output<typeof UnitSchema> | z.output<typeof HqUnitSchema>;
export type TeamRef = z.output<typeof TeamRefSchema>;

// Compile-time proof that RatingsSchema gives exactly the Ratings profile shape.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const ratingsExact: Exact<z.output<typeof RatingsSchema>, { -readonly [K in keyof Ratings]: Ratings[K] }> = true;
void ratingsExact;
