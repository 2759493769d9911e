/** `umpire aircraft arrive`: this ruleset's command entry (options, help, run). */
import { commandEntry } from '../../../contract.js';
import { arriveOptions } from './aircraft-options.js';

export const aircraftArriveEntry = commandEntry({
  summary: 'roll for an Aircraft Unit to arrive: 4+, Close Air Support 3+, Fighter Interception 5+ (p. 44).',
  options: arriveOptions,
  examples: ['umpire aircraft arrive', 'umpire aircraft arrive --cas --fighter-interception --dice 3,2'],
  run: async (ctx) => (await import('./aircraft-run.js')).runArrive(ctx),
});
