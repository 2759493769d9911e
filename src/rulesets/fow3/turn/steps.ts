/**
 * Open Fire's Movement Step (the table says how each platoon moved: bogging checks in rough going,
 * p. 9; or it digs in, pp. 14, 17), Checking Platoon Morale at the end of the Shooting and Assault
 * Steps ([Checking Morale]), and the hand-over at the end of the turn.
 */
import { decide, type Procedure } from '../../../engine/request.js';
import { citeRule } from '../../../engine/rules.js';
import { TABLE, type PlayAction, type StepOutcome } from '../../play.js';
import { platoonMoraleCheck, platoonMoraleNeeded } from '../morale.js';
import { boggingCheck, digIn, type Going } from '../movement.js';
import { FOW3 } from '../rules.js';
import type { Fow3GameState } from '../schema/game.js';
import { showTests, testText, type Shown } from './starting.js';
import { moraleWords, outcome } from '../rating-tests/registry.js';
import { commandJoined, companyCommandTeam, dugIn, platoonRetreats, triedToDigIn } from '../bridge/tests.js';
import {
  activeIndex,
  fighting,
  forcePlatoon,
  moraleStates,
  otherIndex,
  play,
  teamLabel,
  withPlay,
  withTeam,
  type Fow3View,
} from './units.js';

type Out = Procedure<StepOutcome<Fow3GameState>>;

const HOW = [
  { value: 'moved', label: 'moved' },
  { value: 'difficult', label: 'moved, through Difficult going (hedge, woods)' },
  { value: 'very-difficult', label: 'moved, through Very Difficult going (building)' },
  { value: 'dig-in', label: 'dug in instead of moving' },
  { value: 'stayed', label: 'stayed where it was' },
] as const;

export function* movePlatoon(view: Fow3View, side: number, name: string): Out {
  const how = yield* decide<string>('fow3.move', TABLE, `How did ${name} move?`, HOW, 'moved');
  return yield* carryOutMove(view, side, name, how, function* (id, going) {
    return yield* decide<boolean>(
      'fow3.move.going',
      TABLE,
      `Did ${teamLabel(view, side, name, id)} cross the ${going === 'difficult' ? 'Difficult' : 'Very Difficult'} going?`,
      [
        { value: true, label: 'yes' },
        { value: false, label: 'no' },
      ],
      true,
    );
  });
}

export type MoveHow = (typeof HOW)[number]['value'];

/**
 * A platoon's movement once it is known how it moved (a player's answer, or the built-in
 * opponent's order and the table's one answer): digging in rolls its test; moving marks the teams
 * moved; each mobile team that crossed Difficult or Very Difficult going takes its bogging check.
 */
export function* carryOutMove(
  view: Fow3View,
  side: number,
  name: string,
  how: string,
  crossed: (team: string, going: Going) => Procedure<boolean>,
): Out {
  let state = view.state;
  const fp = forcePlatoon(view, side, name);
  const p = state.sides[side]!.platoons.find((x) => x.platoon === name)!;
  const live = p.teams.filter((t) => !t.destroyed && !t.bailedOut && !t.boggedDown);
  const report: string[] = [];
  if (how === 'stayed') return { state, report: [`${name} stays where it is.`] };
  if (how === 'dig-in') {
    const t = yield* digIn(fp.ratings.skill, `${name} digs in`);
    report.push(testText(`${name} digs in`, t));
    if (t.passed) state = dugIn(state, side, name);
    return { state: triedToDigIn(state, name), report };
  }
  // Moving leaves the dug-in position.
  for (const t of live) state = withTeam(state, side, t.id, ({ dugIn: _d, ...x }) => ({ ...x, moved: true }));
  report.push(`${name} moved (${live.length} team(s)).`);
  if (how === 'difficult' || how === 'very-difficult') {
    for (const t of live) {
      const profile = fp.teams.find((x) => x.id === t.id)!.profile;
      const mobile = profile.kind === 'tank' || profile.mobility === 'medium';
      if (!mobile || (how === 'very-difficult' && profile.kind !== 'tank')) continue;
      if (!(yield* crossed(t.id, how as Going))) continue;
      const b = yield* boggingCheck(profile, fp.ratings.skill, how as Going, `${t.id} bogging check`);
      if (b.test) report.push(testText(`${t.id} bogging check`, b.test) + (b.boggedDown ? ': bogged down' : ''));
      if (b.boggedDown) state = withTeam(state, side, t.id, (x) => ({ ...x, boggedDown: true }));
    }
  }
  return { state, report };
}

export function movementActions(view: Fow3View, side: number): PlayAction<Fow3GameState>[] {
  const done = play(view.state).acted ?? [];
  return view.state.sides[side]!.platoons.filter(
    (p) =>
      fighting(p) && !done.includes(p.platoon) && p.teams.some((t) => !t.destroyed && !t.bailedOut && !t.boggedDown),
  ).map((p) => ({
    id: `move:${p.platoon}`,
    label: `move ${p.platoon}`,
    run: () => movePlatoon(view, side, p.platoon),
  }));
}

/**
 * The Company command team joins a platoon within its command distance (the table moves it there):
 * that platoon may re-roll failed morale, rally and re-mount rolls ([Checking Morale]). It is with
 * one platoon at a time.
 */
export function joinActions(view: Fow3View, side: number): PlayAction<Fow3GameState>[] {
  const cmd = companyCommandTeam(view, side);
  if (!cmd) return [];
  return view.state.sides[side]!.platoons.filter(
    (p) => fighting(p) && !p.companyCommandJoined && forcePlatoon(view, side, p.platoon).slot !== 'headquarters',
  ).map((p) => ({
    id: `join:${p.platoon}`,
    label: `the Company command team joins ${p.platoon}`,
    // eslint-disable-next-line require-yield
    run: function* (): Out {
      return joinCommand(view, side, p.platoon);
    },
  }));
}

/** The Company command team joins `platoon` (and leaves any other). */
export function joinCommand(view: Fow3View, side: number, platoon: string): StepOutcome<Fow3GameState> {
  const cmd = companyCommandTeam(view, side);
  const state = {
    ...view.state,
    sides: view.state.sides.map((s, si) =>
      si !== side
        ? s
        : {
            ...s,
            platoons: s.platoons.map(({ companyCommandJoined: _j, ...x }) =>
              x.platoon === platoon ? { ...x, companyCommandJoined: true } : x,
            ),
          },
    ),
  };
  return {
    state,
    report: [
      `The Company command team ${cmd} joins ${platoon}: it may re-roll failed morale, rally and re-mount rolls, and is destroyed with it if the platoon retreats (${citeRule(FOW3.platoonMorale)}).`,
    ],
  };
}

/** Checking Platoon Morale: each platoon that lost a team this step and has more teams dead than alive. */
export function* platoonMorale(view: Fow3View): Procedure<{ state: Fow3GameState; report: string[]; tests: Shown[] }> {
  let state = view.state;
  const report: string[] = [];
  const tests: Shown[] = [];
  const lost = play(state).lost ?? {};
  for (const [si, s] of state.sides.entries()) {
    for (const p of s.platoons) {
      const n = lost[p.platoon] ?? 0;
      if (n === 0 || !fighting(p)) continue;
      const fp = forcePlatoon(view, si, p.platoon);
      if (fp.slot === 'headquarters') continue;
      const need = platoonMoraleNeeded(moraleStates(p), n);
      if (!need.required) continue;
      const joined = commandJoined({ ...view, state }, si, p.platoon);
      const r = yield* platoonMoraleCheck(fp.ratings.motivation, joined !== undefined, `${p.platoon} platoon morale`);
      tests.push({
        title: `Platoon morale, ${p.platoon} (${need.dead} dead, ${need.alive} alive)`,
        result: outcome('morale', r.test, !r.platoonDestroyed, moraleWords(r), r.rules),
      });
      if (r.platoonDestroyed) {
        state = platoonRetreats(state, si, p.platoon, joined);
        if (joined)
          report.push(
            `  The Company command team ${joined} retreats with ${p.platoon} and is destroyed (${citeRule(FOW3.platoonMorale)}).`,
          );
      }
    }
  }
  return { state: withPlay(state, { lost: undefined, hits: undefined }), report, tests };
}

/** The morale checks' dice in the tables of `umpire test --ruleset fow3`. */
function shownTests(tests: readonly Shown[]): Pick<StepOutcome<Fow3GameState>, 'show'> {
  return tests.length === 0 ? {} : { show: (out) => showTests(out, tests) };
}

/** End a step: platoon morale, then the next step. */
export function* endStep(view: Fow3View, next: Fow3GameState['step'], title: string): Out {
  const m = yield* platoonMorale(view);
  return {
    state: withPlay({ ...m.state, step: next }, { acted: undefined }),
    report: [...m.report, `${title} over.`],
    ...shownTests(m.tests),
  };
}

/** The end of the turn: platoon morale for the Assault Step, then the other side's turn. */
export function* endTurn(view: Fow3View): Out {
  const m = yield* platoonMorale(view);
  const state = m.state;
  const other = state.sides[otherIndex(state)]!.name;
  const turn = play(state).first === other ? state.turn + 1 : state.turn;
  void activeIndex;
  return {
    state: withPlay({ ...state, active: other, turn, step: 'starting' }, { acted: undefined, nearFire: undefined }),
    report: [...m.report, `${state.active}'s turn ends.`, `${other}'s turn ${turn} begins.`],
    ...shownTests(m.tests),
  };
}
