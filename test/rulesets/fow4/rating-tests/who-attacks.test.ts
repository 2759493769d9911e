import { describe, expect, it } from 'vitest';
import { whoAttacks } from '../../../../src/rulesets/fow4/rating-tests/setup.js';
import { run } from './helpers.js';

describe('Who Attacks (p. 92): the roll-off dice are part of the result', () => {
  it('every die of the roll-off, ties included, is in rolls', () => {
    const r = run(whoAttacks({ players: ['British', 'German'] }), [3, 3, 2, 5]);
    expect(r.attacker).toBe('German');
    expect(r.rolls.map((x) => [x.label, x.face, x.success])).toEqual([
      ['British', 3, false],
      ['German', 3, false],
      ['British', 2, false],
      ['German', 5, true],
    ]);
  });
  it('no roll (secret choices differ): no dice', () => {
    expect(run(whoAttacks({ players: ['A', 'B'], method: 'choose', choices: ['defend', 'attack'] }), []).rolls).toEqual(
      [],
    );
  });
});
