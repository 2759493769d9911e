/**
 * What the opponent's units move for, from the scenario (p. 11 [Scenarios]): in a Last Stand the
 * attacker closes on the objective and the defender keeps its units on it or next to it (control
 * of the objective needs it and every hex around it friendly, p. 4 [Objective]); in other
 * scenarios each unit closes on the nearest enemy unit.
 */
import type { HexId } from '../hex.js';
import type { Unit, World } from '../world.js';

export interface Goal {
  /** The hex it measures its distance to, if any. */
  readonly hex?: HexId;
  /** 'close': nearer is better; 'hold': within `within` hexes is enough. */
  readonly kind: 'close' | 'hold';
  readonly within: number;
  readonly why: string;
}

export function goalOf(w: World, u: Unit): Goal {
  const sc = w.state.scenario;
  if (sc.kind === 'last-stand' && sc.objective && sc.defender) {
    const defends = w.sideIndex(sc.defender) === u.side;
    return defends
      ? { hex: sc.objective, kind: 'hold', within: 1, why: `holds the objective ${sc.objective}` }
      : { hex: sc.objective, kind: 'close', within: 0, why: `closes on the objective ${sc.objective}` };
  }
  const here = u.state.hex!;
  const nearest = w
    .units(1 - u.side)
    .map((e) => e.state.hex!)
    .sort((a, b) => w.distance(here, a) - w.distance(here, b) || a.localeCompare(b))[0];
  return nearest
    ? { hex: nearest, kind: 'close', within: 1, why: `closes on the nearest enemy (${nearest})` }
    : { kind: 'hold', within: 0, why: 'no enemy on the map' };
}

/** Hexes still to go to satisfy the goal from `hex` (0: there). */
export function shortfall(w: World, g: Goal, hex: HexId): number {
  if (!g.hex) return 0;
  return Math.max(0, w.distance(hex, g.hex) - g.within);
}

/**
 * Last Stand (p. 11; p. 4 [Objective]): the objective and the hexes around it that are friendly to
 * `side` less those friendly to the enemy (a hex is friendly when only one side occupies it or, if
 * empty, only one side's units are next to it, p. 8). The defender wins with all seven; a unit
 * standing in an empty ring hex makes it friendly. 0 in other scenarios.
 */
export function ringBalance(w: World, side: number): number {
  const sc = w.state.scenario;
  if (sc.kind !== 'last-stand' || !sc.objective) return 0;
  let n = 0;
  for (const h of [sc.objective, ...w.neighbours(sc.objective)]) {
    if (w.control(h, side) === 'friendly') n++;
    else if (w.control(h, 1 - side) === 'friendly') n--;
  }
  return n;
}
