import { describe, expect, it } from 'vitest';
import type { Ratings } from '../../../../src/rulesets/flames-of-war/profile.js';
import { noteMeaning, splitNotes } from '../../../../src/rulesets/fow4/roster-import/rule-names.js';
import {
  BadValue,
  antiTank,
  armour,
  firepower,
  range,
  readRatingsBox,
  rof,
  speed,
  speedDistance,
  withoutDefaults,
} from '../../../../src/rulesets/fow4/roster-import/values.js';

type R = { -readonly [K in keyof Ratings]?: Ratings[K] };
const box = (text: string, which: 'Motivation' | 'Skill' | 'Is Hit On') => {
  const r: R = {};
  readRatingsBox(text, which, r);
  return r;
};

describe('ratings boxes of a unit card (pp. 10-11)', () => {
  it('Motivation with a sub-rating: "CONFIDENT 4+ / Counterattack 5+"', () => {
    expect(box('CONFIDENT 4+ / Counterattack 5+', 'Motivation')).toEqual({ motivation: 'confident', counterattack: 5 });
  });
  it('a sub-rating alone: "Remount 3+"; several, split by commas or new lines', () => {
    expect(box('Remount 3+', 'Motivation')).toEqual({ remount: 3 });
    expect(box('FEARLESS 3+, Rally 2+\nLast Stand 4+', 'Motivation')).toEqual({
      motivation: 'fearless',
      rally: 2,
      lastStand: 4,
    });
  });
  it('Skill with Tactics, Assault or Ranging', () => {
    expect(box('TRAINED 4+ / Assault 3+ / Tactics 5+ / Ranging 3+', 'Skill')).toEqual({
      skill: 'trained',
      assault: 3,
      tactics: 5,
      ranging: 3,
    });
  });
  it('Is Hit On with or without its word: "AGGRESSIVE 3+", "4+", "Is Hit On 2+"', () => {
    expect(box('AGGRESSIVE 3+', 'Is Hit On')).toEqual({ isHitOn: 3 });
    expect(box('4+', 'Is Hit On')).toEqual({ isHitOn: 4 });
    expect(box('Is Hit On 2+', 'Is Hit On')).toEqual({ isHitOn: 2 });
  });
  it('every form BSData writes: "4+", "4+ Last Stand 3+", "Green 5+", "Counterattack 6", "Counter Attack 6", rule lines', () => {
    expect(box('4+', 'Motivation')).toEqual({ motivation: 'confident' });
    expect(box('4+', 'Skill')).toEqual({ skill: 'trained' });
    expect(box('4+ Last Stand 3+', 'Motivation')).toEqual({ motivation: 'confident', lastStand: 3 });
    expect(box('Green 5+', 'Skill')).toEqual({ skill: 'conscript' });
    expect(box('3+\nCounterattack 6', 'Motivation')).toEqual({ motivation: 'fearless', counterattack: 6 });
    expect(box('Reluctant 5+ / Counter Attack 6', 'Motivation')).toEqual({ motivation: 'reluctant', counterattack: 6 });
    const r: R = {};
    expect(readRatingsBox('Confident 4+\n\nProtected Ammo\nRemount 3+', 'Motivation', r)).toEqual(['Protected Ammo']);
    expect(r).toEqual({ motivation: 'confident', remount: 3 });
  });
  it('refuses what is not a rating, and a Motivation with the wrong score', () => {
    expect(() => box('BRAVE 7+', 'Motivation')).toThrow(BadValue);
    expect(() => box('CONFIDENT 3+', 'Motivation')).toThrow(/other than 4\+/);
    expect(() => box('', 'Skill')).toThrow(/empty/);
  });
  it('drops sub-ratings equal to what Motivation and Skill give anyway', () => {
    expect(
      withoutDefaults({
        motivation: 'confident',
        skill: 'veteran',
        remount: 4,
        counterattack: 5,
        isHitOn: 4,
        assault: 3,
      }),
    ).toEqual({ motivation: 'confident', skill: 'veteran', counterattack: 5 });
  });
});

describe('weapon and team boxes', () => {
  it('ranges: 24"/60cm, 24", 60cm, and a minimum range 8"-64"/20-160cm', () => {
    expect(range('24"/60cm', 'r')).toEqual({ range: { inches: 24, cm: 60 } });
    expect(range('24"', 'r')).toEqual({ range: { inches: 24, cm: 60 } });
    expect(range('60cm', 'r')).toEqual({ range: { inches: 24, cm: 60 } });
    expect(range('8"-64"/20-160cm', 'r')).toEqual({ minRange: { inches: 8, cm: 20 }, range: { inches: 64, cm: 160 } });
    expect(() => range('far', 'the Range')).toThrow("the Range 'far' is not a range");
  });
  it('ROF: a number, "-" (cannot fire), ARTILLERY and SALVO', () => {
    expect(rof('2', 'x')).toEqual({ kind: 'rof', rof: 2 });
    expect(rof('-', 'x')).toEqual({ kind: 'none' });
    expect(rof('ARTILLERY', 'x')).toEqual({ kind: 'artillery', salvo: false });
    expect(rof('Salvo', 'x')).toEqual({ kind: 'artillery', salvo: true });
    expect(() => rof('two', 'the Halted ROF')).toThrow("the Halted ROF 'two' is not a ROF");
  });
  it('Anti-tank and Firepower, with "-"', () => {
    expect(antiTank('11')).toBe(11);
    expect(antiTank('-')).toBeNull();
    expect(firepower('3+')).toBe(3);
    expect(firepower('1+')).toBe(1);
    expect(firepower('-')).toBeNull();
    expect(() => firepower('hot')).toThrow(BadValue);
  });
  it('armour numbers and speeds', () => {
    expect(armour('6', 'a')).toBe(6);
    expect(armour('-', 'a')).toBeNull();
    expect(() => armour('31', 'the Armour Front')).toThrow(/not an armour rating/);
    expect(speed('10"/25cm', 's')).toBe(10);
    expect(speed('-', 's')).toBeNull();
  });
  it('BSData slips and asides: "14\"/35", "4\"/10cmv", "Mounted: 8\"/20cm", "28\"/70cm (LFTF)", "3 (LFTF)", "8\'/20cm"', () => {
    expect(speedDistance('14"/35', 's')).toEqual({ inches: 14, cm: 35 });
    expect(speedDistance('4"/10cmv', 's')).toEqual({ inches: 4, cm: 10 });
    expect(speedDistance('Mounted: 8"/20cm\nDismounted: 8"/20cm', 's')).toEqual({ inches: 8, cm: 20 });
    expect(range('28"/70cm (LFTF)', 'r')).toEqual({ range: { inches: 28, cm: 70 } });
    expect(range('6"/15cm,', 'r')).toEqual({ range: { inches: 6, cm: 15 } });
    expect(range("8'/20cm", 'r')).toEqual({ range: { inches: 8, cm: 20 } });
    expect(range('16"/40cm - 48"/120cm', 'r')).toEqual({
      minRange: { inches: 16, cm: 40 },
      range: { inches: 48, cm: 120 },
    });
    expect(rof('3 (LFTF)', 'r')).toEqual({ kind: 'rof', rof: 3 });
    expect(rof('ARFTILLERY', 'r')).toEqual({ kind: 'artillery', salvo: false });
    expect(() => rof('ARTISTIC', 'the Halted ROF')).toThrow(/not a ROF/);
    expect(() => range('UNLIMITED', 'the Range')).toThrow(/not a range/);
  });
  it('ratings with asides and typos: "(MA 4+)", "[4+]", "-> 4+", "Assualt 4+", "4+/4+", "As Per Unit" is no rating', () => {
    const r: R = {};
    expect(readRatingsBox('4+ Remount 5+ Counterattack 6+ (MA 4+ )', 'Motivation', r)).toEqual(['MA 4+']);
    expect(r).toEqual({ motivation: 'confident', remount: 5, counterattack: 6 });
    expect(box('Veteran 3+ / Assualt 4+', 'Skill')).toEqual({ skill: 'veteran', assault: 4 });
    expect(box('4+ / Last Stand 5+ [4+] / Counterattack 6', 'Motivation')).toEqual({
      motivation: 'confident',
      lastStand: 5,
      counterattack: 6,
    });
    const two: R = {};
    expect(readRatingsBox('5+/4+', 'Skill', two)).toEqual(['Skill 4+']);
    expect(two).toEqual({ skill: 'conscript' });
    expect(box('Flying Tank 4+', 'Is Hit On')).toEqual({ isHitOn: 4 });
  });
});

describe('Notes: special-rule names', () => {
  it('split at commas, semicolons and new lines, keeping "Seek, Strike, and Destroy" whole', () => {
    expect(splitNotes('Protected Ammo, Smoke; Seek, Strike, and Destroy\nTow Hooks.')).toEqual([
      'Protected Ammo',
      'Smoke',
      'Seek Strike and Destroy',
      'Tow Hooks',
    ]);
  });
  it('names to rule ids and where they belong; numbers to numbers; the rest unknown', () => {
    expect(noteMeaning('Schürzen')).toMatchObject({ kind: 'rule', rule: { id: 'schurzen', on: 'team' } });
    expect(noteMeaning('no he')).toMatchObject({ kind: 'rule', rule: { id: 'no-he', on: 'weapon' } });
    expect(noteMeaning('Tally Ho!')).toMatchObject({ kind: 'rule', rule: { id: 'tally-ho', on: 'unit' } });
    expect(noteMeaning('Seek Strike and Destroy')).toMatchObject({
      kind: 'rule',
      rule: { id: 'seek-strike-and-destroy' },
    });
    expect(noteMeaning('Assault 4+')).toEqual({ kind: 'assault', score: 4 });
    expect(noteMeaning('Tank Assault 5')).toEqual({ kind: 'tank-assault', value: 5 });
    expect(noteMeaning('Passengers 3')).toEqual({ kind: 'passengers', value: 3 });
    expect(noteMeaning('Pinned ROF 1')).toEqual({ kind: 'pinned-rof', value: 1 });
    expect(noteMeaning('Minimum Range 8"/20cm')).toEqual({ kind: 'min-range', text: '8"/20cm' });
    expect(noteMeaning('Slow Firing')).toEqual({ kind: 'unknown' });
  });
});
