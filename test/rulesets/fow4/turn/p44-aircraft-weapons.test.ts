import { describe, expect, it } from 'vitest';
import { acted, choicesOf, testFlightGame, walk } from './helpers.js';

// Two Test Fighter-bombers for the British (helpers.ts: testFlightGame).
const game = testFlightGame;

describe('Aircraft Weapons (p. 44): machine-guns fire at ROF 3; one weapon for the whole unit, declared before the arrival roll', () => {
  it('the owner may declare Bombs or machine-guns; the machine-guns fire 3 dice per aircraft', async () => {
    const file = game();
    const err = await walk(file, ['no', 'rockets']).catch((e: Error) => e);
    expect(choicesOf(err)).toMatch(/^Bombs, machine-guns$/);
    const run = await walk(
      file,
      [
        'machine-guns',
        '4',
        'end the Movement Step',
        'attack with Test Flight',
        '1st Grenadier Platoon',
        '',
        '',
        '',
        '',
        '', // not behind Tall terrain near the target, no smoke, no team near a British team; target; within 6"
        '1 1 1',
        '1 1 1', // 3 dice each
      ],
      acted('Test Flight'),
    );
    expect(run.remaining).toBe(0);
    expect(
      run.transcript.filter((l) => /^\? .*3 dice, \d\+ — Test Flight\/\d Wing MGs at 1st Grenadier Platoon/.test(l)),
    ).toHaveLength(2);
    // No question of long range or assaulting for aircraft (8"/20cm weapons; aircraft never assault).
    expect(run.transcript.some((l) => /more than 16"\/40cm from Test Flight|Will Test Flight assault/.test(l))).toBe(
      false,
    );
    expect(run.transcript.some((l) => /Which weapon does Test Flight fire/.test(l))).toBe(false);
  });
});
