import { describe, expect, it } from 'vitest';
import { Fraction } from '../../../src/dice/fraction.js';
import {
  atFireOdds,
  atMostChance,
  beatenZoneOdds,
  infantryFireOdds,
  moraleOdds,
} from '../../../src/rulesets/panzerfaust/odds.js';
import { fixtureTables, shippedTables } from './fixture-tables.js';

const sum = (ls: readonly { p: Fraction }[]) => ls.reduce((a, l) => a.add(l.p), Fraction.ZERO);

describe('Panzerfaust odds', () => {
  it('3D6 and 2D6 at most N match the spec table (§1)', () => {
    expect(atMostChance(3, 9).toNumber()).toBeCloseTo(0.375, 6);
    expect(atMostChance(3, 13).toNumber()).toBeCloseTo(0.838, 3);
    expect(atMostChance(2, 7).toNumber()).toBeCloseTo(0.5833, 4);
    expect(atMostChance(3, 18).equals(Fraction.ONE)).toBe(true);
  });
  it('example 27 as odds: 37.5% to hit an AFV with 4 pairs', () => {
    const o = beatenZoneOdds({ target: 'infantry', calibreMm: 105, pairs: 4, partly: true }, shippedTables());
    expect(o.lines[0]!.p.equals(atMostChance(3, 10))).toBe(true);
  });
  it('morale odds sum to 1', () => {
    const o = moraleOdds({ rating: 'reliable', teamsLost: 1 });
    expect(sum(o.lines).equals(Fraction.ONE)).toBe(true);
    // 2D6 - 3 >= 3 means 6 or more: 26/36
    expect(o.lines[0]!.p.equals(Fraction.of(26, 36))).toBe(true);
  });
  it('infantry fire odds come from the procedure: each chance shift a third (test-data table)', () => {
    const o = infantryFireOdds(
      { firers: [{ team: 'Rifle Team', ff: 10 }], firer: { class: 'regular' }, target: {} },
      fixtureTables(),
    );
    expect(o.lines.map((l) => [l.label, l.p.toString()])).toEqual([
      ['0 teams', '1/3'],
      ['1 team', '1/3'],
      ['2 teams', '1/3'],
    ]);
  });
  it('AT odds: the hit chance times what follows a hit, summing to the hit chance', () => {
    const o = atFireOdds(
      {
        weapon: { name: 'gun', toHit: 12, penetration: 12, calibreModifier: 0 },
        firer: { class: 'regular' },
        target: { kind: 'afv', size: 'C', armour: { HF: 8, HS: 4, HR: 3, TF: 8, TS: 4, TR: 4 } },
      },
      shippedTables(),
    );
    expect(o.lines[0]!.p.equals(atMostChance(3, 12))).toBe(true);
    expect(sum(o.lines.slice(1)).equals(o.lines[0]!.p)).toBe(true);
  });
  it('odds stop on a lost value just as a roll does', () => {
    expect(() =>
      infantryFireOdds(
        { firers: [{ team: 'Rifle Team', ff: 10 }], firer: { class: 'regular' }, target: {} },
        shippedTables(),
      ),
    ).toThrow(/Infantry Casualty Table/);
  });
});
