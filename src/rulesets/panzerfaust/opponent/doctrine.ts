/**
 * The Panzerfaust opponent's doctrine in words (help), and the demo table: the facts a
 * bot-versus-bot game (`umpire demo --ruleset panzerfaust`) reads when nobody sits at the table,
 * kept as data (DEMO_TABLE).
 */
import type { BotRequest } from '../../play.js';
import type { PzGameState } from '../schema/game.js';
import { PLACEMENT_ID, RANGE_BANDS, RANGE_ID } from './facts.js';

export const DOCTRINE: readonly string[] = [
  'Doctrines (--opponent side:doctrine): cautious (default: holds its ground and fires; stationary units fire first and without the -3 of moving, pp. 6, 16) or aggressive (advances up to half a move with units whose fire does not suffer more from it, to close the range).',
  'Phase F: takes every morale test its units owe first; rallies a Retreating unit with a higher HQ (one a move, p. 24); moves are printed as instructions (up to half, staying in command radius), so it asks nothing about them.',
  "Phase G: scores every pair of its units and your units with the exact odds (teams expected lost at the range and cover last told, else 40 cm in the open), prints its pick and the runner-up with the numbers, then asks the range (or 'not in sight') once per pair and where your unit is (cover, prone, the position it defends) once per unit a turn, and your unit's command radius only if its morale is tested. It never fires a unit that can do no harm (0 fire factors at the range, or not in sight) and never starts CQC.",
  'Questions: at most its units on the table + 2 a turn; an answer given this turn is never asked again. When its questions are used up it stops firing for the turn; a morale test it owes then uses what it was last told, else in radius and not defending.',
  'Never answers for the table: sight, range, cover and command radius are asked of you.',
];

/**
 * DEMO_TABLE: what the demo table shows when nobody sits at it. The two forces start 60 cm apart
 * and close each turn (rangeByTurn, the last value kept); a firer or target that moved this turn
 * is one band closer (it advanced); every unit is in the open (open steppe: soft cover for the
 * side that stays put made every bot-versus-bot game a draw at the turn limit or a rout of the
 * weaker force, never a fight either side could win); every enemy unit is in sight;
 * units stay in command radius and defend no position; an HQ reaches the unit it rallies.
 */
export const DEMO_TABLE = {
  rangeByTurn: [60, 40, 40, 20, 20, 10],
  movedIsCloser: true,
  placement: { stayed: 'open', moved: 'open' },
  inSight: true,
  outOfRadius: false,
  defending: 'none',
  rallyWithin5cm: true,
  moveHow: 'up-to-half',
} as const;

function movedThisTurn(s: PzGameState, unitId: string): boolean {
  return s.sides.some((side) => side.units.some((u) => u.id === unitId && u.moved !== undefined));
}

/** The demo range from one unit to another this turn (cm, a Fire Factors band). */
export function demoRange(s: PzGameState, firer: string, target: string): number {
  const byTurn = DEMO_TABLE.rangeByTurn;
  const base = byTurn[Math.min(s.turn, byTurn.length) - 1]!;
  const closer = DEMO_TABLE.movedIsCloser && (movedThisTurn(s, firer) || movedThisTurn(s, target));
  const i = RANGE_BANDS.indexOf(base as (typeof RANGE_BANDS)[number]);
  return closer && i > 0 ? RANGE_BANDS[i - 1]! : base;
}

/** The demo table's answer to a table question (undefined: the question's own default). */
export function demoTableFact(s: PzGameState, r: BotRequest): unknown {
  switch (r.id) {
    case RANGE_ID: {
      const m = /^Can (.+) see (.+), and at what range\?$/.exec(r.question);
      return m && DEMO_TABLE.inSight ? demoRange(s, m[1]!, m[2]!) : undefined;
    }
    case PLACEMENT_ID: {
      const m = /^Where is (.+)\?$/.exec(r.question);
      return m && movedThisTurn(s, m[1]!) ? DEMO_TABLE.placement.moved : DEMO_TABLE.placement.stayed;
    }
    case 'panzerfaust.morale.radius':
    case 'panzerfaust.move.radius':
      return DEMO_TABLE.outOfRadius;
    case 'panzerfaust.morale.defending':
      return DEMO_TABLE.defending;
    case 'panzerfaust.rally.within5cm':
      return DEMO_TABLE.rallyWithin5cm;
    case 'panzerfaust.move.how':
      return DEMO_TABLE.moveHow;
    default:
      return undefined;
  }
}
