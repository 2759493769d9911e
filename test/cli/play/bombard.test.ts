import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/cli/play/run.js';
import { ScriptedIO } from '../../../src/cli/play/scripted-io.js';
import { openFow4Game } from '../../../src/rulesets/fow4/game.js';
import type { GameState } from '../../../src/rulesets/fow4/schema/game.js';
import { readyGame, stateOf, unit, TableIO } from './helpers.js';

/** German turn 1 (manual dice), past the Starting and Movement Steps. */
const germanTurn = (edit: (s: GameState) => GameState = (s) => s) =>
  readyGame((s) => edit({ ...s, active: 'German', play: { ...s.play, first: 'German', meeting: false } }));
const START = ['no', 'end the Movement Step'];
const acted = (name: string) => (s: unknown) =>
  ((s as GameState).play?.acted ?? []).some((a) => a === name || a === `bombard:${name}`);

describe('umpire play: bombardments in the Shooting Step (pp. 45-51)', () => {
  it('bombard with the Mortar Platoon: Range In on the 2nd attempt (+1 to hit), template, hits re-rolled, saves; the state records it', async () => {
    const file = germanTurn();
    const io = new TableIO([
      ...START,
      'bombard with Mortar Platoon',
      'Anti-tank Troop',
      '', // one screen: spotter (the Unit Leader), every team under the template, no cover, no terrain, Danger Close clear
      '2',
      '4', // Range In: attempt 1 misses, attempt 2 ranges in (3+)
      '6 1',
      '6', // to hit (3+, 4+ with the +1): M10 /1 hit, /2 missed (one line), then /1's hit re-rolled (2 weapons: re-roll successes)
      '1',
      '5', // Top armour save fails to beat AT 1 (equal), Firepower test 4+ passes: bailed out
    ]);
    await playGame(file, io, { until: acted('Mortar Platoon') });
    expect(io.remaining).toBe(0);
    const s = stateOf(file);
    const mortars = unit(s, 'German', 'Mortar Platoon');
    expect(mortars.rangedIn).toBe('Anti-tank Troop');
    // The two mortars fired (shot); the command and observer teams did not.
    expect(mortars.teams.map((t) => t.shot === true)).toEqual([false, false, true, true]);
    expect(
      unit(s, 'British', 'Anti-tank Troop').teams.map((t) => [t.bailedOut === true, t.destroyed === true]),
    ).toEqual([
      [true, false],
      [false, false],
    ]);
    // A bombardment leaves the unit's other teams free to shoot (p. 45).
    expect(s.play?.acted).toEqual(['bombard:Mortar Platoon']);
    expect(s.play?.shootingBegun).toBe(true);
    expect(io.transcript.some((l) => l.includes('Range In attempt 2: needs 3+, rolled 4: ranged in'))).toBe(true);
    expect(io.transcript.some((l) => l.includes('template 6" x 6" (standard)') && l.includes('+1 to hit'))).toBe(true);
    const journal = openFow4Game(file, { readOnly: true }).session.journal;
    expect(journal.some((e) => e.kind === 'decision' && e.id === 'fow4.danger-close')).toBe(true);
  });

  it('Repeat Bombardment on the Ranged In target: no Range In roll, +1 to hit when the spotter cannot see the marker', async () => {
    const file = germanTurn((s) => {
      unit(s, 'German', 'Mortar Platoon').rangedIn = 'Anti-tank Troop';
      return s;
    });
    const io = new TableIO([
      ...START,
      'bombard with Mortar Platoon',
      'Anti-tank Troop',
      '5', // one screen of the table's answers: line 5 flips, the spotter cannot see the Ranged In marker
      '3 3', // to hit: the M10s' 3+ becomes 4+, so both 3s miss
    ]);
    await playGame(file, io, { until: acted('Mortar Platoon') });
    expect(io.remaining).toBe(0);
    expect(io.transcript.some((l) => /› 2 dice, 4\+ — Mortar Platoon to hit: 1 Anti-tank Troop\/1/.test(l))).toBe(true);
    expect(io.transcript.some((l) => /Range In attempt/.test(l) && l.startsWith('?'))).toBe(false);
    expect(io.transcript.some((l) => l.includes('Repeat Bombardment on the Ranged In marker'))).toBe(true);
    const s = stateOf(file);
    expect(unit(s, 'German', 'Mortar Platoon').rangedIn).toBe('Anti-tank Troop');
    expect(unit(s, 'British', 'Anti-tank Troop').teams.every((t) => !t.bailedOut && !t.destroyed)).toBe(true);
  });

  it('failing all three Range In attempts removes the Ranged In marker and the unit is done for the step', async () => {
    const file = germanTurn((s) => {
      unit(s, 'German', 'Mortar Platoon').rangedIn = '1st Troop';
      return s;
    });
    const io = new TableIO([...START, 'bombard with Mortar Platoon', 'Anti-tank Troop', '', '1', '2', '1']);
    await playGame(file, io, { until: acted('Mortar Platoon') });
    const mortars = unit(stateOf(file), 'German', 'Mortar Platoon');
    expect(mortars.rangedIn).toBeUndefined();
    expect(mortars.teams.every((t) => !t.shot)).toBe(true);
  });

  it('Smoke Bombardment: offered only at the start of the Shooting Step, once a game; it is recorded and lays a screen', async () => {
    const file = germanTurn();
    const io = new TableIO([...START, 'Smoke Bombardment with Mortar Platoon', '', '5']);
    await playGame(file, io, { until: acted('Mortar Platoon') });
    expect(io.remaining).toBe(0);
    let s = stateOf(file);
    expect(s.play?.smokeFired).toEqual(['Mortar Platoon']);
    expect(s.play?.shootingBegun).toBeUndefined();
    expect(unit(s, 'German', 'Mortar Platoon').rangedIn).toBeUndefined();
    expect(io.transcript.some((l) => l.includes('Smoke Screen: 2 weapon(s), a line of smoke 8" long'))).toBe(true);

    // Next step options: no second Smoke Bombardment for the Mortar Platoon this game.
    const io2 = new TableIO(['quit']);
    await playGame(file, io2);
    expect(io2.transcript.join('\n')).not.toMatch(/Smoke Bombardment with Mortar Platoon/);
    s = stateOf(file);
    expect(s.step).toBe('shooting');
  });

  it('once anything else fires, Smoke Bombardments are no longer offered this step', async () => {
    const file = germanTurn((s) => ({ ...s, play: { ...s.play, shootingBegun: true } }));
    const { fow4Play } = await import('../../../src/rulesets/fow4/turn/index.js');
    const g = openFow4Game(file, { readOnly: true });
    const state = { ...g.session.state, step: 'shooting' as const };
    const labels = fow4Play(g.forces)
      .step(state)!
      .actions()
      .map((a) => a.label);
    expect(labels).toContain('bombard with Mortar Platoon');
    expect(labels.some((l) => l.startsWith('Smoke Bombardment'))).toBe(false);
    const fresh = { ...state, play: { ...state.play, shootingBegun: undefined } };
    const all = fow4Play(g.forces)
      .step(fresh)!
      .actions()
      .map((a) => a.label);
    expect(all).toContain('Smoke Bombardment with Mortar Platoon (start of the step only)');
    // An artillery unit's bombard comes before its direct shooting (the built-in opponent takes the first).
    expect(all.indexOf('bombard with Mortar Platoon')).toBe(all.indexOf('shoot with Mortar Platoon') - 1);
  });

  it('moving the Artillery Unit removes its Ranged In marker (p. 49)', async () => {
    const file = germanTurn((s) => {
      unit(s, 'German', 'Mortar Platoon').rangedIn = 'Anti-tank Troop';
      unit(s, 'German', 'Anti-tank Gun Platoon').rangedIn = 'Anti-tank Troop';
      return s;
    });
    const io = new TableIO(['no', 'move Mortar Platoon', 'tactical', ...Array(12).fill('')]);
    await playGame(file, io, { until: acted('Mortar Platoon') });
    const s = stateOf(file);
    expect(unit(s, 'German', 'Mortar Platoon').rangedIn).toBeUndefined();
    expect(unit(s, 'German', 'Anti-tank Gun Platoon').rangedIn).toBe('Anti-tank Troop');
    expect(
      io.transcript.some((l) => l.includes('Mortar Platoon moved: its Ranged In marker is removed (p. 49).')),
    ).toBe(true);
  });
});
