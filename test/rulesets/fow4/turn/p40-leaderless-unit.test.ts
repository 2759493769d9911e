import { describe, expect, it } from 'vitest';
import { atStep, readyGame, stateOf, unit, walk } from './helpers.js';

/** German turn 1 Starting Step: 2nd Grenadier Platoon lost its Unit Leader (none within 6"/15cm took over) and is Pinned Down. */
const leaderless = () =>
  readyGame((s) => {
    const u = unit(s, 'German', '2nd Grenadier Platoon');
    u.teams[0]!.destroyed = true;
    u.leader = null;
    u.pinned = true;
    return { ...s, active: 'German', play: { ...s.play, meeting: false } };
  });

const APPOINT = /Formation Commander: appoint a new Unit Leader for 2nd Grenadier Platoon \(p\. 40\)/;
const REROLL = /Formation Commander within 6/;

describe('A leaderless unit (pp. 40, 60)', () => {
  it('no Unit Leader, so no Commander within 6"/15cm of it: the failed rally gets no re-roll question', async () => {
    const file = leaderless();
    // Appoint nobody (Enter); the rally fails (1); leaderless, the unit takes its Last Stand: 5, it stays.
    const run = await walk(file, ['', '1', '5', 'no'], atStep('movement', 'German'));
    expect(run.remaining).toBe(0);
    expect(run.transcript.some((l) => APPOINT.test(l.replace(/\s*\n\s*/g, ' ')))).toBe(true);
    expect(run.transcript.some((l) => REROLL.test(l))).toBe(false);
    const s = stateOf(file);
    expect(unit(s, 'German', '2nd Grenadier Platoon').pinned).toBe(true);
    expect(unit(s, 'German', '2nd Grenadier Platoon').leader).toBeNull();
  });

  it('at the start of the turn the Formation Commander appoints 2nd Grenadier Platoon/2; the failed rally may then be re-rolled', async () => {
    const file = leaderless();
    // Appoint /2; the rally fails (1); the Commander is within 6"/15cm of the new leader: re-roll 5, rallied.
    const run = await walk(file, ['2nd Grenadier Platoon/2', '1', 'yes', '5', 'no'], atStep('movement', 'German'));
    expect(run.remaining).toBe(0);
    const s = stateOf(file);
    expect(unit(s, 'German', '2nd Grenadier Platoon').leader).toBe('2nd Grenadier Platoon/2');
    expect(unit(s, 'German', '2nd Grenadier Platoon').pinned).toBeFalsy();
  });
});
