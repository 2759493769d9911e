import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { atStep, readyGame, someActed, stateOf, unit, walk } from './helpers.js';

/** German turn 1 (British went first, so no Meeting Engagement limits), Starting and Movement done. */
const germanTurn = (edit: (s: GameState) => GameState = (s) => s) => readyGame((s) => edit({ ...s, active: 'German' }));
const START = ['no', 'end the Movement Step'];
// Bombard the Anti-tank Troop: default spotter (the Observer, Mortar Platoon/2: the Unit Leader, a Command SMG team, cannot
// spot, p. 45), all under, no cover, no terrain, no Danger Close.
const BOMBARD = ['bombard with Mortar Platoon', 'Anti-tank Troop', '', '', '', '', ''];

describe('Roll to Range In (p. 47): failing all three attempts', () => {
  it('the Artillery Unit cannot shoot, assault or bombard that turn, and is not Gone to Ground', async () => {
    const file = germanTurn();
    await walk(file, [...START, ...BOMBARD, '1', '2', '1'], someActed('shooting'));
    let s = stateOf(file);
    expect(unit(s, 'German', 'Mortar Platoon').rangeInFailed).toBe(true);
    // No shooting with it afterwards this step.
    const err = await walk(file, ['shoot with Mortar Platoon']).catch((e: Error) => e);
    expect(String(err)).toMatch(
      /"shoot with Mortar Platoon": shoot with Mortar Platoon is not allowed now: it failed all three Range In attempts this turn: it cannot shoot \(p\. 47\)/,
    );
    // No assault with it; then the turn ends.
    const err2 = await walk(file, ['end the Shooting Step', 'assault with Mortar Platoon']).catch((e: Error) => e);
    expect(String(err2)).toMatch(
      /"assault with Mortar Platoon": assault with Mortar Platoon is not allowed now: it failed all three Range In attempts this turn: no shooting, assault or bombardment \(p\. 47\)/,
    );
    await walk(file, ['end the turn'], atStep('starting', 'British'));
    s = stateOf(file);
    expect(unit(s, 'German', 'Mortar Platoon').teams.map((t) => t.goneToGround === true)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    // The other units that did nothing are Gone to Ground as usual.
    expect(unit(s, 'German', 'Anti-tank Gun Platoon').teams.every((t) => t.goneToGround === true)).toBe(true);
  });
});

describe('Who Can Bombard and Pick Spotting Team (p. 45)', () => {
  it("after the mortars bombard, the unit's other teams still shoot; the spotter does not", async () => {
    const file = germanTurn();
    // Range In on the first attempt; both mortars miss.
    await walk(file, [...START, ...BOMBARD, '5', '1', '1'], someActed('shooting'));
    let s = stateOf(file);
    expect(unit(s, 'German', 'Mortar Platoon').teams.map((t) => [t.shot === true, t.bombarded === true])).toEqual([
      [false, false], // the Unit Leader has no artillery weapon: neither fires nor spots
      [false, true], // the Observer spotted
      [true, true],
      [true, true],
    ]);
    // The Command SMG team (Mortar Platoon/1) shoots at the M10s; it alone rolls.
    const run = await walk(
      file,
      ['shoot with Mortar Platoon', 'Anti-tank Troop', '', '', '', '', '', '', '', '', '1 1 1'],
      (x) => (x.play?.acted ?? []).includes('Mortar Platoon'),
    );
    expect(run.remaining).toBe(0);
    s = stateOf(file);
    expect(unit(s, 'German', 'Mortar Platoon').teams.map((t) => t.shot === true)).toEqual([true, false, true, true]);
    expect(run.transcript.some((l) => /Roll .* Mortar Platoon\/2 /.test(l))).toBe(false);
  });

  it('teams that spotted or fired a bombardment cannot assault', async () => {
    const file = germanTurn();
    await walk(file, [...START, ...BOMBARD, '5', '1', '1', 'end the Shooting Step'], atStep('assault'));
    const s = stateOf(file);
    const { assaultFromGame } = await import('../../../../src/rulesets/fow4/bridge/assault.js');
    const { openFow4Game } = await import('../../../../src/rulesets/fow4/game.js');
    const g = openFow4Game(file, { readOnly: true });
    const ga = assaultFromGame({ state: s, forces: g.forces }, 'Mortar Platoon', ['Anti-tank Troop']);
    expect(ga.input.attacker.unit.teams.map((t) => t.bombarded === true)).toEqual([false, true, true, true]);
  });

  it("a refused bombardment does not use up the unit's shooting", async () => {
    // The Mortar Platoon is Pinned Down (its rally fails): it cannot bombard; it may still shoot.
    const file = germanTurn((s) => {
      unit(s, 'German', 'Mortar Platoon').pinned = true;
      return s;
    });
    const first = await walk(
      file,
      ['1', 'no', ...START, 'bombard with Mortar Platoon', 'Anti-tank Troop', '', '', '', ''],
      someActed('shooting'),
    );
    expect(first.remaining).toBe(0);
    expect(first.transcript.some((l) => /Mortar Platoon does not bombard \(cannot-bombard\)/.test(l))).toBe(true);
    // "shoot with Mortar Platoon" is still a choice (then quit at its first question).
    expect((await walk(file, ['shoot with Mortar Platoon', 'quit'])).end).toBe('quit');
    // ... and the bombardment is not offered again this step.
    const err = await walk(file, ['bombard with Mortar Platoon']).catch((e: Error) => e);
    expect(String(err)).toMatch(/"bombard with Mortar Platoon" is not an answer/);
  });
});
