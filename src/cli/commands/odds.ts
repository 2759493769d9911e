import type { Command } from 'commander';
import { registerRulesetCommand } from '../ruleset-command.js';

export function registerOdds(program: Command): void {
  const odds = program
    .command('odds')
    .description('exact odds before you roll: the distribution of every outcome, nothing rolled')
    .addHelpText(
      'after',
      `
Examples:
  umpire odds shoot "3 Panzer IV H" --at "4 Sherman V" --target-skill veteran --long-range
  umpire odds test rally --motivation confident --skill trained --commander yes`,
    );
  registerRulesetCommand(odds, 'shoot', {
    key: 'odds shoot',
    game: true,
    description: 'exact odds of a shooting, nothing rolled',
    arguments: '[shooters...]',
    argumentsHelp:
      'the same shooters as `umpire shoot` (with --at), or a situation file (JSON or YAML; stdin when absent or "-")',
  });
  registerRulesetCommand(odds, 'test', {
    key: 'odds test',
    description: 'exact chance to pass a test of nerve or skill, nothing rolled',
    arguments: '<kind>',
    argumentsHelp: 'which test (`umpire test list`)',
  });
  registerRulesetCommand(odds, 'bombard', {
    key: 'odds bombard',
    game: true,
    description: 'exact odds of an Artillery Bombardment, nothing rolled',
    decides: true,
  });
  registerRulesetCommand(odds, 'assault', {
    key: 'odds assault',
    description: 'an ESTIMATE of an assault from seeded runs of the real procedure, with 95% intervals',
    decides: true,
  });
}
