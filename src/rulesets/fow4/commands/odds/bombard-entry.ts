/** `umpire odds bombard`: this ruleset's command entry (options, help, run). */
import { commandEntry } from '../../../contract.js';
import { bombardCommandOptions } from '../bombard/options.js';

export const oddsBombardEntry = commandEntry({
  summary:
    'exact odds of an Artillery Bombardment: range in on attempt 1, 2, 3; each team and unit destroyed / bailed out / Pinned Down.',
  options: () => [...bombardCommandOptions()],
  help: `Takes the same flags as \`umpire bombard\` (quick mode) and rolls nothing. The real bombardment
procedure is run over every possible die: the chance to range in on each attempt (+0/+1/+2 to
hit), then for each attempt every team's to-hit die and saves, and each unit's distribution of
teams destroyed, bailed out and unharmed, and its chance to be Pinned Down; then all attempts
together. Danger Close takes --friendly, a --decide answer, or the default (clear). With --game,
an Artillery Unit of the game (--unit) on enemy units (--target), the table's answers as --fact
or the flags; the game is only read.`,
  examples: [
    'umpire odds bombard --battery "4 15cm sFH18" --under "3 T-34/85" --friendly 10',
    'umpire odds bombard --battery "2 guns:at=3,fp=1+" --skill veteran --under "3 T-34/85" --json',
    'umpire odds bombard --battery "6 10.5cm leFH18" --under "4 Rifle/MG team:foxholes:unit=1st Platoon" --terrain',
    'umpire odds bombard --game game.yaml --unit "Mortar Platoon" --target "1st Troop" --terrain',
  ],
  run: async (ctx) => (await import('./bombard.js')).runOddsBombard(ctx),
});
