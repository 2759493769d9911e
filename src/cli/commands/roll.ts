import { Option, type Command } from 'commander';
import { RULESET_IDS } from '../../rulesets/index.js';
import { addDiceOptions } from '../dice-flags.js';

export function registerRoll(program: Command): void {
  const cmd = program
    .command('roll')
    .description('roll dice: a pool against a target, re-rolls, follow-up dice for 7 and 8, sums, roll-under')
    .argument('<dice>', 'a number of d6 ("12") or dice notation ("2d6", "3d6", "4d10")')
    .option('--need <score>', 'each die needs this or more, e.g. 4+ (on a d6, 7 and 8 follow the Flames Of War rule)')
    .option('--under <n>', 'succeed on this or under (a 2d6/3d6 total; each die of a d10 pool)')
    .option('--reroll <which>', 're-roll "failed" or "successes" (one re-roll per die)')
    .option('--sum', 'test the total of the dice')
    .option('--each', 'test each die on its own')
    .addOption(
      new Option('--ruleset <id>', 'whose score rules apply to --need (default: the first registered)').choices(
        RULESET_IDS,
      ),
    )
    .option('--odds', 'also print the exact chance of each number of successes')
    .option('--verbose', 'list every die even in a big roll (over 60 dice are counted by face)')
    .option('--json', 'print the result as JSON');
  addDiceOptions(cmd)
    .addHelpText(
      'after',
      `
Dice are asked for in this order (the order of --dice faces): the whole pool; then one follow-up
die for each 6 when the score is 7 or 8; then the re-rolled dice; then their follow-ups.
"NdS" with --under on d6 tests the total (Panzerfaust); on d10 each die (Combat Infantry).

Examples:
  umpire roll 12 --need 4+ --reroll failed
  umpire roll 5 --need 7
  umpire roll 2d6
  umpire roll 3d6 --under 11
  umpire roll 4d10 --under 3
  umpire roll 3 --need 7 --dice 6,6,1,6,3 --json
  umpire roll 8 --need 3+ --odds`,
    )
    .action(async (dice: string, opts) => {
      const { runRoll } = await import('../roll/run.js');
      await runRoll(dice, opts);
    });
}
