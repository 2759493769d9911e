import type { Command } from 'commander';
import { addShotOptions } from './shoot.js';
import { addTestInputOptions } from './test.js';

export function registerOdds(program: Command): void {
  const odds = program
    .command('odds')
    .description('exact odds before you roll: the distribution of every outcome, nothing rolled')
    .addHelpText('after', `
Examples:
  umpire odds shoot "3 Panzer IV H" --at "4 Sherman V" --target-skill veteran --long-range
  umpire odds test rally --motivation confident --skill trained --commander yes`);
  const shoot = odds
    .command('shoot')
    .description('exact odds of a shooting: hits, teams destroyed / bailed out, Pinned Down, In Good Spirits')
    .argument('[shooters...]', 'the same shooters as `umpire shoot` (with --at), or a fow4.shoot situation file (JSON or YAML; stdin when absent or "-")');
  addShotOptions(shoot)
    .option('--json', 'print the odds as JSON (exact fractions and their values)')
    .addHelpText(
      'after',
      `
With --at, the shot is described by the same flags as \`umpire shoot\`. Otherwise the
situation is the one \`umpire resolve\` takes: { "procedure": "fow4.shoot", "situation": { ... } }.
Hits are assigned by the shooting procedure's default allocation; Mistaken Target is not tried.

Examples:
  umpire odds shoot "3 Panzer IV H" --at "4 Sherman V" --target-skill veteran --long-range
  umpire odds shoot shot.yaml
  umpire odds shoot shot.json --json
  cat shot.yaml | umpire odds shoot`,
    )
    .action(async (args: string[], opts) => {
      const { runOddsShoot } = await import('../odds/run.js');
      await runOddsShoot(args, opts);
    });
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
}
