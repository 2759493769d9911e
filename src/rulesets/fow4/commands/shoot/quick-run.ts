/**
 * `umpire shoot` in quick mode: the situation its flags describe (quick.ts, which `odds shoot`
 * shares without loading the shooting procedure or its printing: issue 32), rolled and printed.
 */
import type { CommandContext } from '../../../contract.js';
import { shoot } from '../../shooting/shoot.js';
import type { ShootFlags } from './options.js';
import { quickSituation } from './quick.js';
import { printShooting } from './render.js';

export async function runShootQuick(ctx: CommandContext<ShootFlags>): Promise<void> {
  const situation = await quickSituation(ctx.args, ctx.opts);
  const { result, journal, seed } = await ctx.run.procedure(() => shoot(situation));
  if (ctx.json) {
    ctx.out.json({
      ruleset: 'fow4',
      ...(seed !== undefined ? { seed } : {}),
      dice: journal.filter((e) => e.type === 'dice').flatMap((e) => (e.type === 'dice' ? e.faces : [])),
      situation,
      result,
    });
  } else {
    await printShooting(ctx.out, situation, result, seed);
  }
}
