/**
 * What `umpire play` needs to walk a Panzerfaust game: the session, the turn bound to the game's
 * forces and tables, and the `status` and help lines; the `play` of the Panzerfaust Ruleset.
 */
import type { GameSession } from '../../../game/session.js';
import type { PlayRuleset } from '../../play.js';
import { openPzGame, tablesForGame } from '../game/game.js';
import type { PzGameState } from '../schema/game.js';
import { pzStatusLines } from '../status.js';
import { pzPlay } from './index.js';

export interface PzPlayGame {
  readonly session: GameSession<PzGameState>;
  readonly play: PlayRuleset<PzGameState>;
  status(state: PzGameState): string[];
  help(state: PzGameState): string[];
}

export function openPzPlayGame(file: string): PzPlayGame {
  const game = openPzGame(file);
  return {
    session: game.session,
    play: pzPlay(game.forces, () => tablesForGame(file, game.session.state)),
    status: (s) => pzStatusLines(s, game.forces),
    help: (s) => [
      `Panzerfaust Revised: phases A-I for both sides each turn (p. 6); now phase ${s.phase}.`,
      'Values the source lost come from your tables file (umpire tables panzerfaust --check); a rule that needs an empty one stops and names it.',
    ],
  };
}
