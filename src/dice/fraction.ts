/** An exact rational number (BigInt numerator and denominator, always in lowest terms, d > 0). */
export class Fraction {
  private constructor(readonly n: bigint, readonly d: bigint) {}

  static readonly ZERO = new Fraction(0n, 1n);
  static readonly ONE = new Fraction(1n, 1n);

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
    // Scale down very large terms before converting so that the quotient keeps its precision.
    const shift = BigInt(Math.max(0, this.d.toString(2).length - 1000));
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
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}

export function sumFractions(xs: Iterable<Fraction>): Fraction {
  let s = Fraction.ZERO;
  for (const x of xs) s = s.add(x);
  return s;
}
