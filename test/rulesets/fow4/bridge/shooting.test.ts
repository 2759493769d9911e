import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/scripted.js';
import { ScriptedDecider } from '../../../../src/engine/decider.js';
import { runProcedureSync } from '../../../../src/engine/runner.js';
import { applyChanges } from '../../../../src/rulesets/fow4/bridge/changes.js';
import {
  shootingFromGame,
  shootingQuestions,
  shootingSituationFromGame,
} from '../../../../src/rulesets/fow4/bridge/shooting.js';
import { changesFromShooting } from '../../../../src/rulesets/fow4/bridge/shooting-changes.js';
import { shoot } from '../../../../src/rulesets/fow4/shooting/shoot.js';
import { demo, edited, unitOf } from './helpers.js';

describe('game -> shooting situation', () => {
  it('takes profiles, ratings and ids from the demo game', () => {
    const g = demo();
    const s = shootingSituationFromGame(g.data, '1st Troop', 'StuG Platoon');
    expect(s.units).toBe('inches');
    expect(s.shooter.id).toBe('1st Troop');
    expect(s.shooter.teams.map((t) => [t.id, t.profile.name])).toEqual([
      ['1st Troop/1', 'Sherman V'],
      ['1st Troop/2', 'Sherman V'],
      ['1st Troop/3', 'Sherman V'],
      ['1st Troop/4', 'Firefly VC'],
    ]);
    expect(s.shooter.teams[3]!.profile.weapons[0]!.name).toBe('OQF 17 pdr gun');
    expect(s.shooter.teams.every((t) => t.target === 'StuG Platoon/1')).toBe(true);
    const target = s.targets[0]!;
    expect(target.ratings).toMatchObject({ motivation: 'confident', skill: 'veteran' });
    expect(target.owner).toBe('German');
    expect(target.teams.map((t) => t.id)).toEqual(['StuG Platoon/1', 'StuG Platoon/2', 'StuG Platoon/3']);
    expect(target.teams[0]!.profile.armour).toEqual({ front: 7, side: 3, top: 1 });
    expect(target.teams[0]!.unitLeader).toBe(true);
    expect(target.teams[1]!.unitLeader).toBeUndefined();
    expect(target.teamsAtStart).toBe(3);
    expect(s.mistakenTarget).toBe(true);
  });

  it("maps every team's table state: moved, dashed, out of command, bailed out, pinned, concealed, gone to ground, foxholes, smoke, passengers", () => {
    const g = demo();
    const data = edited(g, (s) => {
      const troop = unitOf(s, 0, '1st Troop');
      troop.pinned = true;
      troop.teams[0]!.movement = 'moved';
      troop.teams[1]!.movement = 'dashed';
      troop.teams[2]!.movement = 'moved';
      troop.teams[2]!.inCommand = false;
      troop.teams[3]!.smoke = true;
      const gren = unitOf(s, 1, '1st Grenadier Platoon');
      gren.pinned = true;
      gren.teams[0]!.concealed = true;
      gren.teams[1]!.goneToGround = true;
      gren.teams[2]!.foxholes = true;
      gren.teams[3]!.bulletproofCover = true;
      gren.teams[4]!.smoke = true;
      gren.teams[5]!.destroyed = true;
    });
    const s = shootingSituationFromGame(data, '1st Troop', '1st Grenadier Platoon');
    expect(s.shooter.pinned).toBe(true);
    expect(s.shooter.teams.map((t) => t.state)).toEqual([
      { moved: true },
      { dashed: true },
      { moved: true, movedOutOfCommand: true },
      { inSmoke: true },
    ]);
    const t = s.targets[0]!;
    expect(t.pinned).toBe(true);
    expect(t.teams.map((x) => x.id)).not.toContain('1st Grenadier Platoon/6');
    expect(t.teamsAtStart).toBe(9);
    // Infantry that did not move are Concealed by Flat Terrain (p. 30).
    expect(t.teams.slice(0, 5).map((x) => x.state)).toEqual([
      { concealed: true },
      { concealed: true, goneToGround: true },
      { concealed: true, bulletproof: true },
      { concealed: true, bulletproof: true },
      { concealed: true, smoke: true },
    ]);
  });

  it('a bailed-out tank, riders on a tank, and a shooter that already shot', () => {
    const g = demo();
    const data = edited(g, (s) => {
      unitOf(s, 1, 'StuG Platoon').teams[1]!.bailedOut = true;
      unitOf(s, 1, '2nd Grenadier Platoon').teams[1]!.passengerOf = 'StuG Platoon/1';
      unitOf(s, 0, '1st Troop').teams[0]!.shot = true;
    });
    const gs = shootingFromGame(data, '1st Troop', 'StuG Platoon');
    expect(gs.excluded).toEqual([{ team: '1st Troop/1', reason: 'it has already shot this turn' }]);
    expect(gs.situation.shooter.teams.map((t) => t.id)).toEqual(['1st Troop/2', '1st Troop/3', '1st Troop/4']);
    const [stug1, stug2] = gs.situation.targets[0]!.teams;
    expect(stug2!.state).toEqual({ bailedOut: true });
    expect(stug1!.riders).toEqual([
      {
        id: '2nd Grenadier Platoon/2',
        profile: expect.objectContaining({ name: 'Rifle/MG team' }),
        unit: '2nd Grenadier Platoon',
        unitTeams: 10,
      },
    ]);
    // Passengers cannot be targets themselves.
    const inf = shootingFromGame(data, '2nd Troop', '2nd Grenadier Platoon');
    expect(inf.situation.targets[0]!.teams.map((t) => t.id)).not.toContain('2nd Grenadier Platoon/2');
  });

  it('table facts: long range, concealment, smoke, facing, declared target and teams within 6"', () => {
    const g = demo();
    const gs = shootingFromGame(g.data, '1st Troop', 'StuG Platoon', {
      longRange: true,
      concealed: true,
      smoke: true,
      facing: 'side',
      target: '2',
      within6: ['2', 'StuG Platoon/3'],
      weapon: 'M3 75mm gun',
    });
    const first = gs.situation.shooter.teams[0]!;
    expect(first.target).toBe('StuG Platoon/2');
    expect(first.weapon).toBe('M3 75mm gun');
    expect(first.pairs!['StuG Platoon/1']).toEqual({ longRange: true, concealed: true, smoke: true, facing: 'side' });
    const teams = gs.situation.targets[0]!.teams;
    expect(teams.map((t) => t.within6)).toEqual([[], ['StuG Platoon/3'], ['StuG Platoon/2']]);
  });

  it('lists the table questions with defaults; asks concealment only when the file does not say it', () => {
    const g = demo();
    const keys = shootingQuestions(g.data, '1st Troop', 'StuG Platoon').map((q) => q.key);
    expect(keys).toEqual([
      'longRange',
      'concealed',
      'smoke',
      'target',
      'within6',
      'tooClose',
      'facing',
      'willAssault',
      'hitsEarlier',
    ]);
    const data = edited(g, (s) => unitOf(s, 1, 'StuG Platoon').teams.forEach((t) => (t.concealed = true)));
    expect(shootingQuestions(data, '1st Troop', 'StuG Platoon').map((q) => q.key)).not.toContain('concealed');
    const hq = shootingQuestions(data, '1st Troop', 'Kompanie HQ');
    expect(hq.find((q) => q.key === 'hqTeamWithin6')?.default).toBe(false);
    expect(hq.find((q) => q.key === 'within6')?.default).toEqual(['Kompanie HQ/1', 'Kompanie HQ/2', 'Kompanie HQ/3']);
    // Too Close for Error (p. 35): none that close unless the table says so; named teams refuse their Mistaken Target pairs.
    expect(hq.find((q) => q.key === 'tooClose')?.default).toEqual([]);
    const close = shootingFromGame(data, '1st Troop', 'Kompanie HQ', { tooClose: ['Kompanie HQ/2'] }).situation.shooter
      .teams[0]!.pairs!;
    expect([close['Kompanie HQ/1']?.tooClose, close['Kompanie HQ/2']?.tooClose]).toEqual([undefined, true]);
  });

  it('refuses unknown units with the nearest name, own units and destroyed targets', () => {
    const g = demo();
    expect(() => shootingFromGame(g.data, '1st Trop', 'StuG Platoon')).toThrow(
      "there is no unit '1st Trop' in this game; did you mean '1st Troop'?",
    );
    expect(() => shootingFromGame(g.data, '1st Troop', '2nd Troop')).toThrow('both British');
    const data = edited(g, (s) => unitOf(s, 1, 'StuG Platoon').teams.forEach((t) => (t.destroyed = true)));
    expect(() => shootingFromGame(data, '1st Troop', 'StuG Platoon')).toThrow('no team on the table');
  });
});

describe('shooting result -> state changes', () => {
  it('destroyed, bailed out, pinned, shot, and passengers dismounting; applied to the state', () => {
    const g = demo();
    const data = edited(g, (s) => {
      unitOf(s, 1, '2nd Grenadier Platoon').teams[1]!.passengerOf = 'StuG Platoon/1';
    });
    const gs = shootingFromGame(data, '1st Troop', 'StuG Platoon');
    // Team 1: 6,6 (two hits); the others miss. StuG 1: save 1 (1+7 < AT 10), Firepower 3 (3+): destroyed;
    // its rider saves on a 3+: 5 (saved). StuG 2: save 1, Firepower 1: bailed out.
    const dice = new ScriptedDice([6, 6, 1, 1, 1, 1, 1, 1, 1, 3, 5, 1, 1]);
    const result = runProcedureSync(shoot(gs.situation), { dice, decider: new ScriptedDecider([]) });
    const changes = changesFromShooting(gs, result);
    const { state, applied } = applyChanges(data.state, changes);
    const stug = unitOf(state, 1, 'StuG Platoon');
    expect(stug.teams.map((t) => [t.destroyed ?? false, t.bailedOut ?? false])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
    expect(unitOf(state, 1, '2nd Grenadier Platoon').teams[1]!.passengerOf).toBeUndefined();
    expect(unitOf(state, 0, '1st Troop').teams.every((t) => t.shot)).toBe(true);
    expect(applied.find((c) => c.field === 'destroyed')).toMatchObject({
      team: 'StuG Platoon/1',
      rule: { name: 'Destroyed Teams (Wrecks)', page: 'p. 40' },
    });
    expect(applied.find((c) => c.field === 'bailedOut')).toMatchObject({
      team: 'StuG Platoon/2',
      rule: { page: 'p. 38' },
    });
    // The rider's unit took 1 hit: not pinned; the tanks cannot be.
    expect(applied.some((c) => c.field === 'pinned')).toBe(false);
  });

  it('five hits on an infantry unit pin it; an already-pinned unit is not changed again', () => {
    const g = demo();
    const gs = shootingFromGame(g.data, '2nd Troop', '1st Grenadier Platoon');
    const faces = [6, 6, 6, 6, 6, 6, 6, 6, 1, 6, 6, 6, 6, 6, 6, 6];
    const result = runProcedureSync(shoot(gs.situation), {
      dice: new ScriptedDice(faces),
      decider: new ScriptedDecider([]),
    });
    const { state, applied } = applyChanges(g.data.state, changesFromShooting(gs, result));
    expect(unitOf(state, 1, '1st Grenadier Platoon').pinned).toBe(true);
    expect(applied.filter((c) => c.field === 'destroyed').map((c) => (c.scope === 'team' ? c.team : ''))).toEqual([
      '1st Grenadier Platoon/1',
    ]);
    expect(applied.find((c) => c.field === 'pinned')?.reason).toBe('pinned down (8 hits)');
    const again = applyChanges(state, changesFromShooting(gs, result));
    expect(again.applied.some((c) => c.field === 'pinned')).toBe(false);
  });
});
