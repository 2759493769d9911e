/**
 * A one-shot `--game` command on a Combat Infantry game: the play action it stands for (the same
 * procedure `umpire play` runs), with the command's flags answering its decisions, the game's
 * own dice, and one commit at the end (journal first, then the file).
 */
import type { CommandContext } from '../../contract.js';
import { openGame } from '../game.js';
import { answering } from '../turn/answering.js';
import { actionFor } from '../turn/index.js';
import type { CiGameState } from '../schema/game.js';

export async function runGameAction(
  ctx: CommandContext,
  file: string,
  actionId: string,
  answers: Record<string, unknown>,
  title: string,
): Promise<void> {
  const game = openGame(file);
  const state = game.session.state;
  const action = actionFor(game.forces, state, actionId);
  const run = { data: { state }, game: { session: game.session } };
  const outcome = await ctx.run.inGame(run, answering(action.run(), answers));
  const next: CiGameState = { ...outcome.state };
  const pos = ctx.run.dicePosition(run);
  if (pos && next.dice.kind === 'seeded') next.dice = { ...next.dice, state: [...pos] };
  game.session.commit(next, `${title}`);
  if (ctx.json) {
    ctx.out.json({ ruleset: 'combat-infantry', game: file, action: actionId, report: outcome.report });
    return;
  }
  ctx.out.line(ctx.out.paint.bold(title));
  for (const line of outcome.report) ctx.out.line(line);
  ctx.out.line(`Saved to ${file}.`);
}
