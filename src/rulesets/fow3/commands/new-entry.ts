/** `umpire new --ruleset fow3`: an Open Fire! game file (Free-for-All, the demo companies in scenarios/fow3/forces by default). */
import { Option } from '@commander-js/extra-typings';
import { collect } from '../../command-input.js';
import { commandEntry } from '../../contract.js';

export const newEntry = commandEntry({
  summary: 'a game file from two Open Fire forces; Free-for-All in daylight, the only Open Fire mission.',
  options: () => [
    new Option('--side <NAME=force.yaml>', 'a side and its force file; give it twice').argParser(collect),
    new Option('--mission <id>', 'free-for-all (the only Open Fire mission)'),
    new Option('--time-of-day <t>', 'daylight (Open Fire has no night rules)'),
    new Option('--cm', 'measure in centimetres (default inches)'),
    new Option('--seed <n>', 'seeded dice with this seed (default: seeded with a fresh seed)'),
    new Option('--dice <kind>', 'seeded (default), crypto or manual (type your physical dice)'),
    new Option('-o, --output <file>', 'the game file to write').default('umpire-game.yaml'),
    new Option('--force', 'replace an existing game file and its journal'),
  ],
  examples: ['umpire new --ruleset fow3 -o openfire.yaml'],
  run: async (ctx) => (await import('./new.js')).runNewFow3(ctx),
});
