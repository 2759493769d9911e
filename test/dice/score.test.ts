import { scoreTarget } from '../../src/rulesets/fow4/saves.js';
import { describe, expect, it } from 'vitest';
import { rollPool } from '../../src/dice/pool.js';
import { pDie, pThrow } from '../../src/dice/distribution.js';
import { Fraction } from '../../src/dice/fraction.js';
import { parseScore } from '../../src/rulesets/flames-of-war/score.js';
import { withDice } from '../helpers.js';

// fow4 spec §16.1: die-roll mechanics (book pp. 4-5)
describe('Flames Of War score rules (pp. 4-5)', () => {
  it('EX-01: base 3+ at long range (+1) and concealed (+1) needs 5+', () => {
    const s = scoreTarget(3, [1, 1]);
    expect(s.need).toBe(5);
    expect(s.target).toEqual({ kind: 'atLeast', need: 5 });
  });

  it('EX-02: 3+ with a -3 modifier succeeds on 2-6 and still fails on a 1', () => {
    const s = scoreTarget(3, [-3]);
    const { result } = withDice(rollPool({ count: 6, target: s.target, label: 'x' }), [1, 2, 3, 4, 5, 6]);
    expect(result.dice.map((d) => d.success)).toEqual([false, true, true, true, true, true]);
  });

  it('a printed 1+ succeeds on any roll, a 1 included', () => {
    const s = scoreTarget(1);
    const { result } = withDice(rollPool({ count: 2, target: s.target, label: 'x' }), [1, 6]);
    expect(result.successes).toBe(2);
    expect(pThrow(s.target)).toEqual(Fraction.ONE);
  });

  it('EX-03a/b/c: need 7 is a 6 then 5+; no follow-up without a 6', () => {
    const s = scoreTarget(4, [1, 2]);
    expect(s.need).toBe(7);
    const { result, dice } = withDice(rollPool({ count: 3, target: s.target, label: 'x' }), [6, 6, 5, 5, 4]);
    expect(result.dice.map((d) => d.success)).toEqual([true, false, false]);
    expect(result.dice[2]!.first.followUp).toBeUndefined();
    expect(dice.remaining).toBe(0);
  });

  it('EX-03d: need 8 is a 6 then a 6', () => {
    const s = scoreTarget(8);
    const { result } = withDice(rollPool({ count: 2, target: s.target, label: 'x' }), [6, 6, 6, 5]);
    expect(result.dice.map((d) => d.success)).toEqual([true, false]);
  });

  it('EX-03e: need 9 fails automatically without rolling', () => {
    const s = scoreTarget(4, [2, 3]);
    expect(s.target.kind).toBe('impossible');
    const { result, dice } = withDice(rollPool({ count: 4, target: s.target, label: 'x' }), []);
    expect(result.successes).toBe(0);
    expect(dice.used).toBe(0);
  });

  it('Auto succeeds without a roll', () => {
    const { result, dice } = withDice(rollPool({ count: 3, target: scoreTarget('auto').target, label: 'x' }), []);
    expect(result.successes).toBe(3);
    expect(dice.used).toBe(0);
  });

  it('EX-11: three dice need 7: 6,6,1 with follow-ups 6 and 3 give 1 hit; both misses re-roll both stages', () => {
    const s = scoreTarget(7);
    // pool 6,6,1; follow-ups 6,3; re-roll the two misses (dice 2 and 3): 6,2; follow-up for the 6: 5
    const { result, dice } = withDice(
      rollPool({ count: 3, target: s.target, reroll: 'failures', label: 'x' }),
      [6, 6, 1, 6, 3, 6, 2, 5],
    );
    expect(result.dice.map((d) => d.first.success)).toEqual([true, false, false]);
    expect(result.dice[0]!.reroll).toBeUndefined();
    expect(result.dice[1]!.reroll).toEqual({ face: 6, followUp: 5, success: true });
    expect(result.dice[2]!.reroll).toEqual({ face: 2, success: false });
    expect(result.successes).toBe(2);
    expect(dice.remaining).toBe(0);
  });

  it('exact chances: 7 is 1/18, 8 is 1/36, 4+ is 1/2, 3+ re-rolling failures is 8/9', () => {
    expect(pThrow(scoreTarget(7).target).toString()).toBe('1/18');
    expect(pThrow(scoreTarget(8).target).toString()).toBe('1/36');
    expect(pThrow(scoreTarget(9).target)).toEqual(Fraction.ZERO);
    expect(pThrow(scoreTarget(4).target).toString()).toBe('1/2');
    expect(pDie(scoreTarget(3).target, 'failures').toString()).toBe('8/9');
    expect(pDie(scoreTarget(7).target, 'failures').toString()).toBe(
      Fraction.of(1, 18)
        .add(Fraction.of(17, 18).mul(Fraction.of(1, 18)))
        .toString(),
    );
    expect(pDie(scoreTarget(4).target, 'successes').toString()).toBe('1/4');
  });

  it('reads printed scores', () => {
    expect(parseScore('4+')).toBe(4);
    expect(parseScore('Auto')).toBe('auto');
    expect(parseScore('9+')).toBeUndefined();
    expect(parseScore('x')).toBeUndefined();
  });
});
