/**
 * The built-in opponent's Movement Step (pp. 17-25): for each of its units it picks how to move
 * (hold, Tactical, Dash) or a Movement Order (Blitz, Dig In, Follow Me) and toward what, by its
 * doctrine; prints that as an instruction the human carries out on the table; rolls the order's
 * test; then asks ONE question for what resulted (sight.ts: which enemy units it can now see and
 * reach, Concealed, range, flank; out of command; Difficult Terrain). A unit that holds still is
 * asked nothing here (its sight comes when it shoots).
 */
import { decide, type Procedure } from '../../../engine/request.js';
import type { Doctrine, StepOutcome } from '../../play.js';
import type { GameState, UnitState } from '../schema/game.js';
import { cross, CROSS_NUMBER } from '../rating-tests/cross.js';
import { orderAllowed } from '../rating-tests/orders.js';
import { unitRating } from '../ratings.js';
import type { Score } from '../../flames-of-war/score.js';
import {
  crossKey,
  dugIn,
  moveChoices,
  moveSummary,
  moveTeam,
  offRangedIn,
  orderInput,
  orderTest,
  setTeams,
  type MoveChoice,
} from '../turn/movement.js';
import { testLine } from '../turn/report.js';
import { enemyTargets } from '../turn/shooting.js';
import { isDark } from '../turn/starting-events.js';
import { forceTeam, forceUnit, withPlay, withUnit, type GameView } from '../turn/units.js';
import { mission } from '../turn/missions.js';
import { pct, rankShots, worthIt } from './score.js';
import { twinsIn } from './odds-twin.js';
import type { DecisionOdds } from '../../play.js';
import { askSight, keepSight, sightNow, sightOf } from './sight.js';
import { closeOn } from './contest.js';
import { objectivePlan, recordOf, withRecord, type ObjectiveOrder } from './objectives.js';

export interface MovePlan {
  readonly choice: Extract<MoveChoice, 'stationary' | 'tactical' | 'dash' | 'blitz' | 'dig-in' | 'follow-me'>;
  /** The enemy unit it moves toward (or shoots from where it stands). */
  readonly toward?: string;
  /** Why, with the numbers, then the instruction for the table. */
  readonly reason: readonly string[];
  /** The Objective it goes for or holds under the mission (objectives.ts). */
  readonly objective?: ObjectiveOrder;
  /** The structured twin of the target numbers the reason prints. */
  readonly odds?: readonly DecisionOdds[];
}

const pass = (s: Score): number => (s === 'auto' ? 1 : Math.max(0, Math.min(6, 7 - Number(s))) / 6);

/**
 * The opponent's plan for one unit's move, from its doctrine and what it saw last, with the
 * structured twin of the target numbers its reason prints (odds-twin.ts).
 */
export function planMove(view: GameView, side: number, ui: number, d: Doctrine): MovePlan {
  const plan = planMoveOf(view, side, ui, d);
  if (!plan.reason.some((l) => l.includes('destroyed expected'))) return plan;
  const unit = view.state.sides[side]!.units[ui]!.unit;
  const enemies = enemyTargets(view, side);
  const last = sightNow(view, unit);
  const { ranked } = rankShots(view, unit, enemies, last.ticked.length ? last : sightOf(enemies), d, true);
  // A charge's own twin (closing on a contester) comes first.
  return { ...plan, odds: [...(plan.odds ?? []), ...twinsIn(plan.reason, ranked)] };
}

function planMoveOf(view: GameView, side: number, ui: number, d: Doctrine): MovePlan {
  const u = view.state.sides[side]!.units[ui]!;
  const fu = forceUnit(view.forces, side, u.unit);
  const alive = u.teams.filter((t) => !t.destroyed);
  const types = alive.map((t) => forceTeam(fu, t.id).profile.type);
  const infantry = types.filter((t) => t === 'infantry').length * 2 >= types.length;
  const static_ =
    types.every((t) => t === 'gun') || alive.some((t) => forceTeam(fu, t.id).profile.weapons.some((w) => w.artillery));
  const input = orderInput(fu, u);
  const may = (o: 'blitz' | 'dig-in' | 'follow-me') =>
    orderAllowed(o, input).allowed && moveChoices(view, side, ui).some((c) => c.value === o);
  const enemies = enemyTargets(view, side);
  // What it saw last (last turn's answer) decides where it goes; never seen: every enemy counts.
  const last = sightNow(view, u.unit);
  const seen = last.ticked.length ? last : sightOf(enemies);
  const { ranked } = static_ ? { ranked: [] } : rankShots(view, u.unit, enemies, seen, d, true);
  // A target under the doctrine's floor of expected effect is no target: the unit moves or digs in instead.
  const best = ranked.find((s) => worthIt(d, s));
  const toward = best?.target ?? ranked[0]?.target ?? enemies[0];
  // The runner-up's numbers beside the best target's, as in the shooting lines.
  const second = ranked.find((s) => s !== (best ?? ranked[0]));
  const rather = second ? `; runner-up ${second.target} (${second.why})` : '';
  const odds = static_
    ? 'it fires from where it stands'
    : best
      ? `${best.target} is its best target (${best.why})${rather}`
      : ranked[0]
        ? `no target worth a shot (its best, ${ranked[0].target}: ${ranked[0].why}${rather})`
        : 'no enemy unit known in its sight';
  const keep = 'keep its teams within 6"/15cm of the Unit Leader and out of Difficult Terrain where you can';
  const hold = (why: string): MovePlan => ({
    choice: 'stationary',
    ...(toward ? { toward } : {}),
    reason: [`${why}; ${odds}.`, `On the table: leave ${u.unit} where it is.`],
  });
  if (static_) return hold(`${u.unit} holds its position to fire at its Halted ROF`);
  // Bailed Out tanks cannot move (p. 38): a unit with no other team stays, and so stays on any
  // Objective it stood on, to count again once it remounts (classic, kept as it played, sends it on).
  if (!d.classic && alive.length && alive.every((t) => t.bailedOut))
    return hold(`${u.unit}'s tanks are all Bailed Out: they cannot move until they remount (p. 38)`);
  const order = objectivePlan(view, side, d).get(u.unit);
  if (order) return objectiveMove(view, side, ui, d, order, { infantry, may, odds, toward, keep });
  if (!d.advance) {
    if (infantry && may('dig-in') && alive.some((t) => !t.foxholes)) {
      const p = pass(unitRating(fu.ratings, 'tactics'));
      return {
        choice: 'dig-in',
        reason: [
          `${u.unit} digs in (cautious: Foxholes before all; Tactics test, ${pct(p)} to pass); ${odds}.`,
          `On the table: leave ${u.unit} where it is; its teams dig Foxholes if the test passes.`,
        ],
      };
    }
    if (best || !toward) return hold(`${u.unit} stays in cover and shoots (cautious)`);
    return {
      choice: 'tactical',
      toward,
      reason: [
        `${u.unit} moves to find a target (cautious: nothing in sight); ${odds}.`,
        `On the table: move ${u.unit} at Tactical speed to the nearest cover from which it can see ${toward}; ${keep}.`,
      ],
    };
  }
  if (!toward) return hold(`${u.unit} has no enemy to move on`);
  if (u.pinned) return hold(`${u.unit} is Pinned Down: it holds and shoots`);
  if (infantry) {
    if (!best && may('follow-me')) {
      const p = pass(unitRating(fu.ratings, 'motivation'));
      return {
        choice: 'follow-me',
        toward,
        reason: [
          `${u.unit} presses on with a Follow Me order (aggressive; Motivation test ${pct(p)} to pass, 4"/10cm more; no shooting); ${odds}.`,
          `On the table: move ${u.unit} at Tactical speed straight at ${toward}, then 4"/10cm more if the test passes; ${keep}.`,
        ],
      };
    }
    return {
      choice: 'tactical',
      toward,
      reason: [
        `${u.unit} closes on ${toward} to assault it (aggressive); ${odds}.`,
        `On the table: move ${u.unit} at Tactical speed toward ${toward}, to within 4"/10cm if it can (no more than 10"/25cm, so it may still assault); ${keep}.`,
      ],
    };
  }
  if (best && may('blitz')) {
    const p = pass(unitRating(fu.ratings, 'tactics'));
    return {
      choice: 'blitz',
      toward,
      reason: [
        `${u.unit} uses a Blitz Move order (aggressive; Tactics test ${pct(p)} to pass) to move 4"/10cm and still fire at its Halted ROF; ${odds}.`,
        `On the table: if the Blitz passes, move ${u.unit} up to 4"/10cm toward ${toward} and no further; if it fails, leave it where it is.`,
      ],
    };
  }
  if (!best)
    return {
      choice: 'dash',
      toward,
      reason: [
        `${u.unit} dashes toward ${toward} (aggressive; nothing in sight to shoot); ${odds}.`,
        `On the table: move ${u.unit} at Dash speed toward ${toward}, staying out of the enemy's sight if you can; ${keep}.`,
      ],
    };
  return {
    choice: 'tactical',
    toward,
    reason: [
      `${u.unit} advances on ${toward} (aggressive); ${odds}.`,
      `On the table: move ${u.unit} at Tactical speed toward ${toward}, ending where it can see it; ${keep}.`,
    ],
  };
}

/**
 * A unit sent to an Objective (objectives.ts): on it, it stays and holds (Infantry dig in); not yet
 * on it, it moves there at Tactical speed (never Dash: a team that Dashed can neither take an
 * Objective nor stop the enemy taking it, p. 94).
 */
function objectiveMove(
  view: GameView,
  side: number,
  ui: number,
  d: Doctrine,
  order: ObjectiveOrder,
  c: {
    infantry: boolean;
    may: (o: 'blitz' | 'dig-in' | 'follow-me') => boolean;
    odds: string;
    toward: string | undefined;
    keep: string;
  },
): MovePlan {
  const state = view.state;
  const me = state.sides[side]!.name;
  const u = state.sides[side]!.units[ui]!;
  const fu = forceUnit(view.forces, side, u.unit);
  const obj = `Objective ${order.objective.id}`;
  const enemy = state.sides.find((_, i) => i !== side)!.name;
  const why =
    order.role === 'take'
      ? `${me} wins by starting its turn holding ${obj} (${order.objective.on ? `placed on ${order.objective.on}'s side, ` : ''}${missionPage(view)}): a Tank, Infantry or Gun team within 4"/10cm and no enemy one (p. 94)`
      : `${enemy} wins by holding ${obj}; a Tank, Infantry or Gun team of ${me} within 4"/10cm of it stops that (p. 94)`;
  const base = { objective: order, ...(c.toward ? { toward: c.toward } : {}) };
  const rec = recordOf(state, me, u.unit);
  // Contested (value and threat): it closes on an enemy unit there to charge it off, or from the
  // turn clock's turn to shoot it first, only as the Assault Step will then weigh that charge
  // (contest.ts, pp. 52, 93-94); else it stays, and its line gives the charge it passed over.
  const contest =
    u.pinned || !(rec?.objective === order.objective.id && rec.within) ? undefined : closeOn(view, side, u.unit, d);
  const withOdds = contest?.odds.length ? { odds: contest.odds } : {};
  if (contest?.target)
    return {
      ...base,
      choice: 'tactical',
      toward: contest.target,
      ...withOdds,
      reason: [
        `${u.unit} closes on ${contest.target} on ${obj} ${contest.text}: ${why}, and an enemy team there leaves it nobody's; ${c.odds}.`,
        `On the table: move ${u.unit} at Tactical speed toward ${contest.target}, no more than 10"/25cm so it may still assault, keeping its teams within 4"/10cm of ${obj}; ${c.keep}.`,
      ],
    };
  const passed = contest?.text ?? '';
  if (rec?.objective === order.objective.id && rec.within) {
    const stay = `On the table: keep ${u.unit} where it is, its teams within 4"/10cm of ${obj}.`;
    if (c.infantry && c.may('dig-in') && u.teams.some((t) => !t.destroyed && !t.foxholes)) {
      const p = pass(unitRating(fu.ratings, 'tactics'));
      return {
        ...base,
        ...withOdds,
        choice: 'dig-in',
        reason: [
          `${u.unit} digs in on ${obj} (Tactics test, ${pct(p)} to pass): ${why}; ${c.odds}.${passed}`,
          `${stay} Its teams dig Foxholes if the test passes.`,
        ],
      };
    }
    return {
      ...base,
      ...withOdds,
      choice: 'stationary',
      reason: [`${u.unit} stays on ${obj}: ${why}; ${c.odds}.${passed}`, stay],
    };
  }
  // Pinned Down Infantry, Gun and Unarmoured Tank teams may not move closer to a visible enemy (p. 41).
  if (u.pinned && c.infantry)
    return {
      ...base,
      choice: 'stationary',
      reason: [
        `${u.unit} is Pinned Down: it cannot close on ${obj} this turn (p. 41); ${c.odds}.`,
        `On the table: leave ${u.unit} where it is.`,
      ],
    };
  return {
    ...base,
    choice: 'tactical',
    reason: [
      `${u.unit} goes ${order.role === 'take' ? 'to take' : 'to hold'} ${obj} (${d.id}${order.why ? `: ${order.why}` : ''}): ${why}; ${c.odds}.`,
      `On the table: move ${u.unit} at Tactical speed toward ${obj}, to end with its teams within 4"/10cm of it (not at Dash speed: Dashed teams cannot take or contest it, p. 94); ${c.keep}.`,
    ],
  };
}

const missionPage = (view: GameView) => {
  const ms = mission(view.state.mission);
  return `${ms.name}, ${ms.rule.page}`;
};

type Movement = NonNullable<UnitState['teams'][number]['movement']>;

/** One opponent unit's Movement Step: its order (by doctrine), the order's test, then one question of the table. */
export function* botMoveUnit(
  view: GameView,
  side: number,
  ui: number,
  plan: MovePlan,
): Procedure<StepOutcome<GameState>> {
  const start = view.state.sides[side]!.units[ui]!;
  const me = view.state.sides[side]!.name;
  const fu = forceUnit(view.forces, side, start.unit);
  const report: string[] = [];
  const choice = yield* decide<MoveChoice>(
    'fow4.move.how',
    me,
    `How does ${fu.name} move?`,
    moveChoices(view, side, ui),
    plan.choice,
  );
  let u = start;
  let how: Movement = 'stationary';
  const test = function* (name: 'blitz' | 'dig-in' | 'follow-me') {
    const t = yield* orderTest(fu, u, name, report);
    u = t.unit;
    return t.passed;
  };
  if (choice === 'tactical' || choice === 'follow-me') how = 'moved';
  if (choice === 'dash') how = 'dashed';
  // Blitz: passed, it moves 4"/10cm and counts as not moved; failed, it stays where it is (p. 24).
  const blitzed = choice === 'blitz' && (yield* test('blitz'));
  if (choice === 'dig-in' && (yield* test('dig-in'))) u = dugIn(fu, u, report);
  if (choice === 'follow-me') yield* test('follow-me');
  u = setTeams(u, (t) => moveTeam(t, how));
  let sight = view.state.play?.sight;
  const moved = how !== 'stationary' || blitzed;
  // Where the unit stands under the mission: sent to an Objective, it is on it once the table says
  // so (a unit that stays keeps what it had); sent elsewhere, a move takes it off any Objective.
  const had = recordOf(view.state, me, start.unit);
  let reached = !moved && had?.within === true && had.objective === plan.objective?.objective.id;
  if (moved) {
    const enemies = enemyTargets(view, side);
    const ticked = yield* askSight(
      view,
      fu.name,
      enemies,
      `${fu.name} has ${blitzed ? 'made its Blitz move' : 'moved'}${plan.objective ? ` toward Objective ${plan.objective.objective.id}` : plan.toward ? ` toward ${plan.toward}` : ''}. `,
      [
        { value: 'move|out', label: `some teams of ${fu.name} ended out of command (beyond 6"/15cm of the leader)` },
        { value: 'move|difficult', label: `some teams of ${fu.name} entered Difficult Terrain (Cross tests)` },
        ...(plan.objective
          ? [
              {
                value: `move|objective:${plan.objective.objective.id}`,
                label: `${fu.name} ended with a team within 4"/10cm of Objective ${plan.objective.objective.id}`,
              },
            ]
          : []),
      ],
      sightNow(view, fu.name).ticked,
    );
    const leader = u.leader ?? fu.leader;
    const out = ticked.includes('move|out');
    u = setTeams(u, (t) => ({ ...t, inCommand: !out || t.id === leader }));
    if (ticked.includes('move|difficult')) {
      for (const t of u.teams.filter((x) => !x.destroyed && !x.bailedOut && x.movement !== 'stationary')) {
        const key = crossKey(fu, t);
        // Infantry cross without a roll (p. 20).
        if (key === undefined || CROSS_NUMBER[key] === 'auto') continue;
        const r = yield* cross({
          team: t.id,
          mobility: key,
          teamRules: [...(forceTeam(fu, t.id).profile.rules ?? [])],
          night: isDark(view.state),
          crossHere: false,
          isLeader: t.id === leader,
          player: 'table',
        });
        report.push(testLine(`Cross test ${t.id}`, r));
      }
    }
    sight = keepSight(
      view,
      fu.name,
      ticked.filter((x) => !x.startsWith('move|')),
    );
    if (plan.objective) {
      const id = plan.objective.objective.id;
      reached = ticked.includes(`move|objective:${id}`);
      report.push(`${fu.name} ${reached ? 'is' : 'is not yet'} within 4"/10cm of Objective ${id}.`);
    }
    u = offRangedIn(fu, u, report);
  }
  report.unshift(moveSummary(fu, u, choice));
  let next = withUnit(view.state, { side, unit: ui }, () => u);
  if (plan.objective)
    next = withRecord(next, me, start.unit, {
      objective: plan.objective.objective.id,
      role: plan.objective.role,
      within: reached,
    });
  else if (had && moved) next = withRecord(next, me, start.unit, { ...had, within: false });
  return { state: sight ? withPlay(next, { sight }) : next, report };
}
