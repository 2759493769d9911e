import type { Command } from 'commander';

export function registerValidate(program: Command): void {
  program
    .command('validate')
    .description('check force, arsenal and game files; every problem with file:line:col')
    .argument('<file...>', 'YAML files (force, arsenal or game; the kind is told from the keys)')
    .option('--kind <kind>', 'read every file as this kind: force, arsenal or game')
    .option('--json', 'print the results as JSON')
    .addHelpText(
      'after',
      `
Exit code 0 when every file is sound, 2 when any is not.

Examples:
  umpire validate scenarios/fow4/forces/*.yaml
  umpire validate my-force.yaml --json
  umpire validate umpire-game.yaml`,
    )
    .action(async (files: string[], opts) => {
      const { runValidate } = await import('../validate/run.js');
      await runValidate(files, opts);
    });
}
