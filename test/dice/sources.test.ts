import { describe, expect, it } from 'vitest';
import { CryptoDice } from '../../src/dice/crypto.js';
import { parseManualFaces } from '../../src/dice/manual.js';
import { diceRequest } from '../../src/dice/request.js';
import { SeededDice } from '../../src/dice/seeded.js';
import { ScriptedDice } from '../../src/dice/scripted.js';

const d6 = (n: number) => diceRequest(n, 6, 'test roll');

describe('seeded dice', () => {
  it('the same seed gives the same faces', () => {
    expect(new SeededDice(42).roll(d6(20))).toEqual(new SeededDice(42).roll(d6(20)));
    expect(new SeededDice(42).roll(d6(20))).not.toEqual(new SeededDice(43).roll(d6(20)));
  });

  it('a saved state continues the sequence exactly', () => {
    const a = new SeededDice(7);
    a.roll(d6(13));
    const saved = JSON.parse(JSON.stringify(a.save()));
    const next = a.roll(d6(30));
    const b = SeededDice.restore(saved);
    expect(b.seed).toBe(7);
    expect(b.roll(d6(30))).toEqual(next);
  });

  it('refuses a seed that is not a 32-bit whole number', () => {
    expect(() => new SeededDice(-1)).toThrow(/whole number/);
    expect(() => new SeededDice(1.5)).toThrow(/whole number/);
  });
});

describe('scripted dice', () => {
  it('gives the faces in order and says clearly when they run out', () => {
    const s = ScriptedDice.parse('6, 4 3');
    expect(s.roll(d6(2))).toEqual([6, 4]);
    expect(() => s.roll(diceRequest(2, 6, 'armour save'))).toThrow(
      /ran out: 3 given, but "armour save" needs 2 more after the first 2/,
    );
  });

  it('rejects something that is not a face', () => {
    expect(() => ScriptedDice.parse('6,x')).toThrow(/"x" in --dice is not a die face/);
    expect(() => ScriptedDice.parse('6,-1')).toThrow(/"-1" in --dice is not a die face/);
  });

  it('reads 0 as the 10 of a d10, as the die shows it, and refuses 0 on a d6', () => {
    expect(ScriptedDice.parse('0 3').roll(diceRequest(2, 10, 'fire'))).toEqual([10, 3]);
    expect(() => ScriptedDice.parse('0 3').roll(d6(2))).toThrow(/0 is not a face of a d6/);
  });
});

describe('manual (physical) dice input', () => {
  it('reads faces separated by spaces or commas', () => {
    expect(parseManualFaces('6 4,3', d6(3))).toEqual({ ok: true, faces: [6, 4, 3] });
  });

  it('rejects letters, a 7 on a d6 and too few dice, in plain words', () => {
    expect(parseManualFaces('6 a 3', d6(3))).toEqual({
      ok: false,
      problem: '"a" is not a number: type the faces, e.g. 6 4 3',
    });
    expect(parseManualFaces('6 7 3', d6(3))).toEqual({ ok: false, problem: '7 is not a face of a d6 (1 to 6)' });
    expect(parseManualFaces('6 4', d6(3))).toEqual({ ok: false, problem: '3 dice were rolled; you typed 2' });
    expect(parseManualFaces('0', d6(1))).toMatchObject({ ok: false });
  });

  it('reads 0 on a d10 as 10', () => {
    expect(parseManualFaces('0 3', diceRequest(2, 10, 'fire'))).toEqual({ ok: true, faces: [10, 3] });
  });

  it('takes a count of successes only where the roll allows it', () => {
    const req = diceRequest(5, 6, 'to hit', { need: '4+', countShortcut: { success: 6, failure: 1 } });
    expect(parseManualFaces('3s', req)).toEqual({ ok: true, faces: [6, 6, 6, 1, 1] });
    expect(parseManualFaces('6s', req)).toMatchObject({ ok: false });
    expect(parseManualFaces('3s', d6(5))).toMatchObject({ ok: false });
  });
});

/** Pearson chi-square statistic of face counts against a fair die. */
function chiSquare(counts: number[], n: number): number {
  const expected = n / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

// Critical value of chi-square with 5 degrees of freedom at p = 1e-6 is 35.89: a fair source
// fails this test less often than once in a million runs.
const CRITICAL_DF5_P1E6 = 35.89;
const N = 1_200_000;

describe('fairness of the crypto source', () => {
  it('passes a chi-square test whose false-failure chance is below one in a million', () => {
    const dice = new CryptoDice();
    const counts = [0, 0, 0, 0, 0, 0];
    for (const f of dice.roll(d6(N))) counts[f - 1]!++;
    expect(chiSquare(counts, N)).toBeLessThan(CRITICAL_DF5_P1E6);
  });

  it('the same test catches a modulo-biased source (so it can fail)', () => {
    const rng = new SeededDice(99);
    const counts = [0, 0, 0, 0, 0, 0];
    // A naive byte % 6 mapping favours faces 1-4 (43/256 against 42/256).
    const bytes = rng.roll(diceRequest(N, 256, 'bytes'));
    for (const b of bytes) counts[(b - 1) % 6]!++;
    expect(chiSquare(counts, N)).toBeGreaterThan(CRITICAL_DF5_P1E6);
  });
});
