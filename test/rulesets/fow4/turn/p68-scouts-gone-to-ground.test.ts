import { describe, expect, it } from 'vitest';
import { atStep, readyGame, stateOf, unit, walk } from './helpers.js';

describe('Scouts are Gone to Ground unless they shoot or assault (pp. 33, 68)', () => {
  it('the Observer (a Scout) moved and did not shoot: Gone to Ground at the end of the turn; a moved Rifle/MG team is not', async () => {
    const file = readyGame((s) => {
      unit(s, 'German', 'Mortar Platoon').teams[1]!.movement = 'moved'; // the Observer Rifle team
      unit(s, 'German', '1st Grenadier Platoon').teams[1]!.movement = 'moved';
      return { ...s, step: 'assault', active: 'German', play: { ...s.play, meeting: false } };
    });
    const run = await walk(file, ['end the turn'], atStep('starting', 'British'));
    expect(run.remaining).toBe(0);
    const s = stateOf(file);
    expect(unit(s, 'German', 'Mortar Platoon').teams[1]!.goneToGround).toBe(true);
    expect(unit(s, 'German', '1st Grenadier Platoon').teams[1]!.goneToGround).toBeUndefined();
    expect(
      run.transcript.some((l) => /1 moved but are Scouts.*\(pp\. 33, 68\)/.test(l.replace(/\s*\n\s*/g, ' '))),
    ).toBe(true);
  });
});
