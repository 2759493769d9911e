import { Dist } from '../dice/distribution.js';
import { Fraction } from '../dice/fraction.js';
import type { Outcome } from '../engine/enumerate.js';

/**
 * A Markov chain over a member's state: start somewhere, then each step (one hit, one test...)
 * moves the state at random, with chances that may depend on the state reached so far (a Bailed
 * Out tank rolls Bailed Out Again where an unharmed one would just bail out). Exact.
 */
export function afterSteps<K extends string>(start: K | Dist<K>, steps: Iterable<(state: K) => Dist<K>>): Dist<K> {
  let dist = typeof start === 'string' ? Dist.certain(start) : start;
  for (const step of steps) dist = dist.then(step);
  return dist;
}

/** The outcomes of an enumerated procedure grouped into categories (exact). */
export function categorise<R, K extends string>(outcomes: readonly Outcome<R>[], key: (result: R) => K): Dist<K> {
  return Dist.of(outcomes.map((o) => [key(o.result), o.p] as const));
}

/** Read a distribution in a fixed order of categories (missing ones are 0). */
export function inOrder<K extends string>(dist: Dist<K>, order: readonly K[]): Fraction[] {
  return order.map((k) => dist.p(k) ?? Fraction.ZERO);
}
