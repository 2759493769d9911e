/** The options of `umpire new` (Open Fire), and the type they give. */
import { collect, Option } from '../../command-input.js';
import type { OptsOf } from '../../contract.js';

export type Fow3NewOptions = OptsOf<ReturnType<typeof newOptions>>;

export function newOptions() {
  return [
    new Option('--side <NAME=force.yaml>', 'a side and its force file; give it twice').argParser(collect),
    new Option('--mission <id>', 'free-for-all (the only Open Fire mission)'),
    new Option('--time-of-day <t>', 'daylight (Open Fire has no night rules)'),
    new Option('--cm', 'measure in centimetres (default inches)'),
    new Option('--seed <n>', 'seeded dice with this seed (default: seeded with a fresh seed)'),
    new Option('--dice <kind>', 'seeded (default), crypto or manual (type your physical dice)'),
    new Option('-o, --output <file>', 'the game file to write').default('umpire-game.yaml'),
    new Option('--force', 'replace an existing game file and its journal'),
  ] as const;
}
