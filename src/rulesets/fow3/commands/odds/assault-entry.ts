/** `umpire odds assault` under Open Fire!: an ESTIMATE from seeded runs of the real assault, the same flags as `umpire assault`. */
import { commandEntry } from '../../../contract.js';
import { oddsAssaultOptions } from '../assault/options.js';

export const oddsAssaultEntry = commandEntry({
  summary: 'an ESTIMATE of an Open Fire assault (who wins, rounds, losses) from seeded runs of the real procedure.',
  options: oddsAssaultOptions,
  help: 'Takes the flags of `umpire assault --ruleset fow3`; --seed fixes the runs (the same seed gives the same figures).',
  examples: [
    'umpire odds assault --ruleset fow3 --attacker "Rifle/MG team:6" --defender "StuG G:2" --defender-rating confident-veteran --seed 1',
  ],
  run: async (ctx) => (await import('./assault.js')).runOddsAssaultFow3(ctx),
});
