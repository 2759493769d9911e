/**
 * A wrapper that names the deciding side of a procedure's decisions ("owner", "shooter"... become
 * side names), for both editions' turns.
 */
import type { Procedure, Request } from '../../../engine/request.js';

/** Run a procedure, renaming the players of its decisions (e.g. owner -> British). */
export function* withPlayers<R>(proc: Procedure<R>, names: Readonly<Record<string, string>>): Procedure<R> {
  let step = proc.next();
  while (!step.done) {
    const req: Request = step.value;
    const out = req.type === 'decision' && names[req.player] ? { ...req, player: names[req.player]! } : req;
    step = proc.next(yield out);
  }
  return step.value;
}
