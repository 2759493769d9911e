/** Where a game's seeded dice stand after a step rolled them (session.ts), read back to save with the new state. */
import type { GameDiceRun } from '../../rulesets/contract.js';

const dicePosition = new WeakMap<GameDiceRun, readonly number[]>();

/** Said by the step that rolled the game's seeded dice. */
export function keepDicePosition(run: GameDiceRun, state: readonly number[]): void {
  dicePosition.set(run, state);
}

/** Where the game's seeded dice stand after runInGame (to save with the state), if seeded. */
export function savedDicePosition(run: GameDiceRun): readonly number[] | undefined {
  return dicePosition.get(run);
}
