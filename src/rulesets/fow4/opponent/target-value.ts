/**
 * What a result against an enemy unit is worth to the built-in opponent (opponent/score.ts weighs
 * shots, bombardments and assaults with it): a destroyed team by its points, finishing a unit by
 * its place in its Formation's Last Stand count (p. 61) or between its enemy and an Objective
 * (p. 94), a pin by the target's threat next turn. Kept per game state. Pure.
 */
import type { Doctrine } from '../../play.js';
import { findUnit, liveTeams } from '../bridge/game.js';
import type { Weights } from '../../../odds/weights.js';
import { onTable, type GameView } from '../turn/units.js';
import { objectivesToTake, other, recordOf } from '../turn/objective-records.js';

/**
 * Scores are worked out again and again for one state (the pick of a step's next action, then the
 * action itself): kept per game state (states are never changed in place), by what was asked.
 */
const CACHE = new WeakMap<object, Map<string, unknown>>();
export function cached<R>(view: GameView, key: string, work: () => R): R {
  let m = CACHE.get(view.state);
  if (!m) CACHE.set(view.state, (m = new Map()));
  if (!m.has(key)) m.set(key, work());
  return m.get(key) as R;
}
export const mean = (w: Weights) => w.fractions().reduce((m, p, i) => m + i * p.toNumber(), 0);

/** The team name most of a unit's teams carry, for "1.3 Sherman V destroyed". */
export function teamNoun(view: GameView, unit: string): string {
  const names = liveTeams(findUnit(view, unit)).map((t) => t.name);
  const count = new Map<string, number>();
  for (const n of names) count.set(n, (count.get(n) ?? 0) + 1);
  return [...count.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'teams';
}

/** A team's worth where the force gives no points: by what it is (a tank or aircraft costs most, infantry least). */
const TYPE_WORTH: Readonly<Record<string, number>> = { tank: 3, aircraft: 3, gun: 2, infantry: 1 };

/**
 * What a destroyed team of `target` costs its side, against the average team of that side's force
 * (1): its unit's points shared among the unit's teams when every unit of the force has points,
 * else by the team's type. So two 7.5cm PaK40 guns of a 105-point platoon of 3 weigh more than
 * the riflemen of a 165-point platoon of 10.
 */
export function killWorth(view: GameView, target: string): number {
  return cached(view, JSON.stringify(['worth', target]), () => {
    const u = findUnit(view, target);
    const force = view.forces[u.sideIndex]!;
    const byPoints = force.units.every((x) => x.points !== undefined && x.teams.length > 0);
    const perTeam = (fu: (typeof force.units)[number]) =>
      byPoints
        ? fu.teams.map(() => fu.points! / fu.teams.length)
        : fu.teams.map((t) => TYPE_WORTH[t.profile.type] ?? 1);
    const all = force.units.flatMap(perTeam);
    const average = all.reduce((a, b) => a + b, 0) / Math.max(1, all.length);
    const live = new Set(liveTeams(u).map((t) => t.id));
    const mine = perTeam(u.force).filter((_, i) => live.has(u.force.teams[i]!.id));
    if (!mine.length || !average) return 1;
    return mine.reduce((a, b) => a + b, 0) / mine.length / average;
  });
}

export function weigh(d: Doctrine, destroyed: number, pin: number, lost = 0): number {
  return d.harm * destroyed + d.pin * pin - d.risk * lost;
}

/**
 * Where `target` stands in its Formation's Last Stand count (p. 61): a unit of a Formation with
 * k units still counting brings it 1/(k-1) of the way to breaking (with 2 left, losing it breaks
 * the Formation: 1); a Support or Independent unit counts for nothing there (0).
 */
export function lastStandPlace(view: GameView, target: string): number {
  const u = findUnit(view, target);
  const fu = u.force;
  if (!fu.formation || fu.role === 'transport') return 0;
  const side = view.state.sides[u.sideIndex]!;
  const force = view.forces[u.sideIndex]!;
  const counting = force.units.filter(
    (x) =>
      x.formation === fu.formation &&
      x.role !== 'transport' &&
      side.units.some((s) => s.unit === x.name && !s.destroyed && s.teams.some((t) => !t.destroyed)),
  ).length;
  return counting <= 1 ? 0 : 1 / (counting - 1);
}

/**
 * Where `target` stands between its enemy and an Objective (p. 94: a side holds an Objective with
 * a team of its own within 4"/10cm and no enemy one): recorded within 4"/10cm of an Objective its
 * enemy wins by, with a unit of that enemy on it or on its way, it is one of the k enemy units
 * there that must all go before the Objective can be held: 1/k. Holding it wins the game as
 * surely as breaking a Formation does (p. 61), so it weighs like lastStandPlace. Only a side the
 * opponent plays has these records (bot versus bot): against a person it is 0.
 */
export function objectivePlace(view: GameView, target: string): number {
  const state = view.state;
  const u = findUnit(view, target);
  const them = state.sides[u.sideIndex]!.name;
  const me = other(state, them);
  const r = recordOf(state, them, target);
  if (!r?.within || !objectivesToTake(state, me).some((o) => o.id === r.objective)) return 0;
  const side = state.sides.find((x) => x.name === me)!;
  if (!side.units.some((x) => onTable(x) && recordOf(state, me, x.unit)?.objective === r.objective)) return 0;
  const there = state.sides[u.sideIndex]!.units.filter(
    (x) =>
      onTable(x) &&
      x.teams.some((t) => !t.destroyed) &&
      recordOf(state, them, x.unit)?.within &&
      recordOf(state, them, x.unit)?.objective === r.objective,
  ).length;
  return 1 / Math.max(1, there);
}

/**
 * The value-and-threat worth of an expected result against `target` (every doctrine but
 * `classic`): each team destroyed by its points (killWorth); finishing the unit: the share of the
 * teams it still has to lose before it falls under half strength (its Unit Last Stand, p. 60)
 * that the action takes, times what the whole unit is worth and its place in its Formation's
 * Last Stand count or between its enemy and an Objective, whichever is more (lastStandPlace,
 * objectivePlace: breaking a Formation or holding an Objective wins the game); and pinning by the
 * target's threat next turn (a pinned unit cannot close or assault, p. 41): its teams' worth
 * against the average team.
 */
export function valueOf(view: GameView, target: string, destroyed: number, pin: number, d: Doctrine): number {
  return cached(view, JSON.stringify(['value', target, destroyed, pin, d.id]), () => {
    const u = findUnit(view, target);
    const live = liveTeams(u).length;
    const worth = killWorth(view, target);
    const half = Math.floor(u.force.teams.length / 2);
    const toBreak = Math.max(1, live - half);
    const finish = Math.min(1, destroyed / toBreak);
    const place = Math.max(lastStandPlace(view, target), objectivePlace(view, target));
    return (
      d.harm * (destroyed * worth + 0.5 * finish * Math.min(live, toBreak + 1) * worth * (0.5 + place)) +
      d.pin * pin * Math.min(2, worth)
    );
  });
}

/** A shot's or bombardment's score: classic weighs kills by points alone; the others by value and threat (valueOf). */
export function scoreOf(view: GameView, target: string, d: Doctrine, destroyed: number, pin: number): number {
  return d.classic ? weigh(d, destroyed * killWorth(view, target), pin) : valueOf(view, target, destroyed, pin, d);
}
