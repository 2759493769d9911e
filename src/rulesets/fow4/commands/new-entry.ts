/** `umpire new` for Flames Of War 4: a game file from two force files (default the bundled demo forces). */
import { commandEntry } from '../../contract.js';
import { newOptions } from './new-options.js';

export const newEntry = commandEntry({
  summary: 'a game file from two forces; missions and time of day of the 4th edition.',
  options: newOptions,
  examples: [
    'umpire new',
    'umpire new --side British=scenarios/fow4/forces/british-armoured-squadron.yaml --side German=scenarios/fow4/forces/german-grenadierkompanie.yaml -o game.yaml',
    'umpire new --mission encounter --seed 42 --json',
  ],
  run: async (ctx) => (await import('./new.js')).runNew(ctx),
});
