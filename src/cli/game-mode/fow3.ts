/**
 * The `--game` modes on an Open Fire (fow3) game file: open it, run a procedure with the game's
 * dice (session.ts: seeded state restored and saved, --dice/--manual, every die and decision
 * journaled), and commit the new state once at the end, with the changes in words.
 */
import { fow3Changes, describeFow3Change, type Fow3Change } from '../../rulesets/fow3/bridge/changes.js';
import { openFow3Game, type Fow3Game } from '../../rulesets/fow3/game.js';
import type { Fow3View } from '../../rulesets/fow3/turn/units.js';
import type { Fow3GameState } from '../../rulesets/fow3/schema/game.js';
import { println } from '../output.js';
import { savedDicePosition } from './session.js';

export interface Fow3GameRun {
  readonly file: string;
  readonly game: Fow3Game;
  readonly data: Fow3View;
}

export function openFow3Run(file: string): Fow3GameRun {
  const game = openFow3Game(file);
  return { file, game, data: { state: game.session.state, forces: game.forces } };
}

/** Save the new state (journal first, then the file, atomically); the reason lists the changes. */
export function commitFow3(run: Fow3GameRun, title: string, next: Fow3GameState): { changes: Fow3Change[]; lines: string[]; reason: string } {
  const state = { ...next };
  const pos = savedDicePosition(run);
  if (pos && state.dice.kind === 'seeded') state.dice = { ...state.dice, state: [...pos] };
  const changes = fow3Changes(run.data.state, state);
  const lines = changes.map(describeFow3Change);
  const reason = lines.length ? `${title}: ${lines.join(', ')}` : title;
  run.game.session.commit(state, reason);
  return { changes, lines, reason };
}

export function printFow3Changes(file: string, lines: readonly string[]): void {
  if (lines.length === 0) println(`Saved to ${file}: no change to the table state.`);
  else {
    println(`Saved to ${file}:`);
    for (const l of lines) println(`  • ${l}`);
  }
}
