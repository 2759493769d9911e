/**
 * The demo battle as the objective tests build it: Free for All with its four Objectives (p. 97),
 * German to move, and where each side's units were sent (play.onObjective).
 */
import { openFow4Game } from '../../../../src/rulesets/fow4/game.js';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { withRecord } from '../../../../src/rulesets/fow4/opponent/objectives.js';
import type { GameView } from '../../../../src/rulesets/fow4/turn/units.js';
import { readyGame } from '../turn/helpers.js';

export const FOUR = [
  { id: 'British 1', placedBy: 'British', on: 'German' },
  { id: 'British 2', placedBy: 'British', on: 'German' },
  { id: 'German 1', placedBy: 'German', on: 'British' },
  { id: 'German 2', placedBy: 'German', on: 'British' },
];

/** The demo battle, Free for All with its four Objectives, German to move. */
export function view(edit: (s: GameState) => GameState = (s) => s): GameView {
  const g = openFow4Game(
    readyGame((s) => ({ ...s, active: 'German', step: 'movement', play: { ...s.play, objectives: FOUR } })),
    { readOnly: true },
  );
  return { state: edit(g.session.state), forces: g.forces };
}

/** `unit` of `side` recorded within 4"/10cm of `objective`, sent to take (or hold) it. */
export const on = (s: GameState, side: string, unit: string, objective: string, role: 'take' | 'hold' = 'take') =>
  withRecord(s, side, unit, { objective, role, within: true });
