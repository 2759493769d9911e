/**
 * The game state and the forces side by side: which force unit a table unit is, its teams'
 * profiles, morale views of a unit, small immutable updates. Pure helpers for the turn steps.
 */
import type { Force, ForceTeam, ForceUnit } from '../force.js';
import type { LastStandUnit, UnitKind } from '../morale/lastStand.js';
import type { MoraleTeam, MoraleTeamType } from '../morale/spirits.js';
import type { GameState, SideState, TeamState, UnitState } from '../schema/game.js';
import type { PlayState } from './play-state.js';
import { commanderInPlay } from '../bridge/game.js';

export interface GameView {
  readonly state: GameState;
  readonly forces: readonly Force[];
}

export interface UnitRef {
  readonly side: number;
  readonly unit: number;
}

export function sideIndex(state: GameState, name: string): number {
  const i = state.sides.findIndex((s) => s.name === name);
  if (i < 0) throw new RangeError(`no side called ${name}`);
  return i;
}

export function activeIndex(state: GameState): number {
  return sideIndex(state, state.active);
}

export function opponentOf(state: GameState, name: string): string {
  return state.sides.find((s) => s.name !== name)?.name ?? name;
}

export function play(state: GameState): PlayState {
  return state.play ?? {};
}

export function forceUnit(forces: readonly Force[], side: number, unitName: string): ForceUnit {
  const u = forces[side]?.units.find((x) => x.name === unitName);
  if (!u) throw new RangeError(`the force of side ${side + 1} has no unit ${unitName}`);
  return u;
}

export function forceTeam(fu: ForceUnit, id: string): ForceTeam {
  const t = fu.teams.find((x) => x.id === id);
  if (!t) throw new RangeError(`${fu.name} has no team ${id}`);
  return t;
}

/** Units that are on the table now (not destroyed, not in Reserve or Ambush, not withdrawn, not every team Sent to the Rear). */
export function onTable(u: UnitState): boolean {
  return !u.destroyed && (u.deployment ?? 'table') === 'table' && u.teams.some((t) => !t.destroyed && !t.sentToRear);
}

/** Teams Foxholes protect: Infantry and Gun teams (p. 24), not Cavalry (p. 68), never a Shtraf Company's (p. 73). */
export function takesFoxholes(type: string, unitRules: readonly string[]): boolean {
  if (unitRules.includes('shtraf')) return false;
  return type === 'infantry' || type === 'heavy-weapon' || type === 'gun';
}

/** An Aircraft Unit: every team an Aircraft team (p. 44). */
export function isAircraftUnit(fu: ForceUnit): boolean {
  return fu.teams.length > 0 && fu.teams.every((t) => t.profile.type === 'aircraft');
}

/**
 * A unit that can act or be acted on now: on the table, and for an Aircraft Unit only when it
 * arrived this turn and the Shooting Step is not over (pp. 44, 27). Enemy aircraft are never on
 * the table in your turn.
 */
export function inPlay(view: GameView, side: number, u: UnitState): boolean {
  if (!onTable(u)) return false;
  const fu = view.forces[side]?.units.find((x) => x.name === u.unit);
  if (!fu || !isAircraftUnit(fu)) return true;
  const mine = view.state.sides[side]!.name === view.state.active;
  return (
    mine &&
    (play(view.state).aircraftArrived ?? []).includes(u.unit) &&
    (view.state.step === 'movement' || view.state.step === 'shooting')
  );
}

/** The kind of unit for morale (HQ Units never take Last Stand; Transport Units never count for a Formation). */
export function unitKind(fu: ForceUnit): UnitKind {
  switch (fu.role) {
    case 'hq':
      return 'hq';
    case 'transport':
      return 'transport';
    case 'support':
      return 'support';
    default:
      return 'combat';
  }
}

export function moraleTeam(ft: ForceTeam, ts: TeamState): MoraleTeam {
  const type = ft.profile.type as MoraleTeamType;
  return {
    name: ts.id,
    type,
    armoured: ft.profile.armour !== undefined,
    ...(ts.destroyed ? { destroyed: true } : {}),
    ...(ts.bailedOut ? { bailedOut: true } : {}),
    ...(ts.inCommand === false ? { inCommand: false } : {}),
    ...(ts.sentToRear ? { atRear: true } : {}),
    ...(ft.profile.rules?.includes('demolition-carrier') ? { demolitionCarrier: true } : {}),
  };
}

function leaderless(fu: ForceUnit, us: UnitState): boolean {
  const id = us.leader === undefined ? fu.leader : us.leader;
  return !id || us.teams.find((t) => t.id === id)?.destroyed === true;
}

export function lastStandUnit(fu: ForceUnit, us: UnitState, forceUnits: readonly ForceUnit[]): LastStandUnit {
  const passengers = fu.role !== 'transport' && forceUnits.some((x) => x.transportFor === fu.name);
  return {
    name: fu.name,
    kind: unitKind(fu),
    ratings: fu.ratings,
    rules: fu.rules,
    teams: us.teams.map((t) => moraleTeam(forceTeam(fu, t.id), t)),
    // Leaderless (p. 60): no leader named, or the leader's team is destroyed and was not replaced.
    ...(leaderless(fu, us) ? { leaderless: true } : {}),
    ...(passengers ? { hasTransportAttachment: true } : {}),
  };
}

/** Replace one unit of one side. */
export function withUnit(state: GameState, ref: UnitRef, f: (u: UnitState) => UnitState): GameState {
  return {
    ...state,
    sides: state.sides.map((s, si) =>
      si !== ref.side ? s : { ...s, units: s.units.map((u, ui) => (ui !== ref.unit ? u : f(u))) },
    ),
  };
}

/** Replace every team of one side that `pick` selects. */
export function withTeams(state: GameState, side: number, f: (t: TeamState, u: UnitState) => TeamState): GameState {
  return {
    ...state,
    sides: state.sides.map((s, si): SideState =>
      si !== side ? s : { ...s, units: s.units.map((u) => ({ ...u, teams: u.teams.map((t) => f(t, u)) })) },
    ),
  };
}

export function withPlay(state: GameState, patch: Partial<PlayState>): GameState {
  return { ...state, play: { ...play(state), ...patch } };
}

/** The Formation Commander's team of a unit's Formation, if it is still in the game. */
export function commanderAlive(view: GameView, side: number, fu: ForceUnit): boolean {
  return commanderInPlay(view.state, view.forces, side, fu);
}

export function teamLabel(ft: ForceTeam): string {
  return `${ft.id} (${ft.name})`;
}
