/** `umpire odds assault`: this ruleset's command entry (options, help, run). */
import { commandEntry } from '../../../contract.js';
import { oddsAssaultOptions } from '../assault/options.js';

export const oddsAssaultEntry = commandEntry({
  summary:
    'an ESTIMATE of an assault from seeded runs of the real procedure: who wins, rounds, losses, with 95% intervals.',
  options: oddsAssaultOptions,
  help: `Takes the same flags as \`umpire assault\`. This is an ESTIMATE, not exact odds: every round the
assault asks decisions and table facts (who reaches Contact, who is in range for Defensive Fire,
which team takes a hit, counterattack or break off), which here take their defaults or your
--decide answers, and the dice paths multiply round after round. The real assault procedure runs
with seeded dice until each side's chance to win is known to within --precision percentage points
(default 5, in batches of 100 runs), or exactly --trials times; each figure comes with a 95%
confidence interval.`,
  examples: [
    'umpire odds assault --attacker "Rifle/MG team:6" --defender "Panther A:2" --seed 7',
    'umpire odds assault --attacker "Sherman V:3" --defender "Rifle/MG team:4" --trials 10000 --json',
    'umpire odds assault --attacker "Rifle/MG team:4" --defender "StuG G:2" --decide "counterattack:Defender=break-off"',
  ],
  run: async (ctx) => (await import('./assault.js')).runOddsAssault(ctx),
});
