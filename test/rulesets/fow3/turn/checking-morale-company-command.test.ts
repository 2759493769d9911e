import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../../src/cli/play/run.js';
import { ScriptedIO } from '../../../../src/cli/play/scripted-io.js';
import { createFow3Game, openFow3Game } from '../../../../src/rulesets/fow3/game.js';
import type { Fow3GameState } from '../../../../src/rulesets/fow3/schema/game.js';
import { runCli } from '../../../cli/run-cli.js';
import { tempDir } from '../../../game/helpers.js';
import { fow3FixtureSides } from '../demo-fixture.js';

function newGame(edit: (s: Fow3GameState) => void): string {
  const file = join(tempDir(), 'fow3-game.yaml');
  const g = createFow3Game({ gameFile: file, sides: fow3FixtureSides(), dice: { kind: 'manual' } });
  const s = structuredClone(g.session.state);
  const out: Fow3GameState = { ...s, step: 'starting', active: 'British', play: { first: 'British' } };
  edit(out);
  g.session.commit(out, 'test set-up');
  return file;
}
const stateOf = (file: string) => openFow3Game(file, { readOnly: true }).session.state;
const platoon = (s: Fow3GameState, name: string) => s.sides.flatMap((x) => x.platoons).find((p) => p.platoon === name)!;

describe('Open Fire, Checking Morale: the Company command team joins a platoon', () => {
  it('play offers the join in the Movement Step; the team is with one platoon at a time', async () => {
    const file = newGame(() => {});
    const io = new ScriptedIO([
      'the Company command team joins 1st Troop',
      'the Company command team joins 2nd Troop',
      'quit',
    ]);
    await playGame(file, io);
    const s = stateOf(file);
    expect(platoon(s, '1st Troop').companyCommandJoined).toBeUndefined();
    expect(platoon(s, '2nd Troop').companyCommandJoined).toBe(true);
    expect(io.transcript.some((l) => /The Company command team Squadron HQ\/1 joins 2nd Troop/.test(l))).toBe(true);
  });

  it('the platoon fails its re-roll and retreats: the Company command team is destroyed with it, and the game file says so', async () => {
    const file = newGame((s) => {
      const troop = platoon(s, '1st Troop');
      troop.companyCommandJoined = true;
      for (const t of troop.teams.slice(0, 3)) t.destroyed = true;
    });
    const r = await runCli(['test', 'morale', '--game', file, '--unit', '1st Troop', '--dice', '1,2', '--json']);
    expect(r.code).toBe(0);
    const s = stateOf(file);
    expect(platoon(s, '1st Troop').destroyed).toBe(true);
    expect(platoon(s, 'Squadron HQ').teams[0]!.destroyed).toBe(true);
    expect(platoon(s, 'Squadron HQ').teams[1]!.destroyed).toBeUndefined();
  });

  it('test morale --game with no check due says so instead of rolling', async () => {
    const file = newGame(() => {});
    const r = await runCli(['test', 'morale', '--game', file, '--unit', '1st Troop', '--dice', '1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/'1st Troop' has no platoon morale check to take: 0 team\(s\) dead, 4 alive/);
    expect(platoon(stateOf(file), '1st Troop').destroyed).toBeUndefined();
  });
});
