import { describe, expect, it } from 'vitest';
import { engineerRoll } from '../../../src/rulesets/combat-infantry/engineers.js';
import { halfHitChecks } from '../../../src/rulesets/combat-infantry/fire/phase-end.js';
import { moraleCheck } from '../../../src/rulesets/combat-infantry/morale.js';
import { CI } from '../../../src/rulesets/combat-infantry/rules.js';
import { TEST_DATA } from './fixtures/test-data.js';
import { run } from './helpers.js';

describe('§14 ex. 10: Morale (test data: squad Morale 7, PHQ Morale 8)', () => {
  it('a strength-1 squad rolling 8 against its own 7 fails', () => {
    const r = run(
      moraleCheck({ unit: 'A1-a', owner: 'USA', rating: TEST_DATA.usSquad.morale, why: 'to move' }),
      [8],
    ).result;
    expect(r).toMatchObject({ passed: false, face: 8, rating: 7 });
  });

  it("using the PHQ's 8 the same roll passes; the default takes the better rating", () => {
    const r = run(
      moraleCheck({
        unit: 'A1-a',
        owner: 'USA',
        rating: 7,
        why: 'to move',
        hq: { id: 'A1-PHQ', rating: TEST_DATA.phqMorale },
      }),
      [8],
    ).result;
    expect(r).toMatchObject({ passed: true, usedHq: 'A1-PHQ' });
    expect(r.rules).toContain(CI.moraleHq);
  });

  it('a 0 reads as 10 and fails any rating under 10', () => {
    expect(run(moraleCheck({ unit: 'u', owner: 'USA', rating: 9, why: 'x' }), [10]).result.passed).toBe(false);
  });

  it('a farm defender adds +1 to the rating', () => {
    const r = run(
      moraleCheck({ unit: 'u', owner: 'USA', rating: 7, why: 'x', bonus: { delta: 1, rule: CI.farmMorale } }),
      [8],
    ).result;
    expect(r.passed).toBe(true);
  });
});

describe('§14 ex. 8 (end of phase): half-hits checked at the end of the enemy Fire Phase', () => {
  const holder = (strength: number) => ({
    unit: { id: 'g', owner: 'G', strength, lastStep: 1, defense: 2 as const, halfHit: 'fire' as const },
    morale: { rating: 7 },
  });
  it('a pass removes the half-hit', () => {
    const h = holder(2);
    const r = run(halfHitChecks([h]), [7]).result;
    expect(r.outcomes[0]).toMatchObject({ passed: true });
    expect(h.unit.halfHit).toBeUndefined();
    expect(h.unit.strength).toBe(2);
  });
  it('a fail costs a step; at the last step it is a repulse', () => {
    const a = holder(2);
    run(halfHitChecks([a]), [8]);
    expect(a.unit.strength).toBe(1);
    const b = holder(1);
    const r = run(halfHitChecks([b]), [8]).result;
    expect(r.outcomes[0]!.event).toMatchObject({ effect: 'repulsed' });
  });
});

describe('§14 ex. 23: minefield clearing (test data: engineers F3)', () => {
  it('one die at or under F and one 0: the minefield is cleared and the engineers take one hit', () => {
    const r = run(
      engineerRoll({ unit: 'ENG', strength: 2, F: TEST_DATA.engineerF, task: 'clear-mines' }),
      [2, 10],
    ).result;
    expect(r).toMatchObject({ success: true, selfHits: 1 });
  });
  it('a demolition with no die at or under F fails', () => {
    expect(run(engineerRoll({ unit: 'ENG', strength: 2, F: 3, task: 'demolish' }), [5, 10]).result).toMatchObject({
      success: false,
      selfHits: 0,
    });
  });
});
