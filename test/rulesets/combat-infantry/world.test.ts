import { describe, expect, it } from 'vitest';
import { buildFire } from '../../../src/rulesets/combat-infantry/fire/situation.js';
import { fire } from '../../../src/rulesets/combat-infantry/fire/fire.js';
import { distance, lines, neighbours } from '../../../src/rulesets/combat-infantry/hex.js';
import { planMove } from '../../../src/rulesets/combat-infantry/movement.js';
import { controlsObjective } from '../../../src/rulesets/combat-infantry/victory.js';
import { makeWorld } from './fixtures/world.js';
import { run } from './helpers.js';

describe('hexes (odd-q columns)', () => {
  it('neighbours and distances', () => {
    expect(neighbours('0505').sort()).toEqual(['0405', '0406', '0504', '0506', '0605', '0606']);
    expect(neighbours('0404').sort()).toEqual(['0303', '0304', '0403', '0405', '0503', '0504'].sort());
    expect(distance('0505', '0508')).toBe(3);
    expect(distance('0101', '0401')).toBe(3);
    expect(lines('0505', '0507')[0]).toEqual(['0505', '0506', '0507']);
  });
});

describe('§14 ex. 6: non-AT fire at a hex with a tank (test data)', () => {
  const w = makeWorld({
    usa: [{ id: 'US', kind: 'squad', hex: '0507' }],
    germany: [
      { id: 'Panther', kind: 'tank', hex: '0505', state: { revealed: true } },
      { id: 'G', kind: 'squad', hex: '0505', steps: 3 },
    ],
  });
  it('the squad cannot affect the Panther: its hits go to the German squad', () => {
    const b = buildFire(w, { firer: 'US', hex: '0505' });
    expect(b.situation.targets.map((t) => t.id)).toEqual(['G']);
    const r = run(fire(b.situation), [1, 2, 9, 9]).result;
    expect(r.events.map((e) => e.unit)).toEqual(['G', 'G']);
  });
  it('and it may not target the Panther', () => {
    expect(() => buildFire(w, { firer: 'US', hex: '0505', targeted: 'Panther' })).toThrow(
      /only tanks and anti-tank units target armor/,
    );
  });
});

describe('§14 ex. 7: the AT gun targets the Panther (test data: AT gun F6, Panther armor 5)', () => {
  it('net F1, and the hit is a half-hit (tanks have 2D against fire, B3)', () => {
    const w = makeWorld({
      usa: [{ id: 'AT', kind: 'at_gun', hex: '0507', assignedCompany: 'A' }],
      germany: [
        { id: 'Panther', kind: 'tank', hex: '0505', state: { revealed: true } },
        { id: 'G', kind: 'squad', hex: '0505', steps: 3 },
      ],
    });
    const b = buildFire(w, { firer: 'AT', hex: '0505', targeted: 'Panther' });
    const r = run(fire(b.situation), [1, 2]).result;
    expect(r.F).toBe(1);
    expect(r.events).toEqual([{ unit: 'Panther', effect: 'half-hit', strength: 4 }]);
  });
});

describe('§14 ex. 17: hexside fire limits (test data: woods fire limit 1)', () => {
  // Two squads and a mortar in 0506; the enemy in 0505 across a woods hexside; a PHQ spots from 0605.
  const w = makeWorld({
    map: { hexsides: { '0505-0506': 'woods' } },
    usa: [
      { id: 'S1', kind: 'squad', hex: '0506' },
      { id: 'S2', kind: 'squad', hex: '0506' },
      { id: 'MO', kind: 'mortar', hex: '0506' },
      { id: 'PHQ', kind: 'phq', platoon: 1, hex: '0605', state: { revealed: true } },
    ],
    germany: [{ id: 'G', kind: 'squad', hex: '0505', steps: 3 }],
  });
  it('the mortar bombards without using the limit; squad 1 uses it; squad 2 cannot fire across', () => {
    const mortar = buildFire(w, { firer: 'MO', hex: '0505' });
    expect(mortar.bombard).toBe(true);
    expect(mortar.sides).toEqual([]);
    const s1 = buildFire(w, { firer: 'S1', hex: '0505' });
    expect(s1.sides).toEqual(['0505|0506']);
    w.state.used.fireCounts['0505|0506'] = 1;
    expect(() => buildFire(w, { firer: 'S2', hex: '0505' })).toThrow(
      /allows 1 firing unit and 1 already fired across it/,
    );
  });
  it('squad 2 may still assault across the same hexside', () => {
    w.state.sides[0]!.blocks.find((b) => b.id === 'S2')!.fired = false;
    const plan = planMove(w, 'S2', ['0505']);
    expect(plan.assault).toEqual({ hex: '0505', from: '0506' });
  });
});

describe('§14 ex. 16: road movement', () => {
  it('along a road through Clear 1 MP, then through Woods 2 MP (rebuilt L28-L30)', () => {
    const w = makeWorld({
      map: { hexes: { '0503': 'woods' }, roads: [['0505', '0504', '0503']] },
      usa: [{ id: 'S', kind: 'squad', hex: '0505' }],
      germany: [{ id: 'G', kind: 'squad', hex: '0910' }],
    });
    const plan = planMove(w, 'S', ['0504', '0503']);
    expect(plan.steps.map((s) => s.cost)).toEqual([1, 2]);
    expect(plan.stopped).toBe('woods hex');
  });

  it('off the road: Clear 2, and entering a frontline hex stops the unit', () => {
    const w = makeWorld({
      usa: [{ id: 'S', kind: 'squad', hex: '0507' }],
      germany: [{ id: 'G', kind: 'squad', hex: '0504' }],
    });
    expect(() => planMove(w, 'S', ['0506', '0505', '0405'])).toThrow(/must stop in 0505 \(a frontline hex\)/);
    expect(planMove(w, 'S', ['0506', '0505'])).toMatchObject({ cost: 4, stopped: 'a frontline hex' });
  });
});

describe('§14 ex. 22: Walking Fire (optional; test data: F3)', () => {
  it('fires at F2 after moving one hex and may not assault', () => {
    const w = makeWorld({
      usa: [{ id: 'S', kind: 'squad', hex: '0506' }],
      germany: [{ id: 'G', kind: 'squad', hex: '0504' }],
    });
    const b = buildFire(w, { firer: 'S', hex: '0504', walkingFire: true });
    expect(run(fire(b.situation), [2, 3, 9, 9]).result.F).toBe(2);
    expect(() => planMove(w, 'S', ['0505', '0504'], { walkingFire: true })).toThrow(/only one hex/);
  });
});

describe('§14 ex. 18 and 25: hex control and objectives', () => {
  const w = makeWorld({
    map: { hexsides: { '0504-0505': 'hedge', '0304-0404': 'river' } },
    usa: [{ id: 'US', kind: 'squad', hex: '0505' }],
    germany: [{ id: 'G', kind: 'squad', hex: '0404' }],
  });
  it('control projects into adjacent hexes, not across a river or a hedge without a gap (B24)', () => {
    expect(w.control('0405', 1)).toBe('disputed');
    expect(w.control('0304', 1)).toBe('neutral');
    expect(w.control('0504', 0)).toBe('enemy');
    expect(w.control('0504', 1)).toBe('friendly');
    expect(w.frontline('0405')).toBe(true);
    expect(w.frontline('0504')).toBe(false);
    expect(w.frontline('0404')).toBe(false);
  });
  it('ex. 25: an objective with one disputed neighbour is not controlled', () => {
    expect(controlsObjective(w, '0404', 1)).toBe(false);
    const alone = makeWorld({
      usa: [{ id: 'US', kind: 'squad', hex: '0909' }],
      germany: [{ id: 'G', kind: 'squad', hex: '0404' }],
    });
    expect(controlsObjective(alone, '0404', 1)).toBe(true);
  });
});
