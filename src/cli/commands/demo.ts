import type { Command } from 'commander';

export function registerDemo(program: Command): void {
  program
    .command('demo')
    .description('a short bundled demonstration (what `npm start` runs)')
    .option('--seed <n>', 'seeded dice for a repeatable demo')
    .addHelpText('after', '\nExample:\n  umpire demo --seed 7')
    .action(async (opts: { seed?: string }) => {
      const { runDemo } = await import('../demo/run.js');
      await runDemo(opts);
    });
}
