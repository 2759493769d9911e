/**
 * The setup of `umpire play` for a ruleset whose setup is not a step of its turn: the ruleset's
 * own questions (its `play` setup: mission, attacker...), then the dice.
 * The rules part runs as the first action of the game.
 */
import type { PlaySetup, Ruleset } from '../../rulesets/contract.js';
import { switchDice, type GameDice } from './dice.js';
import type { Question } from './io.js';

type Ask = (q: Question) => Promise<string>;

export interface SetupAnswers {
  readonly choices: unknown;
  readonly dice: GameDice;
}

export async function askSetup<S extends { dice: GameDice }>(
  ruleset: Ruleset,
  setup: PlaySetup<S>,
  state: S,
  ask: Ask,
): Promise<SetupAnswers> {
  // The ruleset is the game's (the prompt's header names it): no question with one answer.
  void ruleset;
  const choices = await setup.ask(state, ask);
  const diceNow =
    state.dice.kind === 'seeded'
      ? `seeded dice (seed ${state.dice.seed})`
      : state.dice.kind === 'crypto'
        ? 'fair digital dice'
        : 'physical dice';
  if (setup.diceChosen?.(state)) return { choices, dice: state.dice };
  const dice = await ask({
    kind: 'select',
    message: `Dice? (now: ${diceNow})`,
    choices: [
      { value: 'keep', label: `keep ${diceNow}` },
      { value: 'crypto', label: 'fair digital dice' },
      { value: 'seeded', label: 'seeded digital dice (a new seed; replayable)' },
      { value: 'manual', label: 'physical dice: type what you rolled' },
    ],
    default: 'keep',
  });
  return { choices, dice: dice === 'keep' ? state.dice : switchDice(state.dice, dice as GameDice['kind']) };
}
