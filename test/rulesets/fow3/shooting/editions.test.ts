/**
 * The same shot under both editions, through the same dice core and runner: a Sherman V at a
 * StuG G. What the editions share (to-hit pool, armour save, firepower table) gives the same
 * outcome with the same dice; where they differ (a score above 6, the gun save) the outcomes
 * differ as each book prescribes. The 4th-edition side is built from the fow4 modules that exist
 * (score rules and saves); swap in the fow4 shoot procedure when it lands.
 */
import { armourSave, teamSave, scoreTarget } from '../../../../src/rulesets/fow4/saves.js';
import { describe, expect, it } from 'vitest';
import { rollPool } from '../../../../src/dice/pool.js';
import type { Procedure } from '../../../../src/engine/request.js';
import {
  M2_MORTAR,
  SHERMAN_V as SHERMAN_V3,
  RIFLE_MG as RIFLE_MG3,
} from '../../../../src/rulesets/fow3/arsenal/british.js';
import { STUG_G as STUG_G3 } from '../../../../src/rulesets/fow3/arsenal/german.js';
import { shoot } from '../../../../src/rulesets/fow3/shooting/shoot.js';
import { saveHit as saveHit3 } from '../../../../src/rulesets/fow3/shooting/saves.js';
import { fow3Options } from '../../../../src/rulesets/fow3/options.js';
import type { TeamProfile } from '../../../../src/rulesets/flames-of-war/profile.js';

import { run } from '../helpers.js';

const STUG_G4: TeamProfile = {
  name: 'StuG G',
  type: 'tank',
  mobility: 'standard-tank',
  armour: { front: 7, side: 3, top: 1 },
  weapons: [],
};

/** The 4th-edition shot: M3 75mm (ROF 2, AT 10, FP 3+) against a StuG that Is Hit On 4+, then an armour save per hit. */
function* fow4Shot(modifiers: number[], longRange: boolean): Procedure<{ hits: number; effects: string[] }> {
  const score = scoreTarget(4, modifiers);
  const pool = yield* rollPool({ count: 2, target: score.target, label: 'fow4 Sherman to hit' });
  const effects: string[] = [];
  for (let i = 0; i < pool.successes; i++)
    effects.push((yield* armourSave(STUG_G4, { name: 'StuG' }, { antiTank: 10, firepower: 3, longRange })).effect);
  return { hits: pool.successes, effects };
}

const fow3Shot = (target: object) =>
  shoot({
    shooters: [{ id: 'Sherman', profile: SHERMAN_V3, fire: ['M3 75mm gun'] }],
    target: { name: 'StuGs', skill: 'veteran', teams: [{ id: 'StuG', profile: STUG_G3, ...target }] },
  });

describe('the same shot, two editions', () => {
  it('in the open at 12": both need 4+, hit once with 2, 5, and the StuG bounces it on a 4 (shared armour save)', () => {
    const v4 = run(fow4Shot([], false), [2, 5, 4]).result;
    const v3 = run(fow3Shot({ moved: true }), [2, 5, 4]).result;
    expect(v4).toEqual({ hits: 1, effects: ['bounced'] });
    expect(v3.hits).toBe(1);
    expect(v3.saves[0]!.outcome).toBe('no-effect');
  });

  it('a penetration: both roll the same firepower table (7 + 2 = 9 < 10, firepower 3 → destroyed; firepower 2 → bailed out)', () => {
    expect(run(fow4Shot([], false), [1, 6, 2, 3]).result.effects).toEqual(['destroyed']);
    expect(run(fow3Shot({ moved: true }), [1, 6, 2, 3]).result.saves[0]!.outcome).toBe('destroyed');
    expect(run(fow4Shot([], false), [1, 6, 2, 2]).result.effects).toEqual(['bailed-out']);
    expect(run(fow3Shot({ moved: true }), [1, 6, 2, 2]).result.saves[0]!.outcome).toBe('bailed-out');
  });

  it('long range, concealed and gone to ground (need 7): 4th edition rolls a 6 then 5+ and hits; Open Fire has no such score (A1) and cannot hit', () => {
    const v4 = run(fow4Shot([1, 1, 1], true), [6, 2, 5, 6]).result;
    expect(v4).toEqual({ hits: 1, effects: ['bounced'] });
    const v3 = run(fow3Shot({ moved: false, shot: false, concealedByTerrain: true, longRange: true }), []).result;
    expect(v3.hits).toBe(0);
    expect(v3.shots[0]!.need).toBe('impossible');
  });

  it('a mortar (light gun) hit by a Rifle/MG: 4th edition saves on 3+, Open Fire on 5+ (3+ only when gone to ground)', () => {
    const MORTAR4: TeamProfile = {
      name: 'M2 60mm mortar',
      type: 'gun',
      gunSize: 'light',
      mobility: 'light-gun',
      weapons: [],
    };
    const v4 = run(teamSave(MORTAR4, { name: 'mortar' }, { antiTank: 2, firepower: 6 }), [4]).result;
    const v3 = run(
      saveHit3({ id: 'mortar', profile: M2_MORTAR, moved: true }, RIFLE_MG3.weapons[0]!, fow3Options()),
      [4],
    ).result;
    expect(v4.effect).toBe('saved');
    expect(v3.outcome).toBe('destroyed');
  });
});
