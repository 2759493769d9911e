/**
 * The player's last answer as the likely one: an action's first question offers what the player
 * answered last to its kind (each unit moved as the last one did, shoots at the last target).
 */
import type { Procedure, Request } from '../../engine/request.js';
import { same } from './running.js';

/** A procedure whose first question offers `last(id)` as its default when that is one of its choices. */
export function* lastAnswerFirst<R>(proc: Procedure<R>, last: (id: string) => unknown): Procedure<R> {
  let step = proc.next();
  let first = true;
  while (!step.done) {
    let req: Request = step.value;
    if (first && req.type === 'decision') {
      first = false;
      const v = last(req.id);
      if (v !== undefined && !req.multi && req.choices.some((c) => same(c.value, v))) req = { ...req, default: v };
    }
    step = proc.next(yield req);
  }
  return step.value;
}
