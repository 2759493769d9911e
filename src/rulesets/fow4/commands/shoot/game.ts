/** `umpire shoot --game`: a unit of a saved game shoots at an enemy unit; the results are written back. */
import { InputError } from '../../../../errors/input-error.js';
import type { CommandContext } from '../../../contract.js';
import { shootingFromGame, shootingQuestions, type ShootingFacts } from '../../bridge/shooting.js';
import type { GameData } from '../../bridge/game.js';
import { changesFromShooting } from '../../bridge/shooting-changes.js';
import { shoot } from '../../shooting/shoot.js';
import { commitChanges, openGame, printChanges } from '../game-run.js';
import { printShooting } from './render.js';
import type { ShootGameFlags } from './options.js';

const FACINGS = ['front', 'side', 'turret-front-hull-side', 'hull-front-turret-side'];

/** The facts the quick-mode flags already say (they win over prompts). */
function factsFromShootFlags(f: ShootGameFlags): Record<string, unknown> {
  const facing =
    f.facing === 'turret-front'
      ? 'turret-front-hull-side'
      : f.facing === 'hull-front'
        ? 'hull-front-turret-side'
        : f.facing;
  if (facing !== undefined && !FACINGS.includes(facing))
    throw new InputError(`--facing takes front, side, turret-front or hull-front, not "${f.facing}"`);
  const hits = f.hitsEarlier === undefined ? undefined : Number(f.hitsEarlier);
  if (hits !== undefined && (!Number.isInteger(hits) || hits < 0))
    throw new InputError(`--hits-earlier takes a whole number, not "${f.hitsEarlier}"`);
  return {
    ...(f.longRange ? { longRange: true } : {}),
    ...(f.concealed ? { concealed: true } : {}),
    ...(f.smoke ? { smoke: true } : {}),
    ...(facing ? { facing } : {}),
    ...(f.within6 !== undefined ? { within6: f.within6.split(/[\s,]+/).filter(Boolean) } : {}),
    ...(hits !== undefined ? { hitsEarlier: hits } : {}),
    ...(f.bagpipes ? { bagpipes: true } : {}),
    ...(f.weapon ? { weapon: f.weapon } : {}),
    ...(f.mistakenTarget === false ? { mistakenTarget: false } : {}),
  };
}

/**
 * The shooting --unit at --target of an open game, with the table's answers (--fact, the
 * quick-mode flags, else asked): shared by `umpire shoot --game` and `umpire odds shoot --game`.
 */
export async function gameShooting(ctx: CommandContext<ShootGameFlags>, game: GameData) {
  const f = ctx.opts;
  if (!f.unit) throw new InputError('name the shooting unit with --unit, e.g. --unit "1st Troop"');
  if (!f.target) throw new InputError('name the target unit with --target, e.g. --target "StuG Platoon"');
  const questions = shootingQuestions(game, f.unit, f.target);
  const given = {
    ...factsFromShootFlags(f),
    ...ctx.facts(questions, f.fact, [
      'weapon',
      'shooters',
      'bagpipes',
      'friendlyWithin4',
      'meetingEngagementFirstTurn',
      'mistakenTarget',
    ]),
  };
  if (typeof given.shooters === 'string') given.shooters = given.shooters.split(',').map((s) => s.trim());
  for (const k of ['bagpipes', 'friendlyWithin4', 'meetingEngagementFirstTurn', 'mistakenTarget'])
    if (typeof given[k] === 'string') given[k] = /^(y|yes|true)$/i.test(given[k] as string);
  const facts = (await ctx.ask(questions, given)) as ShootingFacts;
  return { facts, gs: shootingFromGame(game, f.unit, f.target, facts) };
}

export async function runShootGame(ctx: CommandContext<ShootGameFlags>, file: string): Promise<void> {
  const run = openGame(file);
  const { facts, gs } = await gameShooting(ctx, run.data);
  const result = await ctx.run.inGame(run, shoot(gs.situation));
  const changes = changesFromShooting(gs, result);
  const { applied, reason } = commitChanges(
    run,
    `shoot: ${gs.shooter.name} at ${gs.target.name}`,
    changes,
    ctx.run.dicePosition(run),
  );
  if (ctx.json) {
    ctx.out.json({
      ruleset: 'fow4',
      game: file,
      facts,
      excluded: gs.excluded,
      situation: gs.situation,
      result,
      changes: applied,
      journal: { reason, entries: run.game.session.journal.length },
    });
    return;
  }
  for (const e of gs.excluded) ctx.out.line(`${e.team} does not shoot: ${e.reason}`);
  await printShooting(ctx.out, gs.situation, result);
  printChanges(ctx.out, file, applied);
}
