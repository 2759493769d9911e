import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../src/dice/seeded.js';
import { choicesOf, readyGame, someActed, stateOf, unit, walk } from './helpers.js';

/** German turn 1, Shooting Step, seeded dice: the Mortar Platoon (Command SMG team, Observer Rifle team, two 8cm mortars) bombards. */
const germanShooting = () =>
  readyGame((s) => ({ ...s, step: 'shooting', active: 'German', play: { ...s.play, meeting: false } }), {
    kind: 'seeded',
    seed: 3,
    state: [...new SeededDice(3).save().state],
  });

describe('Pick Spotting Team (p. 45): a firing team, a Formation HQ team or an Observer', () => {
  it("the Mortar Platoon's Command SMG team (no artillery weapon) is not offered; its Observer spots by default", async () => {
    const file = germanShooting();
    const err = await walk(file, ['bombard with Mortar Platoon', '1st Troop', 'Mortar Platoon/1']).catch(
      (e: Error) => e,
    );
    expect(String(err)).toMatch(/"Mortar Platoon\/1" is not an answer to .*Which team spots\?/);
    expect(choicesOf(err)).toMatch(/Mortar Platoon\/2.*Mortar Platoon\/3/);
  });

  it('accepting the default: the Observer spots, and the Command SMG team may still shoot', async () => {
    const file = germanShooting();
    const run = await walk(
      file,
      ['bombard with Mortar Platoon', '1st Troop', ...Array(30).fill('')],
      someActed('shooting'),
    );
    expect(
      run.transcript.some((l) => /Range In attempt 1: Mortar Platoon \(3\+, spotter Mortar Platoon\/2\)/.test(l)),
    ).toBe(true);
    const teams = unit(stateOf(file), 'German', 'Mortar Platoon').teams;
    expect(teams.map((t) => t.bombarded === true)).toEqual([false, true, true, true]);
    const menu = await walk(file, ['no such action']).catch((e: Error) => e);
    expect(choicesOf(menu)).toMatch(/(^|, )shoot:Mortar Platoon(,|$)/);
  });
});
