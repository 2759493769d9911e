/** How a game file keeps its dice: the kind of source and, for seeded dice, the seed and state. */
import { z } from 'zod';

export const DiceStateSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('seeded'),
    seed: z
      .int()
      .min(0)
      .max(2 ** 32 - 1),
    state: z.array(z.int()),
  }),
  z.strictObject({ kind: z.literal('crypto') }),
  z.strictObject({ kind: z.literal('manual') }),
]);

export type DiceState = z.output<typeof DiceStateSchema>;
