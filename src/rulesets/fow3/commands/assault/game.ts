/** `umpire assault --game` on an Open Fire (fow3) game: a platoon assaults enemy platoons; the results are written back. */
import { assault } from '../../assault/assault.js';
import {
  applyAssault,
  fow3AssaultPlatoon,
  fow3AssaultQuestions,
  NEARBY_KEY,
  nearbyPlatoons,
} from '../../bridge/assault.js';
import { enemyOf, findFightingPlatoon, Fow3BridgeInputError } from '../../bridge/game.js';
import { withPlayers } from '../../../flames-of-war/table-questions/ask.js';
import { InputError } from '../../../../errors/input-error.js';
import { commitFow3, openFow3Run, printFow3Changes } from '../game-run.js';
import type { CommandContext } from '../../../contract.js';
import { printFow3Assault } from './quick.js';
import type { Fow3AssaultCommandFlags } from './options.js';

export async function runAssaultGameFow3(ctx: CommandContext<Fow3AssaultCommandFlags>, file: string): Promise<void> {
  const f = ctx.opts;
  if (!f.unit) throw new InputError('name the assaulting platoon with --unit, e.g. --unit "1st Troop"');
  if (!f.target || f.target.length === 0)
    throw new InputError('name the defending platoon(s) with --target, e.g. --target "1st Grenadier Platoon"');
  const run = openFow3Run(file);
  const view = run.data;
  const attacker = findFightingPlatoon(view, f.unit);
  const defenders = f.target.map((t) => findFightingPlatoon(view, t));
  for (const d of defenders)
    if (d.side !== enemyOf(attacker.side))
      throw new Fow3BridgeInputError(`'${d.name}' is on the same side as '${attacker.name}': assault an enemy platoon`);
  const a = fow3AssaultPlatoon(view, attacker.side, attacker.name, true);
  const ds = defenders.map((d) => fow3AssaultPlatoon(view, d.side, d.name));
  const questions = fow3AssaultQuestions(view, attacker.side, attacker.name, ds);
  const facts = await ctx.ask(questions, ctx.facts(questions, f.fact));
  const tankWithin6 = (facts.tankWithin6 ?? questions.find((q) => q.key === 'tankWithin6')?.default ?? false) === true;
  // The defender's other platoons the table named within 8"/20cm of the charge fire too ([Defensive Fire]).
  const nearby = (facts[NEARBY_KEY] as readonly string[] | undefined) ?? [];
  const ns = nearbyPlatoons(
    view,
    attacker.side,
    defenders.map((d) => d.name),
    nearby,
  );
  const sides = view.state.sides;
  const me = sides[attacker.side]!.name;
  const owner = sides[enemyOf(attacker.side)]!.name;
  const situation = { attacker: a, defenders: ds, ...(ns.length ? { nearby: ns } : {}), enemyTankWithin6: tankWithin6 };
  const result = await ctx.run.inGame(
    run,
    withPlayers(assault(situation), { attacker: me, defender: owner, target: me }),
  );
  const sideOf = Object.fromEntries([
    [attacker.name, attacker.side],
    ...defenders.map((d) => [d.name, d.side] as const),
  ]);
  const next = applyAssault(view.state, sideOf, result);
  const { changes, lines, reason } = commitFow3(
    run,
    `assault: ${attacker.name} on ${defenders.map((d) => d.name).join(', ')}`,
    next,
    ctx.run.dicePosition(run),
  );
  if (ctx.json) {
    ctx.out.json({
      ruleset: 'fow3',
      game: file,
      facts: { tankWithin6, nearby: ns.map((n) => n.name) },
      situation,
      result,
      changes,
      journal: { reason, entries: run.game.session.journal.length },
    });
    return;
  }
  await printFow3Assault(ctx.out, result, undefined);
  printFow3Changes(ctx.out, file, lines);
}
