/** `umpire shoot --game` on an Open Fire (fow3) game: a platoon shoots at an enemy platoon; the results are written back. */
import { InputError } from '../../../../errors/input-error.js';
import type { CommandContext } from '../../../contract.js';
import { withPlayers } from '../../../flames-of-war/table-questions/ask.js';
import { findFightingPlatoon, enemyOf, Fow3BridgeInputError } from '../../bridge/game.js';
import {
  applyShooting,
  fow3ShootingQuestions,
  fow3ShootingSituation,
  type Fow3ShootingFacts,
} from '../../bridge/shooting.js';
import { shoot, type ShootSituation } from '../../shooting/shoot.js';
import type { Fow3View } from '../../turn/units.js';
import { commitFow3, openFow3Run, printFow3Changes } from '../game-run.js';
import { printFow3Shooting } from './quick.js';
import type { Fow3ShootGameFlags } from './options.js';

/** The shooting --unit at --target of an open game, with the table's answers (shared with `umpire odds shoot --game`). */
export async function gameShootSituation(ctx: CommandContext<Fow3ShootGameFlags>, view: Fow3View) {
  const f = ctx.opts;
  if (!f.unit) throw new InputError('name the shooting platoon with --unit, e.g. --unit "1st Troop"');
  if (!f.target) throw new InputError('name the target platoon with --target, e.g. --target "1st Grenadier Platoon"');
  const shooter = findFightingPlatoon(view, f.unit);
  const target = findFightingPlatoon(view, f.target);
  if (target.side !== enemyOf(shooter.side))
    throw new Fow3BridgeInputError(
      `'${target.name}' is on the same side as '${shooter.name}': shoot at an enemy platoon`,
    );
  const questions = fow3ShootingQuestions(view, target.side, shooter.name, target.name);
  const given: Record<string, unknown> = {
    ...(f.longRange ? { longRange: true } : {}),
    ...(f.concealed ? { concealed: true } : {}),
    ...(f.bulletproof ? { bulletproof: true } : {}),
    ...(f.facing !== undefined ? { facing: f.facing } : {}),
    ...ctx.facts(questions, f.fact),
  };
  if (given.facing !== undefined && given.facing !== 'front' && given.facing !== 'side')
    throw new InputError(`Open Fire facing is front or side, not "${String(given.facing)}"`);
  const facts = (await ctx.ask(questions, given)) as Fow3ShootingFacts;
  const situation = withWeapons(
    fow3ShootingSituation(view, shooter.side, shooter.name, target.name, facts),
    f.weapon ?? [],
    shooter.name,
  );
  if (situation.shooters.length === 0)
    throw new Fow3BridgeInputError(`no team of '${shooter.name}' can shoot: each is bailed out or has shot this turn`);
  return { shooter, target, facts, situation };
}

/**
 * --weapon in game mode: each team fires the named weapons it carries (a tank's MGs alone, a
 * Panzerfaust at tanks); a team that carries none of them fires as it would. A name no team
 * carries is refused.
 */
function withWeapons(s: ShootSituation, names: readonly string[], platoon: string): ShootSituation {
  if (names.length === 0) return s;
  const carried = (w: string) => s.shooters.some((x) => x.profile.weapons.some((y) => same(y.name, w)));
  const missing = names.filter((w) => !carried(w));
  if (missing.length)
    throw new InputError(`no team of '${platoon}' that can shoot carries ${missing.map((w) => `'${w}'`).join(', ')}`, {
      hint: 'name a weapon of its teams, as the arsenal writes it',
    });
  return {
    ...s,
    shooters: s.shooters.map((x) => {
      const fire = x.profile.weapons.filter((y) => names.some((w) => same(y.name, w))).map((y) => y.name);
      return fire.length ? { ...x, fire } : x;
    }),
  };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export async function runShootGameFow3(ctx: CommandContext<Fow3ShootGameFlags>, file: string): Promise<void> {
  const run = openFow3Run(file);
  const view = run.data;
  const { shooter, target, facts, situation } = await gameShootSituation(ctx, view);
  const sides = view.state.sides;
  const result = await ctx.run.inGame(
    run,
    withPlayers(shoot(situation), { target: sides[target.side]!.name, shooter: sides[shooter.side]!.name }),
  );
  const next = applyShooting(view.state, shooter.side, shooter.name, target.name, result);
  const { changes, lines, reason } = commitFow3(
    run,
    `shoot: ${shooter.name} at ${target.name}`,
    next,
    ctx.run.dicePosition(run),
  );
  if (ctx.json) {
    ctx.out.json({
      ruleset: 'fow3',
      game: file,
      facts,
      situation,
      result,
      changes,
      journal: { reason, entries: run.game.session.journal.length },
    });
    return;
  }
  await printFow3Shooting(ctx.out, `${shooter.name} shoots at ${target.name}`, result);
  printFow3Changes(ctx.out, file, lines);
}
