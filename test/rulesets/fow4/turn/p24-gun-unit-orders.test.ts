import { describe, expect, it } from 'vitest';
import { choicesOf, readyGame, walk } from './helpers.js';

/** German turn 1: the Anti-tank Gun Platoon (Command SMG team and two 7.5cm PaK40 guns). */
const germanTurn = (step: 'starting' | 'assault') =>
  readyGame((s) => ({ ...s, step, active: 'German', play: { ...s.play, meeting: false } }));

describe('Movement Orders (p. 24): Gun teams may only be given Dig In and Cross Here', () => {
  it('the Anti-tank Gun Platoon is offered neither Blitz nor Follow Me', async () => {
    const file = germanTurn('starting');
    const err = await walk(file, ['no', 'move Anti-tank Gun Platoon', 'Blitz']).catch((e: Error) => e);
    expect(String(err)).toMatch(/"Blitz" is not an answer/);
    const offered = choicesOf(err);
    expect(offered).toContain('Dig In order');
    expect(offered).toContain('Cross Here order');
    expect(offered).not.toMatch(/Blitz|Follow Me/);
  });

  it('nor Shoot and Scoot in the Assault Step', async () => {
    const file = germanTurn('assault');
    const err = await walk(file, ['Shoot and Scoot with Anti-tank Gun Platoon (instead of assaulting)']).catch(
      (e: Error) => e,
    );
    expect(String(err)).toMatch(/is not an answer/);
    expect(choicesOf(err)).toContain('scoot:StuG Platoon');
    expect(choicesOf(err)).not.toContain('scoot:Anti-tank Gun Platoon');
  });
});
