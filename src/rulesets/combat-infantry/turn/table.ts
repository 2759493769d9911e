/**
 * Small pure helpers the turn uses to change a game state: one block, the turn's record, a
 * world over a state, and where a unit may go when it retreats, is repulsed or withdraws
 * (p. 7 [Repulse Hits], [Morale]; p. 9 [Retreats]).
 */
import { decide, type Procedure } from '../../../engine/request.js';
import type { Casualty } from '../fire/hits.js';
import { worldOf } from '../game.js';
import type { HexId } from '../hex.js';
import type { LostValues } from '../lost-values.js';
import type { ForceFile } from '../schema/force.js';
import type { BlockState, CiGameState } from '../schema/game.js';
import type { World } from '../world.js';

export interface CiView {
  readonly state: CiGameState;
  readonly forces: readonly ForceFile[];
  readonly lost?: LostValues;
}

export function world(v: CiView): World {
  return worldOf(v.state, v.forces, v.lost);
}

export function withBlock(state: CiGameState, id: string, fn: (b: BlockState) => BlockState): CiGameState {
  return {
    ...state,
    sides: state.sides.map((s) => ({ ...s, blocks: s.blocks.map((b) => (b.id === id ? fn(b) : b)) })),
  };
}

export function withUsed(state: CiGameState, fn: (u: CiGameState['used']) => CiGameState['used']): CiGameState {
  return { ...state, used: fn(state.used) };
}

/** Write a fire's casualties back to their blocks (strength, half-hit; elimination). */
export function applyCasualties(state: CiGameState, after: readonly Casualty[]): CiGameState {
  let s = state;
  for (const c of after) {
    s = withBlock(s, c.id, (b) => {
      const { halfHit: _h, ...rest } = b;
      return {
        ...rest,
        strength: c.strength,
        ...(c.halfHit ? { halfHit: c.halfHit } : {}),
        ...(c.eliminated ? { eliminated: true } : {}),
      };
    });
  }
  return s;
}

/** Adjacent hexes a unit may withdraw or be repulsed into: friendly, with stacking room (p. 7). */
export function friendlyRefuges(w: World, id: string): HexId[] {
  const u = w.unit(id);
  const from = u.state.hex!;
  return w.neighbours(from).filter((h) => {
    if (w.impassable(from, h) || w.at(h, 1 - u.side).length > 0 || w.assaultHexes().has(h)) return false;
    if (w.control(h, u.side) !== 'friendly') return false;
    return w.stackCount(h, u.side) < w.stackLimit(h);
  });
}

/**
 * Move a unit out of its hex to a refuge its owner picks; with none it is eliminated (captured).
 * Returns the new state and a report line.
 */
export function* sendAway(
  v: CiView,
  id: string,
  refuges: readonly HexId[],
  why: string,
): Procedure<{ state: CiGameState; line: string }> {
  const owner = world(v).unit(id);
  const side = v.state.sides[owner.side]!.name;
  if (refuges.length === 0) {
    return {
      state: withBlock(v.state, id, (b) => ({ ...b, eliminated: true })),
      line: `${id} ${why} but has nowhere to go: eliminated`,
    };
  }
  const hex =
    refuges.length === 1
      ? refuges[0]!
      : yield* decide<string>(
          'ci.retreat-hex',
          side,
          `${id} ${why}: into which hex?`,
          refuges.map((h) => ({ value: h, label: h })),
          refuges[0]!,
        );
  return { state: withBlock(v.state, id, (b) => ({ ...b, hex })), line: `${id} ${why} into ${hex}` };
}
