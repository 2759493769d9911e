/**
 * fow3 force files (scenarios/fow3/forces/*.yaml): an Open Fire company of platoons (Companies and
 * Platoons; Building Your Army). A platoon is teams (arsenal name and count), its command team,
 * its slot in the company diagram, ratings where they differ from the company's, and points.
 * Ratings are Motivation and Skill only (spec §3.2).
 */
import { z } from 'zod';
import { NameSchema } from '../../flames-of-war/schema/common.js';
import type { Motivation, Skill } from '../ratings.js';

export const FOW3_MOTIVATIONS = ['fearless', 'confident', 'reluctant'] as const satisfies readonly Motivation[];
export const FOW3_SKILLS = ['veteran', 'trained', 'conscript'] as const satisfies readonly Skill[];
export const FOW3_SLOTS = ['headquarters', 'combat', 'weapons', 'support'] as const;

export const Fow3RatingsSchema = z.strictObject({
  motivation: z
    .enum(FOW3_MOTIVATIONS)
    .meta({ description: 'Motivation: Motivation Tests pass on fearless 3+, confident 4+, reluctant 5+' }),
  skill: z.enum(FOW3_SKILLS).meta({
    description:
      'Skill: Skill Tests and assault hits on veteran 3+, trained 4+, conscript 5+; hit when shot at on 4+, 3+, 2+',
  }),
});

/** `Sherman V` (one team), or `{team: Sherman V, count: 3}`. */
export const Fow3TeamRefSchema = z.union([
  NameSchema,
  z.strictObject({
    team: NameSchema.meta({ description: 'A team name (or alias) from the arsenals.' }),
    count: z.int().min(1).max(40).optional(),
  }),
]);

export const Fow3PlatoonSchema = z.strictObject({
  name: NameSchema.meta({ description: 'The platoon name; unique in the force.' }),
  slot: z
    .enum(FOW3_SLOTS)
    .meta({ description: 'Its box in the company diagram: headquarters, combat, weapons or support' }),
  entry: NameSchema.optional().meta({
    description:
      'The Open Fire platoon it is built as, e.g. "Armoured Platoon": its teams and points are checked against that entry of `company`.',
  }),
  teams: z.array(Fow3TeamRefSchema).min(1, { error: 'a platoon needs at least one team' }),
  command: NameSchema.optional().meta({
    description:
      'The platoon command team (a team name of this platoon); default the first team. In the headquarters, the Company command team.',
  }),
  secondInCommand: NameSchema.optional().meta({
    description: 'Headquarters only: the 2iC command team; default the second team.',
  }),
  ratings: Fow3RatingsSchema.partial().optional(),
  points: z.int().min(0).optional(),
  notes: z.string().optional(),
});

export const Fow3ForceFileSchema = z
  .strictObject({
    $schema: z.string().optional(),
    ruleset: z.literal('fow3'),
    name: NameSchema,
    nation: z.enum(['british', 'german']).optional(),
    company: NameSchema.optional().meta({
      description:
        'The Open Fire company it is built from: "Armoured Squadron" or "Grenadierkompanie" (checks `entry` of each platoon).',
    }),
    points: z.int().min(0).optional(),
    arsenals: z.array(NameSchema).optional().meta({
      description:
        'Arsenal ids (british, german) or paths to fow3 arsenal files, relative to this file; default all bundled.',
    }),
    ratings: Fow3RatingsSchema.partial()
      .optional()
      .meta({ description: 'Ratings of every platoon that does not give its own.' }),
    platoons: z.array(Fow3PlatoonSchema).min(1, { error: 'a company needs at least one platoon' }),
  })
  .meta({ title: 'umpire fow3 force', description: 'A Flames Of War 3rd edition (Open Fire!) company: its platoons.' });

export type Fow3ForceFile = z.output<typeof Fow3ForceFileSchema>;
export type Fow3PlatoonEntry = z.output<typeof Fow3PlatoonSchema>;
export type Fow3TeamRef = z.output<typeof Fow3TeamRefSchema>;
