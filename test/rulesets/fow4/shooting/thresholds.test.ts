/**
 * Boundary numbers from the book that the other tests do not pin down: where "over" and "within"
 * begin, Gone to Ground without Concealment, the 5-hit pin on Unarmoured Tanks, and bombardment
 * scores pushed to 7.
 */
import { describe, expect, it } from 'vitest';
import type { TeamProfile } from '../../../../src/rulesets/flames-of-war/profile.js';
import {
  shoot,
  type ShootingSituation,
  type ShootingTeam,
  type TargetUnit,
} from '../../../../src/rulesets/fow4/shooting/index.js';
import { rangeIn } from '../../../../src/rulesets/fow4/bombard/range-in.js';
import { bombard } from '../../../../src/rulesets/fow4/bombard/bombard.js';
import { PANZER_IV_H, RIFLE_MG, SHERMAN_V, d, run } from './helpers.js';

const unit = (teams: TargetUnit['teams'], skill: 'veteran' | 'trained' = 'trained'): TargetUnit => ({
  id: 'u',
  ratings: { motivation: 'confident', skill },
  teams,
});
const sit = (
  shooters: ShootingTeam[],
  target: TargetUnit,
  more: Partial<ShootingSituation> = {},
): ShootingSituation => ({
  shooter: { id: 's', teams: shooters },
  targets: [target],
  mistakenTarget: false,
  ...more,
});
const TRUCK: TeamProfile = { name: 'Truck', type: 'tank', mobility: 'wheeled', weapons: [] };

describe('Shooting thresholds (pp. 33-36, 41)', () => {
  it('Gone to Ground but not Concealed adds nothing: a Trained target stays 3+ (p. 33)', () => {
    const { result } = run(
      shoot(
        sit(
          [{ id: 'P', profile: PANZER_IV_H, target: 'T' }],
          unit([{ id: 'T', profile: RIFLE_MG, state: { goneToGround: true } }]),
        ),
      ),
      [1, 2],
    );
    expect(result.shooters[0]!.shots[0]!.need).toBe(3);
    expect(result.shooters[0]!.shots[0]!.modifiers).toEqual([]);
  });

  it('exactly 16" is not long range: no +1 to hit, no +1 Armour Save; 16.5" is (pp. 33, 36)', () => {
    const at = (distance: number, faces: number[]) =>
      run(
        shoot(
          sit(
            [{ id: 'P', profile: PANZER_IV_H, target: 'T', weapon: '7.5cm KwK40', pairs: { T: { distance } } }],
            unit([{ id: 'T', profile: SHERMAN_V }], 'veteran'),
          ),
        ),
        faces,
      ).result;
    // 16": 4+ to hit; dice 4, 1 → one hit; save 4 + 6 = 10 < 11 → Firepower 3+: 3 → Destroyed
    const close = at(16, [4, 1, 4, 3]);
    expect(close.shooters[0]!.shots[0]!.need).toBe(4);
    const s1 = close.saves[0]!.record.save;
    expect(s1.kind === 'armour' && [s1.total, s1.comparison]).toEqual([10, 'less']);
    // 16.5": 5+ to hit; dice 5, 1; save 4 + 6 + 1 = 11 = AT → Firepower 3+: 3 → Bailed Out
    const far = at(16.5, [5, 1, 4, 3]);
    expect(far.shooters[0]!.shots[0]!.need).toBe(5);
    const s2 = far.saves[0]!.record.save;
    expect(s2.kind === 'armour' && [s2.total, s2.comparison]).toEqual([11, 'equals']);
    expect(far.teams[0]!.outcome).toBe('bailed-out');
  });

  it('Unarmoured Tank units are Pinned Down by 5 hits, not by 4 (p. 41)', () => {
    const lmg: TeamProfile = { ...RIFLE_MG, weapons: [{ ...RIFLE_MG.weapons[0]!, rof: 5 }] };
    const trucks = unit([
      { id: 'T1', profile: TRUCK },
      { id: 'T2', profile: TRUCK },
      { id: 'T3', profile: TRUCK },
    ]);
    // 4 hits (3+): 6 6 6 6 2; saves 5+: 5 5 5 5
    const four = run(shoot(sit([{ id: 'I', profile: lmg, target: 'T1' }], trucks)), [6, 6, 6, 6, 2, 5, 5, 5, 5]).result;
    expect(four.pins[0]!.pinned).toBe(false);
    const five = run(
      shoot(sit([{ id: 'I', profile: lmg, target: 'T1' }], trucks)),
      [6, 6, 6, 6, 6, 5, 5, 5, 5, 5],
    ).result;
    expect(five.pins[0]!.pinned).toBe(true);
    expect(five.pins[0]!.needed).toBe(5);
  });

  it('Too Close for Error: a tank exactly 8"/20cm away forbids the swap; 8.5" allows it (p. 35)', () => {
    const two = unit([
      { id: 'T1', profile: SHERMAN_V },
      { id: 'T2', profile: SHERMAN_V },
    ]);
    const shooter = (d2: number): ShootingTeam => ({
      id: 'P',
      profile: PANZER_IV_H,
      target: 'T1',
      pairs: { T1: { distance: 12 }, T2: { distance: d2 } },
    });
    // two hits (4+ vs Trained 3+): T1 1, T2 1. No pair can be offered at 8": no decision is asked.
    const near = run(shoot(sit([shooter(8)], two, { mistakenTarget: true })), [4, 4, 6, 6]);
    expect(near.journal.some((e) => e.type === 'decision')).toBe(false);
    // At 8.5" the swap is offered and a 3 succeeds.
    const ok = run(shoot(sit([shooter(8.5)], two, { mistakenTarget: true })), [4, 4, 3, 6, 6], ['T1<->T2']);
    expect(ok.result.mistakenTarget[0]!.success).toBe(true);
  });

  it('Minimum Range 8"/20cm: a target exactly 8" away may be shot, 7.5" may not (p. 67)', () => {
    const mortar: TeamProfile = {
      name: 'Mortar',
      type: 'heavy-weapon',
      mobility: 'infantry',
      weapons: [{ name: '8cm mortar', range: d(24), minRange: d(8), rof: 2, antiTank: 2, firepower: 6 }],
    };
    const at8 = run(
      shoot(
        sit(
          [{ id: 'M', profile: mortar, target: 'T', pairs: { T: { distance: 8 } } }],
          unit([{ id: 'T', profile: RIFLE_MG }]),
        ),
      ),
      [1, 1],
    ).result;
    expect(at8.shooters[0]!.shoots).toBe(true);
    const at7 = run(
      shoot(
        sit(
          [{ id: 'M', profile: mortar, target: 'T', pairs: { T: { distance: 7.5 } } }],
          unit([{ id: 'T', profile: RIFLE_MG }]),
        ),
      ),
      [],
    ).result;
    expect(at7.shooters[0]!.shoots).toBe(false);
  });
});

describe('Bombardment scores of 7 (pp. 4, 47-48)', () => {
  it('a Conscript spotter (5+) ranging in near terrain at night needs 7: a 6 then 5+', () => {
    const r = run(
      rangeIn({
        spotter: { name: 'S', rating: 5 },
        night: true,
        units: [{ name: 'B', rating: 5, templateCoversTerrain: true }],
      }),
      [6, 5],
    ).result;
    expect(r.attempts[0]!.need).toBe('6 then 5+');
    expect(r.units[0]!.status).toBe('ranged-in');
  });

  it('Veteran infantry (4+) under a battery ranged in on the third attempt are hit on 6', () => {
    const s = {
      spotter: { name: 'Observer', rating: 3, role: 'observer' as const },
      units: [
        {
          name: 'Battery',
          skill: 3,
          weapons: [{ name: '10.5cm', count: 3, antiTank: 2, firepower: 4 }],
          nearestFriendly: 20,
          under: [{ name: 'Rifle', profile: RIFLE_MG, skill: 'veteran' as const }],
        },
      ],
    };
    // range in: 1, 2, 3 (third attempt); to hit: 5 misses
    const u = run(bombard(s), [1, 2, 3, 5]).result.units[0]!;
    expect(u.toHitPenalty).toBe(2);
    expect(u.fire!.teams[0]!.need).toBe('6+');
    expect(u.fire!.teams[0]!.hit).toBe(false);
  });
});
