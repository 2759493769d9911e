/**
 * `umpire assault --ruleset combat-infantry`: three rounds of assault combat typed on one line
 * (`--attackers "3F4m7 3F4m7" --defenders "4F3m7 2F4m7/mg" --uphill`), or `--game` to resolve an
 * assault waiting in a hex of the game.
 */
import { Option } from '../../command-input.js';
import { InputError } from '../../../errors/input-error.js';
import { commandEntry } from '../../contract.js';
import type { CommandContext, OptsOf } from '../../contract.js';

function assaultOptions() {
  return [
    new Option(
      '--attackers <units>',
      'quick: the attacking units, e.g. "3F4m7 3F4m7" (strength F morale; /mg, /tank, /a<armor>, /at, /hq, /stuck)',
    ),
    new Option('--defenders <units>', 'quick: the defending units, e.g. "4F3m7 2F4m7/mg"'),
    new Option('--uphill', 'the attackers assault uphill (F-1 in round 1)'),
    new Option('--river', 'the attackers assault across a river by boat (F-1 in round 1)'),
    new Option('--farm', 'the defenders hold a farm (+1 Morale)'),
    new Option('--hex <hex>', 'game mode: the assault hex to resolve'),
  ] as const;
}
type AssaultOpts = OptsOf<ReturnType<typeof assaultOptions>>;

export const assaultEntry = commandEntry({
  summary:
    'three rounds of assault: morale checks, defenders fire first, fire or retreat, the attacker retreats in round 3.',
  options: assaultOptions,
  help: 'Each round asks the fire-or-retreat choices of both sides (defaults: fire); --decide answers them, e.g. --decide ci.assault.attacker=retreat.',
  examples: [
    'umpire assault --attackers "3F4m7 3F4m7" --defenders "4F3m7 2F4m7/mg" --uphill --ruleset combat-infantry',
    'umpire assault --game ci.yaml --hex 0405',
  ],
  async run(ctx) {
    if (ctx.game !== undefined) {
      const hex = ctx.opts.hex;
      if (!hex) throw new InputError('Name the assault hex with --hex, e.g. --hex 0405.');
      const { runGameAction } = await import('./game-run.js');
      return runGameAction(ctx, ctx.game, `assault:${hex}`, {}, `Assault on ${hex}`);
    }
    return runQuick(ctx);
  },
});

async function runQuick(ctx: CommandContext<AssaultOpts>): Promise<void> {
  const f = ctx.opts;
  if (!f.attackers || !f.defenders)
    throw new InputError('Give both sides, e.g. --attackers "3F4m7 3F4m7" --defenders "4F3m7".');
  const [{ parseQuickAssault }, { bundledLostValues }, { assault }, { printRulesAndValues }] = await Promise.all([
    import('../quick-assault.js'),
    import('../lost-values.js'),
    import('../assault.js'),
    import('./render.js'),
  ]);
  const lost = bundledLostValues();
  const s = parseQuickAssault(f.attackers, f.defenders, lost, {
    ...(f.uphill ? { uphill: true } : {}),
    ...(f.river ? { river: true } : {}),
    ...(f.farm ? { farm: true } : {}),
  });
  const uses = lost.take();
  const { result, seed } = await ctx.run.procedure(() => assault(s));
  if (ctx.json) {
    ctx.out.json({
      ruleset: 'combat-infantry',
      situation: s,
      result,
      lostValues: uses,
      ...(seed !== undefined ? { seed } : {}),
    });
    return;
  }
  ctx.out.line(ctx.out.paint.bold(`Assault: ${f.attackers} against ${f.defenders}`));
  for (const l of result.log) ctx.out.line(l);
  await ctx.out.table({
    head: ['Unit', 'Side', 'Strength', 'Result'],
    rows: result.units.map((u) => [
      u.id,
      u.side,
      u.strength,
      u.eliminated ? 'eliminated' : u.retreated ? 'retreated' : 'holds',
    ]),
    numeric: [2],
  });
  printRulesAndValues(ctx.out, result.rules, uses);
}
