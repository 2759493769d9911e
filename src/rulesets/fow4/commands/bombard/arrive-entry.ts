/** `umpire aircraft arrive`: this ruleset's command entry (options, help, run). */
import { Option } from '@commander-js/extra-typings';
import { commandEntry } from '../../../contract.js';

export const aircraftArriveEntry = commandEntry({
  summary: 'roll for an Aircraft Unit to arrive: 4+, Close Air Support 3+, Fighter Interception 5+ (p. 44).',
  options: () => [
    new Option('--name <text>', 'the Aircraft Unit'),
    new Option('--cas', 'Close Air Support (arrives on 3+)'),
    new Option('--night', 'night: no aircraft'),
    new Option('--reserve', 'the unit is still in Reserve'),
    new Option('--meeting-engagement', "the first player's first turn of a Meeting Engagement"),
    new Option('--aop', 'an Air Observation Post (arrives automatically)'),
    new Option('--fighter-interception', 'the opponent has Fighter Interception (5+)'),
  ],
  examples: ['umpire aircraft arrive', 'umpire aircraft arrive --cas --fighter-interception --dice 3,2'],
  run: async (ctx) => (await import('./aircraft-run.js')).runArrive(ctx),
});
