import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acted, editedGame, stateOf, unit, walk } from './helpers.js';

// The British get two Sextons and an Air Observation Post (a test arsenal: the demo arsenals have
// none); the Germans two 8.8cm FlaK36 guns (Heavy Anti-aircraft).
const fixture = join(import.meta.dirname, 'fixtures/aircraft.yaml');
const british = (t: string) =>
  `${t.replace('arsenals: [british]', `arsenals: [british, ${JSON.stringify(fixture)}]`)}\n  - name: Field Battery\n    teams:\n      - { team: Sexton, count: 2 }\n    points: 100\n  - name: Air OP\n    teams:\n      - Auster AOP\n    points: 10\n`;
const flak = (t: string) =>
  `${t}\n  - name: Flak Platoon\n    teams:\n      - { team: 8.8cm FlaK36 gun, count: 2 }\n    points: 100\n`;
const game = () => editedGame({ british, german: flak }, (s) => ({ ...s, play: { ...s.play, meeting: false } }));
const choicesOf = (err: unknown) => String(err).replace(/^[^]*choose one of: /, '');
/** Turn 1 up to the battery's spotter: the AOP spots; the table answers the template questions. */
const toSpotting = [
  'no',
  'end the Movement Step',
  'bombard with Field Battery',
  'StuG Platoon',
  'Air OP/1',
  '',
  '',
  'yes',
  '',
];

describe('Air Observation Posts (p. 50)', () => {
  it('the AOP arrives automatically in the Starting Step (no roll) and has no attack of its own', async () => {
    const file = game();
    const run = await walk(file, ['no'], (s) => s.step === 'movement');
    expect(run.remaining).toBe(0);
    expect(run.transcript.some((l) => /Air OP: an Air Observation Post arrives automatically/.test(l))).toBe(true);
    expect(run.transcript.some((l) => /Aircraft arrival/.test(l))).toBe(false);
    expect(stateOf(file).play?.aircraftArrived).toEqual(['Air OP']);
    const err = await walk(file, ['end the Movement Step', 'attack with Air OP']).catch((e: Error) => e);
    expect(choicesOf(err)).toMatch(/bombard:Field Battery/);
    expect(choicesOf(err)).not.toMatch(/Air OP/);
  });

  it('before it spots, the German FlaK fires at it: shot down, the battery does not bombard', async () => {
    const file = game();
    const run = await walk(
      file,
      [...toSpotting, 'Flak Platoon/1', '', 'no', 'no', '5', '1', '4'],
      acted('bombard:Field Battery'),
    );
    expect(run.remaining).toBe(0);
    expect(
      run.transcript.some((l) =>
        /Air OP\/1 was shot down before it could spot: Field Battery does not bombard/.test(l),
      ),
    ).toBe(true);
    const s = stateOf(file);
    expect(unit(s, 'British', 'Air OP').teams[0]!.destroyed).toBe(true);
    expect(unit(s, 'British', 'Field Battery').teams.some((t) => t.shot)).toBe(false);
    expect(unit(s, 'German', 'Flak Platoon').teams[0]!.shotAtAircraft).toBe('8.8cm FlaK36 gun');
  });

  it('it survives, and re-rolls a failed third attempt to Range In', async () => {
    const file = game();
    const run = await walk(
      file,
      [...toSpotting, 'Flak Platoon/1', '', 'no', 'no', '4', '', '1', '1', '1', '4', '1', '1', '1'],
      acted('bombard:Field Battery'),
    );
    expect(run.remaining).toBe(0);
    expect(
      run.transcript.some((l) =>
        /Range In attempt 3: Field Battery \(4\+, spotter Air OP\/1\): re-roll failures/.test(l),
      ),
    ).toBe(true);
    const s = stateOf(file);
    expect(unit(s, 'British', 'Field Battery').rangedIn).toBe('StuG Platoon');
    expect(unit(s, 'British', 'Air OP').teams[0]!.bombarded).toBe(true);
  });

  it('the AOP model must be within 16"/40cm of the Aiming Point', async () => {
    const file = game();
    const answers = [
      'no',
      'end the Movement Step',
      'bombard with Field Battery',
      'StuG Platoon',
      'Air OP/1',
      '',
      '',
      'no',
      '',
      'Flak Platoon/1',
      '',
      'no',
      'no',
      '4',
    ];
    const run = await walk(file, answers, acted('bombard:Field Battery'));
    expect(run.remaining).toBe(0);
    expect(run.transcript.some((l) => /an AOP model must be within 16"\/40cm of the Aiming Point/.test(l))).toBe(true);
    expect(unit(stateOf(file), 'British', 'Field Battery').teams.some((t) => t.shot)).toBe(false);
  });
});
