import type { Command } from 'commander';
import { registerRulesetCommand } from '../ruleset-command.js';
import { addTestInputOptions } from './test.js';

export function registerOdds(program: Command): void {
  const odds = program
    .command('odds')
    .description('exact odds before you roll: the distribution of every outcome, nothing rolled')
    .addHelpText('after', `
Examples:
  umpire odds shoot "3 Panzer IV H" --at "4 Sherman V" --target-skill veteran --long-range
  umpire odds test rally --motivation confident --skill trained --commander yes`);
  registerRulesetCommand(odds, 'shoot', { key: 'odds shoot', description: 'exact odds of a shooting, nothing rolled', arguments: '[shooters...]', argumentsHelp: 'the same shooters as `umpire shoot` (with --at), or a situation file (JSON or YAML; stdin when absent or "-")' });
  const test = odds
    .command('test')
    .description('exact chance to pass a test of nerve or skill, with and without each re-roll')
    .argument('<kind>', 'which test (`umpire test list`)');
  addTestInputOptions(test)
    .option('--json', 'print the odds as JSON (exact fractions)')
    .addHelpText(
      'after',
      `
Takes the same flags as \`umpire test <kind>\`.

Examples:
  umpire odds test rally --motivation reluctant --skill trained --commander yes
  umpire odds test remount --motivation confident --skill trained --rules protected-ammo
  umpire odds test reserves --set type=immediate turn=3`,
    )
    .action(async (kind: string, opts) => {
      const { runOddsTest } = await import('../test-cmd/run.js');
      await runOddsTest(kind, opts);
    });
  registerRulesetCommand(odds, 'bombard', { key: 'odds bombard', description: 'exact odds of an Artillery Bombardment, nothing rolled', decides: true });
  registerRulesetCommand(odds, 'assault', { key: 'odds assault', description: 'an ESTIMATE of an assault from seeded runs of the real procedure, with 95% intervals', decides: true });
}
