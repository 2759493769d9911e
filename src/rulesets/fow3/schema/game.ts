/**
 * The fow3 game file: ruleset, mission (Open Fire has one, Free-for-All), turn, active side,
 * current step, both companies (by path or inline), the table state of every platoon and team,
 * and the dice. Flags at their default (false) are left out of the file. The `journal` mark is
 * checked by src/game/session.ts, not here.
 */
import { distinctSideNames } from '../../../game/side-names.js';
import { LIMITS } from '../../../game/limits.js';
import { z } from 'zod';
import { NameSchema } from '../../flames-of-war/schema/common.js';
import { DiceStateSchema } from '../../../game/dice-state.js';
import { Fow3ForceFileSchema } from './force.js';
import { Fow3PlayStateSchema } from '../turn/play-state.js';

export const FOW3_STEPS = ['setup', 'starting', 'movement', 'shooting', 'assault', 'over'] as const;
export const FOW3_MISSIONS = ['free-for-all'] as const;

const flag = (what: string) => z.boolean().optional().meta({ description: what });

export const Fow3TeamStateSchema = z.strictObject({
  id: NameSchema.meta({ description: '"<platoon>/<n>", as `umpire new` numbered the teams' }),
  team: NameSchema.meta({ description: 'The arsenal name of the team (as the force wrote it)' }),
  destroyed: flag('Destroyed'),
  bailedOut: flag('Bailed Out (tanks)'),
  boggedDown: flag('Bogged Down (tanks and medium guns, p. 9)'),
  moved: flag('Moved this turn (digging in is not moving)'),
  shot: flag('Shot this turn'),
  dugIn: flag('Dug in (p. 14, p. 17)'),
  concealed: flag('Concealed by terrain (p. 8)'),
  bulletproofCover: flag('In bulletproof cover: building, stone wall'),
  inCommand: flag('In command (default true; p. 19)'),
});

export const Fow3PlatoonStateSchema = z.strictObject({
  platoon: NameSchema,
  pinned: flag('Pinned Down (p. 15)'),
  destroyed: flag('Destroyed as a platoon (failed morale check)'),
  companyCommandJoined: flag('The Company command team has joined this platoon (Checking Morale re-rolls)'),
  teams: z.array(Fow3TeamStateSchema).min(1),
});

export const Fow3SideSchema = z.strictObject({
  name: NameSchema,
  force: z
    .union([NameSchema, Fow3ForceFileSchema])
    .meta({ description: 'Path of a fow3 force file (relative to the game file), or the force inline' }),
  platoons: z.array(Fow3PlatoonStateSchema),
});

export const Fow3GameFileSchema = z
  .strictObject({
    $schema: z.string().optional(),
    umpire: z.literal(1).meta({ description: 'Game file format version' }),
    ruleset: z.literal('fow3'),
    mission: z.enum(FOW3_MISSIONS),
    measure: z.enum(['inches', 'cm']),
    turn: z
      .int()
      .min(1)
      .max(LIMITS.turn, { error: `a game lasts at most ${LIMITS.turn} turns` }),
    active: NameSchema.meta({ description: 'The side whose turn it is' }),
    step: z.enum(FOW3_STEPS),
    sides: z.array(Fow3SideSchema).min(1).max(2).superRefine(distinctSideNames),
    dice: DiceStateSchema,
    play: Fow3PlayStateSchema.optional().meta({
      description: "What `umpire play` keeps: first turn, built-in opponent, this step's hits and losses, the outcome",
    }),
  })
  .meta({
    title: 'umpire fow3 game',
    description: 'A Flames Of War 3rd edition (Open Fire!) game in progress (with `journal`, written by umpire).',
  });

export type Fow3GameState = z.output<typeof Fow3GameFileSchema>;
export type Fow3SideState = z.output<typeof Fow3SideSchema>;
export type Fow3PlatoonState = z.output<typeof Fow3PlatoonStateSchema>;
export type Fow3TeamState = z.output<typeof Fow3TeamStateSchema>;

/** The JSON Schema of the file as written, which also has the journal mark. */
export const Fow3GameFileWithJournalSchema = Fow3GameFileSchema.extend({
  journal: z
    .strictObject({ file: z.string().optional(), entries: z.int().min(0), last: z.string() })
    .meta({ description: 'Written by umpire: the journal length and the hash of its last line' }),
});
