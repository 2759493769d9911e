/**
 * The bundled demo battle for `umpire demo --ruleset combat-infantry`: the demo Last Stand
 * (scenarios/combat-infantry/demo-setup.yaml) with seeded dice; for a bot-versus-bot game both
 * sides are given to the built-in opponent.
 */
import { SeededDice } from '../../dice/seeded.js';
import { createGame } from './game.js';
import { bundledFile } from './paths.js';

export function createCiDemo(file: string, seed: number, options?: { readonly bots?: boolean }): void {
  const game = createGame(bundledFile('demo-setup.yaml'), file, {
    kind: 'seeded',
    seed,
    state: [...new SeededDice(seed).save().state],
  });
  if (options?.bots) {
    const state = game.session.state;
    game.session.commit(
      { ...state, play: { bots: state.sides.map((s) => s.name) } },
      'demo: both sides played by the built-in opponent',
    );
  }
  game.session.close();
}
