/**
 * Generic scenario set-ups (p. 11): what a set-up must satisfy before play. Last Stand: the
 * defender reduces eight (8, spelled out) units of its choice by one step and deploys in or
 * within two hexes of the objective, which is at least two hexes from every map edge.
 */
import type { World } from './world.js';

export const LAST_STAND_REDUCED = 8;

/** Problems with a Last Stand set-up, in plain sentences (empty: it is legal). */
export function lastStandProblems(world: World): string[] {
  const s = world.state.scenario;
  const out: string[] = [];
  if (s.kind !== 'last-stand' || !s.objective || !s.defender)
    return ['not a Last Stand with an objective and a defender'];
  const d = world.sideIndex(s.defender);
  const m = world.map;
  const col = Number(s.objective.slice(0, 2));
  const row = Number(s.objective.slice(2));
  if (Math.min(col - m.cols[0], m.cols[1] - col, row - m.rows[0], m.rows[1] - row) < 2)
    out.push(`the objective ${s.objective} must be at least two hexes from every map edge`);
  const units = world.units(d);
  const reduced = units.filter((u) => u.state.strength === u.spec.steps - 1).length;
  const other = units.filter((u) => u.state.strength < u.spec.steps - 1).map((u) => u.spec.id);
  if (reduced !== LAST_STAND_REDUCED)
    out.push(`the defender must start with ${LAST_STAND_REDUCED} units one step down, not ${reduced}`);
  if (other.length > 0) out.push(`${other.join(', ')} start more than one step down`);
  const far = units.filter((u) => world.distance(u.state.hex!, s.objective!) > 2).map((u) => u.spec.id);
  if (far.length > 0) out.push(`${far.join(', ')} must deploy within two hexes of the objective`);
  return out;
}
