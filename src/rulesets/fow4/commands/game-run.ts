/**
 * A `--game` command on a fow4 game file: open it, and at the end commit the state changes once
 * (journal first, then the file, atomically) and say what was saved.
 */
import type { Out } from '../../contract.js';
import { applyChanges, changesReason, describeChange, type StateChange } from '../bridge/changes.js';
import type { GameData } from '../bridge/game.js';
import { lossFollowUps } from '../bridge/transports.js';
import { openFow4Game, type Fow4Game } from '../game.js';

export interface GameRun {
  readonly file: string;
  readonly game: Fow4Game;
  readonly data: GameData;
}

export function openGame(file: string): GameRun {
  const game = openFow4Game(file);
  return { file, game, data: { state: game.session.state, forces: game.forces } };
}

/**
 * Apply the changes, then what they bring with them for transports (a Destroyed unit's Transport
 * Attachment removed, passengers of a lost transport dismounted, pp. 23, 60), and save the game;
 * `dicePosition` is where the game's seeded dice now stand.
 */
export function commitChanges(
  run: GameRun,
  title: string,
  changes: readonly StateChange[],
  dicePosition: readonly number[] | undefined,
): { applied: StateChange[]; reason: string } {
  const first = applyChanges(run.game.session.state, changes);
  const then = applyChanges(first.state, lossFollowUps({ state: first.state, forces: run.game.forces }));
  const state = then.state;
  const applied = [...first.applied, ...then.applied];
  if (dicePosition && state.dice.kind === 'seeded') state.dice = { ...state.dice, state: [...dicePosition] };
  const reason = changesReason(title, applied);
  run.game.session.commit(state, reason);
  return { applied, reason };
}

/** The human lines for the changes written to the game. */
export function printChanges(out: Out, file: string, applied: readonly StateChange[]): void {
  if (applied.length === 0) out.line(`Saved to ${file}: no change to the table state.`);
  else {
    out.line(`Saved to ${file}:`);
    for (const c of applied) out.line(`  • ${describeChange(c)}`);
  }
}
