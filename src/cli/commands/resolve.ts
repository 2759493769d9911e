import type { Command } from 'commander';
import { addDiceOptions } from '../dice-flags.js';

export function registerResolve(program: Command): void {
  const cmd = program
    .command('resolve')
    .description('resolve a situation given as JSON or YAML (a file or stdin) and print the full result as JSON')
    .argument('[file]', 'the situation file; stdin when absent or "-"')
    .option('--decide <answers...>', 'answers to the decisions, in order or as id=value')
    .option('--json', 'the result is JSON already (accepted for symmetry)');
  addDiceOptions(cmd)
    .addHelpText(
      'after',
      `
The situation names its procedure and gives its inputs:
  { "procedure": "fow4.shoot", "situation": { ... } }
\`umpire schema situation\` prints the schema; docs/situation.md explains it.

Examples:
  umpire resolve shot.yaml --seed 12
  cat shot.json | umpire resolve --dice 5,4,2,6`,
    )
    .action(async (file: string | undefined, opts) => {
      const { runResolve } = await import('../resolve/run.js');
      await runResolve(file, opts);
    });
}
