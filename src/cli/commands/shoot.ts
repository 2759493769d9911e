import type { Command } from 'commander';
import { registerRulesetCommand } from '../ruleset-command.js';

export function registerShoot(program: Command): void {
  registerRulesetCommand(program, 'shoot', {
    key: 'shoot',
    description: 'resolve a shooting: to hit, hits, saves, pinning (the options depend on the ruleset)',
    arguments: '[shooters...]',
    argumentsHelp: 'shooting teams as "COUNT NAME", e.g. "3 Panzer IV H"',
    rolls: true,
    game: true,
  });
}
