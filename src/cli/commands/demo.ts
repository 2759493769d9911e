import type { Command } from 'commander';

export function registerDemo(program: Command): void {
  program
    .command('demo')
    .description(
      'a game of the bundled demo battle, both sides played by the built-in opponent (one round unless --turns)',
    )
    .option('--seed <n>', 'seeded dice for a repeatable demo (default 1944)')
    .option('--turns <n>', 'play until a side wins or this many turns are played')
    .option(
      '--opponent <spec>',
      'the doctrines: a doctrine for both sides (aggressive), or side:doctrine,side:doctrine',
    )
    .option('--games <n>', 'play this many games (seeds seed, seed+1, ...) and tally who won how')
    .option('--ruleset <id>', 'the ruleset whose demo battle to play (default: the default ruleset)')
    .option('--json', 'print the result as JSON (the game itself is not printed)')
    .addHelpText(
      'after',
      `
Table facts (line of sight, range, cover...) take the answers the demo table would most likely
show, as each ruleset states them. The same seed gives the same game.

Examples:
  umpire demo
  umpire demo --turns 6 --seed 7
  umpire demo --turns 6 --opponent British:aggressive,German:cautious --json
  umpire demo --turns 6 --games 20 --json`,
    )
    .action(
      async (opts: {
        seed?: string;
        turns?: string;
        opponent?: string;
        games?: string;
        ruleset?: string;
        json?: boolean;
      }) => {
        const { runDemo } = await import('../demo/run.js');
        await runDemo(opts);
      },
    );
}
