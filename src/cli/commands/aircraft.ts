import type { Command } from 'commander';
import { registerRulesetCommand } from '../ruleset-command.js';

export function registerAircraft(program: Command): void {
  const air = program
    .command('aircraft')
    .description('aircraft: arrival rolls and air attacks with anti-aircraft fire')
    .addHelpText(
      'after',
      `
Examples:
  umpire aircraft arrive --cas --seed 3
  umpire help aircraft attack`,
    );
  registerRulesetCommand(air, 'arrive', {
    key: 'aircraft arrive',
    description: 'roll for an Aircraft Unit to arrive',
    rolls: true,
  });
  registerRulesetCommand(air, 'attack', {
    key: 'aircraft attack',
    description: 'an air attack: anti-aircraft fire, then the attack',
    rolls: true,
  });
}
