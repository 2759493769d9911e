import { describe, expect, it } from 'vitest';
import { atStep, readyGame, someActed, stateOf, unit, walk } from './helpers.js';

// British turn 1: 1st Troop shoots the grenadiers; one hit on the platoon's command team, which fails its save.
const KILL_LEADER = [
  'no',
  'end the Movement Step',
  'shoot with 1st Troop',
  '1st Grenadier Platoon',
  '',
  '',
  '',
  '',
  '',
  '',
  '5 1',
  '1 1',
  '1 1',
  '1 1',
  'no (more) swaps',
  '1',
];
const ready = () => readyGame((s) => ({ ...s, play: { ...s.play, meeting: false } }));

describe('Replace Destroyed Unit Leaders (p. 40)', () => {
  it('the owner names the team that takes over; the game file records it', async () => {
    const file = ready();
    const run = await walk(file, [...KILL_LEADER, '1st Grenadier Platoon/4'], someActed('shooting'));
    expect(run.remaining).toBe(0);
    const gren = unit(stateOf(file), 'German', '1st Grenadier Platoon');
    expect(gren.teams[0]!.destroyed).toBe(true);
    expect(gren.leader).toBe('1st Grenadier Platoon/4');
    expect(
      run.transcript.some((l) =>
        l.includes('1st Grenadier Platoon: 1st Grenadier Platoon/4 is the new Unit Leader (p. 40).'),
      ),
    ).toBe(true);
  });

  it('no team within 6"/15cm: the unit is leaderless, not In Good Spirits, and takes a Unit Last Stand test at the start of its turn (p. 60)', async () => {
    const file = ready();
    await walk(file, [...KILL_LEADER, 'none'], someActed('shooting'));
    expect(unit(stateOf(file), 'German', '1st Grenadier Platoon').leader).toBeNull();
    // Hand over; the Commander appoints nobody (Enter, p. 40); the German Starting Step tests the leaderless
    // platoon (9 teams left) and it fails (Last Stand 4+; no Unit Leader, so no Commander re-roll is asked).
    const run = await walk(
      file,
      ['end the Shooting Step', 'end the turn', '', '1', 'no'],
      atStep('movement', 'German'),
    );
    expect(run.transcript.some((l) => /Unit Last Stand 1st Grenadier Platoon/.test(l))).toBe(true);
    expect(unit(stateOf(file), 'German', '1st Grenadier Platoon').destroyed).toBe(true);
  });
});
