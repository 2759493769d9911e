import { describe, expect, it } from 'vitest';
import { readyGame, stateOf, unit, walk } from './helpers.js';

describe('Declare Targets (p. 32): a unit may split its fire between several enemy units', () => {
  it('two Shermans fire at the StuGs, then the other two at the grenadiers; then the troop is done', async () => {
    const file = readyGame((s) => ({ ...s, play: { ...s.play, meeting: false } }));
    const run = await walk(
      file,
      [
        'no',
        'end the Movement Step',
        'shoot with some teams of 1st Troop',
        'StuG Platoon',
        '',
        '',
        '',
        '',
        '',
        '',
        '', // table questions for the StuGs
        '1st Troop/1, 1st Troop/2', // 1st Troop/1 and /2 fire at the StuGs (one set)
        '',
        '1 1',
        '1 1', // main guns; both miss
        'shoot with some teams of 1st Troop',
        '1st Grenadier Platoon',
        '',
        '',
        '',
        '',
        '', // the grenadiers (Concealed in the open: not asked)
        '', // /3 and /4 fire at them (the set, both ticked)
        '',
        '1 1',
        '1 1',
      ],
      (s) => (s.play?.acted ?? []).includes('1st Troop'),
    );
    expect(run.remaining).toBe(0);
    const s = stateOf(file);
    expect(unit(s, 'British', '1st Troop').teams.every((t) => t.shot)).toBe(true);
    expect(run.transcript.some((l) => /2 dice, \d\+ — 1st Troop\/1 M3 75mm gun at StuG Platoon/.test(l))).toBe(true);
    expect(run.transcript.some((l) => /2 dice, \d\+ — 1st Troop\/3 M3 75mm gun at 1st Grenadier Platoon/.test(l))).toBe(
      true,
    );
  });
});
