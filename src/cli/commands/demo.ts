import type { Command } from 'commander';

export function registerDemo(program: Command): void {
  program
    .command('demo')
    .description('one automatic round of the bundled demo battle, both sides played by the built-in opponent')
    .option('--seed <n>', 'seeded dice for a repeatable demo')
    .addHelpText('after', '\nExamples:\n  umpire demo\n  umpire demo --seed 7')
    .action(async (opts: { seed?: string }) => {
      const { runDemo } = await import('../demo/run.js');
      await runDemo(opts);
    });
}
