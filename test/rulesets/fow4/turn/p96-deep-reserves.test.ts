import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../../src/cli/play/run.js';
import { ScriptedIO } from '../../../../src/cli/play/scripted-io.js';
import { newFow4DemoGame as newDemoGame } from '../../../../src/rulesets/fow4/turn/play-game.js';
import type { ForceUnit } from '../../../../src/rulesets/fow4/force.js';
import { deepLimited } from '../../../../src/rulesets/fow4/turn/deep-reserves.js';
import { tempDir } from '../../../game/helpers.js';
import { stateOf, unit } from './helpers.js';

// No Retreat (p. 101): the Defender has Deep Immediate Reserves. The British defend: every one of their
// units is a Tank Unit with front armour 3 or more (Shermans 6, Stuarts 4, M10Cs 4). The last answer
// before 'quit' places the German mortars' pre-planned marker (the default).
const SETUP = ['no-retreat', 'German attacks', 'daylight', 'none', 'physical'];
const BRITISH = ['Squadron HQ', '1st Troop', '2nd Troop', 'Recce Troop', 'Anti-tank Troop'];
const deployments = (file: string) =>
  Object.fromEntries(BRITISH.map((u) => [u, unit(stateOf(file), 'British', u).deployment ?? 'table']));

describe('Deep Reserves (p. 96): one Tank Unit with front armour 3+, or one Aircraft Unit, on the table at the start', () => {
  it('the Defender picks the one that deploys; every other such unit waits in Reserve', async () => {
    const file = join(tempDir(), 'g.yaml');
    newDemoGame(file, 11);
    // No Ambush; 2nd Troop deploys; no other unit in Reserve.
    const io = new ScriptedIO([...SETUP, 'none', '2nd Troop', 'no', '', 'quit']);
    expect(await playGame(file, io)).toBe('quit');
    expect(
      io.transcript.some((l) => /\[British\] Deep Reserves \(p\. 96\): .*Which one deploys on the table\?/.test(l)),
    ).toBe(true);
    expect(deployments(file)).toEqual({
      'Squadron HQ': 'reserve',
      '1st Troop': 'reserve',
      '2nd Troop': 'table',
      'Recce Troop': 'reserve',
      'Anti-tank Troop': 'reserve',
    });
    expect(
      io.transcript.some((l) =>
        l.includes(
          'British: Squadron HQ (reserve), 1st Troop (reserve), Recce Troop (reserve), Anti-tank Troop (reserve)',
        ),
      ),
    ).toBe(true);
  });

  it('a unit of that kind held in Ambush is the one: the others go to Reserve, unasked', async () => {
    const file = join(tempDir(), 'g.yaml');
    newDemoGame(file, 11);
    const io = new ScriptedIO([...SETUP, 'Recce Troop', '', 'quit']);
    expect(await playGame(file, io)).toBe('quit');
    expect(io.transcript.some((l) => /Deep Reserves \(p\. 96\): .*Which one/.test(l))).toBe(false);
    expect(deployments(file)).toEqual({
      'Squadron HQ': 'reserve',
      '1st Troop': 'reserve',
      '2nd Troop': 'reserve',
      'Recce Troop': 'ambush',
      'Anti-tank Troop': 'reserve',
    });
  });

  it('no limit where the mission has no Deep Reserves (Counterattack: Immediate Reserves)', async () => {
    const file = join(tempDir(), 'g.yaml');
    newDemoGame(file, 11);
    // No Ambush, nothing in Reserve by choice; the 60% limit (p. 96) then takes the two Troops; the mortars' marker.
    const io = new ScriptedIO([
      'counterattack',
      'German attacks',
      'daylight',
      'none',
      'physical',
      'none',
      'no',
      '1st Troop',
      '2nd Troop',
      '',
      'quit',
    ]);
    expect(await playGame(file, io)).toBe('quit');
    expect(io.transcript.some((l) => /Deep Reserves/.test(l))).toBe(false);
    expect(deployments(file)).toEqual({
      'Squadron HQ': 'table',
      '1st Troop': 'reserve',
      '2nd Troop': 'reserve',
      'Recce Troop': 'table',
      'Anti-tank Troop': 'table',
    });
  });
});

describe('which units Deep Reserves limits (p. 96)', () => {
  const fu = (role: string, teams: { type: string; front?: number }[]) =>
    ({
      name: 'x',
      role,
      teams: teams.map((t) => ({
        profile: { type: t.type, ...(t.front !== undefined ? { armour: { front: t.front, side: 1, top: 1 } } : {}) },
      })),
    }) as unknown as ForceUnit;
  it('Tank Units with front armour 3 or more and Aircraft Units; not lighter tanks, infantry, guns or transports', () => {
    expect(deepLimited(fu('combat', [{ type: 'tank', front: 3 }]))).toBe(true);
    expect(deepLimited(fu('support', [{ type: 'aircraft' }, { type: 'aircraft' }]))).toBe(true);
    expect(deepLimited(fu('combat', [{ type: 'tank', front: 2 }]))).toBe(false);
    expect(deepLimited(fu('combat', [{ type: 'tank' }]))).toBe(false);
    expect(deepLimited(fu('combat', [{ type: 'infantry' }]))).toBe(false);
    expect(deepLimited(fu('transport', [{ type: 'tank', front: 3 }]))).toBe(false);
  });
});
