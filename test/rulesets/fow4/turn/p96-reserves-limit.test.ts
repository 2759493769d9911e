import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../../src/cli/play/run.js';
import { ScriptedIO } from '../../../../src/cli/play/scripted-io.js';
import { newDemoGame } from '../../../cli/play/helpers.js';
import { tempDir } from '../../../game/helpers.js';
import { stateOf, unit } from './helpers.js';

// The German demo force is 1020 points: HQ 70, three Grenadier Platoons 165 each, mortars 65,
// anti-tank guns 105, StuGs 285. At most 60% (612 points) may deploy on the table (p. 96).
const GERMAN = [
  'Kompanie HQ',
  '1st Grenadier Platoon',
  '2nd Grenadier Platoon',
  '3rd Grenadier Platoon',
  'Mortar Platoon',
  'Anti-tank Gun Platoon',
  'StuG Platoon',
];
const where = (file: string, side: string, units: readonly string[]) =>
  Object.fromEntries(units.map((u) => [u, unit(stateOf(file), side, u).deployment ?? 'table']));
const play = async (answers: string[]) => {
  const file = join(tempDir(), 'g.yaml');
  newDemoGame(file, 11);
  const io = new ScriptedIO(answers, false);
  expect(await playGame(file, io)).toBe('quit');
  return { file, transcript: io.transcript };
};

describe('Reserves (p. 96): no more than 60% of the points on the table', () => {
  it('the StuGs alone in Reserve leave 735 of 1020 points on the table: the owner puts another unit in Reserve', async () => {
    const { file, transcript } = await play([
      'no-retreat',
      'British attacks',
      'daylight',
      'none',
      'physical',
      'none',
      'yes',
      'no',
      'no',
      'no',
      'no',
      'no',
      'no',
      'yes', // German: no Ambush; only the StuGs in Reserve
      '3rd Grenadier Platoon', // 735 > 612: one more unit
      'on Objective German 1',
      'quit',
    ]);
    expect(
      transcript.some((l) =>
        /\[German\] Reserves \(p\. 96\): German has 735 of 1020 points on the table; at most 60% \(612\) may deploy\. Which other unit waits in Reserve\?/.test(
          l,
        ),
      ),
    ).toBe(true);
    expect(where(file, 'German', GERMAN)).toMatchObject({
      'StuG Platoon': 'reserve',
      '3rd Grenadier Platoon': 'reserve',
      '1st Grenadier Platoon': 'table',
      'Mortar Platoon': 'table',
    });
  });

  it('holding nothing in Reserve is not allowed: it asks until no more than 612 points are on the table', async () => {
    // 1020 - 285 (StuGs) = 735; - 105 (anti-tank guns) = 630; - 65 (mortars) = 565.
    const { file, transcript } = await play([
      'no-retreat',
      'British attacks',
      'daylight',
      'none',
      'physical',
      'none',
      'no',
      'StuG Platoon',
      'Anti-tank Gun Platoon',
      'Mortar Platoon',
      'quit',
    ]);
    expect(
      transcript.filter((l) => /Reserves \(p\. 96\): German has \d+ of 1020 points on the table/.test(l)),
    ).toHaveLength(3);
    expect(where(file, 'German', GERMAN)).toEqual({
      'Kompanie HQ': 'table',
      '1st Grenadier Platoon': 'table',
      '2nd Grenadier Platoon': 'table',
      '3rd Grenadier Platoon': 'table',
      'Mortar Platoon': 'reserve',
      'Anti-tank Gun Platoon': 'reserve',
      'StuG Platoon': 'reserve',
    });
  });
});

describe('Flanking Reserves (p. 96): at least one unit in Reserve, and no 60% limit', () => {
  it('Breakthrough: the British attacker holds nothing back, so it is asked which unit flanks', async () => {
    const { file, transcript } = await play([
      'breakthrough',
      'British attacks',
      'daylight',
      'none',
      'physical',
      'no',
      'Recce Troop', // British: nothing in Reserve; at least one unit must be
      'none',
      'yes',
      'no',
      'no',
      'no',
      'yes',
      'no',
      'no',
      'yes', // German: 3rd Grenadier Platoon and the StuGs in Reserve (570 points on the table)
      'on Objective British 1',
      'quit',
    ]);
    expect(
      transcript.some((l) =>
        /\[British\] Flanking Reserves \(p\. 96\): at least one unit must wait in Reserve\. Which\?/.test(l),
      ),
    ).toBe(true);
    expect(where(file, 'British', ['1st Troop', 'Recce Troop'])).toEqual({
      '1st Troop': 'table',
      'Recce Troop': 'reserve',
    });
    expect(transcript.some((l) => /British has \d+ of \d+ points on the table/.test(l))).toBe(false);
  });
});
