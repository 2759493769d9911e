/** `umpire shoot` under Flames Of War 4: quick mode (teams by name or raw numbers) or --game. */

import { InputError } from '../../../../errors/input-error.js';
import { commandEntry } from '../../../contract.js';
import { shootOptions } from './options.js';

export const shootEntry = commandEntry({
  summary: 'to hit, assign hits, Mistaken Target, saves, Firepower tests, pinning.',
  arguments: '[shooters...]',
  options: shootOptions,
  help: `Dice are asked for in this order (for --dice): smoke shots; each shooting team's to-hit dice
(then follow-up dice for 6s when 7+ is needed, then re-rolls); Mistaken Target tries; then per
target team and per hit: [hull/turret die] save die [save re-roll] [Firepower die] [Bailed Out
Again die]; then passengers' saves; then a destroyed Formation Commander's 3+ roll.
--decide answers Mistaken Target: "A<->B" or stop.

Game mode (--game): profiles, ratings and every team's state (moved, dashed, pinned, bailed
out, concealed, gone to ground, bulletproof cover, foxholes, smoke, passengers) come from the file.
On a terminal umpire asks what only the table shows; otherwise it takes --long-range,
--concealed, --smoke, --facing, --within6 (team numbers), --hits-earlier, --bagpipes, --weapon,
--fact answers, or the defaults: within 16"/40cm, not concealed, no smoke, every team within
6"/15cm of the declared target (the first team), front facing, no Commander nearby, not
assaulting, no earlier hits. Facts: longRange, concealed, smoke, target, within6, facing,
commanderNearby, hqTeamWithin6, switchTeamWithin6, willAssault, hitsEarlier, shooters, weapon,
bagpipes, friendlyWithin4, meetingEngagementFirstTurn. Teams that already shot this turn do not
shoot again. Destroyed, Bailed Out, Pinned Down, smoke and "shot" are saved with the dice in the
journal (\`umpire undo --game <file>\` steps back).`,
  examples: [
    'umpire shoot --game game.yaml --unit "1st Troop" --target "StuG Platoon" --long-range',
    'umpire shoot "3 Panzer IV H" --at "4 Sherman V" --target-skill veteran --long-range',
    'umpire shoot "2 Shooter" --rof 2 --anti-tank 11 --firepower 3+ --at "3 Sherman" --armour 6/4/1 --target-skill veteran --dice 4,5,2,6,3,6',
    'umpire shoot "6 Rifle team" --rof 1 --anti-tank 2 --firepower 6 --at "4 Rifle team" --save 3+ --concealed --gone-to-ground --seed 7 --json',
  ],
  async run(ctx) {
    if (ctx.game !== undefined) {
      if (ctx.args.length > 0 || ctx.opts.at?.length)
        throw new InputError('with --game, name units with --unit and --target instead of teams and --at');
      return (await import('./game.js')).runShootGame(ctx, ctx.game);
    }
    return (await import('./quick-run.js')).runShootQuick(ctx);
  },
});
