import type { Command } from 'commander';
import { registerRulesetCommand } from '../ruleset-command.js';

export function registerStatus(program: Command): void {
  registerRulesetCommand(program, 'status', {
    key: 'status',
    description: 'show a game: per side, every unit, its teams, ratings, state and what it may still do',
    arguments: '[game]',
    argumentsHelp: 'the game file (default umpire-game.yaml)',
    game: true,
    gameArgument: true,
    gameDefault: 'umpire-game.yaml',
  });
}
