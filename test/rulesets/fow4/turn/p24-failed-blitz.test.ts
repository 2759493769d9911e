import { describe, expect, it } from 'vitest';
import { readyGame, someActed, stateOf, unit, walk } from './helpers.js';

describe('Blitz Move (p. 24): a failed Blitz moves at Tactical speed at most, and may stay still', () => {
  it('the Recce Troop fails its Blitz and stays put: not moved, Halted ROF, +1 to hit for Out of Command', async () => {
    const file = readyGame((s) => ({ ...s, play: { ...s.play, meeting: false } }));
    const run = await walk(
      file,
      [
        'no',
        'move Recce Troop',
        'Blitz',
        '1',
        'did not move', // Tactics test fails; the troop stays where it is
        'end the Movement Step',
        'shoot with Recce Troop',
        'StuG Platoon',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '1 1',
        '1 1',
        '1 1',
        '1 1',
      ],
      someActed('shooting'),
    );
    expect(run.remaining).toBe(0);
    // Halted ROF (2 dice for the 37mm), and 5+ instead of the StuGs' 4+: the Out of Command +1.
    expect(
      run.transcript.some((l) => /2 dice, 5\+ — Recce Troop\/1 M6 37mm gun at StuG Platoon\/1: to hit/.test(l)),
    ).toBe(true);
    const recce = unit(stateOf(file), 'British', 'Recce Troop');
    expect(recce.order).toBe('blitz (failed)');
    expect(recce.teams.every((t) => (t.movement ?? 'stationary') === 'stationary')).toBe(true);
  });
});
