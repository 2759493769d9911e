import { describe, expect, it } from 'vitest';
import { engineerActions, mortarSmokeActions } from '../../../src/rulesets/combat-infantry/turn/engineer-step.js';
import type { CiView } from '../../../src/rulesets/combat-infantry/turn/table.js';
import { makeWorld } from './fixtures/world.js';
import { run } from './helpers.js';

const viewOf = (w: ReturnType<typeof makeWorld>): CiView => ({ state: w.state, forces: w.forces });
const action = (list: { id: string; run: () => unknown }[], id: string) => {
  const a = list.find((x) => x.id === id);
  if (!a) throw new Error(`no action ${id}: ${list.map((x) => x.id).join(', ')}`);
  return a as {
    run: () => Generator<never, { state: ReturnType<typeof makeWorld>['state']; report: string[] }, never>;
  };
};

describe('engineers and smoke in play (test data: engineers F3, mortar F3)', () => {
  it('§14 ex. 23 in play: clearing a discovered minefield, one die at or under F and one 0: cleared, one hit on the engineers', () => {
    const w = makeWorld({
      usa: [{ id: 'E', kind: 'engineer', assignedCompany: 'A', hex: '0505' }],
      germany: [{ id: 'G', kind: 'squad', hex: '0101' }],
      state: {
        markers: {
          foxholes: {},
          bunkers: [],
          minefields: [{ hex: '0505', owner: 'Germany', revealed: true }],
          smoke: [],
        },
        step: 'move',
      },
    });
    const { result } = run(action(engineerActions(viewOf(w)), 'clear:E').run(), [2, 10, 9]);
    expect(result.state.markers.minefields).toEqual([]);
    expect(result.state.sides[0]!.blocks[0]).toMatchObject({ id: 'E', strength: 2, moved: true });
    expect(result.report[0]).toBe('E clears the minefield: [2 0 9] succeeds; 1 hit on the engineers');
  });

  it('an engineer blows the bridge next to it with one hit', () => {
    const w = makeWorld({
      map: { hexsides: { '0505-0506': { terrain: 'river', bridge: true } } },
      usa: [{ id: 'E', kind: 'engineer', assignedCompany: 'A', hex: '0505' }],
      germany: [{ id: 'G', kind: 'squad', hex: '0101' }],
      state: { step: 'move' },
    });
    const { result } = run(action(engineerActions(viewOf(w)), 'demolish:E').run(), [9, 9, 1]);
    expect(result.state.map.hexsides['0505-0506']).toEqual({ terrain: 'river', bridge: true, destroyed: true });
  });

  it('a mortar lays smoke on a spotted hex with one hit; the smoke blocks LOS', () => {
    const w = makeWorld({
      usa: [
        { id: 'MO', kind: 'mortar', hex: '0508' },
        { id: 'PHQ', kind: 'phq', platoon: 1, hex: '0506' },
        { id: 'S', kind: 'squad', hex: '0507' },
      ],
      germany: [{ id: 'G', kind: 'squad', hex: '0505' }],
    });
    const { result } = run(action(mortarSmokeActions(viewOf(w)), 'smoke:MO').run(), [3, 9, 9]);
    expect(result.state.markers.smoke).toEqual([{ hex: '0505', side: 'USA' }]);
    const after = makeWorld({
      usa: [{ id: 'S', kind: 'squad', hex: '0507' }],
      germany: [{ id: 'G', kind: 'squad', hex: '0505' }],
      state: { markers: result.state.markers },
    });
    expect(after.los('0507', '0505')).toBe(false);
  });

  it('engineers move one hex, then lay smoke in their new hex (p. 7 [Smoke]); after two hexes they may not', async () => {
    const { moveActions } = await import('../../../src/rulesets/combat-infantry/turn/move-step.js');
    const start = makeWorld({
      usa: [{ id: 'E', kind: 'engineer', assignedCompany: 'A', hex: '0507' }],
      germany: [{ id: 'G', kind: 'squad', hex: '0101' }],
      state: { step: 'move' },
    });
    const one = run(action(moveActions(viewOf(start)), 'move:E').run(), [], ['ci.move.hex=0506', 'ci.move.hex=stop'])
      .result.state;
    expect(one.sides[0]!.blocks[0]).toMatchObject({ hex: '0506', moved: true });
    const w1 = makeWorld({
      usa: [{ id: 'E', kind: 'engineer', assignedCompany: 'A', hex: '0506' }],
      germany: [{ id: 'G', kind: 'squad', hex: '0101' }],
      state: { step: 'move' },
    });
    const smoked = run(
      action(engineerActions({ state: { ...w1.state, sides: one.sides }, forces: w1.forces }), 'smoke:E').run(),
      [1, 9, 9],
    ).result.state;
    expect(smoked.markers.smoke).toEqual([{ hex: '0506', side: 'USA' }]);
    // once only: no second task this phase
    expect(engineerActions({ state: smoked, forces: w1.forces }).map((a) => a.id)).toEqual([]);
    const two = run(
      action(moveActions(viewOf(start)), 'move:E').run(),
      [],
      ['ci.move.hex=0506', 'ci.move.hex=0505', 'ci.move.hex=stop'],
    ).result.state;
    expect(two.sides[0]!.blocks[0]).toMatchObject({ hex: '0505', moved: true });
    expect(engineerActions({ state: two, forces: w1.forces }).map((a) => a.id)).not.toContain('smoke:E');
  });

  it('a mortar with no spotted hex in range is not offered smoke; the fire refusals say why', () => {
    const w = makeWorld({
      usa: [{ id: 'MO', kind: 'mortar', hex: '0508' }],
      germany: [{ id: 'G', kind: 'squad', hex: '0505' }],
    });
    expect(mortarSmokeActions(viewOf(w))).toEqual([]);
  });
});

describe('a secret minefield', () => {
  it("entering it stops the move; with its F agreed by nobody, it attacks at umpire's house F2 and says so", async () => {
    const { moveActions } = await import('../../../src/rulesets/combat-infantry/turn/move-step.js');
    const w = makeWorld({
      usa: [{ id: 'S', kind: 'squad', hex: '0507' }],
      germany: [{ id: 'G', kind: 'squad', hex: '0101' }],
      house: {},
      state: {
        step: 'move',
        markers: { foxholes: {}, bunkers: [], minefields: [{ hex: '0506', owner: 'Germany' }], smoke: [] },
      },
    });
    const out = run(action(moveActions(viewOf(w)), 'move:S').run(), [9, 9, 9, 9], ['ci.move.hex=0506']);
    expect(JSON.stringify(out)).toMatch(/minefield\.firepower = 2 \(umpire's house value, not the book's\)/);
    expect(out.result.state.markers.minefields).toEqual([{ hex: '0506', owner: 'Germany', revealed: true }]);
  });

  it('with its F agreed (test data: F3) it attacks the unit with its strength in dice (B17) and is revealed', async () => {
    const { moveActions } = await import('../../../src/rulesets/combat-infantry/turn/move-step.js');
    const w = makeWorld({
      usa: [{ id: 'S', kind: 'squad', hex: '0507' }],
      germany: [{ id: 'G', kind: 'squad', hex: '0101' }],
      house: { 'minefield.firepower': 3 },
      state: {
        step: 'move',
        markers: { foxholes: {}, bunkers: [], minefields: [{ hex: '0506', owner: 'Germany' }], smoke: [] },
      },
    });
    const { result } = run(action(moveActions(viewOf(w)), 'move:S').run(), [1, 9, 9, 9], ['ci.move.hex=0506']);
    expect(result.state.markers.minefields).toEqual([{ hex: '0506', owner: 'Germany', revealed: true }]);
    expect(result.state.sides[0]!.blocks[0]).toMatchObject({ hex: '0506', strength: 3 });
    expect(result.report).toContain('A minefield in 0506 attacks S at F3: [1 9 9 9]: S -> 3');
  });
});
