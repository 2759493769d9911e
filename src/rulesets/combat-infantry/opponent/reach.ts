/**
 * Where a unit may end its move this Move Phase (p. 8), found the way the turn offers it
 * (move-step.ts: each next hex a legal move, a hex over the stacking limit only passed through),
 * cheapest path first. The opponent plans on the table as its side knows it: an enemy minefield
 * not yet discovered is left out (p. 7 [Minefields]: it is secret), so it walks into one as a
 * player would, and the move stops there.
 */
import { InputError } from '../../../errors/input-error.js';
import type { HexId } from '../hex.js';
import { LostValueError } from '../lost-values.js';
import { planMove, type MovePlan } from '../movement.js';
import type { CiGameState } from '../schema/game.js';
import { world, type CiView } from '../turn/table.js';
import type { World } from '../world.js';

export interface Destination {
  readonly to: HexId;
  readonly path: readonly HexId[];
  readonly plan: MovePlan;
}

/** The table as `side` knows it: enemy minefields it has not discovered left out. */
export function known(v: CiView, side: number): CiView {
  const me = v.state.sides[side]!.name;
  const state: CiGameState = {
    ...v.state,
    markers: {
      ...v.state.markers,
      minefields: v.state.markers.minefields.filter((m) => m.revealed || m.owner === me),
    },
  };
  return { ...v, state };
}

function tryPlan(w: World, id: string, path: HexId[]): MovePlan | undefined {
  try {
    return planMove(w, id, path);
  } catch (e) {
    if (e instanceof LostValueError) throw e;
    if (e instanceof InputError) return undefined;
    throw e;
  }
}

/** Room for one more of the unit's side in `hex` without counting on anyone moving out. */
function room(w: World, id: string, hex: HexId): boolean {
  const u = w.unit(id);
  return w.at(hex, u.side).filter((x) => x.spec.id !== id).length + 1 <= w.stackLimit(hex);
}

/** Every hex the unit may end in (its own excluded), with the cheapest path there. */
export function destinations(v: CiView, id: string): Destination[] {
  const w = world(v);
  const start = w.unit(id).state.hex!;
  const best = new Map<HexId, Destination>();
  const cheapest = new Map<HexId, number>();
  const explore = (path: HexId[], plan: MovePlan | undefined) => {
    const here = plan?.to ?? start;
    if (plan && (plan.stopped || plan.assault)) return;
    for (const h of w.neighbours(here)) {
      if (h === start || path.includes(h)) continue;
      const p = tryPlan(w, id, [...path, h]);
      if (!p) continue;
      if ((cheapest.get(h) ?? Infinity) <= p.cost) continue;
      cheapest.set(h, p.cost);
      const fits = p.assault !== undefined || room(w, id, h);
      if (fits) best.set(h, { to: h, path: [...path, h], plan: p });
      explore([...path, h], p);
    }
  };
  explore([], undefined);
  w.lost.take();
  return [...best.values()];
}
