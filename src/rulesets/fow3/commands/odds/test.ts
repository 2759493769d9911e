/** `umpire odds test --ruleset fow3`: the exact chance to pass, from the test's own procedure. */
import { ZodError } from 'zod';
import type { Fraction } from '../../../../dice/fraction.js';
import { formatChance } from '../../../../odds/chart.js';
import type { CommandContext } from '../../../contract.js';
import { FOW3_NAME } from '../../rules.js';
import { FOW3_TEST_KINDS, fow3TestOdds } from '../../rating-tests/registry.js';
import { fow3TestKind, inputFor, testInputError } from '../test/quick.js';
import type { Fow3TestInputFlags } from '../test/options.js';

export async function runOddsTestFow3(ctx: CommandContext<Fow3TestInputFlags>): Promise<void> {
  const kind = fow3TestKind(ctx.args[0]!);
  const raw = inputFor(kind, ctx.opts);
  const takesJoin = Object.keys(FOW3_TEST_KINDS[kind].schema.shape).includes('companyCommandJoined');
  let pass: Fraction;
  let alone: Fraction | undefined;
  let joined: Fraction | undefined;
  try {
    pass = fow3TestOdds(kind, raw);
    if (takesJoin && raw.companyCommandJoined === undefined) {
      alone = fow3TestOdds(kind, { ...raw, companyCommandJoined: false });
      joined = fow3TestOdds(kind, { ...raw, companyCommandJoined: true });
    }
  } catch (err) {
    if (err instanceof ZodError) throw testInputError(kind, err);
    throw err;
  }
  const k = FOW3_TEST_KINDS[kind];
  const fr = (p: Fraction) => ({ fraction: p.toString(), p: p.toNumber() });
  if (ctx.json) {
    ctx.out.json({
      ruleset: 'fow3',
      test: kind,
      method: 'exact',
      input: raw,
      pass: fr(pass),
      ...(alone && joined ? { withoutCompanyCommand: fr(alone), withCompanyCommand: fr(joined) } : {}),
    });
    return;
  }
  const c = ctx.out.paint;
  ctx.out.line(c.bold(`${FOW3_NAME} · ${k.title} (${k.page}): exact odds, nothing rolled`));
  ctx.out.line(`Passes: ${formatChance(pass)}`);
  if (alone && joined) {
    ctx.out.line(`  without the Company command team: ${formatChance(alone)}`);
    ctx.out.line(`  with the Company command team joined (re-roll of a failure): ${formatChance(joined)}`);
  }
}
