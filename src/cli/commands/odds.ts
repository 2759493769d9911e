import type { Command } from 'commander';
import { addAssaultOptions } from './assault.js';
import { addBombardOptions } from './bombard.js';
import { shotOptions } from '../../rulesets/fow4/commands/shoot/options.js';
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
  for (const o of shotOptions()) shoot.addOption(o);
  shoot
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
  const bombard = odds
    .command('bombard')
    .description('exact odds of an Artillery Bombardment: range in on attempt 1, 2, 3; per attempt and overall, each team and unit destroyed / bailed out / Pinned Down')
    .option('--ruleset <id>', 'fow4 (default)');
  addBombardOptions(bombard)
    .option('--json', 'print the odds as JSON (exact fractions and their values)')
    .addHelpText(
      'after',
      `
Takes the same flags as \`umpire bombard\` (quick mode) and rolls nothing. The real bombardment
procedure is run over every possible die: the chance to range in on each attempt (+0/+1/+2 to
hit), then for each attempt every team's to-hit die and saves, and each unit's distribution of
teams destroyed, bailed out and unharmed, and its chance to be Pinned Down; then all attempts
together. Danger Close takes --friendly, a --decide answer, or the default (clear).

Examples:
  umpire odds bombard --battery "4 15cm sFH18" --under "3 T-34/85" --friendly 10
  umpire odds bombard --battery "2 guns:at=3,fp=1+" --skill veteran --under "3 T-34/85" --json
  umpire odds bombard --battery "6 10.5cm leFH18" --under "4 Rifle/MG team:foxholes:unit=1st Platoon" --terrain`,
    )
    .action(async (opts) => {
      const { runOddsBombard } = await import('../odds/bombard.js');
      await runOddsBombard(opts);
    });
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
