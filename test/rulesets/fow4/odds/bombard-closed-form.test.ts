/**
 * Issue 32: each team's fate under the template in closed form (the to-hit die as a chance, only a
 * hit team's saves enumerated, shared by the attempts) equals, fraction for fraction and rule for
 * rule, what the one-team template run through every die of the real `fireOnTemplate` gives: on a
 * grid of templates (the quick part of bombard-closed-form-grid.ts; all of it in the slow twin) (tanks, infantry and guns in cover, Bailed Out tanks, riders, passengers,
 * bunkers), of fire (attempts 1-3, re-roll bands, Repeat and Time on Target save re-rolls,
 * Breakthrough Gun, HMG Bombardment, the long-range bonus), and of whole bombardments; and the
 * spec's worked examples EX-21a-c (p. 48) hold.
 */
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../../../src/dice/fraction.js';
import type { TemplateFire } from '../../../../src/rulesets/fow4/bombard/fire.js';
import type { TeamsUnderTemplate } from '../../../../src/rulesets/fow4/bombard/targets.js';
import { bombardOdds } from '../../../../src/rulesets/fow4/odds/bombard-odds.js';
import { fireOdds } from '../../../../src/rulesets/fow4/odds/fire-odds.js';
import { RIFLE_MG, T34_85 } from '../bombard/helpers.js';
import { BOMBARDMENTS, FIRE, QUICK, text, UNDER } from './bombard-closed-form-grid.js';
import { situation, unit } from './bombard-situations.js';

describe('closed-form template odds equal the enumeration of every die', () => {
  FIRE.forEach(([fireName, fire], i) =>
    UNDER.forEach(([underName, under], j) => {
      if (!QUICK.has(`${i}/${j}`)) return;
      it(`${fireName}: ${underName}`, () => {
        const f: TemplateFire = { ...fire, under };
        expect(text(fireOdds(f))).toEqual(text(fireOdds(f, { enumerate: true })));
      });
    }),
  );
});

describe('whole bombardments: closed form equals enumeration', () => {
  for (const [name, u, extra] of [BOMBARDMENTS[0]!, BOMBARDMENTS[3]!])
    it(name, () => {
      const s = situation(unit(u), extra);
      const closed = bombardOdds(s);
      const enumerated = bombardOdds(s, { enumerate: true });
      expect(closed.attempts.map((a) => text(a.fire))).toEqual(enumerated.attempts.map((a) => text(a.fire)));
      expect(text(closed.overall)).toEqual(text(enumerated.overall));
      expect(closed.rules.map((r) => r.id)).toEqual(enumerated.rules.map((r) => r.id));
    });
});

/** What the enumeration of the bombardment itself gives: ranging in, how it ends, attempts, rules. */
function ending(o: ReturnType<typeof bombardOdds>): unknown {
  return {
    rangeIn: [...o.rangeIn.attempt.map(String), String(o.rangeIn.none), o.rangeIn.need],
    status: o.status.map((x) => [x.status, String(x.p)]),
    attempts: o.attempts.map((a) => [a.attempt, String(a.p), a.toHitPenalty]),
    rules: o.rules.map((r) => r.id),
    notes: o.notes,
  };
}

describe('Range In and how the bombardment ends: pass or fail per die equals every face', () => {
  const open: TeamsUnderTemplate[] = [{ name: 'Rifle team', profile: RIFLE_MG, skill: 'trained' }];
  const cases: [string, Parameters<typeof unit>[0], Parameters<typeof situation>[1]?][] = [
    ['Trained battery and Observer', {}],
    ['a Veteran battery over terrain at night', { skill: 3, templateCoversTerrain: true }, { night: true }],
    ['a Conscript battery through smoke', { skill: 5, throughSmoke: true }],
    ['an Air Observation Post re-rolls the third attempt', {}, { spotter: { name: 'AOP', rating: 4, role: 'aop' } }],
    ['a Repeat Bombardment', { repeat: { spotterCanSee: true } }],
    ['a Smoke Bombardment', { smoke: {} }],
    ['Danger Close refused', { nearestFriendly: 2 }],
    [
      'Super-heavy Rockets: Skill tests for the launchers',
      { weapons: [{ name: 'Stuka zu Fuss', count: 3, antiTank: 5, firepower: 1, rules: ['super-heavy-rockets'] }] },
    ],
  ];
  for (const [name, u, extra] of cases)
    it(name, () => {
      const s = situation(unit({ under: open, ...u }), extra);
      expect(ending(bombardOdds(s))).toEqual(ending(bombardOdds(s, { enumerate: true })));
    });
});

describe("the spec's worked examples (p. 48)", () => {
  const t34s: TeamsUnderTemplate[] = [{ name: 'T-34/85', count: 3, profile: T34_85, skill: 'trained' }];
  it('EX-21a: ranged in on attempt 1, each Trained T-34/85 is hit on 3+ (2/3)', () => {
    const o = bombardOdds(situation(unit({ under: t34s })));
    expect(o.attempts[0]!.fire.groups[0]!.pHit).toEqual(Fraction.of(2, 3));
  });
  it('EX-21b: only 2 guns fire: successful hits are re-rolled, (2/3)^2 = 4/9', () => {
    const o = bombardOdds(
      situation(unit({ weapons: [{ name: '15cm sFH18', count: 2, antiTank: 3, firepower: 2 }], under: t34s })),
    );
    expect(o.attempts[0]!.fire.groups[0]!.pHit).toEqual(Fraction.of(4, 9));
  });
  it('EX-21c: the T-34/85s save with their Top armour 1: other armour changes nothing, Top 2 does', () => {
    const fate = (armour: { front: number; side: number; top: number }) =>
      bombardOdds(situation(unit({ under: [{ ...t34s[0]!, profile: { ...T34_85, armour } }] })))
        .attempts[0]!.fire.groups[0]!.states.fractions()
        .map(String);
    expect(fate({ front: 1, side: 1, top: 1 })).toEqual(fate({ front: 6, side: 4, top: 1 }));
    expect(fate({ front: 6, side: 4, top: 2 })).not.toEqual(fate({ front: 6, side: 4, top: 1 }));
  });
});
