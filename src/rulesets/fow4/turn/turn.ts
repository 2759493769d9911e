/**
 * Between the steps: a new turn clears what the active side's teams did last turn; the end of
 * the turn marks Gone to Ground every team that neither moved, shot nor assaulted (p. 17),
 * remembers who Dashed (they cannot hold Objectives next turn, p. 94) and hands over.
 */
import { hasRule } from '../../flames-of-war/saves/special-rules.js';
import type { Force } from '../force.js';
import type { GameState } from '../schema/game.js';
import { TURN } from './rules.js';
import { activeIndex, play, withPlay, withTeams } from './units.js';

/** At the start of a side's turn its teams have not yet moved, shot or assaulted. */
export function newTurnFlags(state: GameState): GameState {
  const side = activeIndex(state);
  const cleared = withTeams(state, side, ({ bombarded: _b, ...t }) => ({
    ...t,
    movement: 'stationary',
    shot: false,
    assaulted: false,
  }));
  return withPlay(
    {
      ...cleared,
      sides: cleared.sides.map((s, i) =>
        i !== side ? s : { ...s, units: s.units.map(({ rangeInFailed: _r, ...u }) => ({ ...u, order: undefined })) },
      ),
    },
    { acted: undefined, lastTarget: undefined, facts: undefined, aircraftArrived: undefined },
  );
}

export function nextStep(state: GameState, step: GameState['step']): GameState {
  // Aircraft leave the table at the end of the Shooting Step (p. 44), taking their Ranged In marker with them (p. 49).
  const leaving = step === 'assault' ? (play(state).aircraftArrived ?? []) : [];
  const side = activeIndex(state);
  const left =
    leaving.length === 0
      ? state
      : {
          ...state,
          sides: state.sides.map((s, i) =>
            i !== side
              ? s
              : {
                  ...s,
                  units: s.units.map(({ rangedIn, ...u }) =>
                    leaving.includes(u.unit) ? u : { ...u, ...(rangedIn !== undefined ? { rangedIn } : {}) },
                  ),
                },
          ),
        };
  return withPlay(
    { ...left, step },
    {
      acted: undefined,
      shootingBegun: undefined,
      splitFire: undefined,
      teamsAtStart: step === 'shooting' ? teamsNow(state) : undefined,
      ...(step === 'assault' ? { aircraftArrived: undefined, aircraftWeapons: undefined } : {}),
    },
  );
}

/** How many teams each unit has on the table now, by "Side:Unit" (Pinned Down counts them at the start of the step, p. 41). */
export function teamsNow(state: GameState): Record<string, number> {
  return Object.fromEntries(
    state.sides.flatMap((s) => s.units.map((u) => [`${s.name}:${u.unit}`, u.teams.filter((t) => !t.destroyed).length])),
  );
}

/** A Scout (p. 68): an Observer, a Recce team, or a team with the Scout rule. */
function isScout(forces: readonly Force[] | undefined, side: number, unit: string, id: string): boolean {
  const fu = forces?.[side]?.units.find((u) => u.name === unit);
  const rules = fu?.teams.find((t) => t.id === id)?.profile.rules;
  return ['scout', 'observer', 'recce'].some((r) => hasRule(rules, r));
}

export function endTurn(state: GameState, forces?: readonly Force[]): { state: GameState; report: string[] } {
  const side = activeIndex(state);
  const mine = new Set(state.sides[side]!.units.flatMap((u) => u.teams.map((t) => t.id)));
  const dashed = state.sides[side]!.units.flatMap((u) =>
    u.teams.filter((t) => !t.destroyed && t.movement === 'dashed').map((t) => t.id),
  );
  let gtg = 0;
  let scouts = 0;
  let next = withTeams(state, side, (t, u) => {
    if (t.destroyed) return t;
    // A unit that failed all three Range In attempts is not Gone to Ground (p. 47); nor is a team
    // that shot at aircraft in the enemy's last turn (until the end of the enemy's next turn, p. 27).
    // Scouts are Gone to Ground unless they shoot or assault, even when they moved (pp. 33, 68).
    const { shotAtAircraft, ...rest } = t;
    const scout = isScout(forces, side, u.unit, t.id);
    const still =
      (scout || (t.movement ?? 'stationary') === 'stationary') &&
      !t.shot &&
      !t.assaulted &&
      !u.rangeInFailed &&
      !shotAtAircraft;
    if (still) gtg++;
    if (still && scout && (t.movement ?? 'stationary') !== 'stationary') scouts++;
    return { ...rest, goneToGround: still };
  });
  const others = (play(state).dashedLastTurn ?? []).filter((id) => !mine.has(id));
  const other = state.sides.find((s) => s.name !== state.active)!.name;
  const turn = play(state).first === other ? state.turn + 1 : state.turn;
  next = withPlay(
    { ...next, active: other, turn, step: 'starting' },
    { dashedLastTurn: [...others, ...dashed].length ? [...others, ...dashed] : undefined, acted: undefined },
  );
  return {
    state: next,
    report: [
      `${state.active}'s turn ends: ${gtg} team(s) that neither moved, shot nor assaulted are Gone to Ground (${TURN.goneToGround.page}).`,
      ...(scouts > 0
        ? [`Of them, ${scouts} moved but are Scouts, Gone to Ground unless they shoot or assault (pp. 33, 68).`]
        : []),
      `${other}'s turn ${turn} begins.`,
    ],
  };
}
