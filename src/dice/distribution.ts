import { Fraction, sumFractions } from './fraction.js';
import type { RerollPolicy } from './pool.js';
import type { Target } from './target.js';

/**
 * An exact probability distribution over outcome categories. Keys are strings so that a
 * category can be a joint outcome ("bailed-out", "destroyed", or "2 hits|1 destroyed").
 */
export class Dist<K extends string = string> {
  private constructor(readonly entries: ReadonlyMap<K, Fraction>) {}

  static of<K extends string>(pairs: Iterable<readonly [K, Fraction]>): Dist<K> {
    const m = new Map<K, Fraction>();
    for (const [k, p] of pairs) {
      if (p.isZero()) continue;
      m.set(k, (m.get(k) ?? Fraction.ZERO).add(p));
    }
    return new Dist(m);
  }

  static certain<K extends string>(k: K): Dist<K> {
    return new Dist(new Map([[k, Fraction.ONE]]));
  }

  p(k: K): Fraction {
    return this.entries.get(k) ?? Fraction.ZERO;
  }

  total(): Fraction {
    return sumFractions(this.entries.values());
  }

  keys(): K[] {
    return [...this.entries.keys()];
  }

  /** Relabel outcomes (merging those that map to the same key). */
  map<J extends string>(f: (k: K) => J): Dist<J> {
    return Dist.of([...this.entries].map(([k, p]) => [f(k), p] as const));
  }

  /** Follow each outcome with a further random stage that depends on it. */
  then<J extends string>(f: (k: K) => Dist<J>): Dist<J> {
    const out: [J, Fraction][] = [];
    for (const [k, p] of this.entries) for (const [j, q] of f(k).entries) out.push([j, p.mul(q)]);
    return Dist.of(out);
  }

  /** Two independent distributions combined into one over pairs of outcomes. */
  join<J extends string, L extends string>(other: Dist<J>, combine: (a: K, b: J) => L): Dist<L> {
    const out: [L, Fraction][] = [];
    for (const [a, p] of this.entries) for (const [b, q] of other.entries) out.push([combine(a, b), p.mul(q)]);
    return Dist.of(out);
  }

  /** Probability of every outcome for which the predicate holds. */
  chance(pred: (k: K) => boolean): Fraction {
    return sumFractions([...this.entries].filter(([k]) => pred(k)).map(([, p]) => p));
  }
}

/** The chance that one throw of one die meets the target (with its follow-up die, if any). */
export function pThrow(target: Target, sides = 6): Fraction {
  const faces = (pred: (f: number) => boolean) => {
    let n = 0;
    for (let f = 1; f <= sides; f++) if (pred(f)) n++;
    return Fraction.of(n, sides);
  };
  switch (target.kind) {
    case 'auto':
      return Fraction.ONE;
    case 'impossible':
      return Fraction.ZERO;
    case 'atMost':
      return faces((f) => f <= target.value);
    case 'atLeast': {
      const first = faces((f) => f >= target.need);
      const then = target.then;
      return then === undefined ? first : first.mul(faces((f) => f >= then));
    }
  }
}

/** The chance one die of a pool ends as a success, after its re-roll (at most one per die). */
export function pDie(target: Target, reroll: RerollPolicy = 'none', sides = 6): Fraction {
  const p = pThrow(target, sides);
  if (target.kind === 'auto' || target.kind === 'impossible') return p;
  if (reroll === 'failures') return p.add(p.complement().mul(p));
  if (reroll === 'successes') return p.mul(p);
  return p;
}

/** Distribution of the number of successes among n independent dice that each succeed with p. */
export function binomial(n: number, p: Fraction): Fraction[] {
  let dist: Fraction[] = [Fraction.ONE];
  const q = p.complement();
  for (let i = 0; i < n; i++) {
    const next = new Array<Fraction>(dist.length + 1).fill(Fraction.ZERO);
    dist.forEach((x, k) => {
      next[k] = next[k]!.add(x.mul(q));
      next[k + 1] = next[k + 1]!.add(x.mul(p));
    });
    dist = next;
  }
  return dist;
}

/** Distribution of a count that is the sum of two independent counts (index = count). */
export function convolve(a: readonly Fraction[], b: readonly Fraction[]): Fraction[] {
  const out = new Array<Fraction>(a.length + b.length - 1).fill(Fraction.ZERO);
  a.forEach((x, i) => {
    if (x.isZero()) return;
    b.forEach((y, j) => {
      if (!y.isZero()) out[i + j] = out[i + j]!.add(x.mul(y));
    });
  });
  return out;
}

/** Distribution of successes of a pool: n dice, one target, a re-roll policy. */
export function poolSuccesses(n: number, target: Target, reroll: RerollPolicy = 'none', sides = 6): Fraction[] {
  return binomial(n, pDie(target, reroll, sides));
}

/** Distribution of the total of n dice with the given sides (index = total). */
export function sumOfDice(n: number, sides: number): Fraction[] {
  const one = [Fraction.ZERO, ...Array.from({ length: sides }, () => Fraction.of(1, sides))];
  let dist: Fraction[] = [Fraction.ONE];
  for (let i = 0; i < n; i++) dist = convolve(dist, one);
  return dist;
}
