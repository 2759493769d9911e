import type { Command } from 'commander';

export function registerNew(program: Command): void {
  program
    .command('new')
    .description('start a game file from two forces (default: the bundled demo forces)')
    .option('--side <NAME=force.yaml>', 'a side and its force file; give it twice', (v: string, acc: string[] = []) => [...acc, v])
    .option('--ruleset <id>', 'fow4 (default) or fow3 (Open Fire!: the demo companies in scenarios/fow3/forces)')
    .option('--mission <id>', 'the mission (free-for-all, annihilation, dust-up, encounter, ...; fow3: free-for-all)')
    .option('--time-of-day <t>', 'daylight (default), dawn, dusk or night')
    .option('--cm', 'measure in centimetres (default inches)')
    .option('--seed <n>', 'seeded dice with this seed (default: seeded with a fresh seed)')
    .option('--dice <kind>', 'seeded (default), crypto or manual (type your physical dice)')
    .option('-o, --output <file>', 'the game file to write', 'umpire-game.yaml')
    .option('--force', 'replace an existing game file and its journal')
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      `
The game file is saved atomically after every change; every change and every die also goes to
its journal (<name>.journal.jsonl beside it). The first side named plays first.

Examples:
  umpire new
  umpire new --side British=scenarios/fow4/forces/british-armoured-squadron.yaml \\
             --side German=scenarios/fow4/forces/german-grenadierkompanie.yaml -o game.yaml
  umpire new --mission encounter --seed 42 --json
  umpire new --ruleset fow3 -o openfire.yaml`,
    )
    .action(async (opts) => {
      const { runNew } = await import('../new/run.js');
      await runNew(opts);
    });
}
