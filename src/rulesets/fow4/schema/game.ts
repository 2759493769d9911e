/**
 * The fow4 game file: ruleset, mission, time of day, turn, active side, current step, both forces
 * (by path or inline), the table state of every unit and team, and the dice. Flags that are at
 * their default (false, stationary, on the table, in command) are left out of the file.
 * The `journal` mark is checked by src/game/session.ts, not here.
 */
import { distinctSideNames } from '../../../game/side-names.js';
import { LIMITS } from '../../../game/limits.js';
import { z } from 'zod';
import { DiceStateSchema } from '../../../game/dice-state.js';
import { NameSchema } from '../../flames-of-war/schema/common.js';
import { ForceFileSchema } from './force.js';
import { PlayStateSchema } from '../turn/play-state.js';

export const STEPS = ['setup', 'starting', 'movement', 'shooting', 'assault', 'over'] as const;
export const TIMES_OF_DAY = ['daylight', 'dawn', 'dusk', 'night'] as const;
export const MISSIONS = [
  'free-for-all',
  'annihilation',
  'dust-up',
  'encounter',
  'counterattack',
  'hasty-attack',
  'rear-guard',
  'breakthrough',
  'no-retreat',
  'bridgehead',
] as const;

const flag = (what: string) => z.boolean().optional().meta({ description: what });

export const TeamStateSchema = z.strictObject({
  id: NameSchema.meta({ description: '"<unit>/<n>", as `umpire new` numbered the teams' }),
  team: NameSchema.meta({ description: 'The arsenal name of the team (as the force wrote it)' }),
  destroyed: flag('Destroyed'),
  bailedOut: flag('Bailed Out (p. 37)'),
  movement: z
    .enum(['stationary', 'moved', 'dashed'])
    .optional()
    .meta({ description: 'How it moved this turn (default stationary)' }),
  goneToGround: flag('Gone to Ground (p. 33)'),
  concealed: flag('Concealed (p. 30)'),
  bulletproofCover: flag('In Bulletproof Cover (p. 39)'),
  foxholes: flag('In Foxholes (p. 25)'),
  inCommand: flag('In Command (default true; p. 18)'),
  passengerOf: NameSchema.optional().meta({
    description:
      "Team id of the transport (or tank) it rides in or on (pp. 22-23): a team of its unit's Transport Attachment, or an Armoured Tank team that is not a transport (riders)",
  }),
  sentToRear: flag('A transport Sent to the Rear (p. 23): off the table, not Destroyed, until it is Brought Forward'),
  smoke: flag('A smoke marker is on it (p. 42)'),
  shot: flag('Shot or bombarded this turn'),
  assaulted: flag('Charged into contact or fought in an assault this turn'),
  bombarded: flag('Spotted for or fired a Bombardment this turn: a spotter shoots no more, neither assaults (p. 45)'),
  shotAtAircraft: NameSchema.optional().meta({
    description:
      "The weapon that shot at Aircraft in the last enemy Shooting Step: it neither fires Defensive Fire then nor shoots in the own next Shooting Step; the team does not assault next turn and is not Gone to Ground until the end of the enemy's next turn (p. 27)",
  }),
});

export const UnitStateSchema = z.strictObject({
  unit: NameSchema,
  pinned: flag('Pinned Down (p. 41)'),
  destroyed: flag('Destroyed as a unit (failed Last Stand, p. 60)'),
  /** Team id of the Unit Leader when it is not the force's; null when leaderless (p. 40). */
  leader: z.union([NameSchema, z.null()]).optional(),
  /** HQ Units: team id of the Formation Commander when not the force's (replaced or switched); null when killed (p. 40). */
  commander: z.union([NameSchema, z.null()]).optional(),
  rangedIn: z
    .union([
      z.boolean(),
      NameSchema,
      z.strictObject({
        marker: NameSchema.meta({
          description: 'Where the players placed it, in their words (e.g. "Objective British 1", "the crossroads")',
        }),
      }),
    ])
    .optional()
    .meta({
      description:
        'Ranged-in marker (p. 47): true, the target unit, or {marker} for a Pre-planned Artillery Target placed before deployment (p. 49)',
    }),
  deployment: z.enum(['table', 'reserve', 'ambush', 'off-table']).optional().meta({ description: 'Default table' }),
  order: z.string().optional().meta({ description: 'Movement order used this turn' }),
  rangeInFailed: flag(
    'Failed all three Range In attempts this turn: no shooting, assault or bombardment, not Gone to Ground (p. 47)',
  ),
  teams: z.array(TeamStateSchema).min(1),
});

export const SideSchema = z.strictObject({
  name: NameSchema,
  force: z
    .union([NameSchema, ForceFileSchema])
    .meta({ description: 'Path of a force file (relative to the game file), or the force inline' }),
  role: z.enum(['attacker', 'defender']).optional(),
  units: z.array(UnitStateSchema),
});

export const GameFileSchema = z
  .strictObject({
    $schema: z.string().optional(),
    umpire: z.literal(1).meta({ description: 'Game file format version' }),
    ruleset: z.literal('fow4'),
    mission: z.enum(MISSIONS),
    timeOfDay: z.enum(TIMES_OF_DAY),
    measure: z.enum(['inches', 'cm']),
    turn: z
      .int()
      .min(1)
      .max(LIMITS.turn, { error: `a game lasts at most ${LIMITS.turn} turns` }),
    active: NameSchema.meta({ description: 'The side whose turn it is' }),
    step: z.enum(STEPS),
    sides: z.array(SideSchema).min(1).max(2).superRefine(distinctSideNames),
    dice: DiceStateSchema,
    play: PlayStateSchema.optional().meta({
      description: 'What `umpire play` keeps: attacker, first turn, Objectives, bots, outcome',
    }),
  })
  .meta({
    title: 'umpire fow4 game',
    description: 'A Flames Of War 4th edition game in progress (with `journal`, written by umpire).',
  });

export type GameState = z.output<typeof GameFileSchema>;
export type SideState = z.output<typeof SideSchema>;
export type UnitState = z.output<typeof UnitStateSchema>;
/** Where a unit starts the game (pp. 95-96): on the table, in Reserve, in Ambush, or off the table. */
export type Deployment = NonNullable<UnitState['deployment']>;
export type TeamState = z.output<typeof TeamStateSchema>;

/** The JSON Schema of the file as written, which also has the journal mark. */
export const GameFileWithJournalSchema = GameFileSchema.extend({
  journal: z
    .strictObject({ file: z.string().optional(), entries: z.int().min(0), last: z.string() })
    .meta({ description: 'Written by umpire: the journal length and the hash of its last line' }),
});
