/** How a game file keeps its dice: the kind of source and, for seeded dice, the seed and state. */
import { z } from 'zod';

/**
 * The saved state of the seeded dice (pure-rand's xoroshiro128+): the four signed 32-bit numbers
 * umpire saved, never all zero (an all-zero generator gives the same die forever); [] starts again
 * from the seed.
 */
export const RngStateSchema = z
  .array(
    z
      .int()
      .min(-(2 ** 31))
      .max(2 ** 31 - 1),
  )
  .refine((s) => s.length === 0 || s.length === 4, {
    error: 'the dice state is the 4 numbers umpire saved, or [] to start again from the seed',
  })
  .refine((s) => s.length === 0 || s.some((n) => n !== 0), {
    error: 'a dice state of four zeros would roll the same die forever; put back the state umpire saved',
  });

export const DiceStateSchema = z.discriminatedUnion('kind', [
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

export type DiceState = z.output<typeof DiceStateSchema>;
