import type { Command } from 'commander';
import { registerRulesetCommand } from '../ruleset-command.js';

export function registerBombard(program: Command): void {
  registerRulesetCommand(program, 'bombard', {
    key: 'bombard',
    description: 'an Artillery Bombardment: range in, roll to hit under the template, saves, pin down',
    rolls: true,
    game: true,
  });
}
