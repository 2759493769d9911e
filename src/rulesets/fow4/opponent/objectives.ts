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
import { forceTeam, forceUnit, isAircraftUnit, onTable, play, withPlay, type GameView } from '../turn/units.js';
import { findUnit, liveTeams } from '../bridge/game.js';
import { canContact, isHeavyWeapon } from '../assault/eligibility.js';
import { isArmouredTank } from '../../flames-of-war/saves/special-rules.js';

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
 * smallest and last-listed first (the core units stay free to attack). Then attackers, all at one Objective (the one it already stands on, else the one
 * with fewest enemy units known on it): aggressive sends every other unit, cautious its one
 * strongest (and keeps any unit already on an Objective there). HQ units, guns and artillery keep
 * their own plans.
 */
export function objectivePlan(view: GameView, side: number, d: Doctrine): Map<string, ObjectiveOrder> {
  const state = view.state;
  const me = state.sides[side]!.name;
  const take = objectivesToTake(state, me);
  const hold = objectivesToHold(state, me);
  if (!take.length && !hold.length) return new Map();
  const candidates: PlanCandidate[] = state.sides[side]!.units.flatMap((u, index) => {
    const fu = forceUnit(view.forces, side, u.unit);
    if (!onTable(u) || fu.role === 'hq' || fu.role === 'transport' || isAircraftUnit(fu) || staticUnit(fu, u))
      return [];
    const teams = u.teams.filter((t) => holdsGround(fu, t)).length;
    const infantry =
      u.teams.filter((t) => !t.destroyed && forceTeam(fu, t.id).profile.type !== 'tank').length * 2 >= teams;
    const record = recordOf(state, me, u.unit);
    return teams ? [{ name: u.unit, index, teams, infantry, ...(record ? { record } : {}) }] : [];
  });
  const enemy = other(state, me);
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
  return new Map([...plan].map(([unit, o]) => [unit, { role: o.role, objective: byId.get(o.objective)! }]));
}

/**
 * The turn clock of the value-and-threat doctrines: from this turn on a win needs an Objective now
 * (Free for All sets no turn limit, p. 97, but a game that runs out of time has no winner, p. 93;
 * the demo battle plays 6 turns): every free unit goes to take one, and contesters are charged
 * whatever the odds.
 */
export const CLOCK_TURN = 4;

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
