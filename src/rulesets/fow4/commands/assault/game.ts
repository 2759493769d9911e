/** `umpire assault --game`: a unit of a saved game assaults enemy units; the results are written back. */
import { assaultFromGame, assaultQuestions, changesFromAssault, type AssaultFacts } from '../../bridge/assault.js';
import { assault } from '../../assault/procedure.js';
import { InputError } from '../../../../errors/input-error.js';
import type { CommandContext } from '../../../contract.js';
import { commitChanges, openGame, printChanges } from '../game-run.js';
import type { AssaultCommandFlags } from './options.js';
import { printAssault } from './render.js';

export async function runAssaultGame(ctx: CommandContext<AssaultCommandFlags>, file: string): Promise<void> {
  const f = ctx.opts;
  if (!f.unit) throw new InputError('name the assaulting unit with --unit, e.g. --unit "1st Troop"');
  if (!f.target || f.target.length === 0)
    throw new InputError('name the defending unit(s) with --target, e.g. --target "1st Grenadier Platoon"');
  const run = openGame(file);
  const questions = assaultQuestions(run.data, f.unit, f.target);
  const maxRounds = f.maxRounds !== undefined ? Number(f.maxRounds) : undefined;
  if (maxRounds !== undefined && (!Number.isInteger(maxRounds) || maxRounds < 1))
    throw new InputError(`--max-rounds takes a whole number, not "${f.maxRounds}"`);
  const given: Record<string, unknown> = {
    ...(f.smoke ? { smoke: true } : {}),
    ...(f.defenderCommander ? { commander: true } : {}),
    ...(maxRounds ? { maxRounds } : {}),
    ...ctx.facts(questions, f.fact),
  };
  const facts = (await ctx.ask(questions, given)) as AssaultFacts;
  const ga = assaultFromGame(run.data, f.unit, f.target, facts);
  const result = await ctx.run.inGame(run, assault(ga.input));
  const { applied, reason } = commitChanges(
    run,
    `assault: ${ga.attacker.name} on ${ga.defenders.map((d) => d.name).join(', ')}`,
    changesFromAssault(ga, result),
    ctx.run.dicePosition(run),
  );
  if (ctx.json) {
    ctx.out.json({
      ruleset: 'fow4',
      game: file,
      facts,
      input: ga.input,
      result,
      changes: applied,
      journal: { reason, entries: run.game.session.journal.length },
    });
    return;
  }
  await printAssault(ctx.out, result);
  printChanges(ctx.out, file, applied);
}
