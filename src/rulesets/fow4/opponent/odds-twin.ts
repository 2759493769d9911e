/**
 * The structured twin of the numbers the fow4 opponent prints for an option (DecisionOdds,
 * src/rulesets/play.ts): what it printed, the numbers unrounded, and the `umpire odds` command
 * that gives them from the same facts. A shooting is `umpire odds shoot --game` with the table's
 * answers as --fact, a bombardment `umpire odds bombard --game`, an assault the `--situation` of `umpire odds assault` with the opponent's runs
 * and seed. Pure.
 */
import type { DecisionOdds } from '../../play.js';
import { assaultTwinOf, gameTwin } from '../../flames-of-war/odds-twin.js';
import type { AssaultInput } from '../assault/situation.js';
import type { ShootingSituation } from '../shooting/situation.js';
import { shootingQuestions, type ShootingFacts } from '../bridge/shooting.js';
import type { GameView } from '../turn/units.js';

const yes = (b: boolean | undefined) => (b ? 'yes' : 'no');

/**
 * A shooting: `umpire odds shoot --ruleset fow4 --game game.yaml --unit U --target T --fact ...
 * --json` on the game as the opponent saw it, the table's answers as --fact (the questions the
 * command asks of it; the rest at their defaults, as the opponent took them). Teams that fire
 * different weapons (a Panzerfaust here, a Panzerschreck there), or a unit some of whose teams
 * cannot reach and hold their fire, have no --fact: then the situation
 * the opponent scored is the file `umpire odds shoot` takes (the one `umpire resolve` takes).
 */
export function shootTwin(
  view: GameView,
  unit: string,
  target: string,
  facts: ShootingFacts,
  situation: ShootingSituation,
  why: string,
  numbers: Readonly<Record<string, number>>,
): DecisionOdds {
  const common = { option: target, why, command: 'shoot' as const, numbers };
  if (facts.teamWeapons || facts.shooters)
    return {
      ...common,
      args: ['--ruleset', 'fow4', 'shot.json', '--json'],
      files: { 'shot.json': { procedure: 'fow4.shoot', situation } },
    };
  const asked = new Set(shootingQuestions(view, unit, target).map((q) => q.key));
  const fact = [
    ...(asked.has('longRange') ? [`longRange=${yes(facts.longRange)}`] : []),
    ...(asked.has('concealed') ? [`concealed=${yes(facts.concealed)}`] : []),
    ...(asked.has('facing') && facts.facing ? [`facing=${facts.facing}`] : []),
    ...(facts.hitsEarlier ? [`hitsEarlier=${facts.hitsEarlier}`] : []),
    ...(facts.weapon ? [`weapon=${facts.weapon}`] : []),
  ];
  return gameTwin('fow4', 'shoot', view.state, unit, target, fact.length ? ['--fact', ...fact] : [], { why, numbers });
}

/**
 * A bombardment: `umpire odds bombard --ruleset fow4 --game game.yaml --unit U --target T
 * [--terrain] --json` on the game as the opponent saw it (the template over terrain when the target
 * is Concealed, the other answers at their defaults, as the opponent took them).
 */
export function bombardTwin(
  view: GameView,
  unit: string,
  target: string,
  overTerrain: boolean,
  why: string,
  numbers: Readonly<Record<string, number>>,
): DecisionOdds {
  return gameTwin('fow4', 'bombard', view.state, unit, target, overTerrain ? ['--terrain'] : [], { why, numbers });
}

/** `umpire odds assault --ruleset fow4 --situation assault.json --trials N --seed S --json`: the same runs. */
export function assaultTwin(
  option: string,
  why: string,
  input: AssaultInput,
  runs: { readonly trials: number; readonly seed: number },
  numbers: Readonly<Record<string, number>>,
): DecisionOdds {
  return assaultTwinOf('fow4', option, input, runs, { why, numbers });
}

/** The twins of the scored options whose numbers a line printed (its target and its words on one line), in order. */
export function twinsIn(
  lines: readonly string[],
  scored: readonly { readonly target: string; readonly why: string; readonly odds?: DecisionOdds }[],
): DecisionOdds[] {
  return scored.flatMap((s) =>
    s.odds && lines.some((l) => l.includes(s.target) && l.includes(s.why)) ? [s.odds] : [],
  );
}
