import type { Command } from 'commander';

export function registerImport(program: Command): void {
  program
    .command('import')
    .description('turn a BattleScribe / New Recruit roster (.ros, .rosz) into a fow4 force file and its arsenal')
    .argument('<roster>', 'the .ros or .rosz file the list builder exported')
    .option('-o, --output <file>', 'the force file to write (default: the roster name with .yaml); the arsenal goes beside it as <name>.arsenal.yaml')
    .option('--force', 'write over existing files')
    .option('--json', 'print what was written as JSON')
    .addHelpText(
      'after',
      `
The force file names its own arsenal file (the team profiles the roster prints), so it
validates and plays as it is. Special rules umpire does not know are kept as comments at the
line of their team and unit, and listed here; nothing is dropped silently.

Examples:
  umpire import my-list.rosz -o my-list.yaml
  umpire validate my-list.yaml
  umpire new --side A=my-list.yaml --side B=scenarios/fow4/forces/german-grenadierkompanie.yaml
  umpire shoot "3 Sherman V" --arsenal my-list.yaml --at "2 Panzer IV H"`,
    )
    .action(async (roster: string, opts) => {
      const { runImport } = await import('../import/run.js');
      await runImport(roster, opts);
    });
}
