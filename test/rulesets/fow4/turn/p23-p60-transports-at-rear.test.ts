import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { runCli } from '../../../cli/run-cli.js';
import { tempDir } from '../../../game/helpers.js';
import { atStep, editedGame, stateOf, unit, walk } from './helpers.js';

/** Three armed, armoured half-tracks carry 1st Grenadier Platoon. */
const withHalfTracks = (t: string) =>
  t
    .replace('arsenals: [german]', 'arsenals: [german, rulebook-examples]')
    .replace(
      '        points: 165\n      - name: 2nd Grenadier Platoon',
      '        points: 165\n        transport:\n          teams:\n            - { team: Sd Kfz 251/1 half-track, count: 3 }\n      - name: 2nd Grenadier Platoon',
    );
const HALF_TRACKS = '1st Grenadier Platoon transports';

/** German turn: the half-tracks lost their third team; the first `rear` of the others (the leader first) were Sent to the Rear. */
const game = (rear: number) =>
  editedGame({ german: withHalfTracks }, (s: GameState) => {
    const ht = unit(s, 'German', HALF_TRACKS).teams;
    ht[2]!.destroyed = true;
    ht.slice(0, rear).forEach((t) => (t.sentToRear = true));
    return { ...s, active: 'German', play: { ...s.play, first: 'British' } };
  });

const spirits = async (file: string) => {
  const r = await runCli(['status', file, '--json']);
  const units = JSON.parse(r.stdout).sides.flatMap(
    (x: { units: { unit: string; inGoodSpirits: boolean }[] }) => x.units,
  );
  return units.find((u: { unit: string }) => u.unit === HALF_TRACKS).inGoodSpirits as boolean;
};

describe('Teams Sent to the Rear (p. 23) are off the table: not In Command, so they do not keep their unit In Good Spirits (p. 60)', () => {
  it('one half-track destroyed, one at the rear, one on the table: not In Good Spirits; the Starting Step tests its Last Stand and a 1 destroys it', async () => {
    const file = game(1);
    expect(await spirits(file)).toBe(false);
    // Last Stand 1 (the Commander re-roll: no); then the victory question: no Objective held.
    const run = await walk(file, ['1', 'no', 'no'], atStep('movement'));
    expect(run.remaining).toBe(0);
    expect(run.transcript.some((l) => l.includes(`Unit Last Stand ${HALF_TRACKS} (not In Good Spirits`))).toBe(true);
    expect(unit(stateOf(file), 'German', HALF_TRACKS).destroyed).toBe(true);
  });

  it('the other two both at the rear: not In Good Spirits either (none In Command on the table)', async () => {
    expect(await spirits(game(2))).toBe(false);
  });

  it('with no team lost, transports at the rear leave the unit In Good Spirits (they are not Destroyed, p. 23)', async () => {
    const file = editedGame({ german: withHalfTracks }, (s: GameState) => {
      unit(s, 'German', HALF_TRACKS).teams.forEach((t) => (t.sentToRear = true));
      return s;
    });
    expect(await spirits(file)).toBe(true);
  });
});
