/**
 * What `umpire play` gets of a fow4 game (the `play` of the fow4 Ruleset): the turn bound to the
 * game's forces, the status lines, the setup questions and action, and the bundled demo battle.
 */
import { SeededDice } from '../../../dice/seeded.js';
import type { PlayGame } from '../../contract.js';
import type { Opponent } from '../../play.js';
import type { Force } from '../force.js';
import { demoSides } from '../commands/new.js';
import { createFow4Game, openFow4Game, type Fow4Game } from '../game.js';
import type { GameState } from '../schema/game.js';
import { fow4Play } from './index.js';
import { askFow4Setup } from './setup-questions.js';
import { setupGame, type SetupChoices } from './setup.js';
import { statusLines } from './status-lines.js';

/** A new game of the two bundled demo forces (British armour against German grenadiers). */
export function newFow4DemoGame(file: string, seed = SeededDice.newSeed()): Fow4Game {
  return createFow4Game({
    gameFile: file,
    sides: demoSides(),
    dice: { kind: 'seeded', seed, state: [...new SeededDice(seed).save().state] },
  });
}

/** `opponent`: the built-in opponent for these forces (the Ruleset value gives it; the turn never names it). */
export function fow4PlayGame(
  file: string,
  opponent?: (forces: readonly Force[]) => Opponent<GameState>,
): PlayGame<GameState> {
  const game = openFow4Game(file);
  const turn = fow4Play(game.forces);
  return {
    session: game.session,
    turn: opponent ? { ...turn, opponent: opponent(game.forces) } : turn,
    statusLines: (s) => statusLines(s, game.forces),
    help: (s) =>
      s.step === 'setup' ? ['Setup: choose the mission, who attacks, the time of day, solo play and the dice.'] : [],
    setup: {
      pending: (s) => s.step === 'setup',
      diceChosen: (s) => s.play?.chosen?.includes('dice') === true,
      ask: askFow4Setup,
      action: (state, choices) => ({
        id: 'setup',
        label: 'set up the game',
        run: () => setupGame({ state, forces: game.forces }, choices as SetupChoices),
      }),
    },
  };
}

/** `umpire play` with no file, `umpire demo`: the demo game; `bots`: both sides played by the built-in opponent. */
export function createFow4Demo(file: string, seed: number, options?: { readonly bots?: boolean }): void {
  const game = newFow4DemoGame(file, seed);
  if (options?.bots) {
    const state = game.session.state;
    game.session.commit(
      { ...state, play: { ...(state.play ?? {}), bots: state.sides.map((s) => s.name) } },
      'demo: both sides played by the built-in opponent',
    );
  }
  game.session.close();
}
