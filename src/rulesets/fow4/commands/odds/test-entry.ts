/** `umpire odds test`: this ruleset's command entry (options, help, run). */
import { commandEntry } from '../../../contract.js';
import { testInputOptions } from '../test/options.js';

export const oddsTestEntry = commandEntry({
  summary: 'exact chance to pass a test of nerve or skill, with and without each re-roll.',
  arguments: '<kind>',
  options: testInputOptions,
  help: `Takes the same flags as \`umpire test <kind>\`.`,
  examples: [
    'umpire odds test rally --motivation reluctant --skill trained --commander yes',
    'umpire odds test remount --motivation confident --skill trained --rules protected-ammo',
    'umpire odds test reserves --set type=immediate turn=3',
  ],
  run: async (ctx) => (await import('../test/run.js')).runOddsTest(ctx),
});
