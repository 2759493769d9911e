/**
 * The game as the bridge sees it: the table state (GameState) beside the resolved forces, and the
 * lookups every mapping needs (a unit by name with a nearest-name suggestion, its teams with
 * their profile and table state, the Unit Leader, passengers). Pure: no I/O.
 */
import { didYouMean } from '../../../game/suggest.js';
import type { Force, ForceTeam, ForceUnit } from '../force.js';
import type { TeamProfile } from '../../flames-of-war/profile.js';
import type { GameState, TeamState, UnitState } from '../schema/game.js';
import { InputError } from '../../../errors/input-error.js';

/** What the bridge reads: the game state and the forces it was read with (Fow4Game gives both). */
export interface GameData {
  readonly state: GameState;
  readonly forces: readonly Force[];
}

export interface GameTeam {
  /** "<unit>/<n>", as in the game file. */
  readonly id: string;
  /** 1-based number of the team in its unit. */
  readonly n: number;
  readonly name: string;
  readonly profile: TeamProfile;
  readonly state: TeamState;
}

export interface GameUnit {
  readonly side: string;
  readonly sideIndex: number;
  readonly unitIndex: number;
  readonly name: string;
  readonly force: ForceUnit;
  readonly state: UnitState;
  readonly teams: readonly GameTeam[];
  /** The current Unit Leader's team id; null when the unit has none. */
  readonly leader: string | null;
  /** The Formation Commander's team id (HQ units). */
  readonly commander?: string;
}

/** A unit or team named on the command line or by a caller is not in the game (an InputError). */
export class BridgeInputError extends InputError {
  constructor(message: string, hint?: string) {
    super(message, { code: 'game-name', hint });
  }
}

/** A profile without the arsenal bookkeeping (the procedures take plain profiles). */
export function plainProfile(t: ForceTeam): TeamProfile {
  const { arsenal: _a, aliases: _b, ...profile } = t.profile;
  return profile;
}

/**
 * The Formation Commander's team id of a formation now (p. 40): the HQ Unit's `commander` in the
 * game file when the commander was replaced or switched, else the force's; null when killed.
 */
export function commanderTeamOf(
  state: GameState,
  forces: readonly Force[],
  sideIndex: number,
  formation: string,
): string | null {
  const hq = forces[sideIndex]?.units.find((u) => u.formation === formation && u.role === 'hq' && u.commander);
  if (!hq) return null;
  const us = state.sides[sideIndex]?.units.find((u) => u.unit === hq.name);
  return us?.commander === undefined ? (hq.commander ?? null) : us.commander;
}

/** Whether a Formation Commander who can lead `fu` is still in the game (support units: any formation's, p. 8). */
export function commanderInPlay(
  state: GameState,
  forces: readonly Force[],
  sideIndex: number,
  fu: Pick<ForceUnit, 'formation'>,
): boolean {
  const formations = fu.formation ? [fu.formation] : (forces[sideIndex]?.formations.map((f) => f.name) ?? []);
  const side = state.sides[sideIndex];
  return formations.some((f) => {
    const id = commanderTeamOf(state, forces, sideIndex, f);
    if (!id) return false;
    const unit = side?.units.find((u) => u.teams.some((t) => t.id === id));
    const team = unit?.teams.find((t) => t.id === id);
    return !!team && !team.destroyed && !unit!.destroyed && (unit!.deployment ?? 'table') === 'table';
  });
}

function gameUnit(game: GameData, sideIndex: number, unitIndex: number): GameUnit {
  const side = game.state.sides[sideIndex]!;
  const us = side.units[unitIndex]!;
  const fu = game.forces[sideIndex]!.units.find((u) => u.name === us.unit);
  if (!fu) throw new BridgeInputError(`the force of ${side.name} has no unit '${us.unit}'`);
  const teams = fu.teams.map((ft, i) => ({
    id: ft.id,
    n: i + 1,
    name: ft.name,
    profile: plainProfile(ft),
    state: us.teams[i] ?? { id: ft.id, team: ft.name },
  }));
  const leader = us.leader === undefined ? fu.leader : us.leader;
  // The Formation Commander may have switched to a team of another unit of the formation (p. 40).
  const cmd = fu.formation ? commanderTeamOf(game.state, game.forces, sideIndex, fu.formation) : null;
  const commander = cmd && teams.some((t) => t.id === cmd) ? cmd : undefined;
  return {
    side: side.name,
    sideIndex,
    unitIndex,
    name: us.unit,
    force: fu,
    state: us,
    teams,
    leader,
    ...(commander ? { commander } : {}),
  };
}

/** Every unit of the game, side by side, in file order. */
export function allUnits(game: GameData): GameUnit[] {
  const out: GameUnit[] = [];
  game.state.sides.forEach((s, si) => s.units.forEach((_, ui) => out.push(gameUnit(game, si, ui))));
  return out;
}

/**
 * A unit by name (case-insensitive). "Side:Unit" picks one side when both have a unit of that
 * name. An unknown name throws BridgeInputError with the nearest name as a suggestion.
 */
export function findUnit(game: GameData, text: string): GameUnit {
  const units = allUnits(game);
  const colon = text.indexOf(':');
  const sideName = colon > 0 ? text.slice(0, colon).trim().toLowerCase() : undefined;
  const wanted = (sideName && units.some((u) => u.side.toLowerCase() === sideName) ? text.slice(colon + 1) : text)
    .trim()
    .toLowerCase();
  const found = units.filter(
    (u) =>
      u.name.toLowerCase() === wanted &&
      (!sideName || !units.some((x) => x.side.toLowerCase() === sideName) || u.side.toLowerCase() === sideName),
  );
  if (found.length === 1) return found[0]!;
  if (found.length > 1)
    throw new BridgeInputError(
      `both sides have a unit called '${found[0]!.name}'`,
      `name the side too, e.g. "${found[0]!.side}:${found[0]!.name}"`,
    );
  const names = units.map((u) => u.name);
  throw new BridgeInputError(
    `there is no unit '${text}' in this game${didYouMean(text, names)}`,
    `units: ${names.join(', ')}`,
  );
}

/** "Anti-tank Gun Platoon/1 (Command SMG team, infantry, Unit Leader)": a team's id, type and role. */
export function teamText(u: GameUnit, t: GameTeam): string {
  const role = t.id === u.commander ? ['Formation Commander'] : t.id === u.leader ? ['Unit Leader'] : [];
  return `${t.id} (${[t.name, t.profile.type, ...role].join(', ')})`;
}

/** The unit's teams still on the table (not Destroyed, not Sent to the Rear, p. 23). */
export function liveTeams(u: GameUnit): GameTeam[] {
  return u.teams.filter((t) => !t.state.destroyed && !t.state.sentToRear);
}

/** An Aircraft Unit: every team still flying is an aircraft (p. 44). */
export function isAircraftGameUnit(u: GameUnit): boolean {
  return liveTeams(u).length > 0 && liveTeams(u).every((t) => t.profile.type === 'aircraft');
}

/** The unit is gone: destroyed as a unit, or every team destroyed. */
export function unitGone(u: GameUnit): boolean {
  return u.state.destroyed === true || liveTeams(u).length === 0;
}

/** A team of a unit by its number ("2"), its id ("StuG Platoon/2") or a unique team name. */
export function teamOf(u: GameUnit, text: string): GameTeam {
  const t = text.trim();
  const byNumber = /^\d+$/.test(t) ? u.teams.find((x) => x.n === Number(t)) : undefined;
  const found = byNumber ?? u.teams.find((x) => x.id.toLowerCase() === t.toLowerCase()) ?? uniqueByName(u, t);
  if (!found)
    throw new BridgeInputError(
      `'${u.name}' has no team '${text}'${didYouMean(
        text,
        u.teams.map((x) => x.id),
      )}`,
      `give a team number from 1 to ${u.teams.length}, or a team id such as '${u.teams[0]!.id}'`,
    );
  return found;
}

function uniqueByName(u: GameUnit, name: string): GameTeam | undefined {
  const m = u.teams.filter((x) => x.name.toLowerCase() === name.toLowerCase());
  return m.length === 1 ? m[0] : undefined;
}

/** Teams (of any unit of the same side) riding in or on `teamId`. */
export function carriedBy(game: GameData, sideIndex: number, teamId: string): { unit: GameUnit; team: GameTeam }[] {
  const out: { unit: GameUnit; team: GameTeam }[] = [];
  // Most teams carry nobody: look at the saved states before building any unit's view.
  const side = game.state.sides[sideIndex];
  if (!side?.units.some((u) => u.teams.some((t) => t.passengerOf === teamId))) return out;
  for (const u of allUnits(game).filter((x) => x.sideIndex === sideIndex)) {
    for (const t of liveTeams(u)) if (t.state.passengerOf === teamId) out.push({ unit: u, team: t });
  }
  return out;
}

/** Unit rules for tests and procedures: the force's and the unit's. */
export function unitRules(u: GameUnit): string[] {
  return [...u.force.rules];
}
