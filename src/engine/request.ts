import type { DiceRequest } from '../dice/request.js';

/** One choice a decision can take. */
export interface Choice<T = string> {
  readonly value: T;
  readonly label: string;
}

/**
 * A choice the rules give a player (counterattack or break off, which team takes a hit, use
 * Mistaken Target?). The procedure names the player and a default; the runner's Decider answers.
 */
export interface DecisionRequest<T = string> {
  readonly type: 'decision';
  /** Stable id of the kind of decision, e.g. "fow4.mistaken-target". */
  readonly id: string;
  /** Which side decides (a side name, or "attacker"/"defender"/"shooter"/"target"). */
  readonly player: string;
  readonly question: string;
  readonly choices: readonly Choice<T>[];
  /** What a sensible player (or the solo bot) would choose. */
  readonly default: T;
  /**
   * A set: any number of the choices (which teams reached Contact, which units it can see); the
   * answer (and the default) is the array of the chosen values. See `decideSet`.
   */
  readonly multi?: true;
}

export type Request = DiceRequest | DecisionRequest<unknown>;

/**
 * A rule procedure: a generator that yields requests for dice (answered with faces) and for
 * decisions (answered with a choice's value) and returns its result. It never rolls, prints or
 * prompts itself (DESIGN.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Procedure<R> = Generator<Request, R, any>;

export function decision<T>(
  id: string,
  player: string,
  question: string,
  choices: readonly Choice<T>[],
  dflt: T,
): DecisionRequest<T> {
  return { type: 'decision', id, player, question, choices, default: dflt };
}

/** Ask a decision from inside a procedure: `const v = yield* decide(...)`. */
export function* decide<T>(
  id: string,
  player: string,
  question: string,
  choices: readonly Choice<T>[],
  dflt: T,
): Generator<Request, T, T> {
  return yield decision(id, player, question, choices, dflt) as DecisionRequest<unknown>;
}

/**
 * Ask for a set from inside a procedure: any number of `choices`, `dflt` ticked to begin with;
 * returns the chosen values in the order of the choices.
 */
export function* decideSet<T>(
  id: string,
  player: string,
  question: string,
  choices: readonly Choice<T>[],
  dflt: readonly T[],
): Generator<Request, T[], T[]> {
  const req: DecisionRequest<unknown> = {
    type: 'decision',
    id,
    player,
    question,
    choices,
    default: [...dflt],
    multi: true,
  };
  const picked = (yield req) as unknown as readonly T[];
  return choices
    .map((c) => c.value)
    .filter((v) => picked.some((p) => Object.is(p, v) || JSON.stringify(p) === JSON.stringify(v)));
}
