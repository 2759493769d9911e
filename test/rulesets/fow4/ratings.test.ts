import { describe, expect, it } from 'vitest';
import { deriveRatings, ratingForTest, unitRating } from '../../../src/rulesets/fow4/ratings.js';
import {
  counterattack,
  digIn,
  lastStand,
  minefield,
  rally,
  remount,
} from '../../../src/rulesets/fow4/rating-tests/index.js';
import { run, ruleIds } from './rating-tests/helpers.js';

const confident = { motivation: 'confident', skill: 'trained' } as const;

describe('Ratings (pp. 10-11)', () => {
  it('sub-ratings default to Motivation and Skill; Is Hit On from Skill', () => {
    expect(deriveRatings({ motivation: 'fearless', skill: 'conscript' })).toEqual({
      motivation: 3,
      skill: 5,
      rally: 3,
      remount: 3,
      counterattack: 3,
      lastStand: 3,
      tactics: 5,
      assault: 5,
      ranging: 5,
      isHitOn: 2,
    });
  });
  it('a separate sub-rating replaces the default', () => {
    const r = deriveRatings({
      motivation: 'confident',
      skill: 'veteran',
      lastStand: 3,
      counterattack: 5,
      assault: 4,
      isHitOn: 5,
    });
    expect([r.lastStand, r.counterattack, r.rally, r.assault, r.tactics, r.isHitOn]).toEqual([3, 5, 4, 4, 3, 5]);
  });
  it('mixed-rating units use the worst value, Is Hit On the easiest to hit [AMB-30]', () => {
    const mixed = [
      { motivation: 'fearless', skill: 'veteran' } as const,
      { motivation: 'reluctant', skill: 'conscript' } as const,
    ];
    expect(unitRating(mixed, 'rally')).toBe(5);
    expect(unitRating(mixed, 'tactics')).toBe(5);
    expect(unitRating(mixed, 'isHitOn')).toBe(2);
    const r = run(rally({ ratings: mixed }), [4]);
    expect(r.need).toBe(5);
    expect(r.passed).toBe(false);
    expect(ruleIds(r)).toContain('fow4.mixed-rating-units');
  });
  it('a team override counts in the worst-of (one team with Last Stand 3+, another plain Confident: 4+)', () => {
    expect(unitRating([{ ...confident, lastStand: 3 }, confident], 'lastStand')).toBe(4);
  });
});

describe('Special rules change the number needed', () => {
  it('Protected Ammo: Remount 4+ becomes 3+', () => {
    expect(run(remount({ ratings: confident }), [4]).need).toBe(4);
    expect(run(remount({ ratings: confident, teamRules: ['protected-ammo'] }), [3]).need).toBe(3);
  });
  it('Fuel Tanks: a flame-thrower tank remounts on 5+, not with a Fuel Trailer', () => {
    expect(run(remount({ ratings: confident, teamRules: ['flame-thrower-tank'] }), [5]).need).toBe(5);
    expect(run(remount({ ratings: confident, teamRules: ['fuel-tanks'] }), [5]).need).toBe(5);
    expect(run(remount({ ratings: confident, teamRules: ['flame-thrower-tank', 'fuel-trailer'] }), [4]).need).toBe(4);
  });
  it('Cavalry unit: Rally 4+ becomes 3+', () => {
    const r = run(rally({ ratings: confident, rules: ['cavalry'] }), [3]);
    expect(r.need).toBe(3);
    expect(r.passed).toBe(true);
  });
  it('Tiger Ace: Last Stand 4+ becomes 3+', () => {
    expect(run(lastStand({ ratings: confident, rules: ['tiger-ace'] }), [3]).need).toBe(3);
  });
  it('Tally Ho!: Dig In and Minefield (Tactics) 4+ become 5+', () => {
    expect(run(digIn({ ratings: confident, rules: ['tally-ho'] }), [5]).need).toBe(5);
    expect(run(minefield({ ratings: confident, rules: ['tally-ho'] }), [5]).need).toBe(5);
  });
  it('Shtraf: every Motivation test on 2+ (Reluctant Rally, Last Stand, Counterattack)', () => {
    const shtraf = { ratings: { motivation: 'reluctant', skill: 'conscript' } as const, rules: ['shtraf'] };
    expect(run(rally(shtraf), [2]).need).toBe(2);
    expect(run(lastStand(shtraf), [2]).need).toBe(2);
    expect(run(counterattack({ units: [{ name: 'Shtraf', ...shtraf }] }), [2]).passed).toBe(true);
    expect(ratingForTest('blitz', shtraf).check.need).toBe(5);
  });
  it('British Bulldog only touches the Counterattack test', () => {
    expect(ratingForTest('counterattack', { ratings: confident, rules: ['british-bulldog'] }).check.need).toBe(3);
    expect(ratingForTest('rally', { ratings: confident, rules: ['british-bulldog'] }).check.need).toBe(4);
  });
});
