import type { Command } from 'commander';

export function registerOdds(program: Command): void {
  const odds = program
    .command('odds')
    .description('exact odds before you roll: the distribution of every outcome, nothing rolled');
  odds
    .command('shoot')
    .description('exact odds of a shooting: hits, teams destroyed / bailed out, Pinned Down, In Good Spirits')
    .argument('[file]', 'a fow4.shoot situation (the `umpire resolve` input, JSON or YAML); stdin when absent or "-"')
    .option('--json', 'print the odds as JSON (exact fractions and their values)')
    .addHelpText(
      'after',
      `
The situation is the one \`umpire resolve\` takes: { "procedure": "fow4.shoot", "situation": { ... } }.
Hits are assigned by the shooting procedure's default allocation; Mistaken Target is not tried.

Examples:
  umpire odds shoot shot.yaml
  umpire odds shoot shot.json --json
  cat shot.yaml | umpire odds shoot`,
    )
    .action(async (file: string | undefined, opts) => {
      const { runOddsShoot } = await import('../odds/run.js');
      await runOddsShoot(file, opts);
    });
}
