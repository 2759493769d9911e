import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocationProblems,
  assignHitsDefault,
  eligibility,
  eligibleTeams,
  type AssignContext,
  type Hit,
} from '../../../../src/rulesets/fow4/shooting/assign-hits.js';
import { tableArb } from './random-table.js';

/** The default allocation as first written (p. 34): every eligible team ranked by a full sort for each hit. */
function referenceAssign(hits: Hit[], ctx: AssignContext): void {
  const byWeapon = new Map<string, Map<string, number>>();
  const combined = new Map<string, number>();
  const served = new Set<string>();
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const h of hits) {
    let choice: string;
    if (!served.has(h.declaredTarget)) {
      choice = h.declaredTarget;
      served.add(h.declaredTarget);
    } else {
      const wmap = byWeapon.get(h.weapon) ?? new Map<string, number>();
      const ranked = eligibleTeams(h, ctx)
        .map((id, i) => ({ id, i, w: wmap.get(id) ?? 0, c: combined.get(id) ?? 0, t: id === h.declaredTarget ? 1 : 0 }))
        .sort((a, b) => a.w - b.w || a.c - b.c || a.t - b.t || a.i - b.i);
      choice = ranked[0]?.id ?? h.declaredTarget;
    }
    h.team = choice;
    if (!byWeapon.has(h.weapon)) byWeapon.set(h.weapon, new Map());
    bump(byWeapon.get(h.weapon)!, choice);
    bump(combined, choice);
  }
}

describe('Assign Hits (p. 34): the quick default allocation agrees with ranking every team', () => {
  it('each hit gets the eligible teams the table gives it, however often asked', () => {
    fc.assert(
      fc.property(tableArb, ({ ctx, listing, hits }) => {
        for (const table of [ctx, listing]) {
          const eligibleOf = eligibility(table);
          for (const h of [...hits(), ...hits()]) {
            expect(eligibleOf(h).list).toEqual(eligibleTeams(h, ctx));
            expect([...eligibleOf(h).set]).toEqual(eligibleTeams(h, ctx));
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it.each(['asked team by team', 'told when a shooter reaches every team'])(
    'gives every hit to the same team as sorting the eligible teams for each hit (table %s)',
    (how) => {
      fc.assert(
        fc.property(tableArb, ({ ctx, listing, hits }) => {
          const mine = hits();
          const theirs = hits();
          assignHitsDefault(mine, how === 'asked team by team' ? ctx : listing);
          referenceAssign(theirs, ctx);
          expect(mine.map((h) => h.team)).toEqual(theirs.map((h) => h.team));
        }),
        { numRuns: 400 },
      );
    },
  );

  it('the default allocation passes its own check', () => {
    fc.assert(
      fc.property(tableArb, ({ ctx, hits }) => {
        const mine = hits().map((h) => ({ ...h, team: h.declaredTarget }));
        assignHitsDefault(mine, ctx);
        expect(allocationProblems(mine, ctx).filter((p) => !p.includes('not even'))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
