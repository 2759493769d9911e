/**
 * A `--game` command on an Open Fire (fow3) game file: open it, and commit the new state once at
 * the end (journal first, then the file, atomically), with the changes in words.
 */
import type { Out } from '../../contract.js';
import { fow3Changes, describeFow3Change, type Fow3Change } from '../bridge/changes.js';
import { openFow3Game, type Fow3Game } from '../game.js';
import type { Fow3View } from '../turn/units.js';
import type { Fow3GameState } from '../schema/game.js';

export interface Fow3GameRun {
  readonly file: string;
  readonly game: Fow3Game;
  readonly data: Fow3View;
}

export function openFow3Run(file: string): Fow3GameRun {
  const game = openFow3Game(file);
  return { file, game, data: { state: game.session.state, forces: game.forces } };
}

/** Save the new state; `dicePosition` is where the game's seeded dice now stand. The reason lists the changes. */
export function commitFow3(
  run: Fow3GameRun,
  title: string,
  next: Fow3GameState,
  dicePosition: readonly number[] | undefined,
): { changes: Fow3Change[]; lines: string[]; reason: string } {
  const state = { ...next };
  if (dicePosition && state.dice.kind === 'seeded') state.dice = { ...state.dice, state: [...dicePosition] };
  const changes = fow3Changes(run.data.state, state);
  const lines = changes.map(describeFow3Change);
  const reason = lines.length ? `${title}: ${lines.join(', ')}` : title;
  run.game.session.commit(state, reason);
  return { changes, lines, reason };
}

export function printFow3Changes(out: Out, file: string, lines: readonly string[]): void {
  if (lines.length === 0) out.line(`Saved to ${file}: no change to the table state.`);
  else {
    out.line(`Saved to ${file}:`);
    for (const l of lines) out.line(`  • ${l}`);
  }
}
