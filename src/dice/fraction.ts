/** Below this a denominator converts to a Number without scaling down (Fraction.toNumber). */
const TWO_TO_1000 = 1n << 1000n;

/** An exact rational number (BigInt numerator and denominator, always in lowest terms, d > 0). */
export class Fraction {
  private constructor(
    readonly n: bigint,
    readonly d: bigint,
  ) {}

  static readonly ZERO = new Fraction(0n, 1n);
  static readonly ONE = new Fraction(1n, 1n);

  /**
   * Many fractions over one denominator, each brought to lowest terms. Exact odds divide by huge
   * powers of 6, where Euclid's algorithm takes hundreds of big divisions per fraction; instead the
   * denominator is factored once over small primes and each numerator's common factor is found
   * prime by prime. A denominator with another prime factor falls back to Euclid.
   */
  static overDenominator(den: bigint): (n: bigint) => Fraction {
    if (den <= 0n) throw new RangeError('a denominator must be positive');
    const factors = smallFactors(den);
    if (!factors) return (n) => Fraction.of(n, den);
    return (n) => {
      if (n === 0n) return Fraction.ZERO;
      const g = commonFactor(n < 0n ? -n : n, factors);
      return g === 1n ? new Fraction(n, den) : new Fraction(n / g, den / g);
    };
  }

  /**
   * n/d divided through by g, where the caller knows g to be gcd(n, d) (d > 0): no gcd worked out
   * here. For values whose common factors are known from how they were made (a binomial's terms,
   * odds/weights.ts); tested against `Fraction.of`.
   */
  static dividedThrough(n: bigint, d: bigint, g: bigint): Fraction {
    return g === 1n ? new Fraction(n, d) : new Fraction(n / g, d / g);
  }

  static of(n: bigint | number, d: bigint | number = 1n): Fraction {
    let nn = BigInt(n);
    let dd = BigInt(d);
    if (dd === 0n) throw new RangeError('a fraction cannot have denominator 0');
    if (dd < 0n) {
      nn = -nn;
      dd = -dd;
    }
    const g = gcd(nn < 0n ? -nn : nn, dd);
    return new Fraction(nn / g, dd / g);
  }

  add(o: Fraction): Fraction {
    if (this.d === o.d) return Fraction.of(this.n + o.n, this.d);
    return Fraction.of(this.n * o.d + o.n * this.d, this.d * o.d);
  }

  sub(o: Fraction): Fraction {
    return this.add(new Fraction(-o.n, o.d));
  }

  mul(o: Fraction): Fraction {
    return Fraction.of(this.n * o.n, this.d * o.d);
  }

  div(o: Fraction): Fraction {
    return Fraction.of(this.n * o.d, this.d * o.n);
  }

  /** 1 - this: the chance that an event of this probability does not happen. */
  complement(): Fraction {
    return Fraction.of(this.d - this.n, this.d);
  }

  pow(k: number): Fraction {
    return Fraction.of(this.n ** BigInt(k), this.d ** BigInt(k));
  }

  equals(o: Fraction): boolean {
    return this.n === o.n && this.d === o.d;
  }

  compare(o: Fraction): number {
    const l = this.n * o.d;
    const r = o.n * this.d;
    return l < r ? -1 : l > r ? 1 : 0;
  }

  isZero(): boolean {
    return this.n === 0n;
  }

  toNumber(): number {
    // Scale down very large terms before converting so that the quotient keeps its precision (the
    // bit length is only written out for such terms: most denominators are far below 2^1000).
    if (this.d < TWO_TO_1000) return Number(this.n) / Number(this.d);
    const shift = BigInt(this.d.toString(2).length - 1000);
    return Number(this.n >> shift) / Number(this.d >> shift);
  }

  toString(): string {
    return this.d === 1n ? `${this.n}` : `${this.n}/${this.d}`;
  }

  toJSON(): string {
    return this.toString();
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a === 0n ? 1n : a;
}

/** The primes a dice denominator is made of, and more (6^k, 36^k, 2^k and the like). */
const SMALL_PRIMES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n, 43n, 47n];

/** p^1, p^2, p^4, p^8... up to the last one not above `limit`. */
function squarings(p: bigint, limit: bigint): bigint[] {
  const out = [p];
  for (let last = p; last * last <= limit;) out.push((last *= last));
  return out;
}

/**
 * The largest k <= cap with p^k dividing m (pows: the squarings of p). Most numerators hold a
 * factor or two of p: the first four are found one small division each; a larger power goes on
 * with the squarings from the largest down (a few big divisions instead of k small ones). Needs
 * cap < 2^pows.length.
 */
function valuation(m: bigint, pows: readonly bigint[], cap: number): number {
  const p = pows[0]!;
  let k = 0;
  while (k < 4 && k < cap) {
    const q = m / p;
    if (q * p !== m) return k;
    m = q;
    k++;
  }
  if (k === cap) return k;
  for (let j = pows.length - 1; j >= 0; j--) {
    const step = 2 ** j;
    if (k + step > cap) continue;
    const q = pows[j]!;
    if (m % q === 0n) {
      m /= q;
      k += step;
    }
  }
  return k;
}

interface PrimePower {
  readonly p: bigint;
  readonly e: number;
  readonly pows: readonly bigint[];
}

/** The denominator as powers of small primes, or undefined when another prime divides it. */
function smallFactors(den: bigint): PrimePower[] | undefined {
  const out: PrimePower[] = [];
  let rest = den;
  // Indexed loops here and in commonFactor: before the JIT optimizes it (a short run, issue 32),
  // a for-of loop allocates an iterator result per element, and these run for every value read.
  for (let i = 0; i < SMALL_PRIMES.length; i++) {
    const p = SMALL_PRIMES[i]!;
    if (rest % p !== 0n) continue;
    const pows = squarings(p, rest);
    const e = valuation(rest, pows, 2 ** pows.length - 1);
    rest /= p ** BigInt(e);
    out.push({ p, e, pows });
  }
  return rest === 1n ? out : undefined;
}

/** The common factor of m (positive) and the denominator whose factors these are. */
function commonFactor(m: bigint, factors: readonly PrimePower[]): bigint {
  let g = 1n;
  for (let i = 0; i < factors.length; i++) {
    const f = factors[i]!;
    if (f.p === 2n) {
      if ((m & 1n) === 1n) continue;
      // The lowest set bit of m is the power of two in it.
      const low = m & -m;
      const cap = 1n << BigInt(f.e);
      g *= low < cap ? low : cap;
    } else if (m % f.p === 0n) g *= f.p ** BigInt(valuation(m, f.pows, f.e));
  }
  return g;
}

export function sumFractions(xs: Iterable<Fraction>): Fraction {
  let s = Fraction.ZERO;
  for (const x of xs) s = s.add(x);
  return s;
}
