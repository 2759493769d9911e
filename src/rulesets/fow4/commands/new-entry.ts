/** `umpire new` for Flames Of War 4: a game file from two force files (default the bundled demo forces). */
import { Option } from '@commander-js/extra-typings';
import { collect } from '../../command-input.js';
import { commandEntry } from '../../contract.js';

export const newEntry = commandEntry({
  summary: 'a game file from two forces; missions and time of day of the 4th edition.',
  options: () => [
    new Option('--side <NAME=force.yaml>', 'a side and its force file; give it twice').argParser(collect),
    new Option('--mission <id>', 'the mission (free-for-all, annihilation, dust-up, encounter, ...)'),
    new Option('--time-of-day <t>', 'daylight (default), dawn, dusk or night'),
    new Option('--cm', 'measure in centimetres (default inches)'),
    new Option('--seed <n>', 'seeded dice with this seed (default: seeded with a fresh seed)'),
    new Option('--dice <kind>', 'seeded (default), crypto or manual (type your physical dice)'),
    new Option('-o, --output <file>', 'the game file to write').default('umpire-game.yaml'),
    new Option('--force', 'replace an existing game file and its journal'),
  ],
  examples: [
    'umpire new',
    'umpire new --side British=scenarios/fow4/forces/british-armoured-squadron.yaml --side German=scenarios/fow4/forces/german-grenadierkompanie.yaml -o game.yaml',
    'umpire new --mission encounter --seed 42 --json',
  ],
  run: async (ctx) => (await import('./new.js')).runNew(ctx),
});
