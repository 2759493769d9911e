/** `umpire shoot` under Open Fire!: quick mode (teams by arsenal name) or --game. */
import { InputError } from '../../../../errors/input-error.js';
import { commandEntry } from '../../../contract.js';
import { shootOptions } from './options.js';

export const shootEntry = commandEntry({
  summary: 'to hit, allocate hits, saves and Firepower tests, Pinned Down at 5 hits (teams by Open Fire arsenal name).',
  arguments: '[shooters...]',
  options: shootOptions,
  help: `Dice are asked for in this order (for --dice): the to-hit dice of each shooter and weapon, in
the order given; picking-out dice; then, per hit in allocation order: [hull/turret die] save die
[Schürzen 4+ die, right after a failed side save against a bazooka] [firepower die].
Open Fire! has no smoke or night modifiers, no Is Hit On rating apart from Skill, and no
Bailed Out Again roll: --smoke, --night, --is-hit-on and --target-motivation are Flames Of War 4's.
With --game the platoon's teams fire their default weapons; the ruleset comes from the file.`,
  examples: [
    'umpire shoot "2 Sherman V" --at "1 StuG G" --ruleset fow3 --target-skill veteran --seed 3',
    'umpire shoot "1 Sherman V" --at "1 StuG G" --ruleset fow3 --weapon "M3 75mm gun"',
    'umpire shoot --game of.yaml --unit "1st Troop" --target "1st Grenadier Platoon" --fact concealed=no',
  ],
  async run(ctx) {
    if (ctx.game !== undefined) {
      if (ctx.args.length > 0 || ctx.opts.at?.length)
        throw new InputError('with --game, name platoons with --unit and --target instead of teams and --at');
      if (ctx.opts.weapon !== undefined)
        throw new InputError('with --game an Open Fire platoon fires its default weapons; --weapon is for quick mode');
      return (await import('./game.js')).runShootGameFow3(ctx, ctx.game);
    }
    return (await import('./quick.js')).runShootFow3(ctx);
  },
});
