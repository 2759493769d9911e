import type { Fraction } from '../dice/fraction.js';
import { binomialOver, convolveWeights, Weights } from './weights.js';

/**
 * The joint distribution of how many of `size` independent members end in each of three states:
 * 0 = unharmed, 1 = the middle state (a tank Bailed Out), 2 = the final state (Destroyed).
 * Cell (d, b) holds P(d destroyed and b in the middle state); the rest are unharmed.
 * Stored flat over a common denominator: index d * (size + 1) + b.
 */
export class JointCounts {
  constructor(
    readonly size: number,
    readonly w: Weights,
  ) {}

  static empty(): JointCounts {
    return new JointCounts(0, Weights.certain(0));
  }

  at(destroyed: number, middle: number): Fraction {
    return this.w.at(destroyed * (this.size + 1) + middle);
  }

  /** Marginal: P(exactly d destroyed), d = 0..size. */
  destroyed(): Weights {
    return this.marginal((d) => d);
  }

  /** Marginal: P(exactly b in the middle state). */
  middle(): Weights {
    return this.marginal((_, b) => b);
  }

  /** Marginal: P(exactly u unharmed). */
  unharmed(): Weights {
    return this.marginal((d, b) => this.size - d - b);
  }

  /** P(predicate holds for (destroyed, middle)). */
  chance(pred: (destroyed: number, middle: number) => boolean): Fraction {
    return this.w.chance((i) => pred(Math.floor(i / (this.size + 1)), i % (this.size + 1)));
  }

  /** The numerator (over `w.den`) of P(predicate holds for (destroyed, middle)). */
  sumWhere(pred: (destroyed: number, middle: number) => boolean): bigint {
    // Only cells with d + b <= size can hold a chance: the others are not visited.
    const s = this.size + 1;
    const num = this.w.num;
    let sum = 0n;
    for (let d = 0; d < s; d++) {
      for (let b = 0, i = d * s; b < s - d; b++, i++) {
        const v = num[i] ?? 0n;
        if (v !== 0n && pred(d, b)) sum += v;
      }
    }
    return sum;
  }

  private marginal(index: (d: number, b: number) => number): Weights {
    const out = new Array<bigint>(this.size + 1).fill(0n);
    const s = this.size + 1;
    const num = this.w.num;
    for (let d = 0; d < s; d++) {
      for (let b = 0, i = d * s; b < s - d; b++, i++) {
        const v = num[i] ?? 0n;
        if (v === 0n) continue;
        const k = index(d, b);
        out[k] = out[k]! + v;
      }
    }
    return new Weights(out, this.w.den);
  }
}

const ids = new WeakMap<Weights, string>();
let nextId = 0;

/**
 * A short id per distribution object, for cache keys (converting big numerators to text is slow).
 * Alike members should share one Weights object (their callers cache by what makes them alike);
 * equal values in distinct objects are still combined correctly, only not grouped.
 */
function identity(w: Weights): string {
  let id = ids.get(w);
  if (id === undefined) {
    id = `w${nextId++}`;
    ids.set(w, id);
  }
  return id;
}

/**
 * `count` independent members that each end unharmed / middle / final with the chances in
 * `each` (a Weights of length 3): the multinomial joint distribution, in closed form.
 */
export function multinomialCounts(count: number, each: Weights): JointCounts {
  const [pu, pb, pd] = [each.num[0] ?? 0n, each.num[1] ?? 0n, each.num[2] ?? 0n];
  const s = count + 1;
  const pow = (x: bigint) => {
    const p = [1n];
    for (let i = 1; i <= count; i++) p.push(p[i - 1]! * x);
    return p;
  };
  const [powU, powB, powD] = [pow(pu), pow(pb), pow(pd)];
  const fact = [1n];
  for (let i = 1; i <= count; i++) fact.push(fact[i - 1]! * BigInt(i));
  const num = new Array<bigint>(s * s).fill(0n);
  for (let d = 0; d <= count; d++) {
    for (let b = 0; b + d <= count; b++) {
      const u = count - d - b;
      const ways = fact[count]! / (fact[d]! * fact[b]! * fact[u]!);
      num[d * s + b] = ways * powD[d]! * powB[b]! * powU[u]!;
    }
  }
  return new JointCounts(count, new Weights(num, each.den ** BigInt(count)));
}

/** Two independent groups together: the counts add. */
export function combineCounts(x: JointCounts, y: JointCounts): JointCounts {
  if (x.size === 0) return y;
  if (y.size === 0) return x;
  const size = x.size + y.size;
  const s = size + 1;
  const sx = x.size + 1;
  const sy = y.size + 1;
  const xs = x.w.num;
  const ys = y.w.num;
  const num = new Array<bigint>(s * s).fill(0n);
  // Cells (d, b) with d + b <= size only: the rest of each square is always 0 (a shorter list: 0 too).
  for (let d1 = 0; d1 < sx; d1++) {
    for (let b1 = 0; b1 < sx - d1; b1++) {
      const a = xs[d1 * sx + b1] ?? 0n;
      if (a === 0n) continue;
      for (let d2 = 0; d2 < sy; d2++) {
        const row = (d1 + d2) * s + b1;
        for (let b2 = 0, j = d2 * sy; b2 < sy - d2; b2++, j++) {
          const c = ys[j] ?? 0n;
          if (c !== 0n) num[row + b2] = num[row + b2]! + a * c;
        }
      }
    }
  }
  return new JointCounts(size, new Weights(num, x.w.den * y.w.den));
}

/** Members grouped by their distribution: the groups, their keys in a fixed order, and a key of the whole multiset. */
function alikeMembers(members: readonly Weights[]): {
  groups: Map<string, { w: Weights; count: number }>;
  keys: string[];
  whole: string;
} {
  const groups = new Map<string, { w: Weights; count: number }>();
  for (const m of members) {
    const k = identity(m);
    const g = groups.get(k);
    if (g) g.count++;
    else groups.set(k, { w: m, count: 1 });
  }
  const keys = [...groups.keys()].sort();
  const whole = keys.map((k) => `${groups.get(k)!.count}x${k}`).join('|');
  return { groups, keys, whole };
}

/**
 * The joint counts of independent members, each with its own three-state distribution. Members
 * with the same distribution are taken together in closed form; `cache` (optional) keeps the
 * result for a multiset of distributions already seen (allocations of n and n+1 hits share most).
 */
export function jointOfMembers(members: readonly Weights[], cache?: Map<string, JointCounts>): JointCounts {
  const { groups, keys, whole } = alikeMembers(members);
  const hit = cache?.get(whole);
  if (hit) return hit;
  let acc = JointCounts.empty();
  for (const k of keys) {
    const g = groups.get(k)!;
    const part = `${g.count}x${k}`;
    let m = cache?.get(part);
    if (!m) {
      m = multinomialCounts(g.count, g.w);
      cache?.set(part, m);
    }
    acc = combineCounts(acc, m);
  }
  cache?.set(whole, acc);
  return acc;
}

/**
 * How many of a set of independent three-state members end in each state, each count on its own:
 * the marginals of their JointCounts (`destroyed()`, `middle()`, `unharmed()`), exactly equal,
 * without building the joint. Each count is a sum of independent yes/no members: alike members
 * give a binomial in closed form, and the groups are convolved. O(n) per group and O(n^2) to
 * combine, where the joint costs O(n^4) to combine two groups (issue 32: 80 target teams).
 */
export interface StateCounts {
  readonly size: number;
  /** Index = number of members unharmed (state 0). */
  readonly unharmed: Weights;
  /** Index = number of members in the middle state (1, a tank Bailed Out). */
  readonly middle: Weights;
  /** Index = number of members Destroyed (state 2). */
  readonly destroyed: Weights;
}

/** The counts of `members` in each state; `cache` (optional) keeps them per multiset of distributions. */
export function countsOfMembers(members: readonly Weights[], cache?: Map<string, StateCounts>): StateCounts {
  const { groups, keys, whole } = alikeMembers(members);
  const hit = cache?.get(whole);
  if (hit) return hit;
  const none = Weights.certain(0);
  let acc: StateCounts = { size: 0, unharmed: none, middle: none, destroyed: none };
  for (const k of keys) {
    const { w, count } = groups.get(k)!;
    const part = `${count}x${k}`;
    let c = cache?.get(part);
    if (!c) {
      const state = (i: number) => binomialOver(count, w.num[i] ?? 0n, w.den);
      c = { size: count, unharmed: state(0), middle: state(1), destroyed: state(2) };
      cache?.set(part, c);
    }
    acc =
      acc.size === 0
        ? c
        : {
            size: acc.size + c.size,
            unharmed: convolveWeights(acc.unharmed, c.unharmed),
            middle: convolveWeights(acc.middle, c.middle),
            destroyed: convolveWeights(acc.destroyed, c.destroyed),
          };
  }
  cache?.set(whole, acc);
  return acc;
}
