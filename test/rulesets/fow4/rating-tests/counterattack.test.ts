import { describe, expect, it } from 'vitest';
import { counterattack, counterattackOdds } from '../../../../src/rulesets/fow4/rating-tests/index.js';
import { codes, faces, run, ruleIds } from './helpers.js';

const confident = { motivation: 'confident', skill: 'trained' } as const;
const reluctant = { motivation: 'reluctant', skill: 'trained' } as const;

describe('Test to Counterattack (pp. 57-58)', () => {
  it('EX-47: one die of 4: A (4+) may counterattack; B (5+, Commander in range) fails, re-roll 6: B may too', () => {
    const r = run(
      counterattack({
        units: [
          { name: 'A', ratings: confident },
          { name: 'B', ratings: reluctant, commander: true },
        ],
      }),
      [4, 6],
    );
    expect(r.units.map((u) => [u.name, u.mayCounterattack, u.decidedBy])).toEqual([
      ['A', true, 'die'],
      ['B', true, 'commander'],
    ]);
    expect(faces(r)).toEqual(['test:4', 'commander:6']);
    expect(r.passed).toBe(true);
    expect(ruleIds(r)).toContain('fow4.counterattack-leadership');
  });

  it('one shared die: a 4 passes a 4+ unit and fails a 5+ unit without a re-roll', () => {
    const r = run(
      counterattack({
        units: [
          { name: 'A', ratings: confident },
          { name: 'B', ratings: reluctant },
        ],
      }),
      [4],
    );
    expect(r.units.map((u) => u.mayCounterattack)).toEqual([true, false]);
    expect(codes(r)).toEqual(['may-counterattack', 'must-break-off']);
  });

  it('the re-roll applies only to failed units whose Commander is in range, never to units that passed', () => {
    const r = run(
      counterattack({
        units: [
          { name: 'A', ratings: confident },
          { name: 'B', ratings: reluctant, commander: true },
          { name: 'C', ratings: reluctant },
        ],
      }),
      [2, 5],
    );
    // A failed the first die and has no Commander: the re-roll of 5 does not help it; B passes on it; C stays failed.
    expect(r.units.map((u) => u.mayCounterattack)).toEqual([false, true, false]);
    const s = run(
      counterattack({
        units: [
          { name: 'A', ratings: confident, commander: true },
          { name: 'B', ratings: reluctant, commander: true },
        ],
      }),
      [4, 1],
    );
    expect(s.units.map((u) => u.mayCounterattack)).toEqual([true, false]);
  });

  it('British Bulldog: Counterattack -1 (Confident 4+ passes on 3)', () => {
    const r = run(counterattack({ units: [{ name: 'Rifles', ratings: confident, rules: ['british-bulldog'] }] }), [3]);
    expect(r.units[0]!.need).toBe(3);
    expect(r.passed).toBe(true);
    expect(ruleIds(r)).toContain('fow4.british-bulldog');
  });

  it('Unarmoured and Transport units and tank flame-throwers Break Off without testing; Mounted Assault and Soviet flame-tanks test', () => {
    const r = run(
      counterattack({
        units: [
          { name: 'Trucks', ratings: confident, rules: ['transport'] },
          { name: 'Portees', ratings: confident, rules: ['unarmoured'] },
          { name: 'Crocodiles', ratings: confident, rules: ['flame-thrower-tank'] },
          { name: 'SPWs', ratings: confident, rules: ['transport', 'mounted-assault'] },
          { name: 'OT-34s', ratings: confident, rules: ['flame-thrower-tank', 'soviet'] },
        ],
      }),
      [6],
    );
    expect(r.units.map((u) => u.mayCounterattack)).toEqual([false, false, false, true, true]);
    expect(r.units[0]!.decidedBy).toBe('must-break-off');
    const none = run(counterattack({ units: [{ name: 'Trucks', ratings: confident, rules: ['transport'] }] }), []);
    expect(none.rolls).toEqual([]);
  });

  it("a Komissar re-rolls for its own unit after the Commander's re-roll failed, at the cost of a team", () => {
    const r = run(
      counterattack({
        units: [{ name: 'Strelki', ratings: reluctant, commander: true, komissar: { kind: 'komissar', use: true } }],
      }),
      [2, 3, 5],
    );
    expect(r.units[0]!.decidedBy).toBe('komissar');
    expect(r.passed).toBe(true);
    expect(codes(r)).toContain('komissar-team-destroyed');
  });

  it('exact odds of EX-47 (A 4+, B 5+ with Commander): all may counterattack 1/3, with the re-roll 7/18', () => {
    const o = counterattackOdds({
      units: [
        { name: 'A', ratings: confident },
        { name: 'B', ratings: reluctant, commander: true },
      ],
    });
    expect(o.pass.toString()).toBe('1/3');
    expect(o.withRerolls.find((w) => w.by === 'commander')!.pass.toString()).toBe('7/18');
    expect(o.distribution!.map((d) => d.p.toString())).toEqual(['1/2', '5/9']);
  });
});
