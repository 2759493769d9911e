/**
 * What `umpire play` keeps about an Open Fire game beyond the table state: who took the first
 * turn, which sides the built-in opponent plays, the platoons already dealt with this step, the
 * hits and losses of this step (pinning, platoon morale), and the outcome.
 */
import { z } from 'zod';

export const Fow3PlayStateSchema = z.strictObject({
  chosen: z
    .array(z.enum(['dice']))
    .optional()
    .meta({ description: 'Set-up choices made by `umpire new`: `umpire play` does not ask them again' }),
  first: z.string().optional().meta({ description: 'The side that took the first turn (Free-for-All)' }),
  bots: z.array(z.string()).optional().meta({ description: 'Sides played by the built-in opponent' }),
  /** The doctrine of each side the built-in opponent plays (src/rulesets/play.ts DOCTRINES); default the first. */
  doctrines: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: 'Doctrine of each built-in opponent side, e.g. { German: aggressive }' }),
  /** What the table last said each opponent platoon can see and reach (its ticks), pre-selected next time. */
  sight: z.record(z.string(), z.array(z.string())).optional(),
  /**
   * What the table said this Assault Step, of a charge the built-in opponent weighed, about the
   * defender's other platoons with teams within 8"/20cm (they would fire Defensive Fire too,
   * [Defensive Fire]): by assaulting platoon, then by the platoon it would charge.
   */
  nearFire: z
    .record(z.string(), z.record(z.string(), z.array(z.string())))
    .optional()
    .meta({
      description:
        "By the opponent's assaulting platoon, then the platoon it would charge: the defender's other platoons the table said are within 8\"/20cm",
    }),
  /** Platoons already dealt with in the current step (moved, shot, assaulted). */
  acted: z.array(z.string()).optional(),
  /** Platoons that dug in this turn (they shoot as if they moved, p. 14). */
  dugIn: z.array(z.string()).optional(),
  lastTarget: z.string().optional(),
  /** Hits each platoon took this Shooting Step (Pinned Down at 5, p. 15). */
  hits: z.record(z.string(), z.int().min(0)).optional(),
  /** Teams each platoon lost this step (Checking Morale at the end of the step). */
  lost: z.record(z.string(), z.int().min(0)).optional(),
  /**
   * Where the built-in opponent sent each of its platoons under Free-for-All (opponent/objectives.ts):
   * the objective, to take it or to stand on it against the enemy, the moves it made toward it,
   * and whether the table said it is within 4"/10cm (p. 31). Bot versus bot, it answers the
   * victory check's question.
   */
  onObjective: z
    .record(
      z.string(),
      z.strictObject({
        objective: z.string().min(1),
        role: z.enum(['take', 'hold']),
        moves: z.int().min(0),
        within: z.boolean(),
      }),
    )
    .optional()
    .meta({
      description:
        'By "Side:Platoon": the objective the opponent sent it to, why, its moves toward it, and whether it is within 4"/10cm',
    }),
  outcome: z.strictObject({ winner: z.string().nullable(), reason: z.string() }).optional(),
});

export type Fow3PlayState = z.output<typeof Fow3PlayStateSchema>;
