import { describe, expect, it } from 'vitest';
import { editedGame, stateOf, unit, walk } from './helpers.js';

// Two Typhoons with Close Air Support for the British; the Germans have Fighter Interception.
const typhoons = (t: string) =>
  `${t}\n  - name: Typhoon Flight\n    rules: [close-air-support]\n    teams:\n      - { team: Typhoon, count: 2 }\n    points: 100\n`;
const interception = (t: string) => `${t}\nrules: [fighter-interception]\n`;
const game = (meeting = false) =>
  editedGame({ british: typhoons, german: interception }, (s) => ({ ...s, play: { ...s.play, meeting } }));
const choicesOf = (err: unknown) => String(err).replace(/^[^]*choose one of: /, '');

describe('Aircraft Arrival (p. 44): the weapon is declared before the roll; Close Air Support 3+; Fighter Interception 5+', () => {
  it('Close Air Support arrives on a 3, but the German Fighter Interception 5 stops it: nothing is placed', async () => {
    const file = game();
    const run = await walk(file, ['no', 'Rockets', '3', '5'], (s) => s.step === 'movement');
    expect(run.remaining).toBe(0);
    // The owner declares the weapon, before any die is rolled.
    const declare = run.transcript.findIndex((l) =>
      /\[British\] Which weapon do the aircraft of Typhoon Flight use this turn\?/.test(l),
    );
    const roll = run.transcript.findIndex((l) => /1 die, 3\+ — Aircraft arrival \(3\+\)/.test(l));
    expect(declare).toBeGreaterThanOrEqual(0);
    expect(roll).toBeGreaterThan(declare);
    expect(run.transcript.some((l) => /1 die, 5\+ — Opponent's Fighter Interception \(5\+\)/.test(l))).toBe(true);
    const s = stateOf(file);
    expect(s.play?.aircraftArrived).toBeUndefined();
    expect(s.play?.aircraftWeapons).toBeUndefined();
    const err = await walk(file, ['move Typhoon Flight']).catch((e: Error) => e);
    expect(choicesOf(err)).not.toMatch(/Typhoon/);
  });

  it('not intercepted (4): the Rockets fire as a bombardment spotted only by the Typhoons, Veteran, no re-roll for two weapons; the Ranged In marker leaves with them', async () => {
    const file = game();
    await walk(file, ['no', 'Rockets', '3', '4'], (s) => s.step === 'movement');
    let s = stateOf(file);
    expect(s.play?.aircraftArrived).toEqual(['Typhoon Flight']);
    expect(s.play?.aircraftWeapons).toEqual({ 'Typhoon Flight': 'Rockets' });
    // Only an aircraft of the unit may spot for its bombardment (p. 45).
    const err = await walk(file, [
      'move Typhoon Flight',
      'end the Movement Step',
      'attack with Typhoon Flight',
      'StuG Platoon',
      'Kompanie HQ/1',
    ]).catch((e: Error) => e);
    expect(choicesOf(err)).toMatch(/^Typhoon Flight\/1, Typhoon Flight\/2$/);
    // The session resumes the attack under way at the spotter question.
    const run = await walk(file, ['', '', '', '', '', '3', '1', '1', '1'], (x) =>
      (x.play?.acted ?? []).includes('bombard:Typhoon Flight'),
    );
    expect(run.remaining).toBe(0);
    // Aircraft are Veteran: Range In on 3+; two rocket weapons re-roll nothing (p. 44).
    expect(
      run.transcript.some((l) =>
        /1 die, 3\+ — Range In attempt 1: Typhoon Flight \(3\+, spotter Typhoon Flight\/1\)/.test(l),
      ),
    ).toBe(true);
    expect(
      run.transcript.some((l) => /template 6" x 6" \(standard\), none re-roll; Anti-tank 3, Firepower 3\+/.test(l)),
    ).toBe(true);
    expect(run.transcript.some((l) => /Danger Close: is every friendly team more than 8"/.test(l))).toBe(true);
    s = stateOf(file);
    expect(unit(s, 'British', 'Typhoon Flight').rangedIn).toBe('StuG Platoon');
    await walk(file, ['end the Shooting Step'], (x) => x.step === 'assault');
    s = stateOf(file);
    expect(unit(s, 'British', 'Typhoon Flight').rangedIn).toBeUndefined();
    expect(s.play?.aircraftWeapons).toBeUndefined();
  });

  it("no weapon to declare and no roll in the first player's first turn of a Meeting Engagement (p. 96)", async () => {
    const file = game(true);
    const run = await walk(file, ['no'], (s) => s.step === 'movement');
    expect(run.remaining).toBe(0);
    expect(run.transcript.some((l) => /Which weapon do the aircraft/.test(l))).toBe(false);
    expect(run.transcript.some((l) => /Aircraft arrival/.test(l) && /1 die/.test(l))).toBe(false);
    expect(stateOf(file).play?.aircraftArrived).toBeUndefined();
  });
});
