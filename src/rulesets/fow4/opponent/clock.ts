/**
 * The turn clock of the value-and-threat doctrines. Free for All sets no turn limit (p. 97), but a
 * game that runs out of time has no winner and both players lose it (p. 93; the demo battle plays
 * 6 turns): from CLOCK_TURN on, a win needs an Objective now. Every free unit goes to take one
 * (objectives.ts), and an enemy unit contesting the Objective a unit takes (within 4"/10cm of it,
 * p. 94: only clearing it wins) is charged at no more than CLOCK_BAR to win. The Movement Step
 * (closing on it, contest.ts), the stalled-attack split (objectives.ts) and the Assault Step (the
 * charge, assault.ts) weigh that charge against the same bar, so a unit that closed on to charge
 * does charge when its odds hold. Not lower than the aggressive doctrine's bar: a charge lost
 * costs teams toward the unit's and the Formation's Last Stand (pp. 60-61), which hands the enemy
 * the win that the clock would only have taken from both.
 */
import type { Doctrine } from '../../play.js';
import { pct } from './score.js';

/** The turn from which the clock runs. */
export const CLOCK_TURN = 4;

/** The most a contester's charge needs to win once the clock runs (the aggressive doctrine's bar). */
export const CLOCK_BAR = 0.4;

/**
 * The chance to win at which a unit of doctrine `d` charges an enemy unit in turn `turn`: the
 * doctrine's bar, and from the clock's turn, for a contester of the Objective the unit takes, no
 * more than CLOCK_BAR (classic, kept as it played, has no clock).
 */
export function chargeBar(turn: number, d: Doctrine, contester: boolean): number {
  return !d.classic && contester && turn >= CLOCK_TURN ? Math.min(d.assaultBar, CLOCK_BAR) : d.assaultBar;
}

/** Why the bar is not the doctrine's own (from the clock's turn), for the decision lines; else "". */
export function clockNote(turn: number, d: Doctrine, contester: boolean): string {
  return chargeBar(turn, d, contester) === d.assaultBar
    ? ''
    : ` (${d.id} ${pct(d.assaultBar)}, lowered from turn ${CLOCK_TURN}: a game out of time is lost by both sides, p. 93)`;
}

/** The bar as the decision lines print it: "its 65% bar", or the clock's with the doctrine's own. */
export function barText(turn: number, d: Doctrine, contester: boolean): string {
  return `its ${pct(chargeBar(turn, d, contester))} bar${clockNote(turn, d, contester)}`;
}
