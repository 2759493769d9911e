import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../../src/cli/play/run.js';
import { ScriptedIO } from '../../../../src/cli/play/scripted-io.js';
import { openFow4Game } from '../../../../src/rulesets/fow4/game.js';
import { newDemoGame } from '../../../cli/play/helpers.js';
import { runCli } from '../../../cli/run-cli.js';
import { tempDir } from '../../../game/helpers.js';
import { demo, edited } from '../bridge/helpers.js';
import { readyGame, someActed, stateOf, unit, walk } from './helpers.js';

const SETUP = (mission: string) => [mission, 'British attacks', 'daylight', 'none', 'physical'];
/** German turn 1 with the Mortar Platoon's marker placed before the game at "the crossroads". */
const markedGame = () =>
  readyGame((s) => {
    unit(s, 'German', 'Mortar Platoon').rangedIn = { marker: 'the crossroads' };
    return { ...s, active: 'German' };
  });
const START = ['no', 'end the Movement Step'];
// Bombard the Anti-tank Troop: default spotter, every team under, no cover; then "is it under the pre-planned marker?".
const BOMBARD = (atMarker: 'yes' | 'no') => [
  'bombard with Mortar Platoon',
  'Anti-tank Troop',
  '',
  '',
  '',
  atMarker,
  '',
];

describe('Pre-planned Artillery Targets (p. 49)', () => {
  it("before deployment the Defender places its Artillery Unit's Ranged In marker; the game keeps it by name", async () => {
    const file = join(tempDir(), 'g.yaml');
    newDemoGame(file, 11);
    // No Retreat: the German defender may Ambush (none) and holds the StuGs and 3rd Grenadier Platoon in Reserve
    // (no more than 60% of its points on the table, p. 96), then places the mortars' marker on an Objective.
    const io = new ScriptedIO([
      ...SETUP('no-retreat'),
      'none',
      'no',
      'StuG Platoon',
      '3rd Grenadier Platoon',
      'on Objective German 1',
      'quit',
    ]);
    expect(await playGame(file, io)).toBe('quit');
    const s = stateOf(file);
    expect(s.play?.objectives?.map((o) => o.id)).toContain('German 1');
    expect(unit(s, 'German', 'Mortar Platoon').rangedIn).toEqual({ marker: 'Objective German 1' });
    expect(
      io.transcript.some((l) =>
        /\[German\] Pre-planned Artillery Target \(p\. 49\): where does Mortar Platoon place/.test(l),
      ),
    ).toBe(true);
    expect(
      io.transcript.some((l) => l.includes('Mortar Platoon places its Ranged In marker on Objective German 1')),
    ).toBe(true);
    // The British have no artillery: nothing else is asked, nothing else is marked.
    expect(
      s.sides
        .flatMap((x) => x.units)
        .filter((u) => u.rangedIn !== undefined)
        .map((u) => u.unit),
    ).toEqual(['Mortar Platoon']);
  });

  it('a unit in Reserve places no marker', async () => {
    const file = join(tempDir(), 'g.yaml');
    newDemoGame(file, 11);
    // Mortar Platoon in Reserve: asked unit by unit, in file order; then the StuGs and 3rd Grenadier Platoon for the 60% limit.
    const reserve = ['yes', 'no', 'no', 'no', 'no', 'yes', 'no', 'no', 'StuG Platoon', '3rd Grenadier Platoon'];
    const io = new ScriptedIO([...SETUP('no-retreat'), 'none', ...reserve, 'quit']);
    expect(await playGame(file, io)).toBe('quit');
    const s = stateOf(file);
    expect(unit(s, 'German', 'Mortar Platoon').deployment).toBe('reserve');
    expect(unit(s, 'German', 'Mortar Platoon').rangedIn).toBeUndefined();
    expect(io.transcript.some((l) => l.includes('Pre-planned Artillery Target'))).toBe(false);
  });

  it('Meeting Engagements have none (p. 96): no marker is asked for', async () => {
    const file = join(tempDir(), 'g.yaml');
    newDemoGame(file, 11);
    const io = new ScriptedIO([...SETUP('free-for-all'), '3 5', 'quit']);
    expect(await playGame(file, io)).toBe('quit');
    expect(unit(stateOf(file), 'German', 'Mortar Platoon').rangedIn).toBeUndefined();
    expect(io.transcript.some((l) => l.includes('Pre-planned Artillery Target'))).toBe(false);
  });

  it('a bombardment of a target under the marker is a Repeat Bombardment: no roll to Range In, the first die is to hit', async () => {
    const file = markedGame();
    // The spotter sees the marker (Enter); no Danger Close (Enter); the two M10s need 3+ to hit: 1 and 1.
    const run = await walk(file, [...START, ...BOMBARD('yes'), '', '', '1', '1'], someActed('shooting'));
    expect(run.remaining).toBe(0);
    expect(run.transcript.some((l) => /Range In attempt/.test(l))).toBe(false);
    expect(
      run.transcript.some((l) => /Repeat Bombardment on the Ranged In marker \(p\. 49\): no roll to Range In/.test(l)),
    ).toBe(true);
    expect(run.transcript.some((l) => /1 die, 3\+ — Mortar Platoon to hit: 1 Anti-tank Troop\/1 \(3\+\)/.test(l))).toBe(
      true,
    );
    // The marker now sits on the target it fired at.
    expect(unit(stateOf(file), 'German', 'Mortar Platoon').rangedIn).toBe('Anti-tank Troop');
  });

  it('a target elsewhere: the unit ranges in as usual; three misses remove the pre-planned marker (p. 47)', async () => {
    const file = markedGame();
    const run = await walk(file, [...START, ...BOMBARD('no'), '', '1', '2', '1'], someActed('shooting'));
    expect(run.remaining).toBe(0);
    expect(run.transcript.join('\n').match(/Range In attempt \d: needs/g)).toHaveLength(3);
    const m = unit(stateOf(file), 'German', 'Mortar Platoon');
    expect(m.rangedIn).toBeUndefined();
    expect(m.rangeInFailed).toBe(true);
  });

  it('moving the Artillery Unit removes its pre-planned marker', async () => {
    const file = markedGame();
    // Tactical move, every team alike, all In Command.
    await walk(file, ['no', 'move Mortar Platoon', 'Tactical move (may shoot, may assault)', 'yes', 'yes'], (s) =>
      (s.play?.acted ?? []).includes('Mortar Platoon'),
    );
    expect(unit(stateOf(file), 'German', 'Mortar Platoon').rangedIn).toBeUndefined();
  });

  it('bombard --game: --fact atMarker=yes fires a Repeat Bombardment from the marker; status shows the marker', async () => {
    const g = demo();
    edited(g, (s) => {
      s.sides[1]!.units.find((u) => u.unit === 'Mortar Platoon')!.rangedIn = { marker: 'the crossroads' };
    });
    g.game.session.close();
    const st = await runCli(['status', g.file, '--json']);
    expect(st.stdout.replace(/\s+/g, ' ')).toContain('"pre-planned target: the crossroads"');
    // Two to-hit dice (misses), no Range In die.
    const b = await runCli([
      'bombard',
      '--game',
      g.file,
      '--unit',
      'Mortar Platoon',
      '--target',
      '1st Troop',
      '--friendly',
      '10',
      '--fact',
      'atMarker=yes',
      '--dice',
      '1,1,1,1',
      '--json',
    ]);
    expect(b.stderr).toBe('');
    expect(b.code).toBe(0);
    const out = JSON.parse(b.stdout);
    expect(out.result.rangeIn.attempts.map((a: { kind: string }) => a.kind)).toEqual(['repeat']);
    expect(
      openFow4Game(g.file, { readOnly: true }).session.state.sides[1]!.units.find((u) => u.unit === 'Mortar Platoon')!
        .rangedIn,
    ).toBe('1st Troop');
  });
});
