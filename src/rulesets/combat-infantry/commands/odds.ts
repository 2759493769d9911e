/** `umpire odds shoot|test --ruleset combat-infantry`: exact odds by enumerating the real procedures. */
import { Option } from '../../command-input.js';
import { InputError } from '../../../errors/input-error.js';
import { commandEntry } from '../../contract.js';

export const oddsShootEntry = commandEntry({
  summary: "exact odds of one fire in the quick form: hits, each target unit's outcome, friendly fire.",
  arguments: '<shooter>',
  options: () => [
    new Option('--at <units>', 'the target hex, e.g. "3 3/2D"'),
    new Option('--target <n>', 'target the n-th unit'),
    new Option('--spotter <units>', "bombard: the spotter's hex"),
  ],
  examples: ['umpire odds shoot "F3 x3" --at "3 3/2D" --ruleset combat-infantry'],
  async run(ctx) {
    const f = ctx.opts;
    if (ctx.game !== undefined)
      throw new InputError('odds shoot under Combat Infantry takes no --game: give the shooter and the target hex');
    if (ctx.args.length !== 1 || !f.at)
      throw new InputError(
        'Give the shooter and the target hex, e.g. umpire odds shoot "F3 x3" --at "3 3" --ruleset combat-infantry.',
      );
    const [{ parseQuickFire }, { bundledLostValues }, { fireOdds, percent }] = await Promise.all([
      import('../quick.js'),
      import('../lost-values.js'),
      import('../odds.js'),
    ]);
    const target = f.target === undefined ? undefined : Number(f.target);
    const q = parseQuickFire(ctx.args[0]!, f.at, bundledLostValues(), {
      ...(target ? { target } : {}),
      ...(f.spotter ? { spotter: f.spotter } : {}),
    });
    const o = fireOdds(q.situation);
    if (ctx.json) {
      ctx.out.json({
        ruleset: 'combat-infantry',
        quick: q.text,
        F: o.F,
        hits: o.hits.map((d) => ({ label: d.label, p: d.p.toString(), percent: d.p.toNumber() })),
        units: o.units.map((u) => ({
          id: u.id,
          outcomes: u.outcomes.map((d) => ({ label: d.label, p: d.p.toString() })),
        })),
        ...(o.friendlyFire ? { friendlyFire: o.friendlyFire.toString() } : {}),
      });
      return;
    }
    ctx.out.line(ctx.out.paint.bold(`Exact odds: ${q.text} (F${o.F})`));
    await ctx.out.table({ head: ['Hits', 'Chance'], rows: o.hits.map((d) => [d.label, percent(d.p)]), numeric: [1] });
    for (const u of o.units)
      await ctx.out.table({
        title: `Unit ${u.id}`,
        head: ['After the fire', 'Chance'],
        rows: u.outcomes.map((d) => [d.label, percent(d.p)]),
        numeric: [1],
      });
    if (o.friendlyFire) ctx.out.line(`Friendly fire on the spotter hex: ${percent(o.friendlyFire)}`);
  },
});

export const oddsTestEntry = commandEntry({
  summary: 'exact chance to pass a Morale check.',
  arguments: '<kind>',
  options: () => [new Option('--rating <n>', 'the Morale rating'), new Option('--farm', 'a farm defender: +1')],
  examples: ['umpire odds test morale --rating 7 --ruleset combat-infantry'],
  async run(ctx) {
    if (ctx.args[0] !== 'morale') throw new InputError('Combat Infantry has one test, morale.');
    const rating = Number(ctx.opts.rating);
    if (!Number.isInteger(rating) || rating < 0 || rating > 10)
      throw new InputError('Give the Morale rating with --rating, 0-10.');
    const [{ moraleOdds, percent }, { bundledLostValues }, { CI }] = await Promise.all([
      import('../odds.js'),
      import('../lost-values.js'),
      import('../rules.js'),
    ]);
    const farm = ctx.opts.farm
      ? { delta: bundledLostValues().num('morale.farm_bonus'), rule: CI.farmMorale }
      : undefined;
    const p = moraleOdds({ unit: 'unit', owner: 'player', rating, why: 'odds', ...(farm ? { bonus: farm } : {}) });
    if (ctx.json) ctx.out.json({ ruleset: 'combat-infantry', test: 'morale', rating, pass: p.toString() });
    else ctx.out.line(`Morale ${rating}${farm ? ' +1 (farm)' : ''}: passes ${percent(p)} (${p.toString()})`);
  },
});
