/** `umpire assault --game`: a unit of a saved game assaults enemy units; the results are written back. */
import { assaultFromGame, assaultQuestions, changesFromAssault, type AssaultFacts } from '../../rulesets/fow4/bridge/assault.js';
import { assault } from '../../rulesets/fow4/assault/procedure.js';
import type { DiceFlags } from '../dice-options.js';
import { UserError } from '../errors.js';
import { askQuestions, factsFromFlags, runInGame, savedDicePosition } from '../game-mode/session.js';
import { commitChanges, openGame, printChanges } from '../../rulesets/fow4/commands/game-run.js';
import { terminalOut } from '../out.js';
import { printJson } from '../output.js';
import { printAssault } from './render.js';

export interface AssaultGameFlags extends DiceFlags {
  game: string;
  unit?: string;
  target?: string[];
  fact?: string[];
  smoke?: boolean;
  defenderCommander?: boolean;
  maxRounds?: string;
  decide?: string[];
  json?: boolean;
}

export async function runAssaultGame(f: AssaultGameFlags): Promise<void> {
  if (!f.unit) throw new UserError('name the assaulting unit with --unit, e.g. --unit "1st Troop"');
  if (!f.target || f.target.length === 0) throw new UserError('name the defending unit(s) with --target, e.g. --target "1st Grenadier Platoon"');
  const run = openGame(f.game);
  const questions = assaultQuestions(run.data, f.unit, f.target);
  const maxRounds = f.maxRounds !== undefined ? Number(f.maxRounds) : undefined;
  if (maxRounds !== undefined && (!Number.isInteger(maxRounds) || maxRounds < 1)) throw new UserError(`--max-rounds takes a whole number, not "${f.maxRounds}"`);
  const given: Record<string, unknown> = {
    ...(f.smoke ? { smoke: true } : {}),
    ...(f.defenderCommander ? { commander: true } : {}),
    ...(maxRounds ? { maxRounds } : {}),
    ...factsFromFlags(questions, f.fact),
  };
  const facts = (await askQuestions(questions, given)) as AssaultFacts;
  const ga = assaultFromGame(run.data, f.unit, f.target, facts);
  const result = await runInGame(run, assault(ga.input), f);
  const { applied, reason } = commitChanges(run, `assault: ${ga.attacker.name} on ${ga.defenders.map((d) => d.name).join(', ')}`, changesFromAssault(ga, result), savedDicePosition(run));
  if (f.json) {
    printJson({ ruleset: 'fow4', game: f.game, facts, input: ga.input, result, changes: applied, journal: { reason, entries: run.game.session.journal.length } });
    return;
  }
  await printAssault(result);
  printChanges(await terminalOut(), f.game, applied);
}
