import type { Command } from 'commander';
import { registerRoll } from './roll.js';
import { registerDemo } from './demo.js';
import { registerBombard } from './bombard.js';
import { registerAircraft } from './aircraft.js';
import { registerResolve } from './resolve.js';
import { registerShoot } from './shoot.js';
import { registerTest } from './test.js';
import { registerNew } from './new.js';
import { registerStatus } from './status.js';
import { registerUndo } from './undo.js';
import { registerValidate } from './validate.js';
import { registerSchema } from './schema.js';
import { registerAssault } from './assault.js';
import { registerOdds } from './odds.js';
import { registerPlay } from './play.js';
import { registerImport } from './import.js';
import { registerTables } from './tables.js';

/** Every command, in the order `umpire --help` lists them. Actions load their code lazily. */
export function registerCommands(program: Command): void {
  registerPlay(program);
  registerDemo(program);
  registerRoll(program);
  registerShoot(program);
  registerTest(program);
  registerResolve(program);
  registerBombard(program);
  registerAircraft(program);
  registerNew(program);
  registerStatus(program);
  registerUndo(program);
  registerValidate(program);
  registerSchema(program);
  registerImport(program);
  registerTables(program);
  registerAssault(program);
  registerOdds(program);
}
