import type { Command } from 'commander';
import { registerRulesetCommand } from '../ruleset-command.js';

/** The sub-commands of `umpire odds`, in the order its help lists them. */
const ODDS = ['shoot', 'test', 'bombard', 'assault'] as const;

/**
 * `umpire odds <what>`: only the sub-command named is declared (`umpire odds shoot ...` declares no
 * other: ~1 ms of a cold `odds shoot`, issue 32); every one for `umpire odds`, its help, or a
 * misspelt one (whose "did you mean" needs every name).
 */
export function registerOdds(program: Command, args: readonly string[] = []): void {
  const named = args[0] === 'odds' ? ODDS.find((k) => k === args[1]) : undefined;
  const wanted = (k: (typeof ODDS)[number]) => named === undefined || named === k;
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
  if (wanted('shoot'))
    registerRulesetCommand(odds, 'shoot', {
      key: 'odds shoot',
      game: true,
      description: 'exact odds of a shooting, nothing rolled',
      arguments: '[shooters...]',
      argumentsHelp:
        'the same shooters as `umpire shoot` (with --at), or a situation file (JSON or YAML; stdin when absent or "-")',
    });
  if (wanted('test'))
    registerRulesetCommand(odds, 'test', {
      key: 'odds test',
      description: 'exact chance to pass a test of nerve or skill, nothing rolled',
      arguments: '<kind>',
      argumentsHelp: 'which test (`umpire test list`)',
    });
  if (wanted('bombard'))
    registerRulesetCommand(odds, 'bombard', {
      key: 'odds bombard',
      game: true,
      description: 'exact odds of an Artillery Bombardment, nothing rolled',
      decides: true,
    });
  if (wanted('assault'))
    registerRulesetCommand(odds, 'assault', {
      key: 'odds assault',
      description: 'an ESTIMATE of an assault from seeded runs of the real procedure, with 95% intervals',
      decides: true,
    });
}
