/**
 * The Combat Infantry game file: scenario, turn, active side, step of the Player Turn (p. 1),
 * options (B-list readings), house values for lost digits, the map (hexes with terrain the
 * players enter from their geomorphic maps), both sides (force by path or inline, every block's
 * hex and state), the markers, what this Player Turn has used, and the dice.
 */
import { distinctSideNames } from '../../../game/side-names.js';
import { LIMITS } from '../../../game/limits.js';
import { z } from 'zod';
import { DiceStateSchema } from '../../../game/dice-state.js';
import { CiOptionsSchema } from '../options.js';
import { HexSchema, IdSchema } from './common.js';
import { ForceFileSchema } from './force.js';

export const CI_STEPS = ['fire', 'move', 'assault', 'supply', 'victory', 'over'] as const;
export type CiStep = (typeof CI_STEPS)[number];

const flag = (what: string) => z.boolean().optional().meta({ description: what });

export const BlockStateSchema = z.strictObject({
  id: IdSchema,
  hex: HexSchema.optional().meta({ description: 'Where the block stands; absent once it has left the map' }),
  strength: z.int().min(0).max(4).meta({ description: 'Current strength (the face on top)' }),
  revealed: flag('Face-up / known to the enemy (fired, assaulted, tank moved)'),
  fired: flag('Fired this Player Turn (stays face-up; may not move)'),
  moved: flag('Moved this Player Turn'),
  movedOneHex: flag('Moved exactly one hex this Move Phase (an engineer may still lay smoke, p. 7)'),
  engineerTask: flag('Rolled its engineer task (smoke, mines, bridge) this Move Phase'),
  walkingFire: flag('Announced Walking Fire this Move Phase'),
  halfHit: z.enum(['fire', 'assault']).optional().meta({ description: 'Holds a half-hit (twisted block)' }),
  foxhole: flag('In a foxhole'),
  activated: flag('HQ activated for supply this phase'),
  supplied: flag('Received a supply step this phase'),
  eliminated: flag('Eliminated (or captured)'),
  offMap: flag('Retreated off the map: removed, no VP for the enemy'),
  exited: flag('Exited by the friendly map edge (Breakout)'),
  wreck: flag('A wreck (optional rule): face-down in its hex'),
});
export type BlockState = z.infer<typeof BlockStateSchema>;

export const SideSchema = z.strictObject({
  name: z.string().min(1),
  force: z
    .union([z.string().min(1), ForceFileSchema])
    .meta({ description: 'Path of a force file (relative to the game file), or the force inline' }),
  edge: z.enum(['north', 'south', 'east', 'west']).optional().meta({ description: 'Friendly map edge' }),
  artillery: z.int().min(0).optional().meta({ description: 'Off-board bombardments left (default: the force file)' }),
  air: z.int().min(0).optional().meta({ description: 'Air strikes left (default: the force file)' }),
  blocks: z.array(BlockStateSchema),
});
export type SideState = z.infer<typeof SideSchema>;

export const HexsideSchema = z.strictObject({
  terrain: z
    .string()
    .optional()
    .meta({ description: 'Hexside terrain (hedge, river, woods, cliff...); default: the more restrictive hex' }),
  gap: flag('A hedge with a gap'),
  bridge: flag('A bridge crosses it'),
  destroyed: flag('The bridge is blown'),
  ford: flag('A ford'),
  uphill: HexSchema.optional().meta({ description: 'Slope: the higher of the two hexes' }),
});

export const MapHexSchema = z.strictObject({
  terrain: z.string(),
  height: z.int().min(0).max(9).optional(),
  objective: flag('Objective marker'),
  crossroads: flag('Crossroads or road junction (bombardment +1)'),
});

export const MapSchema = z.strictObject({
  layout: z.enum(['odd-q', 'even-q']).default('odd-q'),
  cols: z.tuple([z.int(), z.int()]).meta({ description: 'First and last column on the map' }),
  rows: z.tuple([z.int(), z.int()]).meta({ description: 'First and last row on the map' }),
  default: z.string().default('clear').meta({ description: 'Terrain of a hex not listed' }),
  hexes: z.record(z.string(), z.union([z.string(), MapHexSchema])).default({}),
  hexsides: z
    .record(z.string(), z.union([z.string(), HexsideSchema]))
    .default({})
    .meta({ description: 'Keyed "0305-0306"' }),
  roads: z
    .array(z.array(HexSchema).min(2))
    .default([])
    .meta({ description: 'Each road as the hexes it runs through, in order' }),
});
export type MapData = z.infer<typeof MapSchema>;

export const MarkersSchema = z.strictObject({
  foxholes: z.record(z.string(), z.int().min(1)).default({}).meta({ description: 'Foxholes per hex' }),
  bunkers: z.array(HexSchema).default([]),
  minefields: z
    .array(z.strictObject({ hex: HexSchema, owner: z.string(), revealed: flag('Discovered') }))
    .default([])
    .meta({ description: 'Secret until discovered: the opponent must not read this file' }),
  smoke: z
    .array(
      z.strictObject({
        hex: HexSchema,
        side: z.string().meta({ description: 'Who laid it: it lasts until their next turn' }),
      }),
    )
    .default([]),
});

export const TurnUseSchema = z.strictObject({
  fireCounts: z
    .record(z.string(), z.int().min(0))
    .default({})
    .meta({ description: 'Direct-fire units per hexside this Fire Phase (B9)' }),
  moveCounts: z
    .record(z.string(), z.int().min(0))
    .default({})
    .meta({ description: 'Units per hexside under its Move Limit this turn (frontline moves, assaults)' }),
  bombardedFrom: z.array(HexSchema).default([]),
  spotters: z.array(IdSchema).default([]).meta({ description: 'HQs that spotted a bombardment this phase' }),
  artillery: flag('An artillery bombardment was called this Player Turn'),
  air: flag('An air strike was called this Player Turn'),
  assaults: z
    .array(z.strictObject({ hex: HexSchema, attackers: z.array(z.strictObject({ id: IdSchema, from: HexSchema })) }))
    .default([])
    .meta({ description: "Assault hexes waiting for the Assault Phase, with each attacker's hex of origin" }),
});

export const ScenarioSchema = z.strictObject({
  kind: z.enum(['meeting-engagement', 'last-stand', 'relief', 'breakout', 'free']),
  name: z.string().optional(),
  turns: z
    .int()
    .min(1)
    .optional()
    .meta({ description: 'Last turn (lost in the text: from the scenario card or agreed)' }),
  objective: HexSchema.optional(),
  defender: z.string().optional(),
  first: z.string().optional(),
});

export const GameFileSchema = z
  .strictObject({
    $schema: z.string().optional(),
    umpire: z.literal(1),
    ruleset: z.literal('combat-infantry'),
    rulesText: z.literal('0.99b').default('0.99b').meta({ description: 'The rules text this game follows (B25)' }),
    scenario: ScenarioSchema,
    turn: z
      .int()
      .min(1)
      .max(LIMITS.turn, { error: `a game lasts at most ${LIMITS.turn} turns` }),
    active: z.string().min(1),
    step: z.enum(CI_STEPS),
    options: CiOptionsSchema.partial().optional(),
    house_values: z
      .record(z.string(), z.union([z.number(), z.string()]))
      .optional()
      .meta({ description: "Values for lost digits this game agreed (not the book's; results say so)" }),
    map: MapSchema,
    sides: z.array(SideSchema).length(2).superRefine(distinctSideNames),
    markers: MarkersSchema.default({ foxholes: {}, bunkers: [], minefields: [], smoke: [] }),
    used: TurnUseSchema.default({ fireCounts: {}, moveCounts: {}, bombardedFrom: [], spotters: [], assaults: [] }),
    outcome: z.strictObject({ winner: z.string().optional(), reason: z.string() }).optional(),
    play: z
      .strictObject({
        bots: z.array(z.string()).optional().meta({ description: 'Sides played by the built-in opponent' }),
        doctrines: z
          .record(z.string(), z.string())
          .optional()
          .meta({ description: 'The doctrine of each side the built-in opponent plays (cautious, aggressive)' }),
      })
      .optional()
      .meta({ description: 'What `umpire play` keeps: the sides the built-in opponent plays (--opponent)' }),
    dice: DiceStateSchema,
  })
  .meta({
    title: 'umpire combat-infantry game',
    description: 'A Combat Infantry game in progress (with `journal`, written by umpire).',
  });

export type CiGameState = z.output<typeof GameFileSchema>;

export const GameFileWithJournalSchema = GameFileSchema.extend({
  journal: z.strictObject({ file: z.string().optional(), entries: z.int().min(0), last: z.string() }),
});
