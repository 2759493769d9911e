/** `umpire odds shoot`: this ruleset's command entry (options, help, run). */
import { commandEntry } from '../../../contract.js';
import { shootOptions } from '../shoot/options.js';

export const oddsShootEntry = commandEntry({
  summary:
    'exact odds of a shooting: hits, teams destroyed / bailed out, Pinned Down, In Good Spirits; nothing rolled.',
  arguments: '[shooters...]',
  options: () => [...shootOptions()],
  help: `With --at, the shot is described by the same flags as \`umpire shoot\`; with --game, a unit of
the game (--unit) at an enemy unit (--target), the table's answers as --fact. Otherwise the
situation is the one \`umpire resolve\` takes: { "procedure": "fow4.shoot", "situation": { ... } }.
Hits are assigned by the shooting procedure's default allocation; Mistaken Target is not tried.`,
  examples: [
    'umpire odds shoot "3 Panzer IV H" --at "4 Sherman V" --target-skill veteran --long-range',
    'umpire odds shoot shot.yaml',
    'umpire odds shoot --game game.yaml --unit "StuG Platoon" --target "1st Troop" --fact longRange=yes',
    'umpire odds shoot shot.json --json',
    'cat shot.yaml | umpire odds shoot',
  ],
  run: async (ctx) => (await import('./shoot.js')).runOddsShoot(ctx),
});
