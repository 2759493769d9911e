/**
 * The action the walker is running, as the screens, the answers and the physical dice share it:
 * how to make its procedure afresh (to look ahead), every answer given so far, the answers a
 * screen already took, and the dice typed for a group. Also the walker's Interrupt.
 */
import type { DecisionRequest, Procedure } from '../../engine/request.js';
import type { Answered } from './resume.js';

/** A question as the walker files it: its id and its words. */
export const key = (id: string, question: string): string => `${id}\u0000${question}`;

/** The same answer (values may be arrays or objects). */
export const same = (a: unknown, b: unknown): boolean => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

/** The action being run: how to make its procedure afresh, and every answer given in it so far. */
export interface Running {
  readonly make: () => Procedure<unknown>;
  readonly answers: unknown[];
  /** Answers from the journal still to give (a resumed action). */
  readonly replay: Answered[];
  /** Answers the player already gave for questions asked as a group (id + question -> value). */
  readonly prefilled: Map<string, unknown[]>;
  /**
   * The prefilled answers came from an "each in turn" screen asked before this action began
   * (plan.ts): one the rules no longer allow drops the rest, which may depend on it.
   */
  readonly planned?: boolean;
  /** Under "each in turn": the choices each prefilled answer was given from (plan.ts), in its order. */
  readonly offered?: Map<string, unknown[][]>;
  /** The numbers its questions were shown with on a screen of likely answers (screens.ts numbering). */
  readonly shown: Map<string, number[]>;
  /** Questions the player chose to answer one by one (not grouped again). */
  readonly alone: Set<string>;
  /** Physical dice typed for a group, waiting for their requests. */
  readonly dice: { label: string; count: number; sides: number; faces: number[] }[];
  /** The answer now being given came from the journal (not journaled again). */
  replayed: boolean;
}

/** Leaves the current action: undo, quit, or a dice switch. */
export class Interrupt extends Error {
  constructor(
    readonly kind: 'undo' | 'quit' | 'dice',
    /** The unfinished action an undo cancels. */
    readonly cancelled?: string,
  ) {
    super(kind);
  }
}

/** The label of an answer among a decision's choices. */
export function labelOf(r: DecisionRequest<unknown>, v: unknown): string {
  return r.choices.find((c) => same(c.value, v))?.label ?? String(v);
}
