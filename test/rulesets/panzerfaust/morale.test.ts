import { describe, expect, it } from 'vitest';
import { moraleReaction, moraleTest, rally } from '../../../src/rulesets/panzerfaust/morale/test.js';
import { run } from './run.js';

describe('morale (pp. 23-24)', () => {
  it('example 3: Elite tank platoon of 5 defending a hill, 3 knocked out, 2D6 = 4 -> 2, Shaken', () => {
    const { result } = run(
      moraleTest({ rating: 'elite', afv: true, subunitsLost: 3, defending: 'hill-or-woods' }),
      [1, 3, 4],
    );
    expect(result.modifiers.reduce((a, m) => a + m.value, 0)).toBe(-2);
    expect(result.total).toBe(2);
    expect(result.result).toBe('shaken');
    expect(result.shakenTurns).toBe(4);
    expect(result.parentTests).toBe(true);
  });

  it('example 4: Poor company, one platoon Shaken and one Retreating, 2D6 = 5 -> 0, Retreat', () => {
    const { result, used } = run(moraleTest({ rating: 'poor', subunitsShaken: 1, subunitsLost: 1 }), [2, 3]);
    expect(result.total).toBe(0);
    expect(result.result).toBe('retreat');
    expect(used).toBe(2);
  });

  it('example 5: a Reliable squad losing 1 team, 2D6 = 5 -> 2, Shaken, and the platoon HQ must test', () => {
    const { result } = run(moraleTest({ rating: 'reliable', teamsLost: 1 }), [4, 1, 3]);
    expect(result.total).toBe(2);
    expect(result.result).toBe('shaken');
    expect(result.parentTests).toBe(true);
    expect(result.rules.map((r) => r.id)).toContain('panzerfaust.morale-escalation');
  });

  it('example 6: an Elite unit Shaken rolls its duration 6, 5, 2 -> 2 turns', () => {
    const { result } = run(moraleTest({ rating: 'elite', teamsLost: 2 }), [3, 3, 6, 5, 2]);
    expect(result.result).toBe('shaken');
    expect(result.shakenDice).toEqual([6, 5, 2]);
    expect(result.shakenTurns).toBe(2);
  });

  it('the reaction table: +3 OK, +2 and +1 Shaken, 0 or less Retreat', () => {
    expect([5, 3, 2, 1, 0, -4].map(moraleReaction)).toEqual(['ok', 'ok', 'shaken', 'shaken', 'retreat', 'retreat']);
  });

  it('an immobilised AFV is abandoned on anything but OK; OK breaks a pin', () => {
    expect(run(moraleTest({ rating: 'reliable', immobilised: true, afvDamaged: true }), [1, 2]).result.abandoned).toBe(
      true,
    );
    expect(run(moraleTest({ rating: 'reliable', breakingPin: true }), [2, 2]).result.pinBroken).toBe(true);
  });

  it('out of radius is -3, but not for Recon', () => {
    expect(run(moraleTest({ rating: 'reliable', outOfRadius: true }), [3, 3]).result.total).toBe(3);
    expect(run(moraleTest({ rating: 'reliable', outOfRadius: true, recon: true }), [3, 3]).result.total).toBe(6);
  });

  it('rally: OK restores the unit; a third failed try is the last', () => {
    expect(run(rally({ rating: 'reliable', attempt: 1, hqWithin5cm: true }), [2, 2]).result.rallied).toBe(true);
    const last = run(rally({ rating: 'reliable', attempt: 3, hqWithin5cm: true, teamsLost: 2 }), [2, 2]).result;
    expect(last.rallied).toBe(false);
    expect(last.lastTry).toBe(true);
    expect(() => run(rally({ rating: 'reliable', attempt: 4, hqWithin5cm: true }), [])).toThrow(/at most 3/);
    expect(() => run(rally({ rating: 'reliable', attempt: 1, hqWithin5cm: false }), [])).toThrow(/5 cm/);
  });
});

describe('a rally re-test (p. 24, issue 30)', () => {
  it('a failed re-test leaves the unit in Retreat: no Shaken-duration die, no parent HQ test', () => {
    // reliable, 2 teams lost (-6): 2D6 = 8 -> 2, which a first test reads as Shaken and a parent HQ test
    const first = run(moraleTest({ rating: 'reliable', teamsLost: 2 }), [4, 4, 3]).result;
    expect([first.result, first.parentTests, first.shakenTurns]).toEqual(['shaken', true, 3]);
    const again = run(rally({ rating: 'reliable', attempt: 1, hqWithin5cm: true, teamsLost: 2 }), [4, 4]);
    expect(again.result.test.result).toBe('retreat');
    expect(again.result.test.parentTests).toBe(false);
    expect(again.result.test.shakenTurns).toBeUndefined();
    expect(again.result.rallied).toBe(false);
  });
});
