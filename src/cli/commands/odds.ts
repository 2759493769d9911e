import type { Command } from 'commander';
import { addAssaultOptions } from './assault.js';
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
  const assault = odds
    .command('assault')
    .description('an ESTIMATE of an assault from seeded runs of the real procedure: who wins, rounds, losses, with 95% intervals')
    .option('--ruleset <id>', 'fow4 (default)');
  addAssaultOptions(assault)
    .option('--trials <n>', 'number of simulated assaults', '2000')
    .option('--seed <n>', 'seed of the simulation (printed; the same seed gives the same estimate)')
    .option('--json', 'print the estimates as JSON (p, se, low, high)')
    .addHelpText(
      'after',
      `
Takes the same flags as \`umpire assault\`. This is an ESTIMATE, not exact odds: every round the
assault asks decisions and table facts (who reaches Contact, who is in range for Defensive Fire,
which team takes a hit, counterattack or break off), which here take their defaults or your
--decide answers, and the dice paths multiply round after round. The real assault procedure runs
--trials times with seeded dice; each figure comes with a 95% confidence interval.

Examples:
  umpire odds assault --attacker "Rifle/MG team:6" --defender "Panther A:2" --seed 7
  umpire odds assault --attacker "Sherman V:3" --defender "Rifle/MG team:4" --trials 10000 --json
  umpire odds assault --attacker "Rifle/MG team:4" --defender "StuG G:2" --decide "counterattack:Defender=break-off"`,
    )
    .action(async (opts) => {
      const { runOddsAssault } = await import('../odds/assault.js');
      await runOddsAssault(opts);
    });
}
