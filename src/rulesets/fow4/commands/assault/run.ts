/** `umpire assault` under Flames Of War 4: build the situation, run the assault, print it (or --game). */
import { InputError } from '../../../../errors/input-error.js';
import type { CommandContext } from '../../../contract.js';
import { checkedAssaultSituation } from './build.js';
import type { AssaultCommandFlags } from './options.js';
import { printAssault } from './render.js';

export async function runAssault(ctx: CommandContext<AssaultCommandFlags>): Promise<void> {
  const flags = ctx.opts;
  if (ctx.game !== undefined) {
    if (flags.attacker || flags.defender.length || flags.situation)
      throw new InputError(
        'with --game, name units with --unit and --target instead of --attacker, --defender or --situation',
      );
    const { runAssaultGame } = await import('./game.js');
    return runAssaultGame(ctx, ctx.game);
  }
  const situation = await checkedAssaultSituation(flags);
  const { assault } = await import('../../assault/procedure.js');
  const { result, journal, seed } = await ctx.run.procedure(() => assault(situation), { ask: flags.ask === true });
  if (ctx.json) ctx.out.json({ ruleset: 'fow4', ...(seed !== undefined ? { seed } : {}), result, journal });
  else await printAssault(ctx.out, result, seed);
}
