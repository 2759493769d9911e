/**
 * The Open Fire opponent plays Free-for-All for its objectives (Free-for-All steps 1-2, Taking
 * Objectives p. 31): each side places two objectives in the box at the enemy end, and wins by
 * starting a turn with a team within 4"/10cm of one while the enemy has none there. So one
 * platoon stands on each objective the enemy placed (in its own deployment area) and the others
 * go for one of its own. Where each platoon was sent, the moves it made toward it, and whether the
 * table said it got within 4"/10cm are kept in the game (play.onObjective); with nobody at the
 * table (bot versus bot) that record answers "does this side hold an objective?"
 * (answers.ts demoTableFact, scenarios/fow3/demo-table.yaml). With a person at the table the question is theirs.
 */
import type { Doctrine } from '../../play.js';
import { objectivesOf, recordOf } from '../turn/objective-records.js';
import { planObjectives, type ObjectivePressure, type PlanCandidate } from '../../flames-of-war/objective-plan.js';
import type { Fow3GameState, Fow3PlatoonState } from '../schema/game.js';
import { fighting, forcePlatoon, play, withPlay, type Fow3View } from '../turn/units.js';

export {
  objectivesAfterAssault,
  objectivesOf,
  recordOf,
  withRecord,
  type ObjectiveRecord,
} from '../turn/objective-records.js';

export interface ObjectiveOrder {
  readonly role: 'take' | 'hold';
  /** "German 1": placed by German, in the enemy's deployment area. */
  readonly objective: string;
  /** Why a holder sent there is this platoon and not a smaller one (one Pinned Down), with the numbers. */
  readonly why?: string;
}

/** A team that can hold or contest an objective: any live team but a bailed out or bogged down tank (p. 31). */
function counts(view: Fow3View, side: number, p: Fow3PlatoonState): number {
  const fp = forcePlatoon(view, side, p.platoon);
  return p.teams.filter(
    (t) =>
      !t.destroyed &&
      !((fp.teams.find((x) => x.id === t.id)?.profile.kind ?? 'tank') === 'tank' && (t.bailedOut || t.boggedDown)),
  ).length;
}

/**
 * Which platoon goes to which objective this turn: one on each objective the enemy placed, the
 * others (aggressive) or its strongest (cautious) to one of its own (flames-of-war/objective-plan.ts
 * says how it picks). The headquarters and guns that fight from their positions keep their orders.
 */
export function objectivePlan(
  view: Fow3View,
  side: number,
  d: Doctrine,
  movable: readonly string[],
  kindOf: (platoon: string) => 'tank' | 'infantry' | 'gun',
): Map<string, ObjectiveOrder> {
  const state = view.state;
  const me = state.sides[side]!.name;
  const enemy = state.sides.find((_, i) => i !== side)!.name;
  const candidates: PlanCandidate[] = state.sides[side]!.platoons.flatMap((p, index) => {
    const teams = counts(view, side, p);
    if (
      !movable.includes(p.platoon) ||
      !fighting(p) ||
      teams === 0 ||
      kindOf(p.platoon) === 'gun' ||
      forcePlatoon(view, side, p.platoon).slot === 'headquarters'
    )
      return [];
    const record = recordOf(state, me, p.platoon);
    // Aggressive: a Pinned Down platoon may not move closer to visible enemy teams (p. 15), and an
    // objective to hold is held only while the enemy is on its way to it or on it (objective
    // pressure): it cannot get there this turn, so it holds only the objective it stands on (it
    // still counts there, p. 31), and the next platoon goes. Cautious and classic plan as before
    // (the pinned platoon stays the holder; measured with cautious too, its ladder fell from 65%
    // to 60% over 40 seeds).
    const stuck = d.advance && !d.classic && p.pinned === true;
    return [
      {
        name: p.platoon,
        index,
        teams,
        infantry: kindOf(p.platoon) === 'infantry',
        ...(stuck ? { stuck } : {}),
        ...(record ? { record } : {}),
      },
    ];
  });
  const enemiesOn = (o: string) =>
    Object.entries(play(state).onObjective ?? {}).filter(
      ([k, r]) => k.startsWith(`${enemy}:`) && r.objective === o && r.within,
    ).length;
  // Objective pressure (value-and-threat doctrines, not classic): the objectives to hold are held
  // only while a fighting enemy platoon is recorded on one of them or on its way; two platoons go
  // to take one, every free platoon from turn 4 on (the turn clock). A platoon on its way to one
  // threatens both for the cautious doctrine: any of them taken wins (p. 31), and it may turn to
  // the other, so a holder stays on its own rather than chasing it (a chase left German 1 open in
  // the ladder's seed 6). The aggressive doctrine takes the risk and holds only the one threatened
  // (holding both, its British won 31 of 40 mirror games).
  const live = new Set(
    state.sides
      .find((x) => x.name === enemy)!
      .platoons.filter(fighting)
      .map((p) => `${enemy}:${p.platoon}`),
  );
  const sent = Object.entries(play(state).onObjective ?? {}).filter(([k]) => live.has(k));
  // A company whose free platoons are all tanks (never Pinned Down, umpire reading A5) gets to an
  // objective in its own deployment area in one move whenever it must, and the enemy wins only at
  // the start of its turn with no team of ours there (p. 31): its holder waits until an enemy
  // platoon stands on the objective rather than stand exposed on it (within 16"/40cm of the enemy).
  const tanks = candidates.length > 0 && candidates.every((c) => !c.infantry);
  const pressure: ObjectivePressure | undefined = d.classic
    ? undefined
    : {
        // Only a side the opponent plays has records: against a person every objective is threatened.
        threatened: (o) =>
          !(play(state).bots ?? []).includes(enemy) ||
          sent.some(([, r]) =>
            tanks
              ? r.objective === o && r.within
              : d.advance
                ? r.objective === o
                : objectivesOf(enemy).includes(r.objective),
          ),
        attackers: state.turn >= 4 ? Infinity : 2,
      };
  // Tempo (value-and-threat doctrines): an objective its attackers are already on their way to
  // counts one enemy platoon less, so they keep going rather than turn to the other as the enemy's
  // holders move (a turn throws away the moves made; each side's attackers did it every turn).
  const heading = (o: string) =>
    candidates.some((c) => {
      const r = recordOf(state, me, c.name);
      return r?.role === 'take' && r.objective === o && r.moves > 0;
    });
  const cost = pressure ? (o: string) => enemiesOn(o) - (heading(o) ? 1 : 0) : enemiesOn;
  const plan = new Map<string, ObjectiveOrder>(
    planObjectives(candidates, objectivesOf(enemy), objectivesOf(me), cost, d.advance, pressure),
  );
  // A holder sent to its objective in place of smaller platoons that are Pinned Down says so.
  for (const [name, o] of plan) {
    const c = candidates.find((x) => x.name === name)!;
    if (o.role !== 'hold' || c.record?.objective === o.objective) continue;
    const passed = candidates.filter((x) => x.stuck && x.teams < c.teams && plan.get(x.name)?.role !== 'hold');
    if (passed.length)
      plan.set(name, {
        ...o,
        why: `it goes with ${c.teams} teams rather than ${passed.map((x) => `${x.name} (${x.teams} teams)`).join(', ')}, Pinned Down: a Pinned Down platoon may not move closer to the enemy (p. 15)`,
      });
  }
  return plan;
}

/**
 * The demo table's answer to "does `me` hold an objective in the enemy's deployment area?" (bot
 * versus bot): a platoon of its own recorded within 4"/10cm of one of its objectives with a team
 * that counts, and no enemy platoon recorded there with one (p. 31).
 */
export function holdsFromRecords(view: Fow3View, side: number): boolean {
  const state = view.state;
  const me = state.sides[side]!.name;
  const them = state.sides.findIndex((_, i) => i !== side);
  const onIt = (si: number, o: string) =>
    state.sides[si]!.platoons.some((p) => {
      const r = recordOf(state, state.sides[si]!.name, p.platoon);
      return r?.within === true && r.objective === o && fighting(p) && counts(view, si, p) > 0;
    });
  return objectivesOf(me).some((o) => onIt(side, o) && !onIt(them, o));
}

/**
 * The enemy platoon recorded within 4"/10cm of `objective` with a team that counts (the first in
 * its company's order): while it is there, `side` cannot take the objective (p. 31). Only a side
 * the opponent plays has records: against a person none is known.
 */
export function contesterOf(view: Fow3View, side: number, objective: string): string | undefined {
  const them = side === 0 ? 1 : 0;
  const name = view.state.sides[them]!.name;
  return view.state.sides[them]!.platoons.find((p) => {
    const r = recordOf(view.state, name, p.platoon);
    return r?.within === true && r.objective === objective && fighting(p) && counts(view, them, p) > 0;
  })?.platoon;
}
