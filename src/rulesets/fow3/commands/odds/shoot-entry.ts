/** `umpire odds shoot` under Open Fire!: exact odds of a shooting, the same flags as `umpire shoot`, nothing rolled. */
import { InputError } from '../../../../errors/input-error.js';
import { commandEntry } from '../../../contract.js';
import { oddsShootOptions } from '../shoot/options.js';

export const oddsShootEntry = commandEntry({
  summary: 'exact odds of an Open Fire shooting: hits, teams destroyed / bailed out, Pinned Down; nothing rolled.',
  arguments: '[shooters...]',
  options: oddsShootOptions,
  help: `Takes the flags of \`umpire shoot --ruleset fow3\` (or --game with --unit and --target).
Exact: every weapon's hits are binomial; for each combination of hit counts the target player's
default allocation (picking-out dice enumerated); each team saves against its hits in order by
the real save code, enumerated die by die.`,
  examples: [
    'umpire odds shoot "2 Sherman V" --at "1 StuG G" --ruleset fow3 --target-skill veteran',
    'umpire odds shoot "3 Sherman V" --at "7 Rifle/MG team" --ruleset fow3 --target-skill veteran --json',
    'umpire odds shoot --game of.yaml --unit "1st Troop" --target "1st Grenadier Platoon" --fact concealed=no',
  ],
  async run(ctx) {
    if (ctx.game !== undefined && (ctx.args.length > 0 || ctx.opts.at?.length))
      throw new InputError('with --game, name platoons with --unit and --target instead of teams and --at');
    return (await import('./shoot.js')).runOddsShootFow3(ctx);
  },
});
