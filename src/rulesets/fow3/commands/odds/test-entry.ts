/** `umpire odds test <kind>` under Open Fire!: the exact chance to pass, with and without the Company command team's re-roll. */
import { commandEntry } from '../../../contract.js';
import { testInputOptions } from '../test/options.js';

export const oddsTestEntry = commandEntry({
  summary: 'exact chance to pass an Open Fire test, with and without the Company command team joined.',
  arguments: '<kind>',
  options: testInputOptions,
  help: 'Takes the same flags as `umpire test <kind> --ruleset fow3` (`umpire test list --ruleset fow3` lists the kinds).',
  examples: [
    'umpire odds test rally --ruleset fow3 --motivation confident',
    'umpire odds test bogging --ruleset fow3 --skill veteran --set team="Tiger I E" going=very-difficult --json',
  ],
  run: async (ctx) => (await import('./test.js')).runOddsTestFow3(ctx),
});
