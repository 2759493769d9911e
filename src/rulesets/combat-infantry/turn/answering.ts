import { InputError } from '../../../errors/input-error.js';
import type { Procedure } from '../../../engine/request.js';

/**
 * A procedure whose decisions named in `answers` are taken from it (a one-shot command's flags,
 * e.g. the target hex), the others passed on to whoever runs it.
 */
export function* answering<R>(proc: Procedure<R>, answers: Readonly<Record<string, unknown>>): Procedure<R> {
  const used = new Set<string>();
  let step = proc.next();
  while (!step.done) {
    const req = step.value;
    if (req.type === 'decision' && req.id in answers && !used.has(req.id)) {
      const value = answers[req.id];
      if (!req.choices.some((c) => c.value === value)) {
        proc.return(undefined as never);
        throw new AnswerError(
          `${String(value)} is not a choice for "${req.question}": ${req.choices.map((c) => String(c.value)).join(', ')}`,
        );
      }
      used.add(req.id);
      step = proc.next(value);
    } else step = proc.next(yield req);
  }
  return step.value;
}

/** An answer given on the command line that the rules do not offer. */
export class AnswerError extends InputError {}
