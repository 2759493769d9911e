import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TeamProfile } from '../../../../src/rulesets/flames-of-war/profile.js';
import type { Hit } from '../../../../src/rulesets/fow4/shooting/assign-hits.js';
import type { MistakenTargetContext } from '../../../../src/rulesets/fow4/shooting/mistaken-target.js';
import {
  mistakenTarget,
  mistakenTargetPairs,
  refusedByTooClose,
} from '../../../../src/rulesets/fow4/shooting/mistaken-target.js';
import { drive, referenceMistakenTarget, referencePairs, referenceRefusals } from './mistaken-target-reference.js';
import { tableArb } from './random-table.js';

describe('Mistaken Target search (p. 35): the incremental search agrees with trying every pair', () => {
  it('offers the same pairs, in the same order, as the pair-by-pair search', () => {
    fc.assert(
      fc.property(tableArb, ({ ctx, live, hits }) => {
        const h = hits();
        expect(mistakenTargetPairs(h, ctx, live)).toEqual(referencePairs(h, ctx, live));
      }),
      { numRuns: 400 },
    );
  });

  it('a table listing too-close teams at once offers the same pairs', () => {
    fc.assert(
      fc.property(tableArb, ({ listing, live, hits }) => {
        const h = hits();
        expect(mistakenTargetPairs(h, listing, live)).toEqual(referencePairs(h, listing, live));
      }),
      { numRuns: 300 },
    );
  });

  it('reports the same pairs refused by Too Close for Error as searching every pair with and without it', () => {
    fc.assert(
      fc.property(tableArb, ({ ctx, listing, live, hits }) => {
        const h = hits();
        const expected = referenceRefusals(h, ctx, live);
        expect(refusedByTooClose(h, ctx, live)).toEqual(expected);
        expect(refusedByTooClose(h, listing, live)).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it.each(['team by team', 'all at once'])(
    'asks the same questions and dice, and moves the same hits, for the same dice and answers (too-close teams %s)',
    (how) => {
      fc.assert(
        fc.property(tableArb, ({ ctx, listing, live, hits, answers, faces }) => {
          const mine = hits();
          const theirs = hits();
          const a = drive(mistakenTarget(mine, how === 'team by team' ? ctx : listing, live, 'target'), faces, answers);
          const b = drive(referenceMistakenTarget(theirs, ctx, live, 'target'), faces, answers);
          expect(a.result).toEqual(b.result);
          expect(a.seen).toEqual(b.seen);
          expect(a.journal).toEqual(b.journal);
          expect(mine).toEqual(theirs);
        }),
        { numRuns: 400 },
      );
    },
  );

  it('two shooters reaching every team share their eligible teams, but not their closeness (p. 35)', () => {
    const teams = ['T1', 'T2', 'T3'].map((id) => ({
      id,
      profile: { name: 'Rifle', type: 'infantry' } as unknown as TeamProfile,
    }));
    // S0 is too close to T3, S1 is not: S1's hit on T2 may still swap with T3.
    const close: Record<string, string[]> = { S0: ['T3'], S1: [] };
    const ctx: MistakenTargetContext = {
      pool: () => teams,
      team: (id) => teams.find((t) => t.id === id),
      within6: () => true,
      canReceive: () => true,
      reachesAll: () => true,
      tooClose: (hit, id) => close[hit.shooter]!.includes(id),
      closeTeams: (hit) => new Set(close[hit.shooter]),
    };
    const hit = (id: number, shooter: string, team: string): Hit => ({
      id,
      shooter,
      weapon: 'Rifle',
      declaredTarget: 'T1',
      smoke: false,
      team,
      swapped: false,
    });
    const hits = [hit(1, 'S0', 'T1'), hit(2, 'S0', 'T2'), hit(3, 'S1', 'T2')];
    expect(mistakenTargetPairs(hits, ctx, ['T1', 'T2', 'T3'])).toEqual([
      ['T1', 'T2'],
      ['T2', 'T3'],
    ]);
    expect(mistakenTargetPairs(hits, ctx, ['T1', 'T2', 'T3'])).toEqual(referencePairs(hits, ctx, ['T1', 'T2', 'T3']));
  });
});
