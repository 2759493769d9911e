import { Fraction } from '../dice/fraction.js';

/**
 * Exact probabilities that share one denominator: p[i] = num[i] / den. The odds calculator does
 * thousands of multiply-adds; Fraction reduces by a gcd at every step, which is exact but far too
 * slow for a 120-dice shot. Here arithmetic stays on whole BigInts and nothing is reduced until a
 * value is read (`at`, `fractions`), so the results are still exact.
 */
export class Weights {
  constructor(
    readonly num: readonly bigint[],
    readonly den: bigint,
  ) {
    if (den <= 0n) throw new RangeError('a denominator must be positive');
  }

  static fromFractions(fs: readonly Fraction[]): Weights {
    let den = 1n;
    // Indexed loops in this file: a for-of loop allocates an iterator result per element until the
    // JIT optimizes it, which a short run (odds bombard, issue 32) never waits for.
    for (let i = 0; i < fs.length; i++) den = lcm(den, fs[i]!.d);
    return new Weights(
      fs.map((f) => f.n * (den / f.d)),
      den,
    );
  }

  /** Certainly index i (a distribution of length `length`). */
  static certain(i: number, length = i + 1): Weights {
    const num = new Array<bigint>(length).fill(0n);
    num[i] = 1n;
    return new Weights(num, 1n);
  }

  get length(): number {
    return this.num.length;
  }

  at(i: number): Fraction {
    const n = this.num[i];
    if (n === undefined || n === 0n) return Fraction.ZERO;
    const known = read.get(this);
    if (known) return known[i]!;
    const source = backwards.get(this);
    if (source) return source.at(this.num.length - 1 - i);
    let reduce = reducers.get(this);
    if (!reduce) reducers.set(this, (reduce = Fraction.overDenominator(this.den)));
    return reduce(n);
  }

  /** Every p[i] in lowest terms (worked out once per Weights: a report reads them more than once). */
  fractions(): Fraction[] {
    return [...this.lowestTerms()];
  }

  /** `fractions()` without a copy: the same array on every call, for a caller that only reads it. */
  lowestTerms(): readonly Fraction[] {
    let fs = read.get(this);
    if (!fs) {
      const source = backwards.get(this);
      const binomial = binomials.get(this);
      fs = source
        ? [...source.lowestTerms()].reverse()
        : (certainFractions(this) ??
          (binomial && binomialFractions(this, binomial)) ??
          this.num.map((_, i) => this.at(i)));
      read.set(this, fs);
    }
    return fs;
  }

  total(): Fraction {
    return Fraction.of(sumBig(this.num), this.den);
  }

  /** P(index >= k). */
  atLeast(k: number): Fraction {
    return Fraction.of(sumBig(this.num.slice(Math.max(0, k))), this.den);
  }

  /** Sum of p[i] over the indices that satisfy the predicate. */
  chance(pred: (i: number) => boolean): Fraction {
    return Fraction.of(sumBig(this.num.filter((_, i) => pred(i))), this.den);
  }

  /** The numerator (over `den`) of the chance that the index satisfies the predicate. */
  sumWhere(pred: (i: number) => boolean): bigint {
    let s = 0n;
    this.num.forEach((v, i) => {
      if (v !== 0n && pred(i)) s += v;
    });
    return s;
  }

  /** Certainly index i: every other index has chance 0 (what a count that cannot happen looks like). */
  isCertain(i: number): boolean {
    const num = this.num;
    for (let k = 0; k < num.length; k++) if (k !== i && num[k] !== 0n) return false;
    return num[i] === this.den;
  }

  /**
   * The distribution of `length - 1 - index`: of a count of n members, the count of the others.
   * Of members that end in one of two states, the count in one state read from the count in the other.
   */
  reversed(): Weights {
    const w = new Weights([...this.num].reverse(), this.den);
    // Its values in lowest terms are this one's, backwards: not worked out twice.
    backwards.set(w, this);
    return w;
  }

  /** A key that is equal for equal weights written over the same denominator (for caches). */
  key(): string {
    return `${this.num.join(',')}/${this.den}`;
  }

  /** The same weights over their smallest common denominator (use before caching or comparing). */
  reduced(): Weights {
    const num = this.num;
    // The smallest value first: Euclid's steps on the denominator are then few (a count's far
    // tail is a small number), and every gcd after it works on small numbers (issue 32).
    let least = this.den;
    for (let i = 0; i < num.length; i++) {
      const n = num[i]! < 0n ? -num[i]! : num[i]!;
      if (n !== 0n && n < least) least = n;
    }
    let g = gcd(this.den, least);
    for (let i = 0; i < num.length && g !== 1n; i++) {
      const n = num[i]!;
      if (n !== 0n) g = gcd(g, n < 0n ? -n : n);
    }
    return g === 1n
      ? this
      : new Weights(
          this.num.map((n) => n / g),
          this.den / g,
        );
  }
}

/** Per Weights, what reduces a numerator over its denominator (factored once for every value read; kept aside so equal Weights stay equal). */
const reducers = new WeakMap<Weights, (n: bigint) => Fraction>();
/** Per Weights, its values in lowest terms once `fractions()` has read them all. */
const read = new WeakMap<Weights, readonly Fraction[]>();
/** A reversed Weights and the one it reads backwards (`reversed()`). */
const backwards = new WeakMap<Weights, Weights>();
/** A Weights made by `binomialOver`: its terms' common factors with the denominator are known. */
const binomials = new WeakMap<Weights, { readonly n: number; readonly a: bigint; readonly b: bigint }>();

/** A certain Weights in lowest terms: 1 at its index, 0 elsewhere (no division worked out). */
function certainFractions(w: Weights): Fraction[] | undefined {
  const i = w.num.indexOf(w.den);
  if (i < 0 || !w.isCertain(i)) return undefined;
  const fs = new Array<Fraction>(w.num.length).fill(Fraction.ZERO);
  fs[i] = Fraction.ONE;
  return fs;
}

/**
 * The terms of a binomial over b^n in lowest terms, from their common factors with the
 * denominator worked out in small numbers (issue 32: no search for factors in big numbers): term
 * k is C(n,k) a^k q^(n-k) with q = b - a, so for each prime p of b its power is Legendre's count
 * of p in C(n,k) plus k times that in a plus (n-k) times that in q, capped at the n times that in
 * b of the denominator. Undefined when b is not a product of small primes.
 */
function binomialFractions(w: Weights, { n, a, b }: { n: number; a: bigint; b: bigint }): Fraction[] | undefined {
  const primes = smallPrimesOf(b);
  if (!primes) return undefined;
  const q = b - a;
  const each = primes.map(({ p, e }) => ({
    p,
    big: BigInt(p),
    cap: n * e,
    inA: multiplicity(a, p),
    inQ: multiplicity(q, p),
    digits: digitSums(n, p),
  }));
  const dividedDen = new Map<bigint, bigint>();
  const out: Fraction[] = [];
  for (let k = 0; k <= n; k++) {
    const m = w.num[k]!;
    if (m === 0n) {
      out.push(Fraction.ZERO);
      continue;
    }
    let g = 1n;
    for (let i = 0; i < each.length; i++) {
      const f = each[i]!;
      const inChoose = (f.digits[k]! + f.digits[n - k]! - f.digits[n]!) / (f.p - 1);
      const v = Math.min(f.cap, inChoose + k * f.inA + (n - k) * f.inQ);
      if (v > 0) g *= f.big ** BigInt(v);
    }
    if (g === 1n) out.push(Fraction.dividedThrough(m, w.den, 1n));
    else {
      let d = dividedDen.get(g);
      if (d === undefined) dividedDen.set(g, (d = w.den / g));
      out.push(Fraction.dividedThrough(m / g, d, 1n));
    }
  }
  return out;
}

const SMALL_PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47];

/** The primes of a positive whole number below 2^53 as p^e, or undefined when it is larger or has a prime over 47. */
function smallPrimesOf(b: bigint): { p: number; e: number }[] | undefined {
  if (b > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  let rest = Number(b);
  const out: { p: number; e: number }[] = [];
  for (let i = 0; i < SMALL_PRIMES.length; i++) {
    const p = SMALL_PRIMES[i]!;
    let e = 0;
    while (rest % p === 0) {
      rest /= p;
      e++;
    }
    if (e > 0) out.push({ p, e });
  }
  return rest === 1 ? out : undefined;
}

/** How many times the prime p divides x (x >= 0; 0 counts as divisible any number of times, capped by the caller). */
function multiplicity(x: bigint, p: number): number {
  if (x === 0n) return Number.MAX_SAFE_INTEGER;
  const big = BigInt(p);
  let e = 0;
  while (x % big === 0n) {
    x /= big;
    e++;
  }
  return e;
}

/**
 * The sums of the digits of 0..n written in base p (Legendre: the power of p in k! is
 * (k - digit sum) / (p - 1)), counted up digit by digit (no division).
 */
function digitSums(n: number, p: number): number[] {
  const sums = [0];
  const digits: number[] = [];
  let sum = 0;
  for (let k = 1; k <= n; k++) {
    let i = 0;
    while (digits[i] === p - 1) {
      digits[i] = 0;
      sum -= p - 1;
      i++;
    }
    digits[i] = (digits[i] ?? 0) + 1;
    sum++;
    sums.push(sum);
  }
  return sums;
}

export function gcd(a: bigint, b: bigint): bigint {
  // A plain swap (a destructuring one allocates an array per step, which the short runs of
  // `odds bombard` pay for in full: issue 32).
  while (b !== 0n) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
}

export function lcm(a: bigint, b: bigint): bigint {
  // Cheap cases first: in a mixture, denominators usually divide one another.
  if (a % b === 0n) return a;
  if (b % a === 0n) return b;
  return (a / gcd(a, b)) * b;
}

function sumBig(xs: readonly bigint[]): bigint {
  let s = 0n;
  for (let i = 0; i < xs.length; i++) s += xs[i]!;
  return s;
}

/** Binomial distribution of successes among n independent trials of chance p (exact). */
export function binomialWeights(n: number, p: Fraction): Weights {
  return binomialOver(n, p.n, p.d);
}

/**
 * The binomial distribution of successes among n independent trials of chance a/b, written over
 * b^n (a need not be reduced against b, so members of a common denominator stay on it).
 */
export function binomialOver(n: number, a: bigint, b: bigint): Weights {
  // Never or always: certain, with no powers to work out (a state no member can reach is common:
  // infantry are never Bailed Out). Still over b^n, as callers may add numerators of two counts.
  if (a === 0n || a === b) {
    const den = b ** BigInt(n);
    const num = new Array<bigint>(n + 1).fill(0n);
    num[a === 0n ? 0 : n] = den;
    return new Weights(num, den);
  }
  const q = b - a;
  // Half the big numbers of a table of each power (issue 32): q^(n-k) from a table, a^k as it
  // goes, and C(n, k) in a double while every step of it is exact (below 2^53 up to n = 51).
  // Arrays filled by push stay packed (new Array(n) is holey: every later read checks for holes).
  const powQ = [1n];
  for (let i = 1; i <= n; i++) powQ.push(powQ[i - 1]! * q);
  const exactInDouble = n <= 51;
  let chooseD = 1;
  let choose = 1n;
  let powA = 1n;
  const num: bigint[] = [];
  for (let k = 0; k <= n; k++) {
    num.push((exactInDouble ? BigInt(chooseD) : choose) * powA * powQ[n - k]!);
    if (k === n) break;
    powA *= a;
    if (exactInDouble) chooseD = (chooseD * (n - k)) / (k + 1);
    else choose = (choose * BigInt(n - k)) / BigInt(k + 1);
  }
  const w = new Weights(num, b ** BigInt(n));
  binomials.set(w, { n, a, b });
  return w;
}

/** Distribution of the sum of two independent counts (index = count). */
export function convolveWeights(x: Weights, y: Weights): Weights {
  const out = new Array<bigint>(x.length + y.length - 1).fill(0n);
  for (let i = 0; i < x.length; i++) {
    const a = x.num[i]!;
    if (a === 0n) continue;
    for (let j = 0; j < y.length; j++) {
      const b = y.num[j]!;
      if (b !== 0n) out[i + j] = out[i + j]! + a * b;
    }
  }
  return new Weights(out, x.den * y.den);
}

/**
 * Mix distributions: sum over i of chance[i] * parts[i], exactly. The parts may have different
 * denominators and lengths; the result is as long as the longest part.
 */
export function mixWeights(chance: Weights, parts: readonly (Weights | undefined)[]): Weights {
  let common = 1n;
  let len = 0;
  parts.forEach((w, i) => {
    if (!w || chance.num[i] === 0n) return;
    common = lcm(common, w.den);
    len = Math.max(len, w.length);
  });
  const out = new Array<bigint>(len).fill(0n);
  parts.forEach((w, i) => {
    const c = chance.num[i] ?? 0n;
    if (!w || c === 0n) return;
    const scale = c * (common / w.den);
    for (let k = 0; k < w.length; k++) {
      const v = w.num[k]!;
      if (v !== 0n) out[k] = out[k]! + scale * v;
    }
  });
  return new Weights(out, chance.den * common);
}

/**
 * Every combination of outcomes of independent distributions (mixed radix, the first fastest):
 * `counts[c]` gives each distribution's value in combination c, `chance` the chance of each.
 */
export function jointCombinations(parts: readonly Weights[]): { counts: number[][]; chance: Weights } {
  const combinations = parts.reduce((n, w) => n * w.length, 1);
  const chanceNum: bigint[] = [];
  const counts: number[][] = [];
  for (let c = 0; c < combinations; c++) {
    let rest = c;
    let num = 1n;
    const n: number[] = [];
    for (const w of parts) {
      const k = rest % w.length;
      rest = Math.floor(rest / w.length);
      n.push(k);
      num *= w.num[k]!;
    }
    counts.push(n);
    chanceNum.push(num);
  }
  return {
    counts,
    chance: new Weights(
      chanceNum,
      parts.reduce((d, w) => d * w.den, 1n),
    ),
  };
}
