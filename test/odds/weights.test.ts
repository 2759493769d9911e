import { describe, expect, it } from 'vitest';
import { binomial, convolve } from '../../src/dice/distribution.js';
import { Fraction } from '../../src/dice/fraction.js';
import { combineCounts, jointOfMembers, multinomialCounts } from '../../src/odds/joint.js';
import { binomialOver, binomialWeights, convolveWeights, gcd, mixWeights, Weights } from '../../src/odds/weights.js';
import { seededDraws } from '../helpers.js';

const f = (n: number, d: number) => Fraction.of(n, d);

describe('exact weights over a common denominator', () => {
  it('binomial matches the Fraction binomial of the dice layer, and sums to 1', () => {
    for (const [n, p] of [
      [0, f(1, 2)],
      [1, f(1, 3)],
      [7, f(4, 9)],
      [12, f(1, 18)],
    ] as const) {
      const w = binomialWeights(n, p);
      expect(w.fractions()).toEqual(binomial(n, p));
      expect(w.total()).toEqual(Fraction.ONE);
    }
  });

  it('convolution matches the Fraction convolution', () => {
    const a = binomial(5, f(1, 2));
    const b = binomial(4, f(5, 6));
    expect(convolveWeights(Weights.fromFractions(a), Weights.fromFractions(b)).fractions()).toEqual(convolve(a, b));
  });

  it('mixing over differently-scaled parts is exact: 1/2 * [1] + 1/2 * binomial(1, 1/3)', () => {
    const mixed = mixWeights(Weights.fromFractions([f(1, 2), f(1, 2)]), [
      Weights.certain(0),
      binomialWeights(1, f(1, 3)),
    ]);
    expect(mixed.fractions()).toEqual([f(5, 6), f(1, 6)]);
  });

  it('a chance of 0 or 1 gives a certain count, still over b^n so that counts of one den add up', () => {
    const never = binomialOver(3, 0n, 6n);
    const always = binomialOver(3, 6n, 6n);
    expect(never.fractions()).toEqual([Fraction.ONE, Fraction.ZERO, Fraction.ZERO, Fraction.ZERO]);
    expect(always.fractions()).toEqual([Fraction.ZERO, Fraction.ZERO, Fraction.ZERO, Fraction.ONE]);
    expect([never.den, always.den]).toEqual([216n, 216n]);
    expect(never.isCertain(0) && always.isCertain(3)).toBe(true);
    expect(binomialOver(3, 1n, 6n).isCertain(0)).toBe(false);
  });

  it('reversed: the count of the others (binomial of p read backwards is binomial of 1 - p)', () => {
    expect(binomialWeights(5, f(2, 9)).reversed().fractions()).toEqual(binomialWeights(5, f(7, 9)).fractions());
    expect(gcd(84n, 36n)).toBe(12n);
  });

  it('P(at least k) and reduced()', () => {
    const w = binomialWeights(2, f(1, 2));
    expect(w.atLeast(1)).toEqual(f(3, 4));
    expect(new Weights([2n, 4n], 6n).reduced().key()).toBe('1,2/3');
  });
});

describe('joint counts of independent members', () => {
  const each = Weights.fromFractions([f(1, 2), f(1, 3), f(1, 6)]); // unharmed, bailed, destroyed

  it('two members by multinomial equal two members combined one by one', () => {
    const one = multinomialCounts(1, each);
    const two = combineCounts(one, one);
    const closed = multinomialCounts(2, each);
    for (let d = 0; d <= 2; d++) for (let b = 0; b + d <= 2; b++) expect(closed.at(d, b)).toEqual(two.at(d, b));
    expect(closed.at(1, 1)).toEqual(f(2 * 1 * 1, 3 * 6)); // 2 * 1/3 * 1/6
    expect(closed.w.total()).toEqual(Fraction.ONE);
  });

  it('marginals: destroyed, middle and unharmed each sum to 1; mixed members via jointOfMembers', () => {
    const other = Weights.fromFractions([f(1, 4), f(0, 1), f(3, 4)]);
    const j = jointOfMembers([each, other, each], new Map());
    expect(j.size).toBe(3);
    for (const m of [j.destroyed(), j.middle(), j.unharmed()]) expect(m.total()).toEqual(Fraction.ONE);
    // all three destroyed: 1/6 * 3/4 * 1/6
    expect(j.at(3, 0)).toEqual(f(3, 144));
    expect(j.unharmed().at(3)).toEqual(f(1, 16));
  });
});

describe('values in lowest terms without a search for factors (issue 32)', () => {
  /** Seeded: the same draws on every run. */
  const draws = seededDraws;
  /** Each value of the Weights brought to lowest terms by Euclid (Fraction.of): the reference. */
  const byEuclid = (w: Weights) => w.num.map((n) => Fraction.of(n, w.den));

  it("a binomial's terms, from the powers of its primes worked out in small numbers, equal Euclid's on 120 seeded binomials", () => {
    const pick = draws(32);
    // Denominators of dice chances (6, 36, 9, 54, 216...), some with a factor shared with the numerator, and a few others.
    const bases = [2n, 3n, 6n, 9n, 12n, 18n, 27n, 36n, 54n, 72n, 108n, 216n, 1296n, 10n, 35n, 7776n];
    for (let i = 0; i < 120; i++) {
      const n = pick(41);
      const b = bases[pick(bases.length)]!;
      const a = 1n + BigInt(pick(Number(b) - 1));
      const w = binomialOver(n, a, b);
      expect(w.lowestTerms()).toEqual(byEuclid(w));
      expect(w.fractions()).toEqual(byEuclid(w));
    }
  });

  it('a binomial over a base with a prime above 47 or past 2^53 still reads right (the general path)', () => {
    for (const [n, a, b] of [
      [9, 5n, 53n],
      [4, 3n, 2n ** 60n + 1n],
    ] as const) {
      const w = binomialOver(n, a, b);
      expect(w.lowestTerms()).toEqual(byEuclid(w));
    }
  });

  it('a certain count reads 1 at its index and 0 elsewhere; a reversed count reads its source backwards', () => {
    const never = binomialOver(40, 0n, 9n);
    expect(never.lowestTerms()).toEqual([Fraction.ONE, ...new Array<Fraction>(40).fill(Fraction.ZERO)]);
    expect(new Weights([0n, 0n, 7n], 7n).lowestTerms()).toEqual([Fraction.ZERO, Fraction.ZERO, Fraction.ONE]);
    const w = binomialOver(12, 2n, 9n);
    expect(w.reversed().lowestTerms()).toEqual([...byEuclid(w)].reverse());
  });

  it('lowestTerms is read once and shared; fractions() hands out a copy', () => {
    const w = binomialOver(5, 1n, 6n);
    expect(w.lowestTerms()).toBe(w.lowestTerms());
    const copy = w.fractions();
    copy[0] = Fraction.ONE;
    expect(w.lowestTerms()[0]).toEqual(byEuclid(w)[0]);
  });

  it('Fraction.dividedThrough by the gcd equals Fraction.of', () => {
    const pick = draws(7);
    for (let i = 0; i < 200; i++) {
      const d = 1n + BigInt(pick(5000));
      const n = BigInt(pick(5000));
      const g = gcd(n, d);
      expect(Fraction.dividedThrough(n, d, g)).toEqual(Fraction.of(n, d));
    }
  });
});

describe('binomialOver (issue 32: C(n,k) in a double up to n = 51, in big numbers above)', () => {
  it('equals the Fraction binomial of the dice layer on either side of n = 51', () => {
    for (const [n, a, b] of [
      [30, 2n, 9n],
      [40, 1n, 6n],
      [51, 5n, 12n],
      [52, 1n, 3n],
    ] as const) {
      const w = binomialOver(n, a, b);
      expect(w.num.map((x) => Fraction.of(x, w.den))).toEqual(binomial(n, Fraction.of(a, b)));
    }
  });
});

describe('reduced() (issue 32: Euclid starts from the smallest value)', () => {
  it('divides by the gcd of the denominator and every value, as gcd over all of them in order does, on 200 seeded weights', () => {
    let x = 2024;
    const pick = (n: number) => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return x % n;
    };
    for (let i = 0; i < 200; i++) {
      const scale = BigInt(1 + pick(720)) ** BigInt(1 + pick(4));
      const num = Array.from({ length: 1 + pick(8) }, () => (pick(3) === 0 ? 0n : BigInt(pick(1000) - 200) * scale));
      const den = BigInt(1 + pick(5000)) * scale;
      const w = new Weights(num, den);
      let g = den;
      for (const n of num) if (n !== 0n) g = gcd(g, n < 0n ? -n : n);
      expect(w.reduced().key()).toBe(
        new Weights(
          num.map((n) => n / g),
          den / g,
        ).key(),
      );
    }
  });
});
