import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../src/dice/seeded.js';
import { acted, readyGame, stateOf, walk } from './helpers.js';

const seeded = () =>
  readyGame((s) => ({ ...s, play: { ...s.play, meeting: false } }), {
    kind: 'seeded',
    seed: 5,
    state: [...new SeededDice(5).save().state],
  });

describe('Opponent\'s Defensive Fire (p. 55): every enemy team within 8"/20cm fires, whatever its unit', () => {
  it('1st Troop charges 1st Grenadier Platoon: the PaK40s beside it, named by the table, fire too', async () => {
    const file = seeded();
    const run = await walk(
      file,
      [
        'no',
        'end the Movement Step',
        'end the Shooting Step',
        'assault with 1st Troop',
        '1st Grenadier Platoon',
        '', // smoke: no
        'Anti-tank Gun Platoon', // the other German units near the charge
        ...Array(80).fill(''),
      ],
      acted('1st Troop', 'assault'),
    );
    const df = (unit: string) => run.transcript.filter((l) => l.includes(`Defensive Fire: ${unit}/`)).length;
    // The ten Grenadier teams and the three teams of the Anti-tank Gun Platoon fire; no other unit was named.
    expect([df('1st Grenadier Platoon'), df('Anti-tank Gun Platoon'), df('Mortar Platoon')]).toEqual([10, 3, 0]);
    expect(run.transcript.some((l) => /Anti-tank Gun Platoon\/2 \(7\.5cm PaK40 gun\)/.test(l))).toBe(true);
    expect(stateOf(file).step).toBe('assault');
  });
});
