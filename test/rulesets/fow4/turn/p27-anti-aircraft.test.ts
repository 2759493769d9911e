import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { playGame } from '../../../../src/cli/play/run.js';
import { ScriptedIO } from '../../../../src/cli/play/scripted-io.js';
import { acted, atStep, editedGame, stateOf, unit, walk } from './helpers.js';

// The British get a flight of two Typhoons, the Germans two 8.8cm FlaK36 guns (Heavy Anti-aircraft).
const typhoons = (t: string) =>
  `${t}\n  - name: Typhoon Flight\n    teams:\n      - { team: Typhoon, count: 2 }\n    points: 100\n`;
const flak = (t: string) =>
  `${t}\n  - name: Flak Platoon\n    teams:\n      - { team: 8.8cm FlaK36 gun, count: 2 }\n    points: 100\n`;
const flakDugIn = (s: GameState): GameState => ({
  ...s,
  play: { ...s.play, meeting: false },
  sides: s.sides.map((side) => ({
    ...side,
    units: side.units.map((u) =>
      u.unit === 'Flak Platoon' ? { ...u, teams: u.teams.map((t) => ({ ...t, goneToGround: true })) } : u,
    ),
  })),
});
const game = () => editedGame({ british: typhoons, german: flak }, flakDugIn);
const choicesOf = (err: unknown) =>
  String(err).replace(/^[^]*choose one of: |^[^]*is not one of the choices of "[^"]*": /, '');

/** British turn 1 up to the Typhoons' attack: they arrive with their Cannon on a 4 and are placed. */
const arrive = ['no', 'Cannon', '4', 'move Typhoon Flight', 'end the Movement Step', 'attack with Typhoon Flight'];

describe('Shooting at Aircraft (p. 27): the enemy fires its anti-aircraft weapons just before the aircraft attack', () => {
  it('only anti-aircraft weapons are offered: the StuGs, guns and riflemen are not', async () => {
    const err = await walk(game(), [...arrive, 'StuG Platoon/1']).catch((e: Error) => e);
    const choices = choicesOf(err);
    expect(choices).toMatch(/Flak Platoon\/1 \(8\.8cm FlaK36 gun\)/);
    expect(choices).toMatch(/Flak Platoon\/2/);
    expect(choices).not.toMatch(/StuG|PaK40|Rifle|Grenadier/);
  });

  it('a FlaK36 in range fires (the German decides), shoots one Typhoon down; the other attacks; the gun carries the restrictions, loses Gone to Ground, and the loss carries over', async () => {
    const file = game();
    const run = await walk(
      file,
      [
        ...arrive,
        'Flak Platoon/1', // the table: only the first gun has the Typhoons in range
        '', // German: it fires
        'no',
        'no', // not Concealed, not beyond 16"
        '5',
        '1',
        '4', // Heavy Anti-aircraft: ROF 1, hit on 5+; Aircraft Save 3+ fails; Firepower 3+ passes
        'StuG Platoon',
        '',
        '',
        '',
        '',
        '',
        '', // the surviving Typhoon strafes the StuGs
        '1 1', // Cannon: ROF 2, both miss (the other aircraft of the flight leads it now, unasked)
      ],
      acted('Typhoon Flight'),
    );
    expect(run.remaining).toBe(0);
    expect(run.transcript.some((l) => /\[German\] Which of them shoot at Typhoon Flight\?/.test(l))).toBe(true);
    expect(
      run.transcript.some((l) => /1 die, 5\+ — Flak Platoon\/1 8\.8cm FlaK36 gun at Typhoon Flight\/1/.test(l)),
    ).toBe(true);
    expect(run.transcript.some((l) => /2 dice, 4\+ — Typhoon Flight\/2 Cannon at StuG Platoon/.test(l))).toBe(true);
    let s = stateOf(file);
    expect(unit(s, 'British', 'Typhoon Flight').teams.map((t) => !!t.destroyed)).toEqual([true, false]);
    expect(unit(s, 'British', 'Typhoon Flight').leader).toBe('Typhoon Flight/2');
    const [gun1, gun2] = unit(s, 'German', 'Flak Platoon').teams;
    expect(gun1!.shotAtAircraft).toBe('8.8cm FlaK36 gun');
    expect(gun1!.goneToGround).toBeFalsy();
    expect(gun2!.shotAtAircraft).toBeUndefined();
    expect(gun2!.goneToGround).toBe(true);

    // The aircraft leave at the end of the Shooting Step (p. 44); the loss stays.
    const status = await walk(file, ['status', 'end the Shooting Step'], atStep('assault'));
    expect(status.transcript.join('\n')).toMatch(/shot at aircraft \(8\.8cm FlaK36 gun\)/);
    s = stateOf(file);
    expect(s.play?.aircraftArrived).toBeUndefined();
    expect(unit(s, 'British', 'Typhoon Flight').teams[0]!.destroyed).toBe(true);

    // German turn: the gun that fired cannot shoot its FlaK36 (p. 27); the other one does.
    const german = await walk(
      file,
      [
        'end the turn',
        'no',
        'end the Movement Step',
        'shoot with Flak Platoon',
        '1st Troop',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '1 1 1',
      ],
      acted('Flak Platoon'),
    );
    expect(german.remaining).toBe(0);
    expect(german.transcript.some((l) => /3 dice, 3\+ — Flak Platoon\/2 8\.8cm FlaK36 gun at 1st Troop/.test(l))).toBe(
      true,
    );
    expect(german.transcript.some((l) => /Flak Platoon\/1 8\.8cm FlaK36 gun/.test(l))).toBe(false);
    expect(german.transcript.some((l) => /Flak Platoon\/1 does not shoot: .*shot at aircraft/.test(l))).toBe(true);
    s = stateOf(file);
    expect(unit(s, 'German', 'Flak Platoon').teams.map((x) => !!x.shot)).toEqual([false, true]);

    // At the end of the German turn the gun that fired at aircraft is not Gone to Ground although it stayed still (p. 27); the mark is gone.
    await walk(file, ['end the Shooting Step', 'end the turn'], atStep('starting', 'British'));
    s = stateOf(file);
    const gun = unit(s, 'German', 'Flak Platoon').teams[0]!;
    expect(gun.goneToGround).toBeFalsy();
    expect(gun.shotAtAircraft).toBeUndefined();
    expect(unit(s, 'German', '1st Grenadier Platoon').teams.every((x) => x.goneToGround)).toBe(true);
  });
});

describe('Shooting at Aircraft (p. 27) against the built-in opponent: the table says who is in range, the opponent decides who fires', () => {
  it('the German opponent fires both FlaK36 the table put in range; range and concealment are still asked of the human', async () => {
    const file = editedGame({ british: typhoons, german: flak }, (s) => ({
      ...flakDugIn(s),
      play: { ...flakDugIn(s).play, bots: ['German'] },
    }));
    const run = await walk(
      file,
      [
        'no',
        'Cannon',
        '4',
        'end the Movement Step',
        'attack with Typhoon Flight',
        'all',
        'no',
        'no',
        '1',
        '1',
        'StuG Platoon',
        '',
        '',
        '',
        '',
        '',
        '',
        '1 1',
        '1 1',
      ],
      acted('Typhoon Flight'),
    );
    expect(run.remaining).toBe(0);
    expect(
      run.transcript.some((l) =>
        /\(German, built-in opponent\) Which of them shoot at Typhoon Flight\? .* -> Flak Platoon\/1, Flak Platoon\/2/.test(
          l,
        ),
      ),
    ).toBe(true);
    expect(
      run.transcript.some((l) => /^\? .*Which German anti-aircraft teams have Typhoon Flight within range/.test(l)),
    ).toBe(true);
    const s = stateOf(file);
    expect(unit(s, 'German', 'Flak Platoon').teams.map((t) => t.shotAtAircraft)).toEqual([
      '8.8cm FlaK36 gun',
      '8.8cm FlaK36 gun',
    ]);
  });
});

describe('Shooting at Aircraft (p. 27): a gun that fired at aircraft does not fire Defensive Fire in that Assault Step (p. 55)', () => {
  it('the British tanks charge the Flak Platoon: only the gun that did not fire at the Typhoons is asked about Defensive Fire', async () => {
    const file = game();
    // The Typhoons arrive; the first FlaK36 fires and misses; the Typhoons miss the StuGs.
    await walk(
      file,
      [
        ...arrive,
        'Flak Platoon/1',
        '',
        'no',
        'no',
        '4',
        'StuG Platoon',
        '',
        '',
        '',
        '',
        '',
        '',
        '1 1',
        '1 1',
        'end the Shooting Step',
      ],
      atStep('assault'),
    );
    expect(unit(stateOf(file), 'German', 'Flak Platoon').teams[0]!.shotAtAircraft).toBe('8.8cm FlaK36 gun');
    const lines = await transcriptOf(file, [
      'assault with 1st Troop',
      'Flak Platoon',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(
      lines.some((l) => /Is Flak Platoon\/2 within 8"\/20cm of an Assaulting team \(Defensive Fire\)/.test(l)),
    ).toBe(true);
    expect(lines.some((l) => /Flak Platoon\/1 within 8"/.test(l))).toBe(false);
  });
});

/** Play `answers` and keep the transcript even when the script runs out (the last question is in the error). */
async function transcriptOf(file: string, answers: readonly string[]): Promise<string[]> {
  const io = new ScriptedIO(answers, false);
  const err = await playGame(file, io, {}).then(
    () => undefined,
    (e: Error) => e,
  );
  return [...io.transcript, String(err)];
}

describe('Shooting at Aircraft (p. 27): in its own next turn, the weapon that fired at aircraft does not shoot and the team does not assault', () => {
  // Squadron HQ/1 and 1st Troop/1 fired their Hull MGs at aircraft in the last German turn (as the game file says).
  const marked = () =>
    editedGame({}, (s) => ({
      ...s,
      play: { ...s.play, meeting: false },
      sides: s.sides.map((side) => ({
        ...side,
        units: side.units.map((u) =>
          u.unit === '1st Troop' || u.unit === 'Squadron HQ'
            ? { ...u, teams: u.teams.map((t, i) => (i === 0 ? { ...t, shotAtAircraft: 'Hull MG' } : t)) }
            : u,
        ),
      })),
    }));

  it('1st Troop/1 cannot fire its machine-guns; Squadron HQ/1 fires its 75mm gun; in the Assault Step Squadron HQ/1 does not charge', async () => {
    const file = marked();
    const mgs = await walk(
      file,
      [
        'no',
        'end the Movement Step',
        'shoot with 1st Troop',
        'StuG Platoon',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        'machine-guns',
        '1 1 1',
        '1',
        '1 1 1',
        '1',
        '1 1 1',
      ],
      acted('1st Troop'),
    );
    expect(mgs.remaining).toBe(0);
    expect(mgs.transcript.some((l) => /1st Troop\/1 (Co-ax|Hull) MG/.test(l))).toBe(false);
    // (the report wraps at 80 columns)
    expect(mgs.transcript.join('\n')).toMatch(/1st Troop\/1 does not shoot: [^]*?shot at aircraft with\s+this weapon/);
    // Squadron HQ will assault: it shoots at its Moving ROF (p. 52).
    const gun = await walk(
      file,
      ['shoot with Squadron HQ', 'StuG Platoon', '', '', '', '', '', '', 'yes', 'M3 75mm gun', '1', '1'],
      acted('Squadron HQ'),
    );
    expect(gun.remaining).toBe(0);
    expect(gun.transcript.join('\n')).toMatch(/\d di(ce|e), \d\+ — Squadron HQ\/1[^\n]*M3 75mm gun/);
    const lines = await transcriptOf(file, [
      'end the Shooting Step',
      'assault with Squadron HQ',
      'Kompanie HQ',
      '',
      '',
      '',
    ]);
    expect(lines.some((l) => /which enemy team does Squadron HQ\/2\b/.test(l))).toBe(true);
    expect(lines.some((l) => /which enemy team does Squadron HQ\/1\b/.test(l))).toBe(false);
  });
});
