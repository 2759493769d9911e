import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../src/dice/seeded.js';
import { ScriptedDice } from '../../../../src/dice/scripted.js';
import { ScriptedDecider } from '../../../../src/engine/decider.js';
import { runProcedureSync } from '../../../../src/engine/runner.js';
import { assault } from '../../../../src/rulesets/fow4/assault/procedure.js';
import { bombard } from '../../../../src/rulesets/fow4/bombard/bombard.js';
import { assaultFromGame, assaultQuestions, changesFromAssault } from '../../../../src/rulesets/fow4/bridge/assault.js';
import { bombardFromGame, bombardQuestions, changesFromBombard } from '../../../../src/rulesets/fow4/bridge/bombard.js';
import { applyChanges } from '../../../../src/rulesets/fow4/bridge/changes.js';
import { createFow4Game } from '../../../../src/rulesets/fow4/game.js';
import { copyDemo, demo, edited, unitOf } from './helpers.js';

describe('game -> assault', () => {
  it('maps both sides: teams with game ids, leaders, commanders, state, ratings and rules', () => {
    const g = demo();
    const data = edited(g, (s) => {
      const gren = unitOf(s, 1, '1st Grenadier Platoon');
      gren.teams[1]!.movement = 'moved';
      gren.teams[2]!.shot = true;
      gren.teams[3]!.concealed = true;
      unitOf(s, 0, '2nd Troop').teams[1]!.bailedOut = true;
    });
    const ga = assaultFromGame(data, '1st Grenadier Platoon', ['2nd Troop'], { shotHalted: ['3'] });
    const a = ga.input.attacker.unit;
    expect(ga.input.attacker.player).toBe('German');
    expect(a.ratings).toMatchObject({ motivation: 'confident', skill: 'veteran' });
    expect(a.teams).toHaveLength(10);
    expect(a.teams[0]).toMatchObject({ id: '1st Grenadier Platoon/1', leader: true });
    expect(a.teams[1]).toMatchObject({ moved: true });
    expect(a.teams[2]).toMatchObject({ shot: true, shotHalted: true });
    expect(a.teams[3]).toMatchObject({ concealed: true });
    const d = ga.input.defender.units[0]!;
    expect(d.rules).toEqual(['british-bulldog']);
    expect(d.commander).toBe('ask');
    expect(d.teams[1]).toMatchObject({ id: '2nd Troop/2', bailedOut: true });
    expect(assaultQuestions(data, '1st Grenadier Platoon', ['2nd Troop']).map((q) => q.key)).toEqual([
      'smoke',
      'nearby', // the other British units that may fire Defensive Fire (p. 55)
      'shotHalted',
      'movedOver10',
    ]);
    expect(() => assaultFromGame(data, '1st Grenadier Platoon', ['StuG Platoon'])).toThrow('same side');
  });

  it('the result goes back into the state: every destroyed or bailed-out team and pinned unit', () => {
    const g = demo();
    const ga = assaultFromGame(g.data, '1st Grenadier Platoon', ['2nd Troop']);
    const result = runProcedureSync(assault(ga.input), { dice: new SeededDice(7), decider: new ScriptedDecider([]) });
    const { state } = applyChanges(g.data.state, changesFromAssault(ga, result));
    const status = (id: string) => {
      const [side, unit] = id.startsWith('2nd Troop') ? [0, '2nd Troop'] : [1, '1st Grenadier Platoon'];
      const t = unitOf(state, side as number, unit as string).teams.find((x) => x.id === id)!;
      return t.destroyed ? 'destroyed' : t.bailedOut ? 'bailed-out' : 'active';
    };
    for (const t of result.teams) expect(status(t.id), t.id).toBe(t.status);
    for (const u of result.units)
      expect(unitOf(state, u.side === 'attacker' ? 1 : 0, u.name).pinned ?? false, u.name).toBe(u.pinned);
  });
});

function batteryGame(troopRules = ''): string {
  const dir = dirname(copyDemo());
  const force = join(dir, 'forces', 'battery.yaml');
  writeFileSync(
    force,
    `ruleset: fow4
name: Field Battery
arsenals: [british]
ratings: { motivation: confident, skill: trained }
formations:
  - name: Field Battery
    hq: { name: Battery HQ, teams: [OP Sherman] }
    units:
      - name: Sexton Troop
        teams: [{ team: Sexton, count: 4 }]
${troopRules ? `        rules: [${troopRules}]\n` : ''}`,
  );
  const file = join(dir, 'battery-game.yaml');
  createFow4Game({
    gameFile: file,
    sides: [
      { name: 'British', forceFile: force },
      { name: 'German', forceFile: join(dir, 'forces', 'german-grenadierkompanie.yaml') },
    ],
    dice: { kind: 'seeded', seed: 1, state: [] },
  });
  return file;
}

describe('game -> bombardment', () => {
  it('groups the artillery lines, takes the spotter, the teams under the template and their cover from the game', async () => {
    const file = batteryGame();
    const { openFow4Game } = await import('../../../../src/rulesets/fow4/game.js');
    const game = openFow4Game(file);
    const data = edited({ game }, (s) => {
      unitOf(s, 0, 'Sexton Troop').teams[3]!.movement = 'moved';
      unitOf(s, 1, '1st Grenadier Platoon').teams[2]!.foxholes = true;
    });
    const gb = bombardFromGame(data, 'Sexton Troop', ['1st Grenadier Platoon'], {
      under: ['1', '2', '3'],
      cover: 'short',
    });
    const unit = gb.situation.units[0]!;
    expect(unit.weapons.map((w) => [w.name, w.count, w.unadjusted, w.state ?? {}])).toEqual([
      ['OQF 25 pdr gun', 3, true, {}],
      ['OQF 25 pdr gun', 1, true, { moved: true }],
    ]);
    expect(gb.situation.spotter).toMatchObject({ name: 'Sexton Troop/1', role: 'firing', rating: 4 });
    expect(unit.under.map((t) => [t.name, t.cover, t.skill])).toEqual([
      ['1st Grenadier Platoon/1', 'short', 'veteran'],
      ['1st Grenadier Platoon/2', 'short', 'veteran'],
      ['1st Grenadier Platoon/3', 'foxholes', 'veteran'],
    ]);
    expect(unit.repeat).toBeUndefined();
    expect(
      bombardQuestions(data, 'Sexton Troop', ['1st Grenadier Platoon'])
        .find((q) => q.key === 'spotter')
        ?.choices?.map((c) => c.value),
    ).toEqual(['Battery HQ/1', 'Sexton Troop/1', 'Sexton Troop/2', 'Sexton Troop/3', 'Sexton Troop/4']);
  });

  it("the unit's own Mike Target and Time on Target rules reach its bombardment (pp. 69, 72)", async () => {
    const { openFow4Game } = await import('../../../../src/rulesets/fow4/game.js');
    const unitOfGame = (file: string) => {
      const game = openFow4Game(file, { readOnly: true });
      const data = { state: game.session.state, forces: game.forces };
      return bombardFromGame(data, 'Sexton Troop', ['1st Grenadier Platoon']).situation.units[0]!;
    };
    const plain = unitOfGame(batteryGame());
    expect([plain.mikeTarget, plain.timeOnTarget]).toEqual([undefined, undefined]);
    const ruled = unitOfGame(batteryGame('mike-target, time-on-target'));
    expect([ruled.mikeTarget, ruled.timeOnTarget]).toEqual([true, true]);
  });

  it('hits go back into the game: a destroyed team, the unit pinned, the firing teams shot, the Ranged In marker; then a repeat', async () => {
    const file = batteryGame();
    const { openFow4Game } = await import('../../../../src/rulesets/fow4/game.js');
    const game = openFow4Game(file);
    const data = { state: game.session.state, forces: game.forces };
    const gb = bombardFromGame(data, 'Sexton Troop', ['1st Grenadier Platoon'], {
      under: ['1', '2', '3'],
      nearestFriendly: 12,
    });
    // Range in 4 (trained 4+); to hit veteran infantry 4+: 5, 5, 1; saves 3+: 1 (destroyed), 6 (saved).
    const result = runProcedureSync(bombard(gb.situation), {
      dice: new ScriptedDice([4, 5, 5, 1, 1, 6]),
      decider: new ScriptedDecider([]),
    });
    const { state, applied } = applyChanges(data.state, changesFromBombard(gb, result));
    const gren = unitOf(state, 1, '1st Grenadier Platoon');
    expect(gren.teams.map((t) => t.destroyed ?? false).slice(0, 3)).toEqual([true, false, false]);
    expect(gren.pinned).toBe(true);
    expect(unitOf(state, 0, 'Sexton Troop').teams.every((t) => t.shot)).toBe(true);
    expect(unitOf(state, 0, 'Sexton Troop').rangedIn).toBe('1st Grenadier Platoon');
    expect(applied.find((c) => c.field === 'pinned')?.rule).toMatchObject({ name: 'Pin Down Target', page: 'p. 49' });
    // Next turn (shot cleared): the marker makes it a Repeat Bombardment.
    const next = {
      state: {
        ...state,
        sides: state.sides.map((s) => ({
          ...s,
          units: s.units.map((u) => ({ ...u, teams: u.teams.map(({ shot: _s, ...t }) => t) })),
        })),
      },
      forces: data.forces,
    };
    expect(bombardFromGame(next, 'Sexton Troop', ['1st Grenadier Platoon']).situation.units[0]!.repeat).toEqual({
      spotterCanSee: true,
    });
  });
});
