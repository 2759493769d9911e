/**
 * Open Fire tests taken by a platoon or team of a game, shared by `umpire play` (Starting Step,
 * movement, platoon morale) and `umpire test <kind> --game`: who takes the test with which ratings
 * (Motivation, Skill, the Company command team joined), and what a pass or a fail changes in the
 * state. Rally (p. 15) unpins; Re-mount (p. 7) and Free Bogged Down (p. 9) put a tank back in the
 * fight; a failed platoon morale check destroys the platoon ([Checking Morale]); digging in (pp.
 * 14, 17) digs the platoon's teams in. Pure.
 */
import type { Fow3GameState } from '../schema/game.js';
import { platoonMoraleNeeded } from '../morale.js';
import { forcePlatoon, moraleStates, play, withPlatoon, withPlay, withTeam, type Fow3View } from '../turn/units.js';
import type { Fow3TestKind } from '../rating-tests/registry.js';
import { findFightingPlatoon, findTeam, Fow3BridgeInputError } from './game.js';

export const rallied = (state: Fow3GameState, side: number, platoon: string): Fow3GameState =>
  withPlatoon(state, side, platoon, ({ pinned: _p, ...x }) => x);
export const remounted = (state: Fow3GameState, side: number, id: string): Fow3GameState =>
  withTeam(state, side, id, ({ bailedOut: _b, ...x }) => x);
export const freedFromBogging = (state: Fow3GameState, side: number, id: string): Fow3GameState =>
  withTeam(state, side, id, ({ boggedDown: _b, ...x }) => x);
export const platoonBroken = (state: Fow3GameState, side: number, platoon: string): Fow3GameState =>
  withPlatoon(state, side, platoon, (x) => ({ ...x, destroyed: true }));

/** The Company command team of a side (the headquarters' command team), if it is still alive. */
export function companyCommandTeam(view: Fow3View, side: number): string | undefined {
  const hq = view.forces[side]?.platoons.find((p) => p.slot === 'headquarters');
  if (!hq) return undefined;
  const t = view.state.sides[side]!.platoons.flatMap((p) => p.teams).find((x) => x.id === hq.command);
  return t && !t.destroyed ? t.id : undefined;
}

/** The Company command team joined the platoon, and is still alive (its re-rolls, [Checking Morale]). */
export function commandJoined(view: Fow3View, side: number, platoon: string): string | undefined {
  const p = view.state.sides[side]!.platoons.find((x) => x.platoon === platoon);
  return p?.companyCommandJoined ? companyCommandTeam(view, side) : undefined;
}

/** A platoon fails its morale check: it is destroyed, and a Company command team that joined it goes with it ([Checking Morale]). */
export function platoonRetreats(
  state: Fow3GameState,
  side: number,
  platoon: string,
  joinedCommand: string | undefined,
): Fow3GameState {
  const next = platoonBroken(state, side, platoon);
  return joinedCommand
    ? withTeam(next, side, joinedCommand, ({ bailedOut: _b, boggedDown: _g, ...t }) => ({ ...t, destroyed: true }))
    : next;
}
export function dugIn(state: Fow3GameState, side: number, platoon: string): Fow3GameState {
  const next = withPlatoon(state, side, platoon, (x) => ({
    ...x,
    teams: x.teams.map((tm) => (tm.destroyed ? tm : { ...tm, dugIn: true })),
  }));
  return next;
}
/** A platoon that tried to dig in this turn shoots as if it moved (p. 14), pass or fail. */
export const triedToDigIn = (state: Fow3GameState, platoon: string): Fow3GameState =>
  withPlay(state, { dugIn: [...(play(state).dugIn ?? []), platoon] });

export const FOW3_GAME_TEST_KINDS = ['rally', 'remount', 'free-bogged', 'morale', 'dig-in'] as const;
export type Fow3GameTestKind = (typeof FOW3_GAME_TEST_KINDS)[number];
export const isFow3GameTestKind = (k: string): k is Fow3GameTestKind =>
  (FOW3_GAME_TEST_KINDS as readonly string[]).includes(k);

/** One test to roll: for the platoon, or for one of its teams. */
export interface Fow3GameTestSubject {
  readonly team?: string;
  /** The input of the fow3 test kind (test-kinds.ts). */
  readonly input: Record<string, unknown>;
}

export interface Fow3GameTest {
  readonly kind: Fow3GameTestKind & Fow3TestKind;
  readonly side: number;
  readonly platoon: string;
  readonly subjects: readonly Fow3GameTestSubject[];
  /** The Company command team that joined the platoon: destroyed with it if the morale check fails. */
  readonly joinedCommand?: string;
}

/** The test(s) `kind` for the platoon named `unit` (and `team`, for re-mount and free bogged down). */
export function fow3TestFromGame(view: Fow3View, kind: Fow3GameTestKind, unit: string, team?: string): Fow3GameTest {
  const p = findFightingPlatoon(view, unit);
  const fp = forcePlatoon(view, p.side, p.name);
  const joinedCommand = commandJoined(view, p.side, p.name);
  const joined = joinedCommand !== undefined;
  const motivation = { motivation: fp.ratings.motivation, companyCommandJoined: joined };
  const one = (input: Record<string, unknown>): Fow3GameTest => ({
    kind,
    side: p.side,
    platoon: p.name,
    subjects: [{ input }],
  });
  switch (kind) {
    case 'rally':
      if (!p.state.pinned) throw new Fow3BridgeInputError(`'${p.name}' is not pinned down: there is nothing to rally`);
      return one(motivation);
    case 'morale':
      if (fp.slot === 'headquarters')
        throw new Fow3BridgeInputError(
          `'${p.name}' is the company headquarters: it does not check platoon morale`,
          'its losses count in the Company Morale check',
        );
      {
        // Only a platoon with more teams dead than alive checks its morale ([Checking Morale]).
        const need = platoonMoraleNeeded(moraleStates(p.state), 1);
        if (!need.required)
          throw new Fow3BridgeInputError(
            `'${p.name}' has no platoon morale check to take: ${need.dead} team(s) dead, ${need.alive} alive (bailed out and bogged down tanks count as neither)`,
            'a platoon checks its morale when more of its teams are dead than alive, at the end of a step in which it lost a team',
          );
      }
      return { ...one(motivation), ...(joinedCommand ? { joinedCommand } : {}) };
    case 'dig-in':
      return one({ skill: fp.ratings.skill });
    case 'remount':
    case 'free-bogged': {
      const flag = kind === 'remount' ? 'bailedOut' : 'boggedDown';
      const what = kind === 'remount' ? 'bailed out' : 'bogged down';
      const teams = team !== undefined ? [findTeam(p, team)] : p.state.teams.filter((t) => !t.destroyed && t[flag]);
      if (teams.length === 0) throw new Fow3BridgeInputError(`'${p.name}' has no ${what} team`);
      for (const t of teams) if (t.destroyed || !t[flag]) throw new Fow3BridgeInputError(`'${t.id}' is not ${what}`);
      const input = kind === 'remount' ? motivation : { skill: fp.ratings.skill };
      return { kind, side: p.side, platoon: p.name, subjects: teams.map((t) => ({ team: t.id, input })) };
    }
  }
}

/** The state after the test: `passed` gives each subject's result, in order. */
export function applyFow3Test(state: Fow3GameState, test: Fow3GameTest, passed: readonly boolean[]): Fow3GameState {
  let next = state;
  test.subjects.forEach((s, i) => {
    const ok = passed[i]!;
    switch (test.kind) {
      case 'rally':
        if (ok) next = rallied(next, test.side, test.platoon);
        break;
      case 'morale':
        if (!ok) next = platoonRetreats(next, test.side, test.platoon, test.joinedCommand);
        break;
      case 'dig-in':
        if (ok) next = dugIn(next, test.side, test.platoon);
        next = triedToDigIn(next, test.platoon);
        break;
      case 'remount':
        if (ok) next = remounted(next, test.side, s.team!);
        break;
      case 'free-bogged':
        if (ok) next = freedFromBogging(next, test.side, s.team!);
        break;
    }
  });
  return next;
}
