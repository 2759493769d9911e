/**
 * What `umpire play` needs to walk a Panzerfaust game: the session, the turn bound to the game's
 * forces and tables, and the `status` and help lines; the `play` of the Panzerfaust Ruleset.
 */
import type { GameSession } from '../../../game/session.js';
import { SeededDice } from '../../../dice/seeded.js';
import type { Opponent, PlayRuleset } from '../../play.js';
import { DEFAULT_DOCTRINE } from '../../play.js';
import type { PzForce } from '../force.js';
import { createPzGame, demoForcePaths, openPzGame, tablesForGame } from '../game/game.js';
import type { PzGameState } from '../schema/game.js';
import type { PanzerfaustTables } from '../tables/tables.js';
import { pzStatusLines } from '../status.js';
import { pzPlay } from './index.js';

export interface PzPlayGame {
  readonly session: GameSession<PzGameState>;
  readonly play: PlayRuleset<PzGameState>;
  status(state: PzGameState): string[];
  help(state: PzGameState): string[];
}

/** The built-in opponent, made for one game's forces and tables (the turn never imports it). */
export type PzOpponentFactory = (forces: readonly PzForce[], tables: () => PanzerfaustTables) => Opponent<PzGameState>;

export function openPzPlayGame(file: string, opponent?: PzOpponentFactory): PzPlayGame {
  const game = openPzGame(file);
  const tables = () => tablesForGame(file, game.session.state);
  return {
    session: game.session,
    play: { ...pzPlay(game.forces, tables), ...(opponent ? { opponent: opponent(game.forces, tables) } : {}) },
    status: (s) => pzStatusLines(s, game.forces),
    help: (s) => [
      `Panzerfaust Revised: phases A-I for both sides each turn (p. 6); now phase ${s.phase}.`,
      'Values the source lost come from your tables file (umpire tables panzerfaust --check); a rule that needs an empty one stops and names it.',
    ],
  };
}

/**
 * The demo battle (`umpire demo --ruleset panzerfaust`): the bundled German and Soviet forces
 * with seeded dice and the house values; `bots`: both sides played by the built-in opponent.
 */
export function createPzDemo(file: string, seed: number, options: { readonly bots?: boolean } = {}): void {
  const { german, soviet } = demoForcePaths();
  const game = createPzGame(
    {
      gameFile: file,
      sides: [
        { name: 'German', forceFile: german },
        { name: 'Soviet', forceFile: soviet },
      ],
      dice: { kind: 'seeded', seed, state: [...new SeededDice(seed).save().state] },
    },
    { overwrite: true },
  );
  if (options.bots)
    game.session.commit(
      {
        ...game.session.state,
        opponent: { sides: { German: DEFAULT_DOCTRINE.id, Soviet: DEFAULT_DOCTRINE.id } },
      },
      'opponent: both sides',
    );
  game.session.close();
}
