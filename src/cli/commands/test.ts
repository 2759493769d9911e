import type { Command } from 'commander';
import { registerRulesetCommand } from '../ruleset-command.js';

export function registerTest(program: Command): void {
  registerRulesetCommand(program, 'test', {
    key: 'test',
    description: 'a test of nerve or skill: rally, remount, counterattack, ... (`umpire test list`)',
    arguments: '<kind>',
    argumentsHelp: 'which test, or "list" to see them all',
    rolls: true,
    game: true,
  });
}
