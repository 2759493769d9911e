/**
 * Starting Step, items 1-4 (p. 16; fow4 spec §4.3): Remount each Bailed Out tank (p. 38), Rally
 * each Pinned Down unit (p. 41), Unit Last Stand for each unit not In Good Spirits (p. 60), then
 * Formation Last Stand (p. 61). The Commander's re-roll question is asked only after a failed
 * roll, and only when the unit's Formation Commander is still in play.
 */
import type { Procedure } from '../../../engine/request.js';
import { TABLE } from '../../play.js';
import {
  formationLastStand,
  noFormationsLeft,
  type Formation,
  type UnitStatus as FormationStatus,
} from '../morale/formation.js';
import { unitLastStand } from '../morale/lastStand.js';
import type { ForceUnit } from '../force.js';
import type { GameState, UnitState } from '../schema/game.js';
import { rally, remount } from '../rating-tests/motivation.js';
import { commanderTeamOf } from '../bridge/game.js';
import type { TestShown } from './report.js';
import {
  commanderAlive,
  forceTeam,
  forceUnit,
  lastStandUnit,
  onTable,
  unitKind,
  withUnit,
  type GameView,
} from './units.js';

function commanderOption(view: GameView, side: number, fu: ForceUnit, tank?: string): boolean | 'ask' {
  if (!commanderAlive(view, side, fu)) return false;
  // A leaderless unit has no Unit Leader for the Commander to be near: no re-roll (pp. 40, 60).
  const u = view.state.sides[side]!.units.find((x) => x.unit === fu.name);
  if (tank === undefined && fu.role !== 'hq' && u?.leader === null) return false;
  // Remount (p. 38): only the Commander's own tank is sure of the re-roll; other tanks are asked.
  if (tank !== undefined)
    return fu.formation && commanderTeamOf(view.state, view.forces, side, fu.formation) === tank ? true : 'ask';
  // The Formation Commander leads its own HQ Unit: always within 6"/15cm of its Unit Leader.
  return fu.role === 'hq' ? true : 'ask';
}

export interface MoraleOutcome {
  readonly state: GameState;
  readonly report: string[];
  /** The active side has no Formation In Good Spirits left: it loses (p. 61). */
  readonly noFormations: boolean;
}

export function* remountStep(
  view: GameView,
  side: number,
): Procedure<{ state: GameState; report: string[]; tests: TestShown[] }> {
  let state = view.state;
  const report: string[] = [];
  const tests: TestShown[] = [];
  for (const [ui, u] of state.sides[side]!.units.entries()) {
    if (!onTable(u)) continue;
    const fu = forceUnit(view.forces, side, u.unit);
    for (const t of u.teams) {
      if (!t.bailedOut || t.destroyed) continue;
      const ft = forceTeam(fu, t.id);
      const r = yield* remount({
        name: fu.name,
        ratings: fu.ratings,
        rules: [...fu.rules],
        tank: t.id,
        teamRules: [...(ft.profile.rules ?? [])],
        commander: commanderOption({ ...view, state }, side, fu, t.id),
        player: TABLE,
      });
      tests.push({ title: `Remount ${t.id}`, result: r });
      if (r.passed)
        state = withUnit(state, { side, unit: ui }, (x) => ({
          ...x,
          teams: x.teams.map((y) => (y.id === t.id ? { ...y, bailedOut: false } : y)),
        }));
    }
  }
  return { state, report, tests };
}

export function* rallyStep(
  view: GameView,
  side: number,
): Procedure<{ state: GameState; report: string[]; tests: TestShown[] }> {
  let state = view.state;
  const report: string[] = [];
  const tests: TestShown[] = [];
  for (const [ui, u] of state.sides[side]!.units.entries()) {
    if (!u.pinned || !onTable(u)) continue;
    const fu = forceUnit(view.forces, side, u.unit);
    const r = yield* rally({
      name: fu.name,
      ratings: fu.ratings,
      rules: [...fu.rules],
      commander: commanderOption({ ...view, state }, side, fu),
      player: TABLE,
    });
    tests.push({ title: `Rally ${fu.name}`, result: r });
    if (r.passed) state = withUnit(state, { side, unit: ui }, (x) => ({ ...x, pinned: false }));
  }
  return { state, report, tests };
}

/** A Destroyed unit: every team is out of the game (Armoured wrecks stay on the table as terrain). */
export function destroyUnit(u: UnitState): UnitState {
  return { ...u, destroyed: true, pinned: false, teams: u.teams.map((t) => ({ ...t, destroyed: true })) };
}

export function* lastStandStep(
  view: GameView,
  side: number,
): Procedure<{ state: GameState; report: string[]; tests: TestShown[] }> {
  let state = view.state;
  const report: string[] = [];
  const tests: TestShown[] = [];
  const force = view.forces[side]!;
  for (const [ui, u] of state.sides[side]!.units.entries()) {
    if (!onTable(u)) continue;
    const fu = forceUnit(view.forces, side, u.unit);
    if (fu.role === 'hq') continue; // HQ Units never take the test (p. 60)
    const r = yield* unitLastStand(lastStandUnit(fu, u, force.units), {
      commander: commanderOption({ ...view, state }, side, fu),
      player: TABLE,
    });
    if (r.spirits.inGoodSpirits) continue;
    tests.push({ title: `Unit Last Stand ${fu.name} (not In Good Spirits: ${r.spirits.reason})`, result: r.test });
    // Its Transport Attachment and any passengers follow in the Starting Step (turn/transports.ts, p. 60).
    if (r.destroyed) state = withUnit(state, { side, unit: ui }, destroyUnit);
  }
  return { state, report, tests };
}

function statusOf(u: UnitState | undefined, broken: readonly string[]): FormationStatus {
  if (!u || u.destroyed || u.teams.every((t) => t.destroyed)) return 'destroyed';
  switch (u.deployment ?? 'table') {
    case 'reserve':
      return 'reserve';
    case 'ambush':
      return 'ambush';
    case 'off-table':
      return broken.includes(u.unit) ? 'destroyed' : 'withdrawn';
    default:
      return 'table';
  }
}

/**
 * A Tank Commander who survived the loss of their tank switched to another Tank team of the
 * Formation (pp. 40-41): the HQ Unit lives on in that team while it is on the table.
 */
function commandsFromAnotherTeam(view: GameView, side: number, unit: string): boolean {
  const fu = forceUnit(view.forces, side, unit);
  if (fu.role !== 'hq' || !fu.formation) return false;
  const id = commanderTeamOf(view.state, view.forces, side, fu.formation);
  if (!id || fu.teams.some((t) => t.id === id)) return false;
  const holder = view.state.sides[side]!.units.find((u) => u.teams.some((t) => t.id === id));
  const team = holder?.teams.find((t) => t.id === id);
  return !!team && !team.destroyed && !holder!.destroyed && (holder!.deployment ?? 'table') === 'table';
}

/** The Formations of a side as Formation Last Stand sees them. */
export function formationsOf(view: GameView, side: number): Formation[] {
  const force = view.forces[side]!;
  const units = view.state.sides[side]!.units;
  const broken = view.state.play?.withdrawnBroken ?? [];
  return force.formations.map((f) => ({
    name: f.name,
    allied: f.allied,
    units: f.units.map((name) => ({
      name,
      kind: unitKind(forceUnit(view.forces, side, name)),
      status: commandsFromAnotherTeam(view, side, name)
        ? 'table'
        : statusOf(
            units.find((u) => u.unit === name),
            broken,
          ),
    })),
  }));
}

export function formationStep(view: GameView, side: number): MoraleOutcome {
  let state = view.state;
  const report: string[] = [];
  for (const f of formationsOf(view, side)) {
    const r = formationLastStand(f);
    if (r.inGoodSpirits) continue;
    report.push(
      `Formation Last Stand, ${f.name} (p. 61): ${r.reason}.${r.destroyedUnits.length ? ` Destroyed with it: ${r.destroyedUnits.join(', ')}.` : ''}`,
    );
    for (const name of r.destroyedUnits) {
      const ui = state.sides[side]!.units.findIndex((u) => u.unit === name);
      if (ui >= 0) state = withUnit(state, { side, unit: ui }, destroyUnit);
    }
  }
  const left = noFormationsLeft(formationsOf({ ...view, state }, side));
  if (left.loses)
    report.push(`No Formations Left (p. 61): ${state.sides[side]!.name} has no Formation In Good Spirits.`);
  return { state, report, noFormations: left.loses };
}
