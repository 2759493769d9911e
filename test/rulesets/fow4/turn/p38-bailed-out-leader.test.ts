import { describe, expect, it } from 'vitest';
import { atStep, readyGame, stateOf, unit, walk } from './helpers.js';

const bailedLeader = () =>
  readyGame((s) => {
    unit(s, 'British', '1st Troop').teams[0]!.bailedOut = true; // 1st Troop/1, its Unit Leader
    return { ...s, play: { ...s.play, meeting: false } };
  });

describe('Bailed Out Leaders (p. 38): a Bailed Out Unit Leader may swap to another tank of its unit within 6"/15cm', () => {
  it('the remount fails; the owner swaps the leader to 1st Troop/2, which leads the unit from now on', async () => {
    const file = bailedLeader();
    // Remount 1 (the Commander re-roll: no); swap to 1st Troop/2; no Objective held.
    const run = await walk(file, ['1', 'no', '1st Troop/2', 'no'], atStep('movement'));
    expect(run.remaining).toBe(0);
    expect(
      run.transcript.some((l) =>
        /\[British\] 1st Troop's Unit Leader 1st Troop\/1 is Bailed Out: swap to another tank of the unit within 6"\/15cm \(p\. 38\)\?/.test(
          l,
        ),
      ),
    ).toBe(true);
    const troop = unit(stateOf(file), 'British', '1st Troop');
    expect(troop.leader).toBe('1st Troop/2');
    expect(troop.teams[0]!.bailedOut).toBe(true);
  });

  it('kept: the leader stays with its Bailed Out tank; a remounted leader is not asked', async () => {
    const kept = bailedLeader();
    await walk(kept, ['1', 'no', 'keep 1st Troop/1', 'no'], atStep('movement'));
    expect(unit(stateOf(kept), 'British', '1st Troop').leader ?? '1st Troop/1').toBe('1st Troop/1');
    const remounted = bailedLeader();
    const run = await walk(remounted, ['6', 'no'], atStep('movement'));
    expect(run.remaining).toBe(0);
    expect(run.transcript.some((l) => /is Bailed Out: swap/.test(l))).toBe(false);
  });
});
