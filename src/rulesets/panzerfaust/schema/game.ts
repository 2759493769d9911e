/**
 * The Panzerfaust game file: turn, phase (A-I of the sequence of play, p. 6), both forces (path
 * or inline), each company's pips this turn, each unit's state (teams lost, Shaken or Retreat,
 * pinned, AFV damage), the dice, and optionally the player's own filled tables file. Flags at
 * their default are left out of the file. The `journal` mark is checked by src/game/session.ts.
 */
import { RngStateSchema } from '../../../game/dice-state.js';
import { distinctSideNames } from '../../../game/side-names.js';
import { LIMITS } from '../../../game/limits.js';
import { z } from 'zod';
import { NameSchema, PzForceFileSchema } from './force.js';

export const PZ_PHASES = ['setup', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'over'] as const;
export type PzPhase = (typeof PZ_PHASES)[number];

const flag = (what: string) => z.boolean().optional().meta({ description: what });

export const PzDiceStateSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('seeded'),
    seed: z
      .int()
      .min(0)
      .max(2 ** 32 - 1),
    state: RngStateSchema,
  }),
  z.strictObject({ kind: z.literal('crypto') }),
  z.strictObject({ kind: z.literal('manual') }),
]);

export const PzUnitStateSchema = z.strictObject({
  id: NameSchema.meta({ description: '"<platoon>/<unit>" or "<company>/<HQ>", as the force names it' }),
  teamsLost: z.int().min(0).optional().meta({ description: 'Teams lost (removed bases or crew casualty counters)' }),
  morale: z.enum(['ok', 'shaken', 'retreat']).optional().meta({ description: 'Morale status (p. 24); default ok' }),
  shakenTurns: z.int().min(0).max(6).optional().meta({ description: 'Turns of Shaken left' }),
  pinned: flag('Pinned by covering fire (p. 17)'),
  destroyed: flag('Destroyed, surrendered or off the table'),
  immobilised: flag('AFV immobilised (tracks or hull damaged)'),
  gunDamaged: flag('AFV main gun and traverse disabled'),
  stunnedMoves: z.int().min(0).optional().meta({ description: 'AFV stunned for this many more moves' }),
  lastEffect: z
    .enum(['stunned-1', 'stunned-2', 'damaged'])
    .optional()
    .meta({ description: 'Last penetration result, for "next result up" (p. 31)' }),
  lastEffectTurn: z.int().min(1).optional(),
  moved: z
    .enum(['up-to-half', 'over-half'])
    .optional()
    .meta({ description: 'How far it moved this turn (default stationary)' }),
  acted: flag('Fired or fought CQC this turn (phase G)'),
  mustTest: flag('Must take a morale test: a sub-unit got 2 or less (p. 23)'),
  rallyTries: z
    .int()
    .min(1)
    .max(3)
    .optional()
    .meta({ description: 'Retreating: rally re-tests tried so far (at most 3, p. 24)' }),
  rallied: z
    .int()
    .min(1)
    .max(2)
    .optional()
    .meta({ description: 'HQ: units it tried to rally this move (at most 2, p. 24)' }),
});

export const PzCompanyStateSchema = z.strictObject({
  company: NameSchema,
  pips: z.int().min(0).max(6).optional().meta({ description: 'Movement pips left this turn (phase B)' }),
  hqDestroyed: flag('The company HQ was destroyed (penalties last the game)'),
});

export const PzSideSchema = z.strictObject({
  name: NameSchema,
  force: z
    .union([NameSchema, PzForceFileSchema])
    .meta({ description: 'Path of a Panzerfaust force file (relative to the game file), or the force inline' }),
  companies: z.array(PzCompanyStateSchema),
  units: z.array(PzUnitStateSchema),
});

export const PzGameFileSchema = z
  .strictObject({
    $schema: z.string().optional(),
    umpire: z.literal(1).meta({ description: 'Game file format version' }),
    ruleset: z.literal('panzerfaust'),
    tables: z.string().optional().meta({
      description:
        'Your own filled copy of the Panzerfaust tables (relative to the game file); default UMPIRE_PANZERFAUST_TABLES or the bundled file',
    }),
    turn: z
      .int()
      .min(1)
      .max(LIMITS.turn, { error: `a game lasts at most ${LIMITS.turn} turns` }),
    active: NameSchema.meta({ description: 'The side choosing now' }),
    phase: z.enum(PZ_PHASES).meta({ description: 'Phase of the sequence of play (p. 6)' }),
    done: z
      .array(NameSchema)
      .optional()
      .meta({ description: 'Phases F and G: the sides that have ended their part of the phase (they take turns)' }),
    opponent: z
      .strictObject({
        sides: z
          .record(NameSchema, z.string())
          .meta({ description: 'The sides the built-in opponent plays, side -> doctrine (cautious, aggressive)' }),
        told: z
          .strictObject({
            turn: z.int().min(1),
            facts: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
            asked: z.record(NameSchema, z.int().min(0)).optional(),
          })
          .optional()
          .meta({
            description:
              'What the table told the opponent this turn (range, cover, command radius), so it never asks twice, and how many questions each of its sides asked',
          }),
      })
      .optional()
      .meta({ description: 'The built-in opponent (umpire play --opponent, umpire demo)' }),
    weather: z.strictObject({ rain: flag('Rain'), snowFalling: flag('Snow falling'), night: flag('Night') }).optional(),
    sides: z.array(PzSideSchema).min(1).max(2).superRefine(distinctSideNames),
    dice: PzDiceStateSchema,
  })
  .meta({
    title: 'umpire panzerfaust game',
    description: 'A Panzerfaust Revised game in progress (with `journal`, written by umpire).',
  });

export type PzGameState = z.output<typeof PzGameFileSchema>;
export type PzSideState = z.output<typeof PzSideSchema>;
export type PzUnitState = z.output<typeof PzUnitStateSchema>;
export type PzCompanyState = z.output<typeof PzCompanyStateSchema>;
export type PzDiceState = z.output<typeof PzDiceStateSchema>;

export const PzGameFileWithJournalSchema = PzGameFileSchema.extend({
  journal: z
    .strictObject({ file: z.string().optional(), entries: z.int().min(0), last: z.string() })
    .meta({ description: 'Written by umpire: the journal length and the hash of its last line' }),
});
