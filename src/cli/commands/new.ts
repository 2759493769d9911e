import type { Command } from 'commander';
import { registerRulesetCommand } from '../ruleset-command.js';

export function registerNew(program: Command): void {
  registerRulesetCommand(program, 'new', {
    key: 'new',
    description: 'start a game file from two forces (default: the bundled demo forces)',
    help: `The game file is saved atomically after every change; every change and every die also goes to
its journal (<name>.journal.jsonl beside it). The first side named plays first.`,
  });
}
