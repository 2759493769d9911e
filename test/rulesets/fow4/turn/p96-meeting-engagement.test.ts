import { describe, expect, it } from 'vitest';
import { readyGame, someActed, stateOf, unit, walk } from './helpers.js';

/** German turn 1, Starting and Movement Steps done (no Objective held, nothing moved). */
const START = ['no', 'end the Movement Step'];

describe("Meeting Engagements (p. 96): no Artillery Bombardment in the first player's first Shooting Step", () => {
  it('German go first: turn 1 does not offer the Mortar Platoon a bombardment', async () => {
    const file = readyGame((s) => ({ ...s, active: 'German', play: { ...s.play, first: 'German' } }));
    const err = await walk(file, [...START, 'bombard with Mortar Platoon']).catch((e: Error) => e);
    expect(String(err)).toMatch(
      /"bombard with Mortar Platoon" is not an answer .*choose one of: .*shoot:Mortar Platoon/,
    );
    expect(String(err)).not.toMatch(/bombard:/);
    const s = stateOf(file);
    expect(s.step).toBe('shooting');
    expect(unit(s, 'German', 'Mortar Platoon').teams.every((t) => !t.shot)).toBe(true);
  });

  it("the second player's first turn may bombard (the rule is the first player's alone)", async () => {
    const file = readyGame((s) => ({ ...s, active: 'German' })); // British went first
    const run = await walk(
      file,
      [...START, 'bombard with Mortar Platoon', 'Anti-tank Troop', '', '', '', '', '', '5', '1', '1'],
      someActed('shooting'),
    );
    expect(run.remaining).toBe(0);
    expect(unit(stateOf(file), 'German', 'Mortar Platoon').rangedIn).toBe('Anti-tank Troop');
  });
});
