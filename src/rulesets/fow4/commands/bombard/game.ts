/** `umpire bombard --game`: an Artillery Unit of a saved game bombards enemy units; the results are written back. */
import { bombard } from '../../bombard/bombard.js';
import { bombardFromGame, bombardQuestions, changesFromBombard, type BombardFacts } from '../../bridge/bombard.js';
import { InputError } from '../../../../errors/input-error.js';
import type { CommandContext } from '../../../contract.js';
import type { GameData } from '../../bridge/game.js';
import { commitChanges, openGame, printChanges } from '../game-run.js';
import { printBombard } from './render.js';
import type { BombardGameFlags } from './options.js';

/**
 * The bombardment of --unit on --target in a game: the table's answers from the flags, --fact and
 * the prompts, then the situation (shared by `umpire bombard --game` and `umpire odds bombard --game`).
 */
export async function gameBombardment(ctx: CommandContext<BombardGameFlags>, game: GameData) {
  const f = ctx.opts;
  if (!f.unit) throw new InputError('name the Artillery Unit with --unit, e.g. --unit "Mortar Platoon"');
  const targets = f.target ?? [];
  const smoke = f.smoke !== undefined;
  const questions = bombardQuestions(game, f.unit, targets, { smoke });
  let friendly: number | undefined;
  if (f.friendly !== undefined) {
    friendly = Number(f.friendly.replace(/(cm|"|in)$/, ''));
    if (!Number.isFinite(friendly) || friendly < 0)
      throw new InputError(`--friendly "${f.friendly}" must be a distance like 6`);
  }
  const given: Record<string, unknown> = {
    ...(f.spotter ? { spotter: f.spotter } : {}),
    ...(f.terrain ? { templateCoversTerrain: true } : {}),
    ...(f.throughSmoke ? { throughSmoke: true } : {}),
    ...(f.sight === false ? { spotterCanSee: false } : {}),
    ...(friendly !== undefined ? { nearestFriendly: friendly } : {}),
    ...(smoke ? { smoke: true } : {}),
    ...(f.arsenalAdjusted ? { arsenalAdjusted: true } : {}),
    ...ctx.facts(questions, f.fact),
  };
  const facts = (await ctx.ask(questions, given)) as BombardFacts;
  return { facts, gb: bombardFromGame(game, f.unit, targets, facts) };
}

export async function runBombardGame(ctx: CommandContext<BombardGameFlags>, file: string): Promise<void> {
  const run = openGame(file);
  const { facts, gb } = await gameBombardment(ctx, run.data);
  const result = await ctx.run.inGame(run, bombard(gb.situation));
  const title = `bombard: ${gb.artillery.name}${gb.targets.length ? ` on ${gb.targets.map((t) => t.name).join(', ')}` : ''}`;
  const { applied, reason } = commitChanges(run, title, changesFromBombard(gb, result), ctx.run.dicePosition(run));
  if (ctx.json) {
    ctx.out.json({
      ruleset: 'fow4',
      game: file,
      facts,
      situation: gb.situation,
      result,
      changes: applied,
      journal: { reason, entries: run.game.session.journal.length },
    });
    return;
  }
  await printBombard(ctx.out, result, gb.situation.system ?? 'inches');
  printChanges(ctx.out, file, applied);
}
