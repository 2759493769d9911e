import { describe, expect, it } from 'vitest';
import { CryptoDice } from '../../../src/dice/crypto.js';
import { parseManualFaces } from '../../../src/dice/manual.js';
import { diceRequest } from '../../../src/dice/request.js';
import { SeededDice } from '../../../src/dice/seeded.js';

const d10 = (n: number) => diceRequest(n, 10, 'd10 test roll');

/** Pearson chi-square statistic of face counts against a fair die. */
function chiSquare(counts: number[], n: number): number {
  const expected = n / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

// Critical value of chi-square with 9 degrees of freedom at p = 1e-6 is 47.05 (a fair source
// fails less often than once in a million runs).
const CRITICAL_DF9_P1E6 = 47.05;
const N = 1_000_000;

function counts(faces: readonly number[]): number[] {
  const c = Array<number>(10).fill(0);
  for (const f of faces) c[f - 1]!++;
  return c;
}

describe("d10 sources for Combat Infantry (faces 1-10; 10 is the die's 0)", () => {
  it('the crypto source passes a chi-square test over its ten faces', () => {
    const faces = new CryptoDice().roll(d10(N));
    const c = counts(faces);
    expect(c.reduce((a, b) => a + b, 0)).toBe(N);
    expect(chiSquare(c, N)).toBeLessThan(CRITICAL_DF9_P1E6);
  });

  it('the seeded source does too, and replays the same faces from the same seed', () => {
    const faces = new SeededDice(2024).roll(d10(N));
    expect(chiSquare(counts(faces), N)).toBeLessThan(CRITICAL_DF9_P1E6);
    expect(new SeededDice(5).roll(d10(30))).toEqual(new SeededDice(5).roll(d10(30)));
  });

  it('the same test catches a byte % 10 source (so it can fail)', () => {
    const bytes = new SeededDice(99).roll(diceRequest(N, 256, 'bytes'));
    const c = Array<number>(10).fill(0);
    for (const b of bytes) c[(b - 1) % 10]!++;
    expect(chiSquare(c, N)).toBeGreaterThan(CRITICAL_DF9_P1E6);
  });

  it('physical dice: a typed 0 reads as 10; 11 is refused', () => {
    expect(parseManualFaces('0 7 0 1', d10(4))).toEqual({ ok: true, faces: [10, 7, 10, 1] });
    expect(parseManualFaces('11', d10(1))).toMatchObject({ ok: false });
  });
});
