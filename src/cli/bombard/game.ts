/** `umpire bombard --game`: an Artillery Unit of a saved game bombards enemy units; the results are written back. */
import { bombard } from '../../rulesets/fow4/bombard/bombard.js';
import { bombardFromGame, bombardQuestions, changesFromBombard, type BombardFacts } from '../../rulesets/fow4/bridge/bombard.js';
import { UserError } from '../errors.js';
import { askQuestions, factsFromFlags, runInGame, savedDicePosition } from '../game-mode/session.js';
import { commitChanges, openGame, printChanges } from '../../rulesets/fow4/commands/game-run.js';
import { terminalOut } from '../out.js';
import { printJson } from '../output.js';
import { printBombard } from './render.js';
import type { BombardFlags } from './run.js';

export type BombardGameFlags = BombardFlags & { game: string; unit?: string; target?: string[]; fact?: string[] };

export async function runBombardGame(f: BombardGameFlags): Promise<void> {
  if (!f.unit) throw new UserError('name the Artillery Unit with --unit, e.g. --unit "Mortar Platoon"');
  const targets = f.target ?? [];
  const run = openGame(f.game);
  const smoke = f.smoke !== undefined && f.smoke !== false;
  const questions = bombardQuestions(run.data, f.unit, targets, { smoke });
  let friendly: number | undefined;
  if (f.friendly !== undefined) {
    friendly = Number(f.friendly.replace(/(cm|"|in)$/, ''));
    if (!Number.isFinite(friendly) || friendly < 0) throw new UserError(`--friendly "${f.friendly}" must be a distance like 6`);
  }
  const given: Record<string, unknown> = {
    ...(f.spotter ? { spotter: f.spotter } : {}),
    ...(f.terrain ? { templateCoversTerrain: true } : {}),
    ...(f.throughSmoke ? { throughSmoke: true } : {}),
    ...(f.sight === false ? { spotterCanSee: false } : {}),
    ...(friendly !== undefined ? { nearestFriendly: friendly } : {}),
    ...(smoke ? { smoke: true } : {}),
    ...(f.arsenalAdjusted ? { arsenalAdjusted: true } : {}),
    ...factsFromFlags(questions, f.fact),
  };
  const facts = (await askQuestions(questions, given)) as BombardFacts;
  const gb = bombardFromGame(run.data, f.unit, targets, facts);
  const result = await runInGame(run, bombard(gb.situation), f);
  const title = `bombard: ${gb.artillery.name}${gb.targets.length ? ` on ${gb.targets.map((t) => t.name).join(', ')}` : ''}`;
  const { applied, reason } = commitChanges(run, title, changesFromBombard(gb, result), savedDicePosition(run));
  if (f.json) {
    printJson({ ruleset: 'fow4', game: f.game, facts, situation: gb.situation, result, changes: applied, journal: { reason, entries: run.game.session.journal.length } });
    return;
  }
  await printBombard(result, gb.situation.system ?? 'inches');
  printChanges(await terminalOut(), f.game, applied);
}
