/** `umpire odds assault` under Open Fire!: an ESTIMATE from seeded runs of the real assault, the same flags as `umpire assault`. */
import { Option } from '@commander-js/extra-typings';
import { commandEntry } from '../../../contract.js';
import { quickAssaultOptions } from '../assault/entry.js';

export const oddsAssaultEntry = commandEntry({
  summary: 'an ESTIMATE of an Open Fire assault (who wins, rounds, losses) from seeded runs of the real procedure.',
  options: () => [
    ...quickAssaultOptions(),
    new Option('--trials <n>', 'how many seeded runs (default 2000)'),
    new Option('--seed <n>', 'the seed of the runs (default: a fresh one, printed)'),
  ],
  help: 'Takes the flags of `umpire assault --ruleset fow3`; --seed fixes the runs (the same seed gives the same figures).',
  examples: [
    'umpire odds assault --ruleset fow3 --attacker "Rifle/MG team:6" --defender "StuG G:2" --defender-rating confident-veteran --seed 1',
  ],
  run: async (ctx) => (await import('./assault.js')).runOddsAssaultFow3(ctx),
});
