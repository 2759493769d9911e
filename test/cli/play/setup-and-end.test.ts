import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/cli/play/run.js';
import { newFow4DemoGame as newDemoGame } from '../../../src/rulesets/fow4/turn/play-game.js';
import { ScriptedIO } from '../../../src/cli/play/scripted-io.js';
import { tempDir } from '../../game/helpers.js';
import { readyGame, stateOf, unit } from './helpers.js';

describe('umpire play: setup', () => {
  it('asks mission, attacker, time, solo and dice (never "Ruleset?" with one answer), then sets up the table by the rules (pp. 92-93)', async () => {
    const file = join(tempDir(), 'g.yaml');
    newDemoGame(file, 11);
    const io = new ScriptedIO([
      'annihilation',
      'German attacks',
      'night',
      'the built-in opponent plays British',
      'physical',
      '5 2',
      'quit',
    ]);
    expect(await playGame(file, io)).toBe('quit');
    expect(io.transcript.some((l) => /Ruleset\?/.test(l))).toBe(false);
    const s = stateOf(file);
    expect([s.mission, s.timeOfDay, s.step, s.dice.kind]).toEqual(['annihilation', 'night', 'movement', 'manual']); // the automatic Starting Step has run
    expect(s.play?.attacker).toBe('German');
    expect(s.play?.bots).toEqual(['British']);
    expect(s.play?.objectives).toBeUndefined(); // Annihilation has no Objectives
    // Meeting Engagement: a roll-off after deployment decides the first turn (typed in: German 5, British 2).
    expect([s.active, s.play?.first]).toEqual(['German', 'German']);
    // Every team Gone to Ground; Infantry and Gun teams in Foxholes, tanks not (p. 93).
    expect(s.sides.every((side) => side.units.every((u) => u.teams.every((t) => t.goneToGround)))).toBe(true);
    expect(unit(s, 'German', '1st Grenadier Platoon').teams.every((t) => t.foxholes)).toBe(true);
    expect(unit(s, 'German', 'StuG Platoon').teams.every((t) => !t.foxholes)).toBe(true);
  });
});

describe('umpire play: the Starting Step ends the game', () => {
  it('a unit failing its Unit Last Stand leaves its Formation below two units; no Formations left: the opponent wins with Victory Points (pp. 60-61, 93)', async () => {
    const file = readyGame((s) => {
      // Every German unit but the HQ and 1st Grenadier Platoon is already destroyed; 1st Platoon is down to 2 teams.
      for (const u of s.sides[1]!.units) {
        if (u.unit === 'Kompanie HQ') continue;
        u.teams = u.teams.map((t, i) => (u.unit === '1st Grenadier Platoon' && i < 2 ? t : { ...t, destroyed: true }));
        if (u.unit !== '1st Grenadier Platoon') u.destroyed = true;
      }
      unit(s, 'British', '1st Troop').teams[0]!.destroyed = true;
      return { ...s, active: 'German', play: { ...s.play, first: 'German' } };
    });
    // Last Stand (Confident 4+): a 2 fails; the commander question (asked only after the failure): no.
    const io = new ScriptedIO(['2', 'no']);
    expect(await playGame(file, io)).toBe('over');
    const s = stateOf(file);
    expect(unit(s, 'German', '1st Grenadier Platoon').destroyed).toBe(true);
    expect(s.step).toBe('over');
    expect(s.play?.outcome).toMatchObject({
      winner: 'British',
      result: 'Stunning Victory',
      points: { British: 8, German: 1 },
    });
    expect(io.transcript.some((l) => l.includes('British wins: Stunning Victory'))).toBe(true);
  });

  it('Free for All: holding an Objective you placed at the start of your turn wins (p. 97)', async () => {
    const file = readyGame((s) => {
      unit(s, 'British', '1st Troop').destroyed = true;
      unit(s, 'British', '1st Troop').teams.forEach((t) => (t.destroyed = true));
      unit(s, 'British', '2nd Troop').destroyed = true;
      unit(s, 'British', '2nd Troop').teams.forEach((t) => (t.destroyed = true));
      return s;
    });
    const io = new ScriptedIO(['yes']);
    expect(await playGame(file, io)).toBe('over');
    // The winner lost 2 units: a Major Victory, 7 to 2.
    expect(stateOf(file).play?.outcome).toMatchObject({
      winner: 'British',
      result: 'Major Victory',
      points: { British: 7, German: 2 },
    });
  });
});
