import type { DecisionRequest } from './request.js';
import { InputError } from '../errors/input-error.js';

/** Answers decisions: an interactive prompt, a scripted list, or a default policy (solo/bot). */
export interface Decider {
  decide(request: DecisionRequest<unknown>): unknown | Promise<unknown>;
}

export class DecisionError extends InputError {
  override readonly name: string = 'DecisionError';
  constructor(message: string) {
    super(message, { code: 'decision' });
  }
}

/** Always takes the procedure's stated default: the sensible choice a bot makes. */
export class DefaultDecider implements Decider {
  decide(request: DecisionRequest<unknown>): unknown {
    return request.default;
  }
}

/**
 * Scripted answers (tests, `--decide`). An answer is either "id=value" (used by the first
 * decision with that id) or a bare value (used by the next decision in order). When no answer
 * fits, the default is taken, unless `strict` is set.
 */
export class ScriptedDecider implements Decider {
  private readonly queue: string[];

  constructor(
    answers: readonly string[],
    private readonly strict = false,
  ) {
    this.queue = [...answers];
  }

  decide(request: DecisionRequest<unknown>): unknown {
    const keyed = this.queue.findIndex((a) => a.startsWith(`${request.id}=`));
    let raw: string | undefined;
    if (keyed >= 0) raw = this.queue.splice(keyed, 1)[0]!.slice(request.id.length + 1);
    else if (this.queue.length > 0 && !this.queue[0]!.includes('=')) raw = this.queue.shift();
    if (raw === undefined) {
      if (this.strict) throw new DecisionError(`no scripted answer for "${request.question}" (${request.id})`);
      return request.default;
    }
    if (request.multi) {
      const parts =
        raw.trim().toLowerCase() === 'none'
          ? []
          : raw.trim().toLowerCase() === 'all'
            ? request.choices.map((c) => String(c.value))
            : raw
                .split(',')
                .map((p) => p.trim())
                .filter(Boolean);
      return parts.map((p) => {
        const m = request.choices.find((c) => String(c.value) === p || c.label === p);
        if (!m)
          throw new DecisionError(
            `"${p}" is not one of the choices of "${request.question}": ${request.choices.map((c) => String(c.value)).join(', ')} (or all, none)`,
          );
        return m.value;
      });
    }
    const match = request.choices.find((c) => String(c.value) === raw || c.label === raw);
    if (!match) {
      const options = request.choices.map((c) => String(c.value)).join(', ');
      throw new DecisionError(`"${raw}" is not an answer to "${request.question}"; choose one of: ${options}`);
    }
    return match.value;
  }
}
