/**
 * Passengers under a bombardment (p. 23): riders on a tank are hit whenever the tank is hit, by
 * shooting or a bombardment, and take Infantry saves without Bulletproof Cover; a transport
 * Destroyed by an Artillery Bombardment makes each passenger roll its save, and the survivors'
 * unit is Pinned Down. The bombardment procedure ignored both before this review.
 */
import { describe, expect, it } from 'vitest';
import { bombard, type BombardingUnit, type BombardSituation } from '../../../../src/rulesets/fow4/bombard/bombard.js';
import { bombardSituationSchema, toBombardSituation } from '../../../../src/rulesets/fow4/bombard/schema.js';
import { RIFLE_MG, run, T34_85, TRUCK } from './helpers.js';

const SPOTTER = { name: 'Observer', rating: 3, role: 'observer' as const };
/** Three 10.5cm howitzers (no re-roll band), AT 2, FP 4+ (already 4th-edition values). */
const battery = (extra: Partial<BombardingUnit> = {}): BombardingUnit => ({
  name: '10.5cm battery',
  skill: 3,
  weapons: [{ name: '10.5cm', count: 3, antiTank: 2, firepower: 4 }],
  nearestFriendly: 20,
  under: [],
  ...extra,
});
const situation = (u: BombardingUnit): BombardSituation => ({ spotter: SPOTTER, units: [u] });
const passengers = [
  { name: 'Rifle 1', profile: RIFLE_MG, unit: 'Rifle platoon' },
  { name: 'Rifle 2', profile: RIFLE_MG, unit: 'Rifle platoon' },
];

describe('Passengers in a bombarded transport (p. 23)', () => {
  it('a truck Destroyed by the bombardment: each passenger rolls its 3+ save once; failures die, the platoon is Pinned Down', () => {
    // range in 3; to hit (Trained 3+) 4; truck save 5+: 2 → Destroyed; passenger saves 4 (lives), 1 (dies)
    const u = battery({
      under: [{ name: 'Truck', profile: TRUCK, skill: 'trained', unit: 'Transport platoon', passengers }],
    });
    const fire = run(bombard(situation(u)), [3, 4, 2, 4, 1]).result.units[0]!.fire!;
    const truck = fire.teams[0]!;
    expect(truck.outcome).toBe('destroyed');
    expect(truck.carried!.map((c) => [c.team, c.role, c.outcome])).toEqual([
      ['Rifle 1', 'passenger', 'no-effect'],
      ['Rifle 2', 'passenger', 'destroyed'],
    ]);
    expect(fire.pinnedUnits).toEqual(['Transport platoon', 'Rifle platoon']);
  });

  it('a truck that saves keeps its passengers: no passenger dice, the platoon is not pinned', () => {
    // range in 3; to hit 4; truck save 5
    const u = battery({
      under: [{ name: 'Truck', profile: TRUCK, skill: 'trained', unit: 'Transport platoon', passengers }],
    });
    const fire = run(bombard(situation(u)), [3, 4, 5]).result.units[0]!.fire!;
    expect(fire.teams[0]!.carried).toBeUndefined();
    expect(fire.pinnedUnits).toEqual(['Transport platoon']);
  });
});

describe('Riders on a bombarded tank (p. 23)', () => {
  it('a T-34 hit by the bombardment: its tank riders are hit too, save 3+ with no cover, and their unit is Pinned Down', () => {
    // range in 3; to hit 5; T-34 Top 1: save 6 (7 > AT 2, bounces); riders' saves 2 (dies) and 3 (lives)
    const u = battery({
      under: [{ name: 'T-34/85', profile: T34_85, skill: 'trained', unit: 'Tank company', riders: passengers }],
    });
    const fire = run(bombard(situation(u)), [3, 5, 6, 2, 3]).result.units[0]!.fire!;
    expect(fire.teams[0]!.outcome).toBe('no-effect');
    expect(fire.teams[0]!.carried!.map((c) => [c.team, c.role, c.outcome])).toEqual([
      ['Rifle 1', 'rider', 'destroyed'],
      ['Rifle 2', 'rider', 'no-effect'],
    ]);
    // Armoured tanks are never pinned; the riders' platoon is.
    expect(fire.pinnedUnits).toEqual(['Rifle platoon']);
  });

  it('a missed tank leaves its riders alone', () => {
    // range in 3; to hit 2 (miss)
    const u = battery({
      under: [{ name: 'T-34/85', profile: T34_85, skill: 'trained', unit: 'Tank company', riders: passengers }],
    });
    const fire = run(bombard(situation(u)), [3, 2]).result.units[0]!.fire!;
    expect(fire.hits).toBe(0);
    expect(fire.pinnedUnits).toEqual([]);
  });

  it('a Repeat Bombardment makes a rider re-roll its successful Infantry save (p. 49)', () => {
    // repeat: no range-in die; to hit 5; T-34 save 6; rider save 4 (passes) → re-rolled 2 → destroyed
    const u = battery({
      repeat: {},
      under: [{ name: 'T-34/85', profile: T34_85, skill: 'trained', riders: [passengers[0]!] }],
    });
    const fire = run(bombard(situation(u)), [5, 6, 4, 2]).result.units[0]!.fire!;
    const rider = fire.teams[0]!.carried![0]!;
    const save = rider.save.save;
    if (save.kind === 'armour') throw new Error('a rider rolls an infantry save, not an armour save');
    expect(save.die.reroll?.face).toBe(2);
    expect(rider.outcome).toBe('destroyed');
  });

  it('the resolve schema takes riders and passengers', () => {
    const input = bombardSituationSchema.parse({
      spotter: SPOTTER,
      units: [
        {
          ...battery(),
          under: [
            { name: 'Truck', profile: TRUCK, skill: 'trained', passengers: [{ name: 'Rifle 1', profile: RIFLE_MG }] },
          ],
        },
      ],
    });
    const fire = run(bombard(toBombardSituation(input)), [3, 4, 1, 1]).result.units[0]!.fire!;
    expect(fire.teams[0]!.carried!.map((c) => c.outcome)).toEqual(['destroyed']);
  });
});
