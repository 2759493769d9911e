/**
 * The table as the opponent's side sees it (p. 1 [Fog of War]: a block stands face-down until it
 * fires, assaults or, for a tank, moves). It weighs shots, enemy fire and assaults on this view:
 * each enemy block that is not face-up counts as a typical block of the enemy's force (its order
 * of battle is on the table: the force file), the median F, range and morale of its combat blocks,
 * three quarters of their median steps, unarmored. Which moves and fires are legal is always
 * decided on the real table (the turn's own actions), never here.
 */
import type { BlockSpec, ForceFile } from '../schema/force.js';
import { isHq } from '../schema/force.js';
import type { CiGameState } from '../schema/game.js';
import type { CiView } from '../turn/table.js';

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : 0;
}

/** The typical block of a force, as its enemy reckons an unseen one. */
export function typicalBlock(force: ForceFile): Pick<BlockSpec, 'F' | 'range' | 'morale' | 'steps'> & {
  strength: number;
} {
  const combat = force.blocks.filter((b) => !isHq(b.kind) && b.kind !== 'tank');
  const of = (k: 'F' | 'range' | 'morale' | 'steps') =>
    median(combat.map((b) => b[k]).filter((x): x is number => typeof x === 'number'));
  const steps = of('steps');
  return {
    F: of('F'),
    range: of('range'),
    morale: of('morale'),
    steps,
    strength: Math.max(1, Math.round(steps * 0.75)),
  };
}

/** The view with every face-down enemy block of `side` made a typical block. */
export function fogged(v: CiView, side: number): CiView {
  const enemy = 1 - side;
  const state = v.state;
  const hidden = new Set(state.sides[enemy]!.blocks.filter((b) => !b.revealed).map((b) => b.id));
  if (hidden.size === 0) return v;
  const t = typicalBlock(v.forces[enemy]!);
  const forces = v.forces.map((f, i) =>
    i !== enemy
      ? f
      : {
          ...f,
          blocks: f.blocks.map((b) =>
            hidden.has(b.id)
              ? {
                  ...b,
                  kind: 'squad' as const,
                  F: t.F,
                  range: t.range,
                  morale: t.morale,
                  steps: t.steps,
                  armor: null,
                  antiTank: false,
                }
              : b,
          ),
        },
  );
  const fogState: CiGameState = {
    ...state,
    sides: state.sides.map((s, i) =>
      i !== enemy
        ? s
        : {
            ...s,
            blocks: s.blocks.map((b) => (hidden.has(b.id) ? { ...b, strength: t.strength } : b)),
          },
    ),
  };
  return { ...v, state: fogState, forces };
}
