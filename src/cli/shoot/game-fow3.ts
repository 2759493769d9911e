/** `umpire shoot --game` on an Open Fire (fow3) game: a platoon shoots at an enemy platoon; the results are written back. */
import { findFightingPlatoon, enemyOf, Fow3BridgeInputError } from '../../rulesets/fow3/bridge/game.js';
import { applyShooting, fow3ShootingQuestions, fow3ShootingSituation, type Fow3ShootingFacts } from '../../rulesets/fow3/bridge/shooting.js';
import { shoot } from '../../rulesets/fow3/shooting/shoot.js';
import { withPlayers } from '../../rulesets/flames-of-war/table-questions/ask.js';
import { UserError } from '../errors.js';
import { commitFow3, openFow3Run, printFow3Changes } from '../game-mode/fow3.js';
import { askQuestions, factsFromFlags, runInGame } from '../game-mode/session.js';
import { printJson } from '../output.js';
import { printFow3Shooting } from './fow3.js';
import type { ShootGameFlags } from './game.js';

export async function runShootGameFow3(f: ShootGameFlags): Promise<void> {
  if (!f.unit) throw new UserError('name the shooting platoon with --unit, e.g. --unit "1st Troop"');
  if (!f.target) throw new UserError('name the target platoon with --target, e.g. --target "1st Grenadier Platoon"');
  const run = openFow3Run(f.game);
  const view = run.data;
  const shooter = findFightingPlatoon(view, f.unit);
  const target = findFightingPlatoon(view, f.target);
  if (target.side !== enemyOf(shooter.side)) throw new Fow3BridgeInputError(`'${target.name}' is on the same side as '${shooter.name}': shoot at an enemy platoon`);
  const questions = fow3ShootingQuestions(view, target.side, shooter.name, target.name);
  const given: Record<string, unknown> = {
    ...(f.longRange ? { longRange: true } : {}),
    ...(f.concealed ? { concealed: true } : {}),
    ...(f.bulletproof ? { bulletproof: true } : {}),
    ...(f.facing !== undefined ? { facing: f.facing } : {}),
    ...factsFromFlags(questions, f.fact),
  };
  if (given.facing !== undefined && given.facing !== 'front' && given.facing !== 'side') throw new UserError(`Open Fire facing is front or side, not "${String(given.facing)}"`);
  const facts = (await askQuestions(questions, given)) as Fow3ShootingFacts;
  const situation = fow3ShootingSituation(view, shooter.side, shooter.name, target.name, facts);
  if (situation.shooters.length === 0) throw new Fow3BridgeInputError(`no team of '${shooter.name}' can shoot: each is bailed out or has shot this turn`);
  const sides = view.state.sides;
  const result = await runInGame(run, withPlayers(shoot(situation), { target: sides[target.side]!.name, shooter: sides[shooter.side]!.name }), f);
  const next = applyShooting(view.state, shooter.side, shooter.name, target.name, result);
  const { changes, lines, reason } = commitFow3(run, `shoot: ${shooter.name} at ${target.name}`, next);
  if (f.json) {
    printJson({ ruleset: 'fow3', game: f.game, facts, situation, result, changes, journal: { reason, entries: run.game.session.journal.length } });
    return;
  }
  await printFow3Shooting(`${shooter.name} shoots at ${target.name}`, result);
  printFow3Changes(f.game, lines);
}
