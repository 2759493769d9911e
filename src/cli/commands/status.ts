import type { Command } from 'commander';

export function registerStatus(program: Command): void {
  program
    .command('status')
    .description('show a game: per side, every unit, its teams, ratings, state, spirits and what it may still do')
    .argument('[game]', 'the game file', 'umpire-game.yaml')
    .option('--json', 'print the status as JSON')
    .addHelpText(
      'after',
      `
Examples:
  umpire status
  umpire status game.yaml --json`,
    )
    .action(async (file: string, opts) => {
      const { runStatus } = await import('../status/run.js');
      await runStatus(file, opts);
    });
}
