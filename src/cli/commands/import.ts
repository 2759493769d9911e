import type { Command } from 'commander';
import { registerRulesetCommand } from '../ruleset-command.js';

export function registerImport(program: Command): void {
  registerRulesetCommand(program, 'import', {
    key: 'import',
    description:
      'turn a list-builder roster (BattleScribe / New Recruit .ros or .rosz) into a force file and the arsenal of its own team profiles',
    arguments: '<roster>',
    argumentsHelp: 'the .ros or .rosz file the list builder exported',
  });
}
