import type { Command } from 'commander';
import { registerRulesetCommand } from '../ruleset-command.js';

export function registerAssault(program: Command): void {
  registerRulesetCommand(program, 'assault', {
    key: 'assault',
    description: 'resolve an assault round by round until one side wins (the options depend on the ruleset)',
    rolls: true,
    game: true,
  });
}
