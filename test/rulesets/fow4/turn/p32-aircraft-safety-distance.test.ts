import { describe, expect, it } from 'vitest';
import { editedGame, stateOf, walk } from './helpers.js';

// The British get a flight of two Typhoons (Cannon).
const typhoons = (t: string) =>
  `${t}\n  - name: Typhoon Flight\n    teams:\n      - { team: Typhoon, count: 2 }\n    points: 100\n`;
const game = () => editedGame({ british: typhoons }, (s) => ({ ...s, play: { ...s.play, meeting: false } }));
const arrive = ['no', 'Cannon', '4', 'end the Movement Step', 'attack with Typhoon Flight', 'StuG Platoon'];

describe('Aircraft Safety Distance (p. 32) and Concealment and Aircraft (p. 31)', () => {
  it('a StuG within 8"/20cm of a British team is neither targeted nor given a hit: four Cannon hits go to the other two', async () => {
    const file = game();
    const run = await walk(
      file,
      [
        ...arrive,
        '',
        '', // not seen through Tall terrain near the target; no smoke
        'StuG Platoon/1', // StuG Platoon/1 is within 8"/20cm of a British team
        'StuG Platoon/2',
        '',
        '', // declared target; all within 6"; front
        '5 5',
        '5 5', // Cannon: ROF 2 each, 4 hits
        '',
        '6',
        '6',
        '6',
        '6', // no Mistaken Target; every armour save bounces
      ],
      (s) => (s.play?.acted ?? []).includes('Typhoon Flight') && s.step === 'shooting',
    );
    expect(run.remaining).toBe(0);
    expect(
      run.transcript.some((l) => /Tall terrain \(Buildings, Hills, Smoke\) within 4"\/10cm of the target/.test(l)),
    ).toBe(true);
    expect(run.transcript.some((l) => /more than 16"\/40cm from Typhoon Flight/.test(l))).toBe(false);
    const saves = run.transcript.filter((l) => /^\? .*hit by Typhoon Flight/.test(l));
    expect(saves).toHaveLength(4);
    expect(saves.filter((l) => /StuG Platoon\/2 hit/.test(l))).toHaveLength(2);
    expect(saves.filter((l) => /StuG Platoon\/3 hit/.test(l))).toHaveLength(2);
    expect(saves.some((l) => /StuG Platoon\/1 hit/.test(l))).toBe(false);
  });

  it('every StuG within 8"/20cm of a British team: the attack is refused and changes nothing', async () => {
    const file = game();
    const err = await walk(file, [...arrive, '', '', 'all', '', '', '']).catch((e: Error) => e);
    expect(String(err)).toMatch(
      /every team of 'StuG Platoon' is within 8"\/20cm of a team friendly to 'Typhoon Flight': aircraft may not target them \(p\. 32\)/,
    );
    const s = stateOf(file);
    expect(s.play?.acted ?? []).not.toContain('Typhoon Flight');
    expect(s.play?.aircraftArrived).toEqual(['Typhoon Flight']);
  });
});
