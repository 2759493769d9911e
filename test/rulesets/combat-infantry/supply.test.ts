import { describe, expect, it } from 'vitest';
import { buildSupportFire } from '../../../src/rulesets/combat-infantry/fire/situation.js';
import { supplyTargets } from '../../../src/rulesets/combat-infantry/supply.js';
import { makeWorld } from './fixtures/world.js';

const ids = (xs: { spec: { id: string } }[]) => xs.map((u) => u.spec.id).sort();

describe('§14 ex. 12-15: supply', () => {
  it('ex. 12: a PHQ at 2 supplies a weakened squad of its platoon in range and the company mortar in its hex', () => {
    const w = makeWorld({
      usa: [
        { id: 'A1-PHQ', kind: 'phq', platoon: 1, hex: '0505' },
        { id: 'A1-a', kind: 'squad', platoon: 1, hex: '0506', strength: 2 },
        { id: 'A-MO', kind: 'mortar', hex: '0505', strength: 1 },
        { id: 'A-MG', kind: 'mg', hex: '0506', strength: 1 },
        { id: 'A2-a', kind: 'squad', platoon: 2, hex: '0506', strength: 2 },
      ],
      germany: [{ id: 'G', kind: 'squad', hex: '0101' }],
    });
    const t = supplyTargets(w, w.unit('A1-PHQ'));
    expect(ids(t.eligible)).toEqual(['A-MO', 'A1-a']);
    expect(t.refused.map((r) => [r.unit.spec.id, r.why])).toEqual([
      ['A-MG', "company weapons only in the PHQ's hex"],
      ['A2-a', 'not of its platoon'],
    ]);
  });

  it('ex. 14: a CHQ supplies along a road (2 hexes) and an adjacent MG; squads further off get nothing', () => {
    const w = makeWorld({
      map: { roads: [['0501', '0502', '0503', '0504', '0505', '0506', '0507', '0508']] },
      usa: [
        { id: 'B-CHQ', kind: 'chq', company: 'B', hex: '0503' },
        { id: 'B1-a', kind: 'squad', company: 'B', platoon: 1, hex: '0505', strength: 2 },
        { id: 'B-MG', kind: 'mg', company: 'B', hex: '0603', strength: 2 },
        { id: 'B1-b', kind: 'squad', company: 'B', platoon: 1, hex: '0903', strength: 2 },
        { id: 'B1-c', kind: 'squad', company: 'B', platoon: 1, hex: '0508', strength: 2 },
      ],
      germany: [{ id: 'G', kind: 'squad', hex: '0101' }],
    });
    const t = supplyTargets(w, w.unit('B-CHQ'));
    expect(ids(t.eligible)).toEqual(['B-MG', 'B1-a']);
    expect(t.refused.map((r) => r.why)).toEqual(['out of supply range', 'out of supply range']);
  });

  it('ex. 14b: supply is not traced across an impassable lake hexside, nor through enemy or frontline hexes', () => {
    const w = makeWorld({
      map: { hexsides: { '0505-0506': 'sea' }, roads: [['0505', '0504', '0503', '0502']] },
      usa: [
        { id: 'A1-PHQ', kind: 'phq', platoon: 1, hex: '0505' },
        { id: 'A1-a', kind: 'squad', platoon: 1, hex: '0506', strength: 2 },
        { id: 'A1-b', kind: 'squad', platoon: 1, hex: '0503', strength: 2 },
      ],
      germany: [{ id: 'G', kind: 'squad', hex: '0604' }],
    });
    const t = supplyTargets(w, w.unit('A1-PHQ'));
    expect(t.eligible).toEqual([]);
    expect(t.refused.map((r) => [r.unit.spec.id, r.why])).toEqual([
      ['A1-a', 'out of supply range'],
      ['A1-b', 'out of supply range'],
    ]);
  });

  it('ex. 15: a damaged Sherman never receives a step; nor AT guns', () => {
    const w = makeWorld({
      usa: [
        { id: 'A-CHQ', kind: 'chq', hex: '0505' },
        { id: 'Sherman', kind: 'tank', assignedCompany: 'A', hex: '0506', strength: 2 },
        { id: 'AT', kind: 'at_gun', assignedCompany: 'A', hex: '0506', strength: 1 },
      ],
      germany: [{ id: 'G', kind: 'squad', hex: '0101' }],
    });
    const t = supplyTargets(w, w.unit('A-CHQ'));
    expect(t.eligible).toEqual([]);
    expect(t.refused.every((r) => r.why.startsWith('tanks, AT guns and field artillery never receive steps'))).toBe(
      true,
    );
  });

  it('only a CHQ supplies a PHQ; a PHQ activated this phase takes no step from it', () => {
    const w = makeWorld({
      usa: [
        { id: 'A-CHQ', kind: 'chq', hex: '0505' },
        { id: 'A1-PHQ', kind: 'phq', platoon: 1, hex: '0506', strength: 1, state: { activated: true } },
        { id: 'A2-PHQ', kind: 'phq', platoon: 2, hex: '0506', strength: 1 },
      ],
      germany: [{ id: 'G', kind: 'squad', hex: '0101' }],
    });
    expect(ids(supplyTargets(w, w.unit('A-CHQ')).eligible)).toEqual(['A2-PHQ']);
  });
});

describe('§14 ex. 26: air and artillery', () => {
  it('no air strike in a Player Turn that called artillery', () => {
    const w = makeWorld({
      usa: [{ id: 'PHQ', kind: 'phq', platoon: 1, hex: '0506' }],
      germany: [{ id: 'G', kind: 'squad', hex: '0505' }],
      state: {
        used: { fireCounts: {}, moveCounts: {}, bombardedFrom: [], spotters: [], assaults: [], artillery: true },
      },
    });
    expect(() => buildSupportFire(w, 0, 'air', '0505')).toThrow(/cannot both be used in the same Player Turn/);
    expect(() => buildSupportFire(w, 0, 'artillery', '0505')).toThrow(/One artillery bombardment per Fire Phase/);
  });
});
