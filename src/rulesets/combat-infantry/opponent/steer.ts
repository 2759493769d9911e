/**
 * The opponent's own action built from the turn's pieces: the turn's procedure, run unchanged,
 * with the defaults of the decisions the opponent planned before it began (the path of a move,
 * the target of a fire) set to its plan. The decisions still go out to the walker, which sends
 * them back to the opponent (answers.ts takes the default) and journals them like any other.
 */
import type { DecisionRequest, Procedure } from '../../../engine/request.js';
import type { PlayAction } from '../../play.js';

/** Decision ids whose default the opponent sets from its plan (answers.ts takes it). */
export const PLANNED = new Set(['ci.move.hex', 'ci.fire.target', 'ci.support.target']);

/** `pick` gives the planned value of a request (undefined: leave it as the procedure asks it). */
export type Planner = (req: DecisionRequest<unknown>) => unknown;

function* planned<R>(proc: Procedure<R>, pick: Planner): Procedure<R> {
  let step = proc.next();
  while (!step.done) {
    const req = step.value;
    if (req.type === 'decision') {
      const v = pick(req);
      const fits = v !== undefined && req.choices.some((c) => c.value === v);
      step = proc.next(yield fits ? { ...req, default: v } : req);
    } else step = proc.next(yield req);
  }
  return step.value;
}

/** The action with its planned decisions' defaults set; `make` gives a fresh planner per run. */
export function steered<S>(action: PlayAction<S>, make: () => Planner): PlayAction<S> {
  return { id: action.id, label: action.label, run: () => planned(action.run(), make()) };
}

/** A planner for a move: the k-th hex question takes the k-th hex of the path, then "stop". */
export function pathPlanner(path: readonly string[]): () => Planner {
  return () => {
    let k = 0;
    return (req) => {
      if (req.id !== 'ci.move.hex') return undefined;
      const v = k < path.length ? path[k] : 'stop';
      k++;
      return v;
    };
  };
}

/** A planner answering one decision id with one value. */
export function onePlanner(id: string, value: string): () => Planner {
  return () => (req) => (req.id === id ? value : undefined);
}
