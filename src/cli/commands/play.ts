import type { Command } from 'commander';

export function registerPlay(program: Command): void {
  program
    .command('play [game]')
    .description(
      'walk both players through every turn of a game (no file: the bundled demo battle in ./umpire-game.yaml)',
    )
    .option('-g, --game <file>', 'the game file, as an option (the same as the argument)')
    .option('--script', 'read answers from standard input, one per line (no terminal needed)')
    .option('--seed <n>', 'seeded dice for a new demo game')
    .option(
      '--opponent <spec>',
      'who the built-in opponent plays: a side, both, none, a doctrine (cautious, aggressive) or side:doctrine',
    )
    .addHelpText(
      'after',
      `
At any prompt: ? (what can be done now), status, odds, undo, dice (fair / seeded / physical), quit.
The game is saved after every finished action; run the same command again to resume.
--opponent: a side (german), both, none, a doctrine alone (the usual opponent side, else the
last side), or side:doctrine. Doctrines: cautious (default), aggressive.

Examples:
  umpire play                    # start or resume the demo (./umpire-game.yaml)
  umpire play my-game.yaml       # a game made with \`umpire new\`
  umpire play --opponent german  # solo: the built-in opponent plays German
  umpire play --opponent German:aggressive
  printf '1\\n' | umpire play g.yaml --script`,
    )
    .action(
      async (game: string | undefined, opts: { game?: string; script?: boolean; seed?: string; opponent?: string }) => {
        const { gameFileArgument } = await import('../game-file-argument.js');
        const file = gameFileArgument(game, opts.game);
        const { runPlay } = await import('../play/run.js');
        await runPlay(file, opts);
      },
    );
}
