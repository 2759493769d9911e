/**
 * Who acts now in phases F and G. The sides take turns (p. 6: platoons move alternately, the
 * lowest troop class first): after each move, fire or CQC the other side acts, unless it has
 * ended its part of the phase; when both have ended it, the next phase begins. `active` in the
 * game names the side acting now, so each decision is asked of a named side.
 */
import type { TroopClass } from '../dice.js';
import type { PzGameState, PzPhase } from '../schema/game.js';
import type { PzView } from './units.js';

const RANK: Record<TroopClass, number> = { conscript: 0, regular: 1, veteran: 2 };

/** The side index acting now. */
export function activeSide(s: PzGameState): number {
  return Math.max(
    0,
    s.sides.findIndex((x) => x.name === s.active),
  );
}

/** The side that moves first in phase F (p. 6): the lowest troop class; equal classes: the first side. */
export function firstMover(v: PzView): string {
  const lowest = (si: number) => Math.min(...v.forces[si]!.companies.map((c) => RANK[c.class]));
  const order = v.state.sides.map((_, i) => i).sort((a, b) => lowest(a) - lowest(b) || a - b);
  return v.state.sides[order[0]!]!.name;
}

/** After an action of the active side: the other side acts next, unless it has ended its part of the phase. */
export function passTurn(s: PzGameState): PzGameState {
  if (s.sides.length < 2) return s;
  const other = s.sides[1 - activeSide(s)]!.name;
  return (s.done ?? []).includes(other) ? s : { ...s, active: other };
}

/**
 * The active side ends its part of phase F or G: the other side goes on alone, or, when it has
 * ended too, `next` begins with the first mover active.
 */
export function endPart(v: PzView, next: PzPhase): PzGameState {
  const s = v.state;
  const done = [...new Set([...(s.done ?? []), s.active])];
  const open = s.sides.find((x) => !done.includes(x.name));
  if (open) return { ...s, done, active: open.name };
  const { done: _d, ...rest } = s;
  return { ...rest, phase: next, active: firstMover(v) };
}
