/**
 * What `umpire play` keeps about the game beyond the table state (fow4 spec §0.1, §4, §14): who
 * attacks and who went first, whether it is a Meeting Engagement, the Objectives, Strategic
 * Withdrawal Delay Counters, which sides the built-in opponent plays, and the outcome.
 */
import { z } from 'zod';

export const ObjectiveSchema = z.strictObject({
  id: z.string().min(1).meta({ description: 'A short name, e.g. "A1"' }),
  placedBy: z.string().min(1).meta({ description: 'The side that placed it' }),
  /** Whose side of the table (or quarter) it is on, when the mission cares. */
  on: z.string().optional(),
});

export const OutcomeSchema = z.strictObject({
  winner: z.string().nullable().meta({ description: 'null when time ran out with no winner (both lose, p. 93)' }),
  reason: z.string(),
  result: z.string().optional().meta({ description: 'Stunning / Major / Minor Victory' }),
  points: z.record(z.string(), z.int()).meta({ description: 'Victory Points per side' }),
});

/** Set-up choices `umpire new` made, which play's set-up does not ask again. */
export const CHOSEN_AT_NEW = ['mission', 'timeOfDay', 'dice'] as const;

export const PlayStateSchema = z.strictObject({
  chosen: z
    .array(z.enum(CHOSEN_AT_NEW))
    .optional()
    .meta({ description: 'Set-up choices made by `umpire new`: `umpire play` does not ask them again' }),
  attacker: z.string().optional(),
  first: z.string().optional().meta({ description: 'The side that took the first turn' }),
  meeting: z.boolean().optional().meta({ description: 'A Meeting Engagement (p. 96)' }),
  objectives: z.array(ObjectiveSchema).optional(),
  delayCounters: z.int().min(0).optional().meta({ description: 'Strategic Withdrawal Delay Counters (p. 97)' }),
  bots: z.array(z.string()).optional().meta({ description: 'Sides played by the built-in opponent' }),
  /** The doctrine of each side the built-in opponent plays (src/rulesets/play.ts DOCTRINES); default the first. */
  doctrines: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: 'Doctrine of each built-in opponent side, e.g. { German: aggressive }' }),
  /** What the table said each opponent unit can see and reach (and the facts with it), kept as the next question's ticks. */
  sight: z
    .record(z.string(), z.strictObject({ turn: z.int().min(0), ticked: z.array(z.string()) }))
    .optional()
    .meta({ description: 'By "Side:Unit": the turn asked and the answer ticked' }),
  /**
   * Where the built-in opponent sent each of its units under the mission (opponent/objectives.ts):
   * the Objective, to take it or to stop the enemy holding it, and whether the table said the unit
   * is within 4"/10cm of it (p. 94). Bot versus bot, it answers the victory check's question.
   */
  onObjective: z
    .record(
      z.string(),
      z.strictObject({ objective: z.string().min(1), role: z.enum(['take', 'hold']), within: z.boolean() }),
    )
    .optional()
    .meta({
      description: 'By "Side:Unit": the Objective the opponent sent it to, why, and whether it is within 4"/10cm',
    }),
  /** Units withdrawn (Strategic Withdrawal) while not In Good Spirits: Destroyed for Victory Points. */
  withdrawnBroken: z.array(z.string()).optional(),
  /** Teams (ids) that Dashed in their side's previous turn: they cannot hold or contest Objectives (p. 94). */
  dashedLastTurn: z.array(z.string()).optional(),
  /** Units already dealt with in the current step (moved, shot, assaulted). */
  acted: z.array(z.string()).optional(),
  /** The target each unit last shot at this turn, and the table answers given for it. */
  lastTarget: z.string().optional(),
  facts: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  /** Something other than a Smoke Bombardment was fired this Shooting Step: no more Smoke Bombardments (p. 51). */
  shootingBegun: z.boolean().optional(),
  /** Teams of each unit ("Side:Unit") alive when the Shooting Step began: 12 or more need 8 hits to pin (p. 41). */
  teamsAtStart: z.record(z.string(), z.int().min(0)).optional(),
  /** Units that split their fire this Shooting Step: their other teams may still shoot at another target (p. 32). */
  splitFire: z.array(z.string()).optional(),
  /** The active side's Aircraft Units that arrived this turn (p. 44); they leave at the end of the Shooting Step. */
  aircraftArrived: z.array(z.string()).optional(),
  /** The weapon each Aircraft Unit declared for this turn before its arrival roll (p. 44): a weapon name or "mgs". */
  aircraftWeapons: z.record(z.string(), z.string()).optional(),
  /** Units that have fired their one Smoke Bombardment of the game (p. 51). */
  smokeFired: z.array(z.string()).optional(),
  /** The turn in which the human turned Mistaken Target down while the opponent shoots. */
  noSwapsTurn: z.int().min(0).optional(),
  outcome: OutcomeSchema.optional(),
});

export type PlayState = z.output<typeof PlayStateSchema>;
export type Objective = z.output<typeof ObjectiveSchema>;
export type Outcome = z.output<typeof OutcomeSchema>;
