import { describe, expect, it } from 'vitest';
import { Fraction } from '../../../../src/dice/fraction.js';
import { bombardOdds } from '../../../../src/rulesets/fow4/odds/bombard-odds.js';
import { RIFLE_MG, T34_85 } from '../bombard/helpers.js';
import { situation, sumsToOne, unit } from './bombard-situations.js';

const F = (n: number, d = 1) => Fraction.of(n, d);
const str = (xs: readonly Fraction[]) => xs.map((x) => x.toString());

describe('odds bombard: exact odds by ranging attempt', () => {
  it('EX-21a-like: 4 guns (AT 3, FP 2+) on 3 Trained T-34/85s, Trained spotter', () => {
    const o = bombardOdds(situation(unit()));
    // Range In on 4+ three times: 1/2, 1/4, 1/8; not at all 1/8.
    expect(str(o.rangeIn.attempt)).toEqual(['1/2', '1/4', '1/8']);
    expect(o.rangeIn.none.toString()).toBe('1/8');
    expect(o.attempts.map((a) => [a.attempt, a.toHitPenalty, a.p.toString()])).toEqual([
      [1, 0, '1/2'],
      [2, 1, '1/4'],
      [3, 2, '1/8'],
    ]);
    // Per hit, Top 1 + die vs AT 3: 1 -> below (FP 2+: 5/6 destroyed, else bailed); 2 -> equal (5/6 bailed); 3+ bounce.
    // Destroyed 5/36, Bailed Out 1/6 a hit. Hit on 3+ (2/3), 4+ (1/2), 5+ (1/3): 3-4 guns re-roll nothing.
    const [a1, a2, a3] = o.attempts.map((a) => a.fire.groups[0]!);
    expect(a1!.pHit.toString()).toBe('2/3');
    expect(str(a1!.states.fractions())).toEqual(['43/54', '1/9', '5/54']);
    expect(str(a2!.states.fractions())).toEqual(['61/72', '1/12', '5/72']);
    expect(str(a3!.states.fractions())).toEqual(['97/108', '1/18', '5/108']);
    // The unit: teams independent, so none destroyed at attempt 1 = (49/54)^3.
    const u1 = o.attempts[0]!.fire.units[0]!;
    expect(u1.teams).toBe(3);
    expect(u1.destroyed.at(0).toString()).toBe(F(49, 54).pow(3).toString());
    expect(u1.destroyed.at(3).toString()).toBe(F(5, 54).pow(3).toString());
    // Armoured Tanks are never Pinned Down.
    expect(u1.pinned).toBeNull();
    // Overall chance a team is destroyed: 1/2*5/54 + 1/4*5/72 + 1/8*5/108 = 5/72.
    expect(o.overall.groups[0]!.states.at(2).toString()).toBe('5/72');
    expect(o.overall.units[0]!.pinned).toBeNull();
    for (const a of o.attempts) sumsToOne(a.fire);
    sumsToOne(o.overall);
    expect(o.status.map((s) => [s.status, s.p.toString()])).toEqual(
      expect.arrayContaining([
        ['fired', '7/8'],
        ['failed-to-range-in', '1/8'],
      ]),
    );
  });

  it('5 guns re-roll failed hits: infantry in the open are hit 8/9 and Pinned Down unless both miss', () => {
    const o = bombardOdds(
      situation(
        unit({
          weapons: [{ name: 'gun', count: 5, antiTank: 2, firepower: 5 }],
          under: [{ name: 'Rifle/MG team', count: 2, profile: RIFLE_MG, skill: 'trained', unit: 'Rifles' }],
        }),
      ),
    );
    const a1 = o.attempts[0]!.fire;
    expect(a1.groups[0]!.pHit.toString()).toBe('8/9');
    // Infantry save 3+: a hit destroys 1/3 of the time.
    expect(a1.groups[0]!.states.at(2).toString()).toBe('8/27');
    expect(a1.units[0]!.pinned!.toString()).toBe('80/81');
    // Attempt 2: 4+ with a re-roll of failures = 3/4 a team; pinned 1 - (1/4)^2.
    expect(o.attempts[1]!.fire.units[0]!.pinned!.toString()).toBe('15/16');
    // Attempt 3: 5+ re-rolled = 5/9; pinned 1 - (4/9)^2 = 65/81.
    expect(o.attempts[2]!.fire.units[0]!.pinned!.toString()).toBe('65/81');
    // Overall: 1/2*80/81 + 1/4*15/16 + 1/8*65/81 (+ 1/8 not ranged in: 0).
    const overall = F(1, 2)
      .mul(F(80, 81))
      .add(F(1, 4).mul(F(15, 16)))
      .add(F(1, 8).mul(F(65, 81)));
    expect(o.overall.units[0]!.pinned!.toString()).toBe(overall.toString());
  });

  it('a unit of tanks and infantry is pinned when any of its teams is hit (the tank hit pins the mixed unit)', () => {
    const mixed = unit({
      under: [
        { name: 'T-34/85', count: 1, profile: T34_85, skill: 'trained', unit: 'Mixed' },
        { name: 'Rifle/MG team', count: 1, profile: RIFLE_MG, skill: 'trained', unit: 'Mixed', cover: 'foxholes' },
      ],
    });
    const a1 = bombardOdds(situation(mixed)).attempts[0]!.fire;
    // Either team hit (2/3 each): 1 - (1/3)^2.
    expect(a1.units[0]!.pinned!.toString()).toBe('8/9');
    expect(a1.units[0]!.teams).toBe(2);
  });

  it('a Smoke Bombardment has ranging odds and hits nobody; Danger Close refused means it never fires', () => {
    const smoke = bombardOdds(situation(unit({ smoke: {} })));
    expect(smoke.attempts).toEqual([]);
    expect(smoke.status.find((s) => s.status === 'smoke-screen')!.p.toString()).toBe('7/8');
    const close = bombardOdds(situation(unit({ nearestFriendly: 2 })));
    expect(close.status.map((s) => s.status)).toEqual(['danger-close']);
    expect(close.overall.units[0]!.destroyed.at(0).toString()).toBe('1');
  });

  it('Time on Target re-rolls Infantry saves on attempt 1 only: 2/3 hit x 5/9 fail x 1/2 Firepower 4+ = 5/27', () => {
    const tot = unit({
      timeOnTarget: true,
      weapons: [{ name: 'gun', count: 4, antiTank: 3, firepower: 4 }],
      under: [
        { name: 'Rifle/MG team', count: 2, profile: RIFLE_MG, skill: 'trained', unit: 'Rifles', cover: 'foxholes' },
      ],
    });
    const o = bombardOdds(situation(tot));
    // Attempt 2 has no re-roll: 1/2 hit x 1/3 fail x 1/2.
    expect(o.attempts.map((a) => a.fire.groups[0]!.states.at(2).toString())).toEqual(['5/27', '1/12', '1/18']);
  });

  it('an already Bailed Out tank stays Bailed Out when missed', () => {
    const o = bombardOdds(
      situation(
        unit({
          under: [
            {
              name: 'T-34/85',
              count: 1,
              profile: T34_85,
              skill: 'trained',
              bailedOut: true,
              remount: { base: 4, modifiers: [], rules: [] },
            },
          ],
        }),
      ),
    );
    // Not ranged in (1/8): stays Bailed Out; nothing unharmed ever.
    expect(o.overall.groups[0]!.states.at(0).toString()).toBe('0');
    expect(o.rangeIn.none.toString()).toBe('1/8');
  });
});
