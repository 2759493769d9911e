import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/scripted.js';
import { ScriptedDecider } from '../../../../src/engine/decider.js';
import { runProcedureSync } from '../../../../src/engine/runner.js';
import { applyChanges } from '../../../../src/rulesets/fow4/bridge/changes.js';
import {
  changesFromTest,
  runGameTest,
  testFromGame,
  testQuestions,
  unitSpirits,
  type GameTestKind,
  type TestFacts,
} from '../../../../src/rulesets/fow4/bridge/tests.js';
import type { GameData } from '../../../../src/rulesets/fow4/bridge/game.js';
import { demo, edited, unitOf } from './helpers.js';

function run(
  data: GameData,
  kind: GameTestKind,
  units: string[],
  faces: number[],
  facts: TestFacts = {},
  decisions: string[] = [],
) {
  const test = testFromGame(data, kind, units, facts);
  const outcome = runProcedureSync(runGameTest(test), {
    dice: new ScriptedDice(faces),
    decider: new ScriptedDecider(decisions),
  });
  const { state, applied } = applyChanges(data.state, changesFromTest(data, test, outcome));
  return { test, outcome, state, applied };
}

describe('tests of nerve from a game unit', () => {
  it('rally: the unit ratings and rules go in; a pass clears the pin, a failure keeps it', () => {
    const g = demo();
    const data = edited(g, (s) => (unitOf(s, 0, '1st Troop').pinned = true));
    const test = testFromGame(data, 'rally', ['1st Troop']);
    expect(test.subjects[0]!.input).toMatchObject({
      name: '1st Troop',
      ratings: { motivation: 'confident', skill: 'trained' },
      rules: ['british-bulldog'],
      commander: 'ask',
      player: 'British',
    });
    const pass = run(data, 'rally', ['1st Troop'], [4]);
    expect(pass.outcome.results[0]!.result.passed).toBe(true);
    expect(unitOf(pass.state, 0, '1st Troop').pinned).toBeUndefined();
    expect(pass.applied[0]).toMatchObject({
      field: 'pinned',
      rule: { name: 'Rallying from Pinned Down', page: 'p. 41' },
    });
    // Confident: 4+. A 3 fails; the Commander's re-roll is asked and (by default) not there.
    const fail = run(data, 'rally', ['1st Troop'], [3]);
    expect(unitOf(fail.state, 0, '1st Troop').pinned).toBe(true);
    // With the Commander in range, the failed die is re-rolled.
    const led = run(data, 'rally', ['1st Troop'], [3, 5], { commander: true });
    expect(led.outcome.results[0]!.result.rolls.map((r) => r.by)).toEqual(['test', 'commander']);
    expect(unitOf(led.state, 0, '1st Troop').pinned).toBeUndefined();
  });

  it('rally on a unit that is not pinned is refused', () => {
    const g = demo();
    expect(() => testFromGame(g.data, 'rally', ['1st Troop'])).toThrow('is not Pinned Down');
  });

  it('remount: one test per bailed-out tank; each pass clears its Bailed Out', () => {
    const g = demo();
    const data = edited(g, (s) => {
      const t = unitOf(s, 0, '2nd Troop').teams;
      t[0]!.bailedOut = true;
      t[2]!.bailedOut = true;
    });
    const r = run(data, 'remount', ['2nd Troop'], [5, 2]);
    expect(r.test.subjects.map((s) => s.team!.id)).toEqual(['2nd Troop/1', '2nd Troop/3']);
    expect(unitOf(r.state, 0, '2nd Troop').teams.map((t) => t.bailedOut ?? false)).toEqual([false, false, true, false]);
  });

  it('last stand: In Good Spirits from the morale rules; a failure destroys the unit and all its teams', () => {
    const g = demo();
    const data = edited(g, (s) => {
      const t = unitOf(s, 0, '1st Troop').teams;
      t[0]!.destroyed = true;
      t[1]!.bailedOut = true;
      t[2]!.bailedOut = true;
    });
    const at = run(data, 'last-stand', ['Anti-tank Troop'], []);
    expect(at.test.subjects[0]!.input).toMatchObject({ unit: { leaderless: false } });
    expect(at.outcome.results[0]!.result.consequences[0]!.code).toBe('in-good-spirits');
    // 1st Troop: one tank destroyed, two bailed out, one active (EX-29a shape): not In Good Spirits.
    const r = run(data, 'last-stand', ['1st Troop'], [2]);
    expect(r.test.subjects[0]!.input).toMatchObject({ unitType: 'tank', hq: false });
    expect(r.outcome.results[0]!.result.consequences[0]!.code).toBe('not-in-good-spirits');
    expect(r.outcome.results[0]!.result.passed).toBe(false);
    const unit = unitOf(r.state, 0, '1st Troop');
    expect(unit.destroyed).toBe(true);
    expect(unit.teams.every((t) => t.destroyed)).toBe(true);
    expect(r.applied[0]).toMatchObject({ scope: 'unit', field: 'destroyed', rule: { page: 'p. 60' } });
    const pass = run(data, 'last-stand', ['1st Troop'], [4]);
    expect(unitOf(pass.state, 0, '1st Troop').destroyed).toBeUndefined();
  });

  it('counterattack: several defending units, one die; a unit that fails must break off, pinned', () => {
    const g = demo();
    // Confident 4+; British Bulldog makes the British troops 3+. A 3 passes the Bulldog troop only.
    const r = run(g.data, 'counterattack', ['1st Troop'], [3]);
    expect(r.outcome.results[0]!.result.passed).toBe(true);
    const g2 = run(g.data, 'counterattack', ['1st Grenadier Platoon', 'StuG Platoon'], [3]);
    expect(unitOf(g2.state, 1, '1st Grenadier Platoon').pinned).toBe(true);
    expect(unitOf(g2.state, 1, 'StuG Platoon').pinned).toBe(true);
    expect(() => testFromGame(g.data, 'counterattack', ['1st Troop', 'StuG Platoon'])).toThrow('one side');
  });

  it('orders: the order is recorded; Dig In puts infantry in foxholes; a second order is not allowed', () => {
    const g = demo();
    const dig = run(g.data, 'dig-in', ['2nd Grenadier Platoon'], [3]);
    const unit = unitOf(dig.state, 1, '2nd Grenadier Platoon');
    expect(unit.order).toBe('dig-in');
    expect(unit.teams.every((t) => t.foxholes)).toBe(true);
    const blitz = run(g.data, 'blitz', ['1st Troop'], [2]);
    expect(unitOf(blitz.state, 0, '1st Troop').order).toBe('blitz (failed)');
    const twice = run({ state: blitz.state, forces: g.data.forces }, 'follow-me', ['1st Troop'], []);
    expect(twice.outcome.results[0]!.result.consequences[0]!.code).toBe('order-not-allowed');
    expect(twice.applied).toEqual([]);
  });

  it('questions: the Commander for leadership tests, the Pioneer Supply for Dig In', () => {
    const g = demo();
    expect(testQuestions(g.data, 'rally', ['1st Troop']).map((q) => q.key)).toEqual(['commander']);
    expect(testQuestions(g.data, 'dig-in', ['1st Grenadier Platoon']).map((q) => q.key)).toEqual(['pioneerSupply']);
    expect(unitSpirits(testFromGame(g.data, 'last-stand', ['StuG Platoon']).units[0]!).inGoodSpirits).toBe(true);
  });
});
