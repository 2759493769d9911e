import type { Command } from 'commander';
import { registerRulesetCommand } from '../ruleset-command.js';

export function registerTables(program: Command): void {
  registerRulesetCommand(program, 'tables', {
    key: 'tables',
    description:
      "the book values a ruleset's source lost: which are still empty (--check) and where to fill them in (--edit)",
    arguments: '<ruleset>',
    argumentsHelp: 'the ruleset whose lost values to show, e.g. panzerfaust or combat-infantry',
    rulesetArgument: true,
  });
}
