import type { DiceRequest } from '../dice/request.js';
import { checkFaces, type DiceSource, type SyncDiceSource } from '../dice/source.js';
import type { Decider } from './decider.js';
import { DefaultDecider } from './decider.js';
import type { DecisionRequest, Procedure } from './request.js';

/** One line of the record of a run: every die and every decision, in order. */
export type JournalEntry =
  | { readonly type: 'dice'; readonly label: string; readonly sides: number; readonly faces: readonly number[] }
  | { readonly type: 'decision'; readonly id: string; readonly player: string; readonly value: unknown };

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
  let step = proc.next();
  while (!step.done) {
    const req = step.value;
    if (req.type === 'dice') {
      const faces = await options.dice.roll(req);
      checkFaces(faces, req);
      options.record?.({ type: 'dice', label: req.label, sides: req.sides, faces });
      step = proc.next(faces);
    } else {
      const value = await decider.decide(req);
      options.record?.({ type: 'decision', id: req.id, player: req.player, value });
      step = proc.next(value);
    }
  }
  return step.value;
}

/** The same, without awaiting: for fair, seeded and scripted dice (simulations, tests). */
export function runProcedureSync<R>(proc: Procedure<R>, options: SyncRunOptions): R {
  const decider = options.decider ?? new DefaultDecider();
  let step = proc.next();
  while (!step.done) {
    const req = step.value;
    if (req.type === 'dice') {
      const faces = options.dice.roll(req as DiceRequest);
      checkFaces(faces, req);
      options.record?.({ type: 'dice', label: req.label, sides: req.sides, faces });
      step = proc.next(faces);
    } else {
      const value = decider.decide(req);
      if (value instanceof Promise) throw new Error('runProcedureSync needs a decider that answers at once');
      options.record?.({ type: 'decision', id: req.id, player: req.player, value });
      step = proc.next(value);
    }
  }
  return step.value;
}
