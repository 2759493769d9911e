import { remountScore, saveHit } from '../../../../src/rulesets/fow4/saves.js';
import { rollPool } from '../../../../src/dice/pool.js';
import type { DiceProcedure } from '../../../../src/dice/request.js';
import { atLeast } from '../../../../src/dice/target.js';
import type { Allocator, HitGroup, OddsTeam, ShotPlan } from '../../../../src/rulesets/fow4/odds/plan.js';

import type { HitSaveRecord } from '../../../../src/rulesets/flames-of-war/saves/hit-save.js';
import type { HitFacts } from '../../../../src/rulesets/flames-of-war/saves/hit.js';
import type { TeamProfile } from '../../../../src/rulesets/flames-of-war/profile.js';

/**
 * Test stand-in for the shooting procedure's default allocation while branch `shooting` has not
 * landed it: hits in group order; the first goes to the declared target, each further one to the
 * eligible team with the fewest hits, the declared target last among equals, then unit order.
 */
export function roundRobin(teamIds: readonly string[], declared: string, groups: readonly HitGroup[]): Allocator {
  return (counts) => {
    const got = new Map<string, number[]>(teamIds.map((id) => [id, []]));
    let first = true;
    counts.forEach((n, g) => {
      const eligible = teamIds.filter((id) => groups[g]!.hitOn[id]);
      for (let i = 0; i < n; i++) {
        let choice = declared;
        if (!first) {
          choice = [...eligible].sort(
            (a, b) =>
              got.get(a)!.length - got.get(b)!.length ||
              (a === declared ? 1 : 0) - (b === declared ? 1 : 0) ||
              teamIds.indexOf(a) - teamIds.indexOf(b),
          )[0]!;
        }
        first = false;
        got.get(choice)!.push(g);
      }
    });
    return got;
  };
}

export function tanks(profile: TeamProfile, n: number, extra: Partial<OddsTeam> = {}): OddsTeam[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `t${i + 1}`,
    name: `${profile.name} ${i + 1}`,
    profile,
    facts: { name: `${profile.name} ${i + 1}` },
    crew: { remount: remountScore({ motivation: 'confident', skill: 'trained' }, profile) },
    ...extra,
  }));
}

export function group(
  label: string,
  dice: number,
  need: number,
  teams: readonly OddsTeam[],
  hit: HitFacts,
  extra: Partial<HitGroup> = {},
): HitGroup {
  return { label, dice, toHit: atLeast(need), hitOn: Object.fromEntries(teams.map((t) => [t.id, hit])), ...extra };
}

export interface SimResult {
  readonly hits: number;
  readonly destroyed: number;
  readonly bailedOut: number;
  readonly states: Record<string, 'unharmed' | 'bailed-out' | 'destroyed'>;
}

/** A shot resolved with real dice through the real pools and saves, in the plan's allocation. */
export function* resolvePlan(plan: ShotPlan): DiceProcedure<SimResult> {
  const counts: number[] = [];
  for (const g of plan.groups)
    counts.push(
      (yield* rollPool({ count: g.dice, target: g.toHit, reroll: g.reroll ?? 'none', label: g.label })).successes,
    );
  const alloc = plan.allocate(counts);
  const states: SimResult['states'] = {};
  for (const t of plan.unit.teams) {
    let s: 'unharmed' | 'bailed-out' | 'destroyed' = t.bailedOut ? 'bailed-out' : 'unharmed';
    for (const g of alloc.get(t.id) ?? []) {
      if (s === 'destroyed') break;
      const r: HitSaveRecord = yield* saveHit(t.profile, t.facts, plan.groups[g]!.hitOn[t.id]!, {
        ...(t.crew ?? {}),
        bailedOut: s === 'bailed-out',
      });
      if (r.outcome !== 'no-effect') s = r.outcome;
    }
    states[t.id] = s;
  }
  const v = Object.values(states);
  return {
    hits: counts.reduce((a, b) => a + b, 0),
    destroyed: v.filter((x) => x === 'destroyed').length,
    bailedOut: v.filter((x) => x === 'bailed-out').length,
    states,
  };
}
