import type { Command } from 'commander';
import { registerRoll } from './roll.js';
import { registerDemo } from './demo.js';
import { registerResolve } from './resolve.js';
import { registerOdds } from './odds.js';

/** Every command, in the order `umpire --help` lists them. Actions load their code lazily. */
export function registerCommands(program: Command): void {
  registerDemo(program);
  registerRoll(program);
  registerResolve(program);
  registerOdds(program);
}
