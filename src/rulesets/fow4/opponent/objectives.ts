/**
 * The built-in opponent plays its mission (pp. 94, 97-102). A side that wins by holding an
 * Objective sends units to take the Objectives it wins by (Free for All: the two it placed on the
 * opponent's side, p. 97); a side the enemy can win against by holding Objectives keeps one unit
 * on each of those (a Tank, Infantry or Gun team within 4"/10cm stops the enemy holding it,
 * p. 94). Where each unit was sent, and whether the table said it got within 4"/10cm, is kept in
 * the game (play.onObjective); with nobody at the table (bot versus bot) that record answers "does
 * this side hold an Objective?" (doctrine.ts demoTableFact, scenarios/fow4/demo-table.yaml). With a person at the table the
 * question is theirs, always.
 */
import type { Doctrine } from '../../play.js';
import type { ForceUnit } from '../force.js';
import type { TeamProfile } from '../../flames-of-war/profile.js';
import type { GameState, TeamState, UnitState } from '../schema/game.js';
import { planObjectives, type ObjectivePressure, type PlanCandidate } from '../../flames-of-war/objective-plan.js';
import { canHoldOrContest, objectiveHeld, type ObjectiveTeam } from '../morale/victory.js';
import type { Objective } from '../turn/play-state.js';
import {
  objectivesToHold,
  objectivesToTake,
  other,
  recordOf,
  type ObjectiveRecord,
} from '../turn/objective-records.js';
import {
  forceTeam,
  forceUnit,
  isAircraftUnit,
  onTable,
  play,
  withPlay,
  withUnit,
  type GameView,
} from '../turn/units.js';
import { moveTeam, setTeams } from '../turn/movement.js';
import { findUnit, liveTeams } from '../bridge/game.js';
import { canContact, isHeavyWeapon } from '../assault/eligibility.js';
import { isArmouredTank } from '../../flames-of-war/saves/special-rules.js';
import { pct, scoreAssault } from './score.js';
import { barText, chargeBar, CLOCK_TURN } from './clock.js';

export type ObjectiveRole = 'take' | 'hold';
export {
  objectivesAfterAssault,
  objectivesToHold,
  objectivesToTake,
  recordOf,
  withRecord,
  type ObjectiveRecord,
} from '../turn/objective-records.js';

export interface ObjectiveOrder {
  readonly role: ObjectiveRole;
  readonly objective: Objective;
  /** Why it goes to this Objective rather than the one the attack set out for (a stalled attack), with the numbers. */
  readonly why?: string;
}

/** A team as the holding rule sees it (p. 94); `near`: within 4"/10cm of the Objective. */
function objectiveTeam(
  fu: ForceUnit,
  t: TeamState,
  near: boolean,
  dashed: ReadonlySet<string> = new Set(),
): ObjectiveTeam {
  const p = forceTeam(fu, t.id).profile;
  const rules = p.rules ?? [];
  return {
    name: t.id,
    type: p.type === 'tank' || p.type === 'gun' || p.type === 'aircraft' ? p.type : 'infantry',
    inches: near ? 0 : Infinity,
    ...(t.bailedOut ? { bailedOut: true } : {}),
    ...(fu.role === 'transport' || rules.includes('transport') ? { transport: true } : {}),
    ...(rules.includes('independent') ? { independent: true } : {}),
    ...(dashed.has(t.id) ? { dashedLastTurn: true } : {}),
    ...(t.destroyed || t.sentToRear || t.passengerOf ? { destroyed: true } : {}),
  };
}

/** A Tank, Infantry or Gun team that could hold or contest an Objective it stood on (p. 94). */
export function holdsGround(fu: ForceUnit, t: TeamState): boolean {
  return canHoldOrContest(objectiveTeam(fu, t, true));
}

/** Gun units (most of their teams Gun teams) and artillery fire from where they stand: they are not sent anywhere. */
function staticUnit(fu: ForceUnit, u: UnitState): boolean {
  const alive = u.teams.filter((t) => !t.destroyed).map((t) => forceTeam(fu, t.id).profile);
  return (
    alive.filter((p) => p.type === 'gun').length * 2 >= alive.length ||
    alive.some((p) => p.weapons.some((w) => w.artillery))
  );
}

/**
 * Which of its units the opponent sends to which Objective this turn, by unit name. Defenders
 * first: one unit on each Objective the enemy wins by, the one already there if it still can
 * hold, else (not pulling a unit off an Objective it is taking) Infantry before Tanks, the
 * smallest and last-listed first (the core units stay free to attack); with objective pressure
 * (not classic) only where threatened, and first a unit the threatening enemy cannot charge off.
 * Then attackers, all at one Objective (the one it already stands on, else, with objective
 * pressure, the one they were already sent to, else the one with fewest enemy units known on it):
 * aggressive sends every other unit, cautious its one strongest (and keeps any unit already on an
 * Objective there); with objective pressure a stalled attack splits (splitStalled). HQ units, guns
 * and artillery keep their own plans.
 */
export function objectivePlan(view: GameView, side: number, d: Doctrine): Map<string, ObjectiveOrder> {
  const state = view.state;
  const me = state.sides[side]!.name;
  const take = objectivesToTake(state, me);
  const hold = objectivesToHold(state, me);
  if (!take.length && !hold.length) return new Map();
  const enemy = other(state, me);
  const charging = chargers(
    view,
    side,
    hold.map((o) => o.id),
  );
  const candidates: PlanCandidate[] = state.sides[side]!.units.flatMap((u, index) => {
    const fu = forceUnit(view.forces, side, u.unit);
    if (!onTable(u) || fu.role === 'hq' || fu.role === 'transport' || isAircraftUnit(fu) || staticUnit(fu, u))
      return [];
    const teams = u.teams.filter((t) => holdsGround(fu, t)).length;
    const infantry =
      u.teams.filter((t) => !t.destroyed && forceTeam(fu, t.id).profile.type !== 'tank').length * 2 >= teams;
    const record = recordOf(state, me, u.unit);
    const mine = u.teams.filter((t) => holdsGround(fu, t)).map((t) => forceTeam(fu, t.id).profile);
    const unchargeable = !mine.some((p) => charging.some((e) => canContact(e, p)));
    return teams
      ? [
          {
            name: u.unit,
            index,
            teams,
            infantry,
            ...(unchargeable ? { unchargeable } : {}),
            ...(record ? { record } : {}),
          },
        ]
      : [];
  });
  const enemiesOn = (o: string) =>
    Object.entries(play(state).onObjective ?? {}).filter(
      ([k, r]) => k.startsWith(`${enemy}:`) && r.objective === o && r.within,
    ).length;
  const byId = new Map([...take, ...hold].map((o) => [o.id, o]));
  const plan = planObjectives(
    candidates,
    hold.map((o) => o.id),
    take.map((o) => o.id),
    enemiesOn,
    d.advance,
    d.classic ? undefined : objectivePressure(state, enemy),
  );
  const orders = new Map<string, ObjectiveOrder>(
    [...plan].map(([unit, o]) => [unit, { role: o.role, objective: byId.get(o.objective)! }]),
  );
  return d.classic ? orders : splitStalled(view, side, d, orders, take);
}

/**
 * A stalled attack (value-and-threat doctrines): enemy teams within 4"/10cm of the Objective its
 * units stand on leave it nobody's (p. 94), and none of those units can charge them off at its
 * doctrine's bar (tanks do not assault tanks, p. 53; infantry charging tanks falls to their
 * Defensive Fire). Staying puts only waits for the turn limit (no winner, p. 93): the unit on it
 * with most teams stays, to keep the defender tied there, and every other attacker goes for the
 * other Objective, which the enemy must then also hold, with a unit taken from its attack. Not
 * when the other one is stalled too: then each attacker on an Objective stays there.
 */
function splitStalled(
  view: GameView,
  side: number,
  d: Doctrine,
  orders: Map<string, ObjectiveOrder>,
  take: readonly Objective[],
): Map<string, ObjectiveOrder> {
  const state = view.state;
  const me = state.sides[side]!.name;
  const attackers = [...orders].filter(([, o]) => o.role === 'take').map(([u]) => u);
  const within = (o: Objective) =>
    attackers.filter((u) => {
      const r = recordOf(state, me, u);
      return r?.within && r.role === 'take' && r.objective === o.id;
    });
  const stall = (o: Objective) => stalledOn(view, side, d, within(o));
  for (const o of take) {
    const on = within(o);
    const why = stall(o);
    const alt = take.find((x) => x.id !== o.id);
    if (!why || !alt || stall(alt)) continue;
    const teams = (u: string) =>
      state.sides[side]!.units.find((x) => x.unit === u)!.teams.filter((t) => !t.destroyed).length;
    const keeper = [...on].sort((a, b) => teams(b) - teams(a))[0]!;
    const next = new Map(orders);
    for (const u of attackers) {
      if (u === keeper || within(alt).includes(u)) continue;
      next.set(u, {
        role: 'take',
        objective: alt,
        why: `the attack on Objective ${o.id} is stalled (${why}); ${keeper} stays on it to keep the enemy there tied down`,
      });
    }
    return next;
  }
  // Not split: an attacker on an Objective it takes stays on it (the plan sends every attacker to
  // one Objective; pulling one off the other would give up a contest it holds there).
  const next = new Map(orders);
  for (const o of take) for (const u of within(o)) next.set(u, { role: 'take', objective: o });
  return next;
}

const MOVED_UP = new WeakMap<object, Map<string, GameView>>();

/**
 * The view with `unit`'s teams as they will be when it charges: moved at Tactical speed to close
 * on the enemy, so out of their Foxholes and not Gone to Ground (pp. 17, 33, 75), which is what
 * the enemy's Defensive Fire will shoot at (a charge estimated from where they lie dug in is
 * estimated against the wrong targets). Kept per state, so the estimates on it are cached.
 */
export function movedUp(view: GameView, side: number, unit: string): GameView {
  let m = MOVED_UP.get(view.state);
  if (!m) MOVED_UP.set(view.state, (m = new Map()));
  const key = `${side}:${unit}`;
  let v = m.get(key);
  if (!v) {
    const ui = view.state.sides[side]!.units.findIndex((u) => u.unit === unit);
    const state = withUnit(view.state, { side, unit: ui }, (u) => setTeams(u, (t) => moveTeam(t, 'moved')));
    m.set(key, (v = { ...view, state }));
  }
  return v;
}

/**
 * Why the attack of `on` (units of `side` within 4"/10cm of an Objective they take) is stalled,
 * with its numbers: enemy units contest it and no charge of theirs clears the doctrine's bar;
 * undefined when nobody contests it or a charge would do.
 */
function stalledOn(view: GameView, side: number, d: Doctrine, on: readonly string[]): string | undefined {
  const there = [...new Set(on.flatMap((u) => contesters(view, side, u)))];
  if (!there.length) return undefined;
  // Every charge here is at a contester: from the clock's turn at the clock's bar (clock.ts).
  const bar = chargeBar(view.state.turn, d, true);
  const charges = on
    .flatMap((u) =>
      chargeableContesters(view, side, u).flatMap((e) => {
        const a = scoreAssault(movedUp(view, side, u), u, e, d, { shotHalted: [] }, bar);
        return a ? [{ unit: u, a }] : [];
      }),
    )
    .sort((x, y) => y.a.win - x.a.win);
  if (charges.some((c) => c.a.win >= bar)) return undefined;
  const [best, second] = charges;
  const contest = `${there.join(' and ')} ${there.length > 1 ? 'contest' : 'contests'} it`;
  return best
    ? `${contest}; its best charge, ${best.unit} against ${best.a.target}: ${best.a.why}, under ${barText(view.state.turn, d, true)}${second ? `; runner-up ${second.unit} against ${second.a.target}: ${second.a.why}` : ''}`
    : `${contest} and none of its units there may charge ${there.length > 1 ? 'them' : 'it'} (tanks do not assault tanks, p. 53)`;
}

/**
 * The teams of the enemy units that threaten the Objectives `side` holds against them and could
 * charge (Infantry, Armoured Tanks; not heavy weapons, guns or Unarmoured tanks, pp. 52-53): those
 * recorded on them or on their way; with no such record (a person's side), every enemy unit.
 */
function chargers(view: GameView, side: number, hold: readonly string[]): TeamProfile[] {
  const state = view.state;
  const ei = state.sides.findIndex((_, i) => i !== side);
  const enemy = state.sides[ei]!;
  const units = enemy.units.filter(onTable);
  const sent = units.filter((u) => hold.includes(recordOf(state, enemy.name, u.unit)?.objective ?? ''));
  const recorded = (play(state).bots ?? []).includes(enemy.name);
  return (recorded ? sent : units).flatMap((u) => {
    const fu = forceUnit(view.forces, ei, u.unit);
    return u.teams
      .filter((t) => !t.destroyed)
      .map((t) => forceTeam(fu, t.id).profile)
      .filter(
        (p) => !isHeavyWeapon(p) && (['infantry', 'cavalry', 'motorcycle'].includes(p.type) || isArmouredTank(p)),
      );
  });
}

/**
 * Objective pressure (value-and-threat doctrines): an Objective to hold is threatened when an
 * enemy unit is recorded on it or sent toward it (an enemy the opponent does not play has no
 * records: every Objective counts as threatened); two units go to take one (one is too few
 * against a defender, and a destroyed lone attacker takes nothing), every free unit from turn 4
 * on (the turn clock: a win needs an Objective held at the start of a turn); none in turn 1.
 * Turn 1: every team starts the game Gone to Ground (p. 33) and Infantry and Guns in Foxholes
 * (p. 93), and the Objectives it wins by lie in the enemy's half, more than one move away (Free
 * for All: within 8"/20cm of the enemy's edge, p. 97); a unit that sets out in turn 1 gives up
 * its cover to be shot at, moving, by guns that have not yet shown themselves, for a move that
 * takes nothing. So it stays in cover and lets the enemy come into its sights first.
 */
function objectivePressure(state: GameState, enemy: string): ObjectivePressure {
  const live = new Set(
    state.sides
      .find((x) => x.name === enemy)!
      .units.filter(onTable)
      .map((u) => `${enemy}:${u.unit}`),
  );
  const sent = Object.entries(play(state).onObjective ?? {}).filter(([k]) => live.has(k));
  // Only a side the opponent plays has records of where it sends its units: against a person
  // every Objective counts as threatened (held as before).
  const recorded = (play(state).bots ?? []).includes(enemy);
  return {
    threatened: (o) => !recorded || sent.some(([, r]) => r.objective === o),
    attackers: state.turn >= CLOCK_TURN ? Infinity : state.turn <= 1 ? 0 : 2,
    keepGoal: true,
  };
}

/**
 * The demo table's answer to "does `me` hold an Objective?" (bot versus bot): one of the
 * Objectives it wins by has one of its units recorded within 4"/10cm with a team that can hold it
 * (not Bailed Out, not Dashed in its last turn), and no enemy unit recorded there with such a team
 * (p. 94).
 */
export function holdsFromRecords(view: GameView, side: number): boolean {
  const state = view.state;
  const me = state.sides[side]!.name;
  const dashed = new Set(play(state).dashedLastTurn ?? []);
  // The teams of the units recorded within 4"/10cm of the Objective, as the holding rule takes them.
  const onIt = (si: number, o: Objective): ObjectiveTeam[] =>
    state.sides[si]!.units.flatMap((u) => {
      const r = recordOf(state, state.sides[si]!.name, u.unit);
      if (!r?.within || r.objective !== o.id || u.destroyed) return [];
      const fu = forceUnit(view.forces, si, u.unit);
      return u.teams.map((t) => objectiveTeam(fu, t, true, dashed));
    });
  const them = state.sides.findIndex((_, i) => i !== side);
  return objectivesToTake(state, me).some((o) => objectiveHeld(onIt(side, o), onIt(them, o)).held);
}

/** Enemy units recorded within 4"/10cm of the Objective the active side's `unit` is taking: they stop it holding it (p. 94). */
export function contesters(view: GameView, side: number, unit: string): string[] {
  const me = view.state.sides[side]!.name;
  const mine = recordOf(view.state, me, unit);
  if (!mine?.within || mine.role !== 'take') return [];
  const enemy = view.state.sides.find((_, i) => i !== side)!;
  return enemy.units
    .filter(
      (u) =>
        onTable(u) &&
        recordOf(view.state, enemy.name, u.unit)?.within &&
        recordOf(view.state, enemy.name, u.unit)?.objective === mine.objective,
    )
    .map((u) => u.unit);
}

/**
 * The contesters (above) that `unit` could charge off its Objective: a team of it that may Charge
 * into Contact against a team of theirs (Infantry and Armoured Tanks charge, tanks do not assault
 * tanks; guns, heavy weapons and Unarmoured tanks never charge, pp. 52-53). An
 * Objective with an enemy team within 4"/10cm is nobody's (p. 94): only clearing them wins it.
 */
export function chargeableContesters(view: GameView, side: number, unit: string): string[] {
  const mine = liveTeams(findUnit(view, unit)).filter(
    (t) =>
      !t.state.bailedOut &&
      !isHeavyWeapon(t.profile) &&
      (['infantry', 'cavalry', 'motorcycle'].includes(t.profile.type) || isArmouredTank(t.profile)),
  );
  return contesters(view, side, unit).filter((e) => {
    const theirs = liveTeams(findUnit(view, e));
    return mine.some((t) => theirs.some((x) => canContact(t.profile, x.profile)));
  });
}
