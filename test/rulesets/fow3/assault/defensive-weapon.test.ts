/**
 * Issue 28's audit of Open Fire's tank assaults: a team with two weapons fires the one its player
 * picks in defensive fire, so a Command Panzerfaust SMG team can fire its Panzerfaust (AT 12) at the
 * side armour of charging tanks ([Defensive Fire], [Defensive Fire against Tanks]; the Panzerfaust
 * is barred only in the Shooting Step after moving, German Arsenal, p. 46).
 */
import { describe, expect, it } from 'vitest';
import { SHERMAN_V } from '../../../../src/rulesets/fow3/arsenal/british.js';
import { GW34, OBSERVER_RIFLE, PANZERFAUST_SMG, PANZERSCHRECK } from '../../../../src/rulesets/fow3/arsenal/german.js';
import { defensiveFire } from '../../../../src/rulesets/fow3/assault/defensive-fire.js';
import type { AssaultPlatoon } from '../../../../src/rulesets/fow3/assault/types.js';
import { ids, run } from '../helpers.js';

const shermans = (n: number): AssaultPlatoon => ({
  name: 'Shermans',
  motivation: 'confident',
  skill: 'trained',
  teams: Array.from({ length: n }, (_, i) => ({ id: `T${i + 1}`, profile: SHERMAN_V })),
});

describe('Defensive Fire: a Panzerfaust team fires its Panzerfaust at charging tanks (German Arsenal, p. 46)', () => {
  it('the Command Panzerfaust SMG team fires its Panzerfaust (AT 12) against the side armour of a charging Sherman', () => {
    const pf = { id: 'HQ/1', profile: PANZERFAUST_SMG };
    // One die to hit (Trained tanks: 3+), the side armour save 4 + 1 = 5 < 12, Firepower 5+ on a 5.
    const { result, journal } = run(defensiveFire(shermans(1), [pf], {}), [4, 1, 5]);
    expect(result.shooting.shots.map((s) => [s.shooter, s.weapon, s.dice])).toEqual([['HQ/1', 'Panzerfaust', 1]]);
    expect(result.shooting.saves[0]).toMatchObject({ team: 'T1', weapon: 'Panzerfaust', outcome: 'destroyed' });
    expect(journal.filter((e) => e.type === 'decision').map((e) => (e.type === 'decision' ? e.id : ''))).toContain(
      'fow3.defensive-weapon',
    );
    expect(ids(result.rules)).toContain('fow3.defensive-weapon');
  });

  it("the defending player may fire the team's SMG instead", () => {
    const pf = { id: 'HQ/1', profile: PANZERFAUST_SMG };
    const { result } = run(defensiveFire(shermans(1), [pf], {}), [1, 1, 1], ['fow3.defensive-weapon=SMG']);
    expect(result.shooting.shots.map((s) => [s.weapon, s.dice])).toEqual([['SMG', 3]]);
  });

  it('against charging infantry the SMG fires and nobody is asked (ROF 3 counts more towards the 5 hits of Fall Back!)', () => {
    const pf = { id: 'HQ/1', profile: PANZERFAUST_SMG };
    const inf: AssaultPlatoon = {
      name: 'Riflemen',
      motivation: 'confident',
      skill: 'trained',
      teams: [{ id: 'R1', profile: PANZERSCHRECK }],
    };
    const { result, journal } = run(defensiveFire(inf, [pf], {}), [1, 1, 1]);
    expect(result.shooting.shots.map((s) => [s.weapon, s.dice])).toEqual([['SMG', 3]]);
    // Only the hits count against infantry (3+ save, no firepower test): no question with one sensible answer.
    expect(journal.filter((e) => e.type === 'decision')).toEqual([]);
  });
});

describe('Defensive Fire: a weapon with a minimum range of 8"/20cm cannot fire at teams charging into contact (German Arsenal, p. 46)', () => {
  it('the 8cm GW34 mortars do not fire; the Observer Rifle team does', () => {
    const mortars = [
      { id: 'Observer', profile: OBSERVER_RIFLE },
      { id: 'Mortar 1', profile: GW34 },
      { id: 'Mortar 2', profile: GW34 },
    ];
    const { result } = run(defensiveFire(shermans(1), mortars, {}), [/* the rifle misses */ 1]);
    expect(result.shooting.shots.filter((s) => s.dice > 0).map((s) => s.shooter)).toEqual(['Observer']);
    expect(result.shooting.hits).toBe(0);
    expect(ids(result.rules)).toContain('fow3.minimum-range');
  });
});
