/**
 * Combat Infantry force files (scenarios/combat-infantry/forces/*.yaml): one side's blocks with
 * their label data (p. 2 [Unit Data]). The label values of most units were lost from the book
 * (spec L50): write them from your label sheet. A value left null stops the procedure that needs
 * it, naming the block and the file.
 */
import { z } from 'zod';
import { IdSchema } from './common.js';

export const UNIT_KINDS = [
  'chq',
  'phq',
  'squad',
  'mg',
  'mortar',
  'atr',
  'engineer',
  'at_gun',
  'tank',
  'artillery',
] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

const label = (what: string) =>
  z
    .int()
    .min(0)
    .max(20)
    .nullable()
    .default(null)
    .meta({ description: `${what} (from the label sheet; null while unknown)` });

export const BlockSpecSchema = z.strictObject({
  id: IdSchema.meta({ description: 'The block, e.g. "A1-a" (company letter + platoon digit + squad)' }),
  kind: z.enum(UNIT_KINDS),
  name: z.string().optional().meta({ description: 'Label name, e.g. "Sherman", "PaK 40"' }),
  company: z.enum(['A', 'B', 'C']).optional().meta({ description: 'Company letter of the Unit ID (p. 2)' }),
  platoon: z
    .int()
    .min(1)
    .max(3)
    .optional()
    .meta({ description: 'Platoon digit of the Unit ID (p. 2); none for company weapons' }),
  battalion: z
    .boolean()
    .optional()
    .meta({ description: 'Battalion asset (yellow triangle, p. 3): supplied only by its assigned CHQ' }),
  assignedCompany: z
    .enum(['A', 'B', 'C'])
    .optional()
    .meta({ description: 'The company a battalion asset is assigned to' }),
  steps: z.int().min(1).max(4).meta({ description: 'Full strength: the highest face (HQs also have a Ø face)' }),
  F: label('Firepower F'),
  range: label('Short range in hexes'),
  move: label('Move points'),
  morale: label('Morale rating'),
  armor: z
    .int()
    .min(0)
    .max(20)
    .nullable()
    .optional()
    .meta({ description: 'Armor (red circle), tanks; null while unknown' }),
  antiTank: z.boolean().optional().meta({ description: 'Red triangle: may target armored units (ATR, AT guns)' }),
  walkingFire: z.boolean().optional().meta({ description: 'May use Walking Fire (rifle squads; the Sherman)' }),
  tankClass: z.enum(['heavy', 'medium', 'light']).optional(),
});
export type BlockSpec = z.infer<typeof BlockSpecSchema>;

export const ForceFileSchema = z
  .strictObject({
    $schema: z.string().optional(),
    ruleset: z.literal('combat-infantry'),
    side: z.string().min(1).meta({ description: 'USA or Germany (the side a game gives it may differ)' }),
    name: z.string().optional(),
    labels: z.enum(['label-sheet', 'demo']).default('label-sheet').meta({
      description: "'demo': the label values are umpire's demo placeholders, not the book's (results say so)",
    }),
    blocks: z.array(BlockSpecSchema).min(1),
    support: z
      .strictObject({
        artillery: z.int().min(0).default(0).meta({ description: 'Off-board artillery bombardments (scenario card)' }),
        artilleryDice: z
          .int()
          .min(1)
          .max(10)
          .nullable()
          .default(null)
          .meta({ description: 'Dice per off-board bombardment (not in the text)' }),
        air: z.int().min(0).default(0).meta({ description: 'Air strikes (AIR n on the scenario card)' }),
        airDice: z.int().min(1).max(10).nullable().default(null),
      })
      .default({ artillery: 0, artilleryDice: null, air: 0, airDice: null }),
  })
  .meta({ title: 'umpire combat-infantry force', description: "One side's blocks with their label data." });

export type ForceFile = z.infer<typeof ForceFileSchema>;

export const isHq = (k: UnitKind) => k === 'chq' || k === 'phq';
export const isArmored = (b: Pick<BlockSpec, 'kind' | 'armor'>) =>
  b.kind === 'tank' || (b.armor !== undefined && b.armor !== null);
/** Units whose losses are permanent (p. 10 [Tank & Gun Supply]). */
export const neverSupplied = (k: UnitKind) => k === 'tank' || k === 'at_gun' || k === 'artillery';
/** The lowest face: HQs go down to Ø (p. 2). */
export const lastStep = (k: UnitKind) => (isHq(k) ? 0 : 1);
