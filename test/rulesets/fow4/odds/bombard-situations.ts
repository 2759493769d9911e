import { expect } from 'vitest';
import type { BombardingUnit, BombardSituation } from '../../../../src/rulesets/fow4/bombard/bombard.js';
import type { FireOdds } from '../../../../src/rulesets/fow4/odds/fire-odds.js';
import { T34_85 } from '../bombard/helpers.js';

/** A Heavy Artillery Battery (4 sFH18) on three T-34/85s with an Observer: the odds tests' starting point. */
const SPOTTER = { name: 'Observer', rating: 4, role: 'observer' as const };

export function unit(extra: Partial<BombardingUnit> = {}): BombardingUnit {
  return {
    name: 'Heavy Artillery Battery',
    skill: 4,
    weapons: [{ name: '15cm sFH18', count: 4, antiTank: 3, firepower: 2 }],
    nearestFriendly: 20,
    under: [{ name: 'T-34/85', count: 3, profile: T34_85, skill: 'trained', unit: 'T-34 company' }],
    ...extra,
  };
}
export const situation = (u: BombardingUnit, extra: Partial<BombardSituation> = {}): BombardSituation => ({
  spotter: SPOTTER,
  units: [u],
  ...extra,
});

/** Every distribution of a fire's odds sums to 1. */
export function sumsToOne(o: FireOdds): void {
  for (const g of o.groups) expect(g.states.total().toString()).toBe('1');
  for (const u of o.units) {
    expect(u.joint.w.total().toString()).toBe('1');
    expect(u.destroyed.total().toString()).toBe('1');
  }
}
