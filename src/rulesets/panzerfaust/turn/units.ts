/** What play needs of a game: its state, forces and tables, and small pure updates of one unit. */
import type { ForceUnit, PzForce } from '../force.js';
import type { PzGameState, PzUnitState } from '../schema/game.js';
import type { PanzerfaustTables } from '../tables/tables.js';

export interface PzView {
  readonly state: PzGameState;
  readonly forces: readonly PzForce[];
  readonly tables: () => PanzerfaustTables;
}

export interface UnitRef {
  readonly side: number;
  readonly force: ForceUnit;
  readonly state: PzUnitState;
}

/** Every unit still on the table, both sides, in force order. */
export function unitsOnTable(v: PzView, side?: number): UnitRef[] {
  const out: UnitRef[] = [];
  v.state.sides.forEach((s, si) => {
    if (side !== undefined && si !== side) return;
    for (const u of s.units) {
      if (u.destroyed) continue;
      const force = v.forces[si]!.units.find((f) => f.id === u.id);
      if (force) out.push({ side: si, force, state: u });
    }
  });
  return out;
}

export function unitKey(r: UnitRef): string {
  return `${r.side}:${r.force.id}`;
}

export function findUnit(v: PzView, key: string): UnitRef {
  const [si, ...rest] = key.split(':');
  const id = rest.join(':');
  const side = Number(si);
  const state = v.state.sides[side]!.units.find((u) => u.id === id)!;
  return { side, force: v.forces[side]!.units.find((f) => f.id === id)!, state };
}

export function label(v: PzView, r: UnitRef): string {
  const lost = r.state.teamsLost ? `, ${r.state.teamsLost} lost` : '';
  const m = r.state.morale && r.state.morale !== 'ok' ? `, ${r.state.morale}` : '';
  return `${v.state.sides[r.side]!.name}: ${r.force.id} (${r.force.teams.length || 1} team${r.force.teams.length === 1 ? '' : 's'}${lost}${m})`;
}

export function withUnit(
  state: PzGameState,
  side: number,
  id: string,
  f: (u: PzUnitState) => PzUnitState,
): PzGameState {
  return {
    ...state,
    sides: state.sides.map((s, si) =>
      si !== side ? s : { ...s, units: s.units.map((u) => (u.id === id ? f(u) : u)) },
    ),
  };
}

export function withCompany(
  state: PzGameState,
  side: number,
  company: string,
  f: (c: PzGameState['sides'][number]['companies'][number]) => PzGameState['sides'][number]['companies'][number],
): PzGameState {
  return {
    ...state,
    sides: state.sides.map((s, si) =>
      si !== side ? s : { ...s, companies: s.companies.map((c) => (c.company === company ? f(c) : c)) },
    ),
  };
}

/** Teams still alive in a unit. */
export function teamsLeft(r: UnitRef): number {
  return Math.max(0, (r.force.teams.length || 1) - (r.state.teamsLost ?? 0));
}
