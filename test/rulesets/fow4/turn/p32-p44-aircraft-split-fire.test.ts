import { describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/run-cli.js';
import { acted, choicesOf, editedGame, stateOf, testFlightGame, unit, walk } from './helpers.js';

// Two Test Fighter-bombers for the British (helpers.ts: testFlightGame).
const game = testFlightGame;

describe('Declare Targets (p. 32) for aircraft firing machine-guns or cannon (p. 44): each aircraft may pick its own target unit', () => {
  it('Test Flight/1 strafes 1st Grenadier Platoon, then Test Flight/2 the 2nd; the flight is then done', async () => {
    const file = game();
    const run = await walk(
      file,
      [
        'no',
        'machine-guns',
        '4',
        'end the Movement Step',
        'attack with some aircraft of Test Flight',
        '1st Grenadier Platoon',
        '',
        '',
        '',
        '',
        '', // table questions
        'Test Flight/1', // the one aircraft that fires at them
        '1 1 1',
      ],
      (s) => unit(s, 'British', 'Test Flight').teams.some((t) => t.shot),
    );
    expect(run.remaining).toBe(0);
    let s = stateOf(file);
    expect(unit(s, 'British', 'Test Flight').teams.map((t) => !!t.shot)).toEqual([true, false]);
    expect(s.play?.acted ?? []).not.toContain('Test Flight');
    // The other aircraft attacks another unit (no second split offered: one aircraft left).
    const err = await walk(file, ['attack with some aircraft of Test Flight']).catch((e: Error) => e);
    expect(choicesOf(err)).toMatch(/shoot:Test Flight,/);
    expect(choicesOf(err)).not.toMatch(/split:Test Flight/);
    const second = await walk(
      file,
      ['attack with Test Flight', '2nd Grenadier Platoon', '', '', '', '', '', '1 1 1'],
      acted('Test Flight'),
    );
    expect(second.remaining).toBe(0);
    s = stateOf(file);
    expect(unit(s, 'British', 'Test Flight').teams.every((t) => t.shot)).toBe(true);
    expect(run.transcript.some((l) => /3 dice, \d\+ — Test Flight\/1 Wing MGs at 1st Grenadier Platoon/.test(l))).toBe(
      true,
    );
    expect(
      second.transcript.some((l) => /3 dice, \d\+ — Test Flight\/2 Wing MGs at 2nd Grenadier Platoon/.test(l)),
    ).toBe(true);
    expect(second.transcript.some((l) => /Test Flight\/1 Wing MGs/.test(l))).toBe(false);
  });

  it('Bombs fire as one template for the whole flight (p. 44): no split fire is offered', async () => {
    const file = game();
    await walk(file, ['no', 'Bombs', '4', 'end the Movement Step'], (s) => s.step === 'shooting');
    const err = await walk(file, ['attack with some aircraft of Test Flight']).catch((e: Error) => e);
    expect(choicesOf(err)).toMatch(/bombard:Test Flight,/);
    expect(choicesOf(err)).not.toMatch(/split:Test Flight/);
  });
});

describe('Split fire and anti-aircraft fire (pp. 27, 32, 44)', () => {
  // Two Typhoons (Cannon) against the Germans with two 8.8cm FlaK36 guns.
  const typhoons = (t: string) =>
    `${t}\n  - name: Typhoon Flight\n    teams:\n      - { team: Typhoon, count: 2 }\n    points: 100\n`;
  const flak = (t: string) =>
    `${t}\n  - name: Flak Platoon\n    teams:\n      - { team: 8.8cm FlaK36 gun, count: 2 }\n    points: 100\n`;
  it("the FlaK fires once, before the flight's first attack; the second part of the split attack meets none", async () => {
    const file = editedGame({ british: typhoons, german: flak }, (s) => ({
      ...s,
      play: { ...s.play, meeting: false },
    }));
    const first = await walk(
      file,
      [
        'no',
        'Cannon',
        '4',
        'end the Movement Step',
        'attack with some aircraft of Typhoon Flight',
        'Flak Platoon/1',
        '',
        'no',
        'no',
        '1', // one FlaK in range fires and misses
        'StuG Platoon',
        '',
        '',
        '',
        '',
        '',
        '',
        'Typhoon Flight/1',
        '1 1',
      ],
      (s) => unit(s, 'British', 'Typhoon Flight').teams.some((t) => t.shot),
    );
    expect(first.remaining).toBe(0);
    expect(
      first.transcript.filter((l) => /Which .*anti-aircraft teams have Typhoon Flight within range/.test(l)),
    ).toHaveLength(1);
    const second = await walk(
      file,
      ['attack with Typhoon Flight', '1st Grenadier Platoon', '', '', '', '', '', '1 1'],
      acted('Typhoon Flight'),
    );
    expect(second.remaining).toBe(0);
    expect(second.transcript.some((l) => /anti-aircraft/i.test(l) && l.startsWith('?'))).toBe(false);
    expect(
      second.transcript.some((l) => /2 dice, \d\+ — Typhoon Flight\/2 Cannon at 1st Grenadier Platoon/.test(l)),
    ).toBe(true);
  });
});

describe('shoot --game with an Aircraft Unit: the declared weapon (p. 44); --fact shooters= splits its fire as for ground units (p. 32)', () => {
  it('Test Flight/1 at one platoon, Test Flight/2 at another; each fires its declared machine-guns, 3 dice; another weapon is refused', async () => {
    // The flight arrived with its machine-guns in the Starting Step, after an arrival roll of 4.
    const file = game();
    await walk(file, ['no', 'machine-guns', '4', 'end the Movement Step'], (s) => s.step === 'shooting');
    const first = await runCli([
      'shoot',
      '--game',
      file,
      '--unit',
      'Test Flight',
      '--target',
      '1st Grenadier Platoon',
      '--fact',
      'shooters=Test Flight/1',
      '--dice',
      '1,1,1',
      '--json',
    ]);
    expect(first.stderr).toBe('');
    const bombs = await runCli([
      'shoot',
      '--game',
      file,
      '--unit',
      'Test Flight',
      '--target',
      '2nd Grenadier Platoon',
      '--fact',
      'weapon=Bombs',
      '--dice',
      '1,1,1',
    ]);
    expect(bombs.code).toBe(2);
    expect(bombs.stderr).toMatch(
      /'Test Flight' declared its machine-guns for this turn before its arrival roll: it fires only that \(p\. 44\)/,
    );
    const second = await runCli([
      'shoot',
      '--game',
      file,
      '--unit',
      'Test Flight',
      '--target',
      '2nd Grenadier Platoon',
      '--fact',
      'shooters=Test Flight/2',
      '--dice',
      '1,1,1',
      '--json',
    ]);
    expect(second.stderr).toBe('');
    const shots = (r: { stdout: string }) =>
      JSON.parse(r.stdout).result.shooters.map(
        (s: { shooter: string; shots: { rof: number }[] }) => `${s.shooter} ${s.shots.map((x) => x.rof).join('+')}`,
      );
    expect(shots(first)).toEqual(['Test Flight/1 3']);
    expect(shots(second)).toEqual(['Test Flight/2 3']);
    expect(unit(stateOf(file), 'British', 'Test Flight').teams.every((t) => t.shot)).toBe(true);
  });
});
