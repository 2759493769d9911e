import { Option, type Command } from 'commander';
import { DEFAULT_RULESET, RULESET_IDS } from '../../rulesets/index.js';

export function registerSchema(program: Command): void {
  program
    .command('schema')
    .description(
      'print the JSON Schema of force, game or arsenal files (for editors), or of `umpire resolve` situations',
    )
    .argument('<kind>', 'force, game, arsenal or situation')
    .option('--procedure <id>', 'with situation: only this procedure, e.g. fow4.shoot')
    .addOption(new Option('--ruleset <id>', 'the ruleset').choices(RULESET_IDS).default(DEFAULT_RULESET))
    .option('-o, --output <file>', 'write it to a file instead of printing it')
    .option('--json', 'the schema is JSON already (accepted for symmetry)')
    .addHelpText(
      'after',
      `
Point your editor's YAML language server at it with a first line like:
  # yaml-language-server: $schema=./force.schema.json

Examples:
  umpire schema force > force.schema.json
  umpire schema game -o game.schema.json
  umpire schema arsenal
  umpire schema force --ruleset fow3 -o schemas/fow3/force.schema.json
  umpire schema situation --procedure fow4.shoot`,
    )
    .action(async (kind: string, opts) => {
      const { runSchema } = await import('../schema/run.js');
      await runSchema(kind, opts);
    });
}
