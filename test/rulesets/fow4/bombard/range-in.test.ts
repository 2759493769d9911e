import { describe, expect, it } from 'vitest';
import { rangeIn } from '../../../../src/rulesets/fow4/bombard/range-in.js';
import { run } from './helpers.js';

const VET = 3;
const TRAINED = 4;

describe('Roll to Range In (p. 47)', () => {
  it('EX-19a: Veteran battery and Veteran spotter, first attempt 3 → ranged in on attempt 1, no to-hit penalty', () => {
    const r = run(
      rangeIn({
        spotter: { name: 'Observer', rating: VET },
        units: [{ name: 'Heavy Artillery Battery', rating: VET }],
      }),
      [3],
    ).result;
    expect(r.units[0]).toMatchObject({ status: 'ranged-in', rangedInOn: 1, toHitPenalty: 0 });
    expect(r.attempts[0]!.need).toBe('3+');
    expect(r.attemptsUsed).toBe(1);
  });

  it('EX-19b: remaining attempts range in a second unit; failing attempt 2 and passing attempt 3 gives +2 to hit', () => {
    const units = [
      { name: 'Heavy Artillery Battery', rating: VET },
      { name: 'Heavy Infantry Gun Platoon', rating: VET },
    ];
    const r = run(rangeIn({ spotter: { name: 'Observer', rating: VET }, units }), [3, 2, 3]).result;
    expect(r.units[1]).toMatchObject({ status: 'ranged-in', rangedInOn: 3, toHitPenalty: 2 });
    const second = run(rangeIn({ spotter: { name: 'Observer', rating: VET }, units }), [3, 5]).result;
    expect(second.units[1]).toMatchObject({ rangedInOn: 2, toHitPenalty: 1 });
  });

  it('EX-20: the template covers part of a crop field (Short terrain): Veteran needs 4+', () => {
    const r = run(
      rangeIn({
        spotter: { name: 'Observer', rating: VET },
        units: [{ name: 'Battery', rating: VET, templateCoversTerrain: true }],
      }),
      [3, 4],
    ).result;
    expect(r.attempts.map((a) => a.need)).toEqual(['4+', '4+']);
    expect(r.units[0]).toMatchObject({ rangedInOn: 2, toHitPenalty: 1 });
  });

  it('uses the worse rating of spotter and battery: Trained spotter with a Veteran battery needs 4+', () => {
    const r = run(
      rangeIn({ spotter: { name: 'HQ', rating: TRAINED }, units: [{ name: 'Battery', rating: VET }] }),
      [3, 4],
    ).result;
    expect(r.attempts[0]!.need).toBe('4+');
    expect(r.attempts[0]!.success).toBe(false);
    expect(r.rules.map((x) => x.id)).toContain('fow4.range-in-less-skilled');
  });

  it('a Ranging rating replaces the Skill rating (here 2+ with a 2+ spotter)', () => {
    const r = run(
      rangeIn({ spotter: { name: 'Observer', rating: 2 }, units: [{ name: 'Battery', rating: 2 }] }),
      [2],
    ).result;
    expect(r.attempts[0]!.need).toBe('2+');
  });

  it('night adds +1, on top of the terrain +1: Veteran 3+ becomes 5+', () => {
    const night = run(
      rangeIn({ spotter: { name: 'O', rating: VET }, night: true, units: [{ name: 'B', rating: VET }] }),
      [4],
    ).result;
    expect(night.attempts[0]!.need).toBe('4+');
    const both = run(
      rangeIn({
        spotter: { name: 'O', rating: VET },
        night: true,
        units: [{ name: 'B', rating: VET, templateCoversTerrain: true }],
      }),
      [4, 5],
    ).result;
    expect(both.attempts.map((a) => a.need)).toEqual(['5+', '5+']);
    expect(both.units[0]!.rangedInOn).toBe(2);
  });

  it('ranging through a Smoke Screen adds +1 (p. 51)', () => {
    const r = run(
      rangeIn({ spotter: { name: 'O', rating: TRAINED }, units: [{ name: 'B', rating: TRAINED, throughSmoke: true }] }),
      [5],
    ).result;
    expect(r.attempts[0]!.need).toBe('5+');
  });

  it('a Smoke Bombardment ignores the terrain modifier (p. 51)', () => {
    const r = run(
      rangeIn({
        spotter: { name: 'O', rating: TRAINED },
        units: [{ name: 'B', rating: TRAINED, smoke: true, templateCoversTerrain: true }],
      }),
      [4],
    ).result;
    expect(r.attempts[0]!.need).toBe('4+');
  });

  it('failing all three attempts: the unit cannot shoot, assault or bombard; a later unit is not attempted', () => {
    const r = run(
      rangeIn({
        spotter: { name: 'O', rating: VET },
        units: [
          { name: 'A', rating: VET },
          { name: 'B', rating: VET },
        ],
      }),
      [1, 2, 2],
    ).result;
    expect(r.units[0]).toMatchObject({ status: 'failed', failedAllThree: true });
    expect(r.units[1]).toMatchObject({ status: 'not-attempted' });
    expect(r.rules.map((x) => x.id)).toContain('fow4.failed-range-in');
  });

  it('a second unit that fails the remaining attempts has not had all three attempts spent on it', () => {
    const r = run(
      rangeIn({
        spotter: { name: 'O', rating: VET },
        units: [
          { name: 'A', rating: VET },
          { name: 'B', rating: VET },
        ],
      }),
      [4, 1, 2],
    ).result;
    expect(r.units[1]).toMatchObject({ status: 'failed', failedAllThree: false });
  });

  it('only three attempts a turn: after ranging in on attempt 3 the next unit is not attempted', () => {
    const r = run(
      rangeIn({
        spotter: { name: 'O', rating: VET },
        units: [
          { name: 'A', rating: VET },
          { name: 'B', rating: VET },
        ],
      }),
      [1, 1, 6],
    ).result;
    expect(r.units[0]!.rangedInOn).toBe(3);
    expect(r.units[1]!.status).toBe('not-attempted');
  });

  it('Mike Target: an extra roll ranges the next unit in on the same attempt as the first (p. 72)', () => {
    const units = [
      { name: 'A Troop', rating: VET, mikeTarget: true },
      { name: 'B Troop', rating: VET },
    ];
    const r = run(rangeIn({ spotter: { name: 'O', rating: VET }, units }), [2, 4, 5]).result;
    expect(r.units[0]!.rangedInOn).toBe(2);
    expect(r.units[1]).toMatchObject({ status: 'ranged-in', rangedInOn: 2, via: 'mike-target', toHitPenalty: 1 });
    expect(r.attemptsUsed).toBe(2);
    // A failed Mike Target roll leaves the normal remaining attempt (attempt 3, +2).
    const miss = run(rangeIn({ spotter: { name: 'O', rating: VET }, units }), [2, 4, 1, 3]).result;
    expect(miss.units[1]).toMatchObject({ rangedInOn: 3, via: 'attempt', toHitPenalty: 2 });
  });

  it('AOP: re-rolls a failed third attempt (p. 50), not the first two', () => {
    const r = run(
      rangeIn({ spotter: { name: 'Auster AOP', rating: TRAINED, aop: true }, units: [{ name: 'B', rating: TRAINED }] }),
      [1, 2, 3, 4],
    ).result;
    expect(r.units[0]).toMatchObject({ status: 'ranged-in', rangedInOn: 3, toHitPenalty: 2 });
    expect(r.attempts[2]!.die!.reroll!.face).toBe(4);
    expect(r.attempts[0]!.die!.reroll).toBeUndefined();
    const noAop = run(
      rangeIn({ spotter: { name: 'Observer', rating: TRAINED }, units: [{ name: 'B', rating: TRAINED }] }),
      [1, 2, 3],
    ).result;
    expect(noAop.units[0]!.status).toBe('failed');
  });

  it('a Repeat Bombardment ranges in on its first attempt without a roll (p. 49)', () => {
    const r = run(
      rangeIn({
        spotter: { name: 'O', rating: VET },
        units: [{ name: 'B', rating: VET, repeat: true, templateCoversTerrain: true }],
      }),
      [],
    ).result;
    expect(r.units[0]).toMatchObject({ status: 'ranged-in', rangedInOn: 1, via: 'repeat', toHitPenalty: 0 });
  });
});
