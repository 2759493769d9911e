/**
 * `umpire shoot --ruleset combat-infantry`: the quick form a player types beside the board
 * (`umpire shoot "F3 x3" --at "3 3/2D"`), or `--game` with a block and a target hex.
 */
import { InputError } from '../../../errors/input-error.js';
import { collect, Option } from '../../command-input.js';
import { commandEntry } from '../../contract.js';
import type { CommandContext, OptsOf } from '../../contract.js';

function shootOptions() {
  return [
    new Option(
      '--at <units>',
      'the target hex: one token per unit, strength then marks, e.g. "3 3/2D 4/a5" (/2D, /a<armor>, /hq, /half)',
    ),
    new Option(
      '--target <n-or-hex>',
      'quick: target the n-th unit (tanks and AT units; F minus armor); --game: the target hex, or HEX:BLOCK to target a block',
    ),
    new Option('--spotter <units>', "bombard: the units in the spotter's hex, for friendly fire"),
    new Option('--unit <block>', 'game mode: the firing block, e.g. A1-b'),
    new Option(
      '--opt <key=value>',
      'a reading of the contradictions B1-B25, e.g. oneHitPerFiringUnit=true (docs/combat-infantry.md)',
    ).argParser(collect),
  ] as const;
}
type ShootOpts = OptsOf<ReturnType<typeof shootOptions>>;

export const shootEntry = commandEntry({
  summary:
    'one unit fires: one d10 per step, each at or under F a hit (0 is 10); casualties strongest first, 2D half-hits, repulse, friendly fire.',
  arguments: '[shooter]',
  options: shootOptions,
  help: `Quick form: F<n> x<dice> and any of long (F-1 beyond range), walking (Walking Fire, F-1),
bombard (mortar/artillery/air: a 0 is friendly fire), road (bombardment on a bridge or road
junction, +1), assault (assault fire: armor halved, the last hit eliminates), one-hit (B1).
Dice are asked in one throw of x<dice> d10; with --manual type 0 for a 0.`,
  examples: [
    'umpire shoot "F3 x3" --at "3 3" --ruleset combat-infantry',
    'umpire shoot "F4 x2 long" --at "2/2D/half 3/2D" --ruleset combat-infantry --dice 3,0',
    'umpire shoot "F6 x2" --at "4/a5/2D 3" --target 1 --ruleset combat-infantry',
    'umpire shoot "F3 x2 bombard" --at "3" --spotter "2/hq 4" --ruleset combat-infantry',
    'umpire shoot --game ci.yaml --unit A1-b --target 0504',
  ],
  async run(ctx) {
    if (ctx.game !== undefined) return runGame(ctx, ctx.game);
    return runQuick(ctx);
  },
});

async function runQuick(ctx: CommandContext<ShootOpts>): Promise<void> {
  const f = ctx.opts;
  if (ctx.args.length !== 1 || !f.at)
    throw new InputError(
      'Give the shooter and the target hex, e.g. umpire shoot "F3 x3" --at "3 3" --ruleset combat-infantry.',
    );
  const [{ parseQuickFire }, { bundledLostValues }, { parseOptionPairs, ciOptions }, { fire }, { printFire }] =
    await Promise.all([
      import('../quick.js'),
      import('../lost-values.js'),
      import('../options.js'),
      import('../fire/fire.js'),
      import('./render.js'),
    ]);
  const options = ciOptions(parseOptionPairs(f.opt ?? []));
  const lost = bundledLostValues();
  const target = f.target === undefined ? undefined : Number(f.target);
  if (target !== undefined && (!Number.isInteger(target) || target < 1))
    throw new InputError(`--target takes the number of a unit in --at (1 for the first), not '${f.target}'.`);
  const q = parseQuickFire(ctx.args[0]!, f.at, lost, {
    ...(target ? { target } : {}),
    ...(f.spotter ? { spotter: f.spotter } : {}),
  });
  const situation = {
    ...q.situation,
    oneHitPerUnit: q.situation.oneHitPerUnit || options.oneHitPerFiringUnit,
    friendlyFireZeros: options.friendlyFireZeros,
  };
  const uses = lost.take();
  const { result, seed } = await ctx.run.procedure(() => fire(situation));
  if (ctx.json) {
    ctx.out.json({
      ruleset: 'combat-infantry',
      quick: q.text,
      situation,
      result,
      lostValues: uses,
      ...(seed !== undefined ? { seed } : {}),
    });
    return;
  }
  printFire(ctx.out, `Fire: ${q.text}`, result, uses);
}

async function runGame(ctx: CommandContext<ShootOpts>, file: string): Promise<void> {
  const f = ctx.opts;
  if (!f.unit) throw new InputError('Name the firing block with --unit, e.g. --unit A1-b.');
  if (!f.target)
    throw new InputError('Name the target hex with --target, e.g. --target 0504 (or 0504:Panther to target a block).');
  const [{ runGameAction }, { openGame, worldOf }, { fireOptions, fireRefusal }] = await Promise.all([
    import('./game-run.js'),
    import('../game.js'),
    import('../turn/fire-step.js'),
  ]);
  const g = openGame(file, { readOnly: true });
  const w = g.session.state.step === 'fire' ? worldOf(g.session.state, g.forces) : undefined;
  const options = w ? fireOptions(w, f.unit) : [];
  if (w && !options.some((o) => o.value.toLowerCase() === f.target!.toLowerCase())) {
    const why = fireRefusal(w, f.unit, f.target);
    throw new InputError(
      `${f.unit} cannot fire at ${f.target}${why ? `: ${why}` : ''}; ${options.length ? `it may fire at ${options.map((o) => o.value).join(', ')}` : 'it has no target it may fire at'}.`,
    );
  }
  await runGameAction(ctx, file, `fire:${f.unit}`, { 'ci.fire.target': f.target }, `${f.unit} fires at ${f.target}`);
}
