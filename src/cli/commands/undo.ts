import type { Command } from 'commander';

export function registerUndo(program: Command): void {
  program
    .command('undo')
    .description('step back through the game journal (the undo is itself journaled)')
    .argument('[n]', 'how many changes to step back', '1')
    .option('-g, --game <file>', 'the game file', 'umpire-game.yaml')
    .option('--list', 'list the changes that can be undone, newest first')
    .option('--repair', 'roll a game whose journal is damaged back to its last good entry (the damaged journal is kept)')
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      `
Examples:
  umpire undo
  umpire undo 3 --game game.yaml
  umpire undo --list
  umpire undo --repair --game game.yaml`,
    )
    .action(async (n: string, opts) => {
      const { runUndo } = await import('../undo/run.js');
      await runUndo(n, opts);
    });
}
