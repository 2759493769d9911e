import type { Command } from 'commander';

export function registerUndo(program: Command): void {
  program
    .command('undo')
    .description('step back through the game journal (the undo is itself journaled)')
    .argument('[game]', 'the game file (default umpire-game.yaml)')
    .argument('[n]', 'how many changes to step back (default 1)')
    .option('-g, --game <file>', 'the game file, as an option (the same as the argument)')
    .option('--list', 'list the changes that can be undone, newest first')
    .option(
      '--repair',
      'roll a game whose journal is damaged back to its last good entry (the damaged journal is kept)',
    )
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      `
Examples:
  umpire undo
  umpire undo game.yaml 3
  umpire undo game.yaml --list
  umpire undo game.yaml --repair`,
    )
    .action(async (first: string | undefined, second: string | undefined, opts) => {
      const { runUndo, undoArguments } = await import('../undo/run.js');
      const { game, n } = undoArguments(first, second, opts.game);
      await runUndo(n, { ...opts, game });
    });
}
