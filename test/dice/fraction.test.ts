import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/dice/fraction.js';

const PRIMES = [2n, 3n, 5n, 7n, 11n, 13n, 47n];
/** A denominator made of small primes (as dice chances have), up to hundreds of digits. */
const smoothDen = fc
  .array(fc.tuple(fc.constantFrom(...PRIMES), fc.nat(300)), { maxLength: 4 })
  .map((fs) => fs.reduce((d, [p, e]) => d * p ** BigInt(e), 1n));
/** A numerator sharing some of those factors, or none. */
const numOver = (den: bigint) =>
  fc
    .tuple(
      fc.bigInt({ min: -(2n ** 900n), max: 2n ** 900n }),
      fc.array(fc.tuple(fc.constantFrom(...PRIMES), fc.nat(400)), { maxLength: 4 }),
    )
    .map(([x, fs]) => (x % (den * 4n)) * fs.reduce((m, [p, e]) => m * p ** BigInt(e), 1n));

describe('Fraction.overDenominator: many values over one denominator in lowest terms', () => {
  it('gives what Fraction.of gives, for denominators of small primes', () => {
    fc.assert(
      fc.property(
        smoothDen.chain((den) => fc.tuple(fc.constant(den), fc.array(numOver(den), { minLength: 1, maxLength: 6 }))),
        ([den, nums]) => {
          const reduce = Fraction.overDenominator(den);
          for (const n of nums) expect(reduce(n)).toEqual(Fraction.of(n, den));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('falls back to Euclid when another prime divides the denominator', () => {
    fc.assert(
      fc.property(
        smoothDen,
        fc.constantFrom(53n, 97n, 1000003n),
        fc.bigInt({ min: 0n, max: 10n ** 80n }),
        (den, big, n) => {
          expect(Fraction.overDenominator(den * big)(n * big)).toEqual(Fraction.of(n * big, den * big));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('6^120 over 2^200 * 3^119: one 3 and two hundred 2s cancel', () => {
    const reduce = Fraction.overDenominator(6n ** 120n);
    expect(reduce(2n ** 200n * 3n ** 119n)).toEqual(Fraction.of(2n ** 80n, 3n));
    expect(reduce(0n)).toBe(Fraction.ZERO);
    expect(reduce(6n ** 120n)).toEqual(Fraction.ONE);
  });
});

describe('Fraction.toNumber', () => {
  it('converts small terms directly and scales huge ones down to keep the quotient', () => {
    expect(Fraction.of(1, 3).toNumber()).toBe(1 / 3);
    expect(Fraction.of(-7, 8).toNumber()).toBe(-0.875);
    // Terms of 1,000 bits and more: Number() alone would give Infinity / Infinity.
    for (const bits of [999, 1000, 1001, 1500]) {
      const d = (1n << BigInt(bits)) + 1n;
      expect(Fraction.of(d - 1n, d * 3n).toNumber()).toBeCloseTo(1 / 3, 12);
      if (bits < 1000) expect(Fraction.of(1n, d).toNumber()).toBe(2 ** -bits);
    }
  });
});
