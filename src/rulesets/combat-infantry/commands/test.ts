/** `umpire test morale --ruleset combat-infantry`: one Morale check (d10 over the rating fails; 0 is 10). */
import { Option } from '../../command-input.js';
import { InputError } from '../../../errors/input-error.js';
import { commandEntry } from '../../contract.js';

export const testEntry = commandEntry({
  summary: 'morale: one d10, over the rating fails (0 is 10); an HQ in the hex lends its rating; a farm defender +1.',
  arguments: '<kind>',
  options: () => [
    new Option('--rating <n>', "the unit's Morale rating"),
    new Option('--hq <n>', 'the Morale of an HQ in the same hex (the better one is used; a fail affects the HQ too)'),
    new Option('--farm', 'a defender in a farm: +1'),
  ],
  examples: [
    'umpire test morale --rating 7 --ruleset combat-infantry',
    'umpire test morale --rating 7 --hq 8 --ruleset combat-infantry --dice 8',
  ],
  async run(ctx) {
    const kind = ctx.args[0];
    if (kind !== 'morale')
      throw new InputError(`Combat Infantry has one test, morale${kind ? `, not '${kind}'` : ''}.`);
    const f = ctx.opts;
    const rating = Number(f.rating);
    if (f.rating === undefined || !Number.isInteger(rating) || rating < 0 || rating > 10)
      throw new InputError('Give the Morale rating with --rating, a whole number 0-10.');
    const hq = f.hq === undefined ? undefined : Number(f.hq);
    if (hq !== undefined && (!Number.isInteger(hq) || hq < 0 || hq > 10))
      throw new InputError("--hq takes the HQ's Morale rating, 0-10.");
    const [{ moraleCheck, moraleText }, { bundledLostValues }, { CI }, { printRulesAndValues }] = await Promise.all([
      import('../morale.js'),
      import('../lost-values.js'),
      import('../rules.js'),
      import('./render.js'),
    ]);
    const lost = bundledLostValues();
    const bonus = f.farm ? { delta: lost.num('morale.farm_bonus'), rule: CI.farmMorale } : undefined;
    const uses = lost.take();
    const { result } = await ctx.run.procedure(() =>
      moraleCheck({
        unit: 'unit',
        owner: 'player',
        rating,
        why: 'test',
        ...(hq !== undefined ? { hq: { id: 'HQ', rating: hq } } : {}),
        ...(bonus ? { bonus } : {}),
      }),
    );
    if (ctx.json) {
      ctx.out.json({ ruleset: 'combat-infantry', test: 'morale', result, lostValues: uses });
      return;
    }
    ctx.out.line(
      moraleText(result) + (result.passed ? '' : ': the unit withdraws to an adjacent friendly hex, or is captured'),
    );
    printRulesAndValues(ctx.out, result.rules, uses);
  },
});
