/**
 * The `umpire odds` commands both Flames Of War opponents name as the twin of a decision's numbers
 * (DecisionOdds, src/rulesets/play.ts): the game form (`--game game.yaml --unit U --target T`, the
 * game as the opponent saw it) and an assault's situation file with the opponent's runs and seed.
 * Each edition's odds-twin.ts fills in its own facts. Pure.
 */
import type { DecisionOdds } from '../play.js';

/** `umpire odds <command> --ruleset R --game game.yaml --unit U --target T ...facts --json`, game.yaml the state given. */
export function gameTwin(
  ruleset: string,
  command: 'shoot' | 'bombard',
  state: object,
  unit: string,
  target: string,
  facts: readonly string[],
  shown: { readonly why: string; readonly numbers: Readonly<Record<string, number>> },
): DecisionOdds {
  return {
    option: target,
    ...shown,
    command,
    args: ['--ruleset', ruleset, '--game', 'game.yaml', '--unit', unit, '--target', target, ...facts, '--json'],
    files: { 'game.yaml': state },
  };
}

/** `umpire odds assault --ruleset R --situation assault.json --trials N --seed S --json`: the same runs. */
export function assaultTwinOf(
  ruleset: string,
  option: string,
  situation: object,
  runs: { readonly trials: number; readonly seed: number },
  shown: { readonly why: string; readonly numbers: Readonly<Record<string, number>> },
): DecisionOdds {
  return {
    option,
    ...shown,
    command: 'assault',
    args: [
      '--ruleset',
      ruleset,
      '--situation',
      'assault.json',
      '--trials',
      String(runs.trials),
      '--seed',
      String(runs.seed),
      '--json',
    ],
    files: { 'assault.json': situation },
  };
}
