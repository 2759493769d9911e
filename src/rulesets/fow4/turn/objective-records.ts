/**
 * Where each unit was sent under the mission and whether the table said it got within 4"/10cm of
 * its Objective (play.onObjective): the records the built-in opponent writes with its orders
 * (opponent/objectives.ts) and the turn keeps true after an assault (p. 59), whoever assaulted.
 */
import type { GameState } from '../schema/game.js';
import { mission, winCheck } from './missions.js';
import type { Objective, PlayState } from './play-state.js';
import { roleOf } from './victory.js';
import { play, withPlay } from './units.js';

/** What the opponent told a unit to do about an Objective, and what the table said of it. */
export type ObjectiveRecord = NonNullable<PlayState['onObjective']>[string];

export const other = (state: GameState, me: string) => state.sides.find((s) => s.name !== me)!.name;

/**
 * The Objectives `me` wins by holding at the start of its turn: those it placed on the opponent's
 * side (Free for All, Encounter, p. 97-98), else any not known to be on its own side; none when
 * its mission wins it no other way than by time or clearing (pp. 99-102).
 */
export function objectivesToTake(state: GameState, me: string): Objective[] {
  const ms = mission(state.mission);
  if (winCheck(ms, roleOf(state, me))?.kind !== 'objective') return [];
  const all = play(state).objectives ?? [];
  if (ms.objectivesOnOpponentSide) return all.filter((o) => o.placedBy === me);
  return all.filter((o) => o.on === undefined || o.on !== me);
}

/** The Objectives the enemy wins by holding: `me` contests them. */
export function objectivesToHold(state: GameState, me: string): Objective[] {
  return objectivesToTake(state, other(state, me));
}

const key = (side: string, unit: string) => `${side}:${unit}`;

/** The record of one unit (undefined: not sent to an Objective). */
export function recordOf(state: GameState, side: string, unit: string): ObjectiveRecord | undefined {
  return play(state).onObjective?.[key(side, unit)];
}

/** The state with one unit's record set (undefined: cleared). */
export function withRecord(state: GameState, side: string, unit: string, rec: ObjectiveRecord | undefined): GameState {
  const all = { ...(play(state).onObjective ?? {}) };
  if (rec) all[key(side, unit)] = rec;
  else delete all[key(side, unit)];
  return withPlay(state, { onObjective: Object.keys(all).length ? all : undefined });
}

/**
 * After an assault (p. 59): a unit that broke off moves away and leaves any Objective it stood
 * on; when the assaulting unit won against units standing on an Objective, it consolidates onto
 * that Objective (the demo table's reading: its teams were in Contact with the defenders there).
 */
export function objectivesAfterAssault(
  state: GameState,
  attacker: string,
  unit: string,
  result: {
    readonly winner: 'attacker' | 'defender' | null;
    readonly units: readonly {
      readonly name: string;
      readonly side: 'attacker' | 'defender';
      readonly brokenOff: boolean;
    }[];
  },
): GameState {
  const defender = other(state, attacker);
  let next = state;
  for (const u of result.units) {
    if (!u.brokenOff) continue;
    const side = u.side === 'attacker' ? attacker : defender;
    const r = recordOf(next, side, u.name);
    if (r) next = withRecord(next, side, u.name, { ...r, within: false });
  }
  if (result.winner === 'attacker') {
    const objective = result.units
      .filter((u) => u.side === 'defender')
      .map((u) => recordOf(state, defender, u.name))
      .find((r) => r?.within)?.objective;
    const mine = recordOf(next, attacker, unit);
    if (objective && !(mine?.within && mine.objective !== objective))
      next = withRecord(next, attacker, unit, {
        objective,
        role: objectivesToTake(state, attacker).some((o) => o.id === objective) ? 'take' : 'hold',
        within: true,
      });
  }
  return next;
}
