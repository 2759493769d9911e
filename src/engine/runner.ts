import type { DiceSource, SyncDiceSource } from '../dice/source.js';
import type { Decider } from './decider.js';
import { DefaultDecider } from './decider.js';
import type { DecisionRequest, Procedure } from './request.js';
import { advance, start, type JournalEntry } from './step.js';

export type { JournalEntry };

export interface RunOptions {
  readonly dice: DiceSource;
  readonly decider?: Decider;
  /** Called with each die roll and decision as it happens (the game journal listens here). */
  readonly record?: (entry: JournalEntry) => void;
}

export interface SyncRunOptions extends RunOptions {
  readonly dice: SyncDiceSource;
  readonly decider?: Decider & { decide(request: DecisionRequest<unknown>): unknown };
}

/** Drive a procedure to its end, answering its requests; works with every kind of dice. */
export async function runProcedure<R>(proc: Procedure<R>, options: RunOptions): Promise<R> {
  const decider = options.decider ?? new DefaultDecider();
  let step = start(proc);
  while (!step.done) {
    const req = step.value;
    const answer = req.type === 'dice' ? await options.dice.roll(req) : await decider.decide(req);
    step = advance(proc, req, answer, options.record);
  }
  return step.value;
}

/** The same, without awaiting: for fair, seeded and scripted dice (simulations, tests). */
export function runProcedureSync<R>(proc: Procedure<R>, options: SyncRunOptions): R {
  const decider = options.decider ?? new DefaultDecider();
  let step = start(proc);
  while (!step.done) {
    const req = step.value;
    const answer = req.type === 'dice' ? options.dice.roll(req) : decider.decide(req);
    if (answer instanceof Promise) throw new Error('runProcedureSync needs a decider that answers at once');
    step = advance(proc, req, answer, options.record);
  }
  return step.value;
}
