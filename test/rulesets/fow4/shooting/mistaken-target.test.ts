import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mistakenTarget, mistakenTargetPairs, refusedByTooClose } from '../../../../src/rulesets/fow4/shooting/mistaken-target.js';
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

  it.each(['team by team', 'all at once'])('asks the same questions and dice, and moves the same hits, for the same dice and answers (too-close teams %s)', (how) => {
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
  });

});
