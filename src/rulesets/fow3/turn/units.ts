/**
 * The Open Fire game state beside its forces, for the play steps: platoon lookups, the
 * team views the shooting and assault procedures take, and small immutable updates. Pure.
 */
import type { Fow3Force, Fow3ForcePlatoon } from '../force.js';
import type { TeamState } from '../morale.js';
import type { Fow3GameState, Fow3PlatoonState, Fow3TeamState } from '../schema/game.js';
import type { TargetTeam } from '../shooting/target.js';
import type { Fow3PlayState } from './play-state.js';
import { FOW3 } from '../rules.js';

export interface Fow3View {
  readonly state: Fow3GameState;
  readonly forces: readonly Fow3Force[];
}

export function play(state: Fow3GameState): Fow3PlayState {
  return state.play ?? {};
}

export function withPlay(state: Fow3GameState, patch: Partial<Fow3PlayState>): Fow3GameState {
  const next = { ...play(state), ...patch };
  for (const k of Object.keys(next) as (keyof Fow3PlayState)[]) if (next[k] === undefined) delete next[k];
  return { ...state, play: next };
}

export function sideIndex(state: Fow3GameState, name: string): number {
  const i = state.sides.findIndex((s) => s.name === name);
  if (i < 0) throw new RangeError(`no side called ${name}`);
  return i;
}

export const activeIndex = (state: Fow3GameState) => sideIndex(state, state.active);
export const otherIndex = (state: Fow3GameState) => (activeIndex(state) === 0 ? 1 : 0);

export function forcePlatoon(view: Fow3View, side: number, name: string): Fow3ForcePlatoon {
  const p = view.forces[side]!.platoons.find((x) => x.name === name);
  if (!p) throw new RangeError(`${view.state.sides[side]!.name} has no platoon ${name}`);
  return p;
}

export function platoonState(state: Fow3GameState, side: number, name: string): Fow3PlatoonState {
  const p = state.sides[side]!.platoons.find((x) => x.platoon === name);
  if (!p) throw new RangeError(`${state.sides[side]!.name} has no platoon ${name}`);
  return p;
}

/** A platoon still in the fight: not destroyed, with a team left. */
export function fighting(p: Fow3PlatoonState): boolean {
  return !p.destroyed && p.teams.some((t) => !t.destroyed);
}

/** Replace one platoon of one side. */
export function withPlatoon(
  state: Fow3GameState,
  side: number,
  name: string,
  f: (p: Fow3PlatoonState) => Fow3PlatoonState,
): Fow3GameState {
  return {
    ...state,
    sides: state.sides.map((s, si) =>
      si !== side ? s : { ...s, platoons: s.platoons.map((p) => (p.platoon === name ? f(p) : p)) },
    ),
  };
}

/** Replace one team (by id) of one side. */
export function withTeam(
  state: Fow3GameState,
  side: number,
  id: string,
  f: (t: Fow3TeamState) => Fow3TeamState,
): Fow3GameState {
  return {
    ...state,
    sides: state.sides.map((s, si) =>
      si !== side
        ? s
        : { ...s, platoons: s.platoons.map((p) => ({ ...p, teams: p.teams.map((t) => (t.id === id ? f(t) : t)) })) },
    ),
  };
}

/**
 * A team as a screen names it, in Open Fire's words: its id, the name its force gives it, its kind
 * (tank, infantry or gun team) and its role (Company, 2iC or platoon command team), e.g.
 * "Kompanie HQ/2 (Command Panzerfaust SMG team, infantry team, 2iC command team)".
 */
export function teamLabel(view: Fow3View, side: number, platoon: string, id: string): string {
  const fp = forcePlatoon(view, side, platoon);
  const ft = fp.teams.find((x) => x.id === id);
  if (!ft) return id;
  const hq = fp.slot === 'headquarters';
  const role =
    id === fp.command
      ? hq
        ? 'Company command team'
        : 'platoon command team'
      : id === fp.secondInCommand
        ? '2iC command team'
        : undefined;
  return `${id} (${[ft.name, `${ft.profile.kind} team`, ...(role ? [role] : [])].join(', ')})`;
}

/**
 * What a platoon of more than one kind of team means for the platoon shooting at it: the easiest
 * team sets the score (Mixed Targets, p. 8) and the hits go evenly over every team (p. 18). Empty
 * for a platoon of one kind.
 */
export function mixedNote(view: Fow3View, side: number, platoon: string): string {
  const fp = forcePlatoon(view, side, platoon);
  const live = new Set(
    platoonState(view.state, side, platoon)
      .teams.filter((t) => !t.destroyed)
      .map((t) => t.id),
  );
  const kinds = [...new Set(fp.teams.filter((t) => live.has(t.id)).map((t) => t.profile.kind))];
  if (kinds.length < 2) return '';
  return ` (${kinds.join(' and ')} teams: the easiest to hit sets the score, ${FOW3.mixedTargets.page}; hits go evenly over all of them, ${FOW3.allocatingHits.page})`;
}

/** A team on the table as the shooting and assault procedures see it (the file's flags). */
export function targetTeam(view: Fow3View, side: number, platoon: string, t: Fow3TeamState): TargetTeam {
  const ft = forcePlatoon(view, side, platoon).teams.find((x) => x.id === t.id)!;
  return {
    id: t.id,
    label: teamLabel(view, side, platoon, t.id),
    profile: ft.profile,
    ...(t.moved ? { moved: true } : {}),
    ...(t.shot ? { shot: true } : {}),
    ...(t.dugIn ? { dugIn: true } : {}),
    ...(t.concealed ? { concealedByTerrain: true } : {}),
    ...(t.bulletproofCover ? { bulletproof: true } : {}),
    ...(t.bailedOut ? { bailedOut: true } : {}),
    ...(t.boggedDown ? { boggedDown: true } : {}),
  };
}

/** The teams of a platoon for Checking Morale. */
export function moraleStates(p: Fow3PlatoonState): TeamState[] {
  return p.teams.map((t) =>
    t.destroyed ? 'destroyed' : t.bailedOut ? 'bailed-out' : t.boggedDown ? 'bogged-down' : 'alive',
  );
}

/** Add to a per-platoon counter of the play state. */
export function bump(
  rec: Record<string, number> | undefined,
  key: string,
  n: number,
): Record<string, number> | undefined {
  if (n <= 0) return rec;
  return { ...(rec ?? {}), [key]: (rec?.[key] ?? 0) + n };
}
