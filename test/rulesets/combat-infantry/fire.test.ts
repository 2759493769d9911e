import { describe, expect, it } from 'vitest';
import { fire, type FireSituation } from '../../../src/rulesets/combat-infantry/fire/fire.js';
import type { HitUnit } from '../../../src/rulesets/combat-infantry/fire/hits.js';
import { rangeModifier } from '../../../src/rulesets/combat-infantry/fire/situation.js';
import { bundledLostValues } from '../../../src/rulesets/combat-infantry/lost-values.js';
import { CI } from '../../../src/rulesets/combat-infantry/rules.js';
import { TEST_DATA } from './fixtures/test-data.js';
import { diceAsked, run } from './helpers.js';

const squad = (id: string, strength: number, extra: Partial<HitUnit> = {}): HitUnit => ({
  id,
  owner: 'Germany',
  strength,
  lastStep: 1,
  defense: 1,
  ...extra,
});
const shot = (F: number, strength: number, targets: HitUnit[], extra: Partial<FireSituation> = {}): FireSituation => ({
  firer: { id: 'shooter', side: 'USA', strength, F },
  mode: 'direct',
  modifiers: [],
  targets,
  ...extra,
});

describe('§14 ex. 1-2: the hit rule (each die at or under F; 0 reads as 10)', () => {
  it('ex. 1: strength 2 at F3 rolls 3 and 7: one hit; the same at F4: one hit; 4 and 0 at F4: one hit', () => {
    expect(run(fire(shot(3, 2, [squad('g', 3)])), [3, 7]).result.hits).toBe(1);
    expect(run(fire(shot(4, 2, [squad('g', 3)])), [3, 7]).result.hits).toBe(1);
    expect(run(fire(shot(4, 2, [squad('g', 3)])), [4, 10]).result.hits).toBe(1);
  });

  it('ex. 2: F3 at strength 4 rolls 1, 3, 5, 0: two hits', () => {
    const r = run(fire(shot(3, 4, [squad('g', 3), squad('h', 3)])), [1, 3, 5, 10]).result;
    expect(r.hits).toBe(2);
    expect(r.rules).toContain(CI.firepower);
  });

  it('B1 option: one hit per firing unit however many dice score', () => {
    const r = run(fire(shot(3, 4, [squad('g', 3)], { oneHitPerUnit: true })), [1, 2, 3, 9]).result;
    expect(r.events).toHaveLength(1);
    expect(r.after[0]!.strength).toBe(2);
  });
});

describe('§14 ex. 3: range (test data: F3, Range 2)', () => {
  const lost = bundledLostValues();
  it('F3 at 2 hexes, F2 at 3 hexes, no fire at 5 hexes', () => {
    expect(rangeModifier(2, TEST_DATA.usSquad.range, lost)).toBeUndefined();
    const long = rangeModifier(3, TEST_DATA.usSquad.range, lost);
    expect(long).toMatchObject({ delta: -1 });
    expect(rangeModifier(5, TEST_DATA.usSquad.range, lost)).toBe('out');
    expect(lost.take().map((u) => [u.name, u.source])).toEqual([['fire.long_range_modifier', 'rebuilt']]);
  });
});

describe('§14 ex. 4: armor (test data: F4 against a Sherman, armor 3)', () => {
  const sherman = squad('Sherman', 3, { armor: TEST_DATA.shermanArmor, defense: 2 });
  it('net F1 at short range: only a 1 hits', () => {
    const s = shot(4, 2, [sherman], {
      targeted: 'Sherman',
      modifiers: [{ name: 'armor 3', delta: -3, rule: CI.armor }],
    });
    const r = run(fire(s), [1, 2]).result;
    expect(r.F).toBe(1);
    expect(r.hits).toBe(1);
  });
  it('F0 at long range: no fire possible, no dice rolled', () => {
    const s = shot(4, 2, [sherman], {
      targeted: 'Sherman',
      modifiers: [
        { name: 'long range', delta: -1, rule: CI.range },
        { name: 'armor 3', delta: -3, rule: CI.armor },
      ],
    });
    const { result, journal } = run(fire(s), []);
    expect(result.fired).toBe(false);
    expect(diceAsked(journal)).toBe(0);
  });
});

describe('§14 ex. 5, 7, 8, 9: casualties, targeting, double defense, repulse', () => {
  it('ex. 5: two hits on two squads at 3 and 3: the owner picks the first, the other takes the second', () => {
    const r = run(fire(shot(4, 2, [squad('g1', 3), squad('g2', 3)])), [1, 2], ['ci.casualty=g2']).result;
    expect(r.events.map((e) => [e.unit, e.strength])).toEqual([
      ['g2', 2],
      ['g1', 2],
    ]);
  });

  it('ex. 7: an AT gun targeting a Panther (2D) scores one hit: a half-hit on the Panther', () => {
    const s = shot(6, 2, [squad('Panther', 4, { defense: 2, armor: 5 }), squad('g', 3)], {
      targeted: 'Panther',
      modifiers: [{ name: 'armor 5', delta: -5, rule: CI.armor }],
    });
    const r = run(fire(s), [1, 9]).result;
    expect(r.events).toEqual([{ unit: 'Panther', effect: 'half-hit', strength: 4 }]);
  });

  it('ex. 8: a squad in town (2D) takes 3 hits: half-hit, a step, half-hit carried', () => {
    const r = run(fire(shot(4, 3, [squad('g', 3, { defense: 2 })])), [1, 2, 3]).result;
    expect(r.events.map((e) => e.effect)).toEqual(['half-hit', 'step', 'half-hit']);
    expect(r.after[0]).toMatchObject({ strength: 2, halfHit: 'fire' });
  });

  it('B6: the next half-hit goes to the unit holding one even if another is stronger', () => {
    const r = run(
      fire(shot(4, 1, [squad('weak', 2, { defense: 2, halfHit: 'fire' }), squad('strong', 3, { defense: 2 })])),
      [1],
    ).result;
    expect(r.events).toEqual([{ unit: 'weak', effect: 'step', strength: 1 }]);
  });

  it('ex. 9: a strength-1 squad hit by fire is repulsed, keeping its step', () => {
    const r = run(fire(shot(4, 1, [squad('g', 1)])), [1]).result;
    expect(r.events).toEqual([{ unit: 'g', effect: 'repulsed', strength: 1 }]);
    expect(r.rules).toContain(CI.repulse);
  });

  it('ex. 9: the same hit in an assault eliminates it', () => {
    const r = run(fire(shot(4, 1, [squad('g', 1)], { mode: 'assault' })), [1]).result;
    expect(r.events).toEqual([{ unit: 'g', effect: 'eliminated', strength: 1 }]);
  });

  it('an HQ goes down to its Ø face and is repulsed by the hit taken at Ø (B19)', () => {
    const r = run(fire(shot(4, 2, [{ id: 'PHQ', owner: 'G', strength: 1, lastStep: 0, defense: 1 }])), [1, 2]).result;
    expect(r.events.map((e) => e.effect)).toEqual(['step', 'repulsed']);
    expect(r.after[0]!.strength).toBe(0);
  });
});

describe('§14 ex. 11: friendly fire (test data: mortar F3)', () => {
  it('a mortar bombards at F3 with 2, 0, 6: one hit on the target, the 0 puts one hit on the spotter hex', () => {
    const s = shot(TEST_DATA.mortarF, 3, [squad('g', 3)], {
      mode: 'bombard',
      spotterHex: [squad('PHQ', 2, { owner: 'USA', lastStep: 0 }), squad('us', 4, { owner: 'USA' })],
    });
    const r = run(fire(s), [2, 10, 6]).result;
    expect(r.events).toEqual([{ unit: 'g', effect: 'step', strength: 2 }]);
    expect(r.friendly).toEqual([{ unit: 'us', effect: 'step', strength: 3 }]);
    expect(r.rules).toContain(CI.friendlyFire);
  });

  it('B11: two zeros give one friendly hit by default, two with friendlyFireZeros=each', () => {
    const base = shot(3, 3, [squad('g', 3)], { mode: 'bombard', spotterHex: [squad('us', 4, { owner: 'USA' })] });
    expect(run(fire(base), [10, 10, 6]).result.friendly).toHaveLength(1);
    expect(run(fire({ ...base, friendlyFireZeros: 'each' }), [10, 10, 6]).result.friendly).toHaveLength(2);
  });

  it('direct fire rolling a 0 causes no friendly fire', () => {
    const r = run(fire(shot(3, 2, [squad('g', 3)], { spotterHex: [squad('us', 4)] })), [10, 10]).result;
    expect(r.friendly).toEqual([]);
  });
});
