/**
 * The one step core every way of driving a procedure shares: live play (async dice and
 * prompts), the synchronous runner (seeded or scripted dice, tests, simulations) and exact
 * enumeration all answer the request a procedure is waiting on and call `advance`, which checks
 * the dice against the request, records the answer for the journal and resumes the procedure.
 */
import { checkFaces } from '../dice/source.js';
import type { Procedure, Request } from './request.js';

/** One line of the record of a run: every die and every decision, in order. */
export type JournalEntry =
  | { readonly type: 'dice'; readonly label: string; readonly sides: number; readonly faces: readonly number[] }
  | { readonly type: 'decision'; readonly id: string; readonly player: string; readonly value: unknown };

export type Step<R> = IteratorResult<Request, R>;

/** Start a procedure: its first request, or its result if it asks for nothing. */
export function start<R>(proc: Procedure<R>): Step<R> {
  return proc.next();
}

/**
 * Give the request the procedure is waiting on its answer (faces for dice, a choice's value for a
 * decision) and take the procedure's next step. Faces are checked against the request (count and
 * sides); `record` hears every answer in order (the game journal listens here).
 */
export function advance<R>(
  proc: Procedure<R>,
  request: Request,
  answer: unknown,
  record?: (entry: JournalEntry) => void,
): Step<R> {
  if (request.type === 'dice') {
    const faces = answer as readonly number[];
    checkFaces(faces, request);
    record?.({ type: 'dice', label: request.label, sides: request.sides, faces });
  } else {
    record?.({ type: 'decision', id: request.id, player: request.player, value: answer });
  }
  return proc.next(answer);
}
