import type { z } from 'zod';
import type { Procedure } from '../engine/request.js';

/**
 * A procedure that `umpire resolve` (and later the odds calculator) can run from a plain
 * situation document: its id, the zod schema of its situation, and the procedure itself.
 */
export interface Resolvable<S = unknown, R = unknown> {
  /** "fow4.shoot", "fow4.bombard", ... */
  readonly id: string;
  readonly ruleset: string;
  readonly description: string;
  readonly schema: z.ZodType<S>;
  procedure(situation: S): Procedure<R>;
}
