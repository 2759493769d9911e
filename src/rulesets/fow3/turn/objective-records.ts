/**
 * Where each platoon was sent under Free-for-All, the moves it made toward it, and whether the
 * table said it got within 4"/10cm (play.onObjective): the records the built-in opponent writes
 * with its orders (opponent/objectives.ts) and the turn keeps true after an assault, whoever
 * assaulted.
 */
import type { Fow3GameState } from '../schema/game.js';
import type { Fow3PlayState } from './play-state.js';
import { play, withPlay } from './units.js';

export type ObjectiveRecord = NonNullable<Fow3PlayState['onObjective']>[string];

const key = (side: string, platoon: string) => `${side}:${platoon}`;

/** The two objectives a side placed (Free-for-All: both in the enemy's deployment area). */
export function objectivesOf(side: string): [string, string] {
  return [`${side} 1`, `${side} 2`];
}

export function recordOf(state: Fow3GameState, side: string, platoon: string): ObjectiveRecord | undefined {
  return play(state).onObjective?.[key(side, platoon)];
}

export function withRecord(
  state: Fow3GameState,
  side: string,
  platoon: string,
  rec: ObjectiveRecord | undefined,
): Fow3GameState {
  const all = { ...(play(state).onObjective ?? {}) };
  if (rec) all[key(side, platoon)] = rec;
  else delete all[key(side, platoon)];
  return withPlay(state, { onObjective: Object.keys(all).length ? all : undefined });
}

/**
 * After an assault: platoons that broke off leave their objective; a winning assaulting platoon
 * takes the objective the beaten defender stood on (its teams were in contact there).
 */
export function objectivesAfterAssault(
  state: Fow3GameState,
  side: number,
  platoon: string,
  target: string,
  r: { readonly winner?: 'attacker' | 'defender' | null; readonly brokeOff: readonly string[] },
): Fow3GameState {
  const me = state.sides[side]!.name;
  const enemy = state.sides.find((_, i) => i !== side)!.name;
  let next = state;
  for (const name of r.brokeOff) {
    for (const s of [me, enemy]) {
      const rec = recordOf(next, s, name);
      if (rec) next = withRecord(next, s, name, { ...rec, within: false });
    }
  }
  const theirs = recordOf(state, enemy, target);
  if (r.winner === 'attacker' && theirs?.within) {
    next = withRecord(next, me, platoon, {
      objective: theirs.objective,
      role: objectivesOf(me).includes(theirs.objective) ? 'take' : 'hold',
      moves: recordOf(state, me, platoon)?.moves ?? 0,
      within: true,
    });
  }
  return next;
}
