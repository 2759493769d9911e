/**
 * The built-in opponent's Movement Step, all its platoons at once: an order for each (advance,
 * hold, dig in) with its reason, printed as instructions the human carries out on the table; then
 * ONE question for what resulted (which moving platoons had to cross Difficult or Very Difficult
 * going); then the dice the rules ask (digging in, bogging checks). The Company command team
 * joins the platoon that needs its re-rolls most. Each order gives the numbers of its platoon's
 * best target and the runner-up, from what it saw last. Pure.
 */
import { decideSet, type Choice, type Procedure } from '../../../engine/request.js';
import { TABLE, type DecisionOdds, type Doctrine, type StepOutcome } from '../../play.js';
import { fow3Shooters } from '../bridge/shooting.js';
import { shotNumbers } from '../odds/platoon-odds.js';
import { scoreShots, type ScoredShot } from './shooting.js';
import { shootTwin } from './odds-twin.js';
import { companyCommandTeam } from '../bridge/tests.js';
import type { Going } from '../movement.js';
import type { Fow3GameState } from '../schema/game.js';
import { carryOutMove, joinCommand, type MoveHow } from '../turn/steps.js';
import { fighting, forcePlatoon, play, withPlay, type Fow3View } from '../turn/units.js';
import { readSight } from './sight.js';
import { contesterOf, objectivePlan, recordOf, withRecord, type ObjectiveOrder } from './objectives.js';
import { chargeEstimate } from './assault.js';
import { assaultLine } from '../odds/platoon-odds.js';

export const GOING_ID = 'fow3.bot.going';

export interface MoveOrder {
  readonly platoon: string;
  readonly how: Extract<MoveHow, 'moved' | 'dig-in' | 'stayed'>;
  /** The instruction for the table, e.g. "Move 1st Troop toward 2nd Grenadier Platoon ...". */
  readonly instruction: string;
  /** The objective it goes for or stands on (objectives.ts). */
  readonly objective?: ObjectiveOrder;
}

/** The platoons that can take a move order: fighting, with a team neither Bailed Out nor Bogged Down (p. 7). */
export function movable(view: Fow3View, side: number): string[] {
  return view.state.sides[side]!.platoons.filter(
    (p) => fighting(p) && p.teams.some((t) => !t.destroyed && !t.bailedOut && !t.boggedDown),
  ).map((p) => p.platoon);
}

/** What the platoon is made of: tanks, infantry, or guns (a gun platoon's teams cannot charge). */
function make(view: Fow3View, side: number, platoon: string): 'tank' | 'infantry' | 'gun' {
  const fp = forcePlatoon(view, side, platoon);
  const kinds = fp.teams.map((t) => t.profile.kind);
  if (kinds.every((k) => k === 'tank')) return 'tank';
  return kinds.filter((k) => k === 'gun').length > kinds.length / 2 ? 'gun' : 'infantry';
}

/** Guns that cannot move at all (immobile: the leFH18, the FlaK36). */
function immobile(view: Fow3View, side: number, platoon: string): boolean {
  return forcePlatoon(view, side, platoon).teams.every(
    (t) => t.profile.kind === 'gun' && t.profile.mobility === 'immobile',
  );
}

/** The order of one platoon under the doctrine, with its reason. */
export function moveOrder(view: Fow3View, side: number, platoon: string, d: Doctrine): MoveOrder {
  const ps = view.state.sides[side]!.platoons.find((p) => p.platoon === platoon)!;
  const kind = make(view, side, platoon);
  const seen = readSight(play(view.state).sight?.[platoon] ?? []);
  const dug = ps.teams.every((t) => t.destroyed || t.dugIn);
  const digs = kind !== 'tank' && !immobile(view, side, platoon);
  if (ps.pinned) {
    return {
      platoon,
      how: 'stayed',
      instruction: `${platoon} is Pinned Down: it stays where it is (it may not move closer, and moving would stop it shooting; p. 15).`,
    };
  }
  if (kind === 'gun' || immobile(view, side, platoon)) {
    if (digs && !dug)
      return {
        platoon,
        how: 'dig-in',
        instruction: `${platoon} digs in where it stands (guns fight from their positions; dug in it is concealed and in bulletproof cover).`,
      };
    return { platoon, how: 'stayed', instruction: `${platoon} stays in its position to shoot at full ROF.` };
  }
  const toward = seen.find((s) => s.charge)?.target ?? seen[0]?.target;
  const order = objectivePlan(view, side, d, movable(view, side), (p) => make(view, side, p)).get(platoon);
  if (order) return objectiveOrder(view, side, platoon, order, kind, toward, d);
  if (d.advance) {
    if (kind === 'infantry' && toward)
      return {
        platoon,
        how: 'moved',
        instruction: `Move ${platoon} toward ${toward}, to within 4"/10cm of it if it can get there (to assault), using cover and keeping out of Difficult going where it can.`,
      };
    if (toward)
      return {
        platoon,
        how: 'moved',
        instruction: `Move ${platoon} toward ${toward}, aiming for its side armour or a position within 16"/40cm, keeping out of Difficult going where it can.`,
      };
    return {
      platoon,
      how: 'moved',
      instruction: `Move ${platoon} toward the nearest enemy platoon and the objective nearest it, keeping out of Difficult going where it can.`,
    };
  }
  if (digs && !dug)
    return {
      platoon,
      how: 'dig-in',
      instruction: `${platoon} digs in where it stands (cautious: concealed, bulletproof, and it still shoots, as if moving).`,
    };
  if (seen.length === 0 && kind === 'tank')
    return {
      platoon,
      how: 'moved',
      instruction: `Move ${platoon} a short way to a position in cover from which it can see an enemy platoon (it saw none last time), keeping out of Difficult going.`,
    };
  return {
    platoon,
    how: 'stayed',
    instruction: `${platoon} holds its position to shoot at full ROF${kind === 'tank' ? '' : ' from its cover'}.`,
  };
}

/**
 * A platoon sent to an objective (Free-for-All, Taking Objectives p. 31): on it, it stays (infantry
 * dig in); not yet on it, it moves there, shooting what it sees on the way.
 */
function objectiveOrder(
  view: Fow3View,
  side: number,
  platoon: string,
  order: ObjectiveOrder,
  kind: 'tank' | 'infantry' | 'gun',
  toward: string | undefined,
  d: Doctrine,
): MoveOrder {
  const me = view.state.sides[side]!.name;
  const enemy = view.state.sides.find((_, i) => i !== side)!.name;
  const ps = view.state.sides[side]!.platoons.find((p) => p.platoon === platoon)!;
  const why =
    order.role === 'take'
      ? `${me} wins by starting a turn with a team within 4"/10cm of objective ${order.objective} in ${enemy}'s deployment area and no ${enemy} team there (p. 31)`
      : `a team of ${me} within 4"/10cm of objective ${order.objective} stops ${enemy} taking it (p. 31)`;
  const rec = recordOf(view.state, me, platoon);
  if (rec?.objective === order.objective && rec.within) {
    // Objective tempo (value-and-threat doctrines): on the objective it takes, an enemy platoon
    // there stops it (p. 31), so it closes on that platoon to assault it when the estimate
    // reaches the doctrine's bar (it is not within 4"/10cm unless it moves).
    let held = '';
    const contester = !d.classic && order.role === 'take' ? contesterOf(view, side, order.objective) : undefined;
    if (contester) {
      const e = chargeEstimate(view, side, platoon, contester, d);
      const line = assaultLine(platoon, contester, e);
      if (e.attackerWins.p >= d.assaultBar)
        return {
          platoon,
          how: 'moved',
          objective: order,
          instruction: `Move ${platoon} to within 4"/10cm of ${contester}, the enemy platoon on objective ${order.objective}, to assault it, its teams staying within 4"/10cm of the objective: ${why}; ${line} (${d.id} assaults at ${Math.round(d.assaultBar * 100)}% or more).`,
        };
      held = `; it does not assault ${contester}, the enemy platoon on it: ${line.slice(`${platoon} assaults ${contester}: `.length)} (${d.id} assaults at ${Math.round(d.assaultBar * 100)}% or more)`;
    }
    if (kind === 'infantry' && !ps.teams.every((t) => t.destroyed || t.dugIn))
      return {
        platoon,
        how: 'dig-in',
        objective: order,
        instruction: `${platoon} digs in on objective ${order.objective}, its teams within 4"/10cm of it: ${why}${held}.`,
      };
    return {
      platoon,
      how: 'stayed',
      objective: order,
      instruction: `${platoon} stays on objective ${order.objective}, its teams within 4"/10cm of it: ${why}${held}.`,
    };
  }
  return {
    platoon,
    how: 'moved',
    objective: order,
    instruction: `Move ${platoon} toward objective ${order.objective}, to end with its teams within 4"/10cm of it${toward ? `, shooting ${toward} on the way if it can` : ''}: ${why}${order.why ? `; ${order.why}` : ''}.`,
  };
}

/** The platoon that most needs the Company command team's re-rolls: pinned first, then the one with the most teams lost. */
export function joinChoice(view: Fow3View, side: number): { platoon: string; reason: string } | undefined {
  if (!companyCommandTeam(view, side)) return undefined;
  const cands = view.state.sides[side]!.platoons.filter(
    (p) => fighting(p) && forcePlatoon(view, side, p.platoon).slot !== 'headquarters',
  )
    .map((p) => ({
      p,
      lost: p.teams.filter((t) => t.destroyed).length / p.teams.length,
      bailed: p.teams.filter((t) => t.bailedOut).length,
    }))
    .map((x) => ({ ...x, need: (x.p.pinned ? 2 : 0) + x.lost + 0.25 * x.bailed }))
    .filter((x) => x.need > 0)
    .sort((a, b) => b.need - a.need);
  const best = cands[0];
  if (!best || best.p.companyCommandJoined) return undefined;
  const why = best.p.pinned
    ? 'it is Pinned Down (a re-roll of its rally test)'
    : `it has lost ${Math.round(best.lost * 100)}% of its teams (a re-roll of its morale check)${best.bailed ? ` and has ${best.bailed} tank(s) to re-mount` : ''}`;
  return { platoon: best.p.platoon, reason: why };
}

const WEAPONS = { guns: 'main guns', mgs: 'MGs only' } as const;

/**
 * What a platoon's order weighs, in numbers (as fow4's movement lines give them): its best target
 * among the enemy platoons it saw last time, scored as its Shooting Step scores them (shooting.ts),
 * and the runner-up (the best of another platoon), each with its numbers and score; with the
 * structured twin of each (odds-twin.ts). None when it saw nothing or cannot shoot.
 */
export function targetNumbers(
  view: Fow3View,
  side: number,
  platoon: string,
  d: Doctrine,
): { text: string; odds: DecisionOdds[] } | undefined {
  if (fow3Shooters(view, side, platoon).length === 0) return undefined;
  // Scored one platoon at a time, in the order seen (as scoreShots ranks them, ties to the first):
  // a platoon seen last time that it could not shoot now (none of its teams left) is no target.
  const ranked = readSight(play(view.state).sight?.[platoon] ?? [])
    .flatMap((s) => {
      try {
        return scoreShots(view, side, platoon, [s], d);
      } catch {
        return [];
      }
    })
    .map((x, i) => ({ x, i }))
    .sort((a, b) => b.x.score - a.x.score || a.i - b.i)
    .map(({ x }) => x);
  if (ranked.length === 0) return undefined;
  const best = ranked[0]!;
  const next = ranked.find((r) => r.sighting.target !== best.sighting.target);
  const say = (r: ScoredShot) =>
    `${r.sighting.target}, ${WEAPONS[r.weapons]} (score ${r.score.toFixed(2)}): ${shotNumbers(r.summary)}`;
  const twin = (r: ScoredShot) =>
    shootTwin(view, side, platoon, r.sighting.target, r.sighting.facts, r.situation, shotNumbers(r.summary), {
      destroyed: r.summary.destroyed.toNumber(),
      bailedOut: r.summary.bailedOut.toNumber(),
      anyDestroyed: r.summary.anyDestroyed.toNumber(),
      ...(r.summary.pinned ? { pin: r.summary.pinned.toNumber() } : {}),
    });
  return {
    text: `Its best target last seen: ${say(best)}${next ? `; runner-up ${say(next)}` : ''}.`,
    odds: [best, ...(next ? [next] : [])].map(twin),
  };
}

/** The whole Movement Step of the opponent's side, as one action. */
export function* botMovement(view: Fow3View, side: number, d: Doctrine): Procedure<StepOutcome<Fow3GameState>> {
  const me = view.state.sides[side]!.name;
  const orders = movable(view, side).map((p) => moveOrder(view, side, p, d));
  const numbers = orders.map((o) => targetNumbers(view, side, o.platoon, d));
  const report: string[] = [
    `Orders (${d.id}); carry them out on the table:`,
    ...orders.map((o, i) => `  ${o.instruction}${numbers[i] ? ` ${numbers[i]!.text}` : ''}`),
  ];
  let state = view.state;
  const join = joinChoice(view, side);
  if (join) {
    const j = joinCommand({ ...view, state }, side, join.platoon);
    state = j.state;
    report.push(
      `  Move the Company command team to ${join.platoon} and keep it with it: ${join.reason}.`,
      ...j.report.map((l) => `  ${l}`),
    );
  }
  const moving = orders.filter((o) => o.how === 'moved');
  let rough: string[] = [];
  if (moving.length > 0) {
    const choices: Choice<string>[] = moving.flatMap((o) => [
      { value: `${o.platoon}|difficult`, label: `${o.platoon} crossed Difficult going (hedge, woods)` },
      { value: `${o.platoon}|very-difficult`, label: `${o.platoon} crossed Very Difficult going (building)` },
    ]);
    // A platoon sent to an objective: did it get within 4"/10cm? (the value carries its moves toward it, for the demo table).
    for (const o of moving.filter((x) => x.objective)) {
      const before = recordOf(state, me, o.platoon);
      const moves = (before?.objective === o.objective!.objective ? before.moves : 0) + 1;
      choices.push({
        value: `${o.platoon}|objective|${o.objective!.role}|${moves}`,
        label: `${o.platoon} ended with a team within 4"/10cm of objective ${o.objective!.objective}`,
      });
    }
    rough = yield* decideSet<string>(
      GOING_ID,
      TABLE,
      'Once they have moved: which platoons had to cross Difficult or Very Difficult going (bogging checks), and which got to their objective? None ticked: all kept to good going, none is there yet.',
      choices,
      [],
    );
  }
  for (const o of orders) {
    if (o.objective) {
      const before = recordOf(state, me, o.platoon);
      const same = before?.objective === o.objective.objective;
      const moved = o.how === 'moved';
      const within = moved ? rough.some((r) => r.startsWith(`${o.platoon}|objective|`)) : same && before!.within;
      state = withRecord(state, me, o.platoon, {
        objective: o.objective.objective,
        role: o.objective.role,
        moves: (same ? before!.moves : 0) + (moved ? 1 : 0),
        within,
      });
      if (moved)
        report.push(
          `  ${o.platoon} ${within ? 'is' : 'is not yet'} within 4"/10cm of objective ${o.objective.objective}.`,
        );
    } else if (o.how === 'moved' && recordOf(state, me, o.platoon)) {
      state = withRecord(state, me, o.platoon, { ...recordOf(state, me, o.platoon)!, within: false });
    }
    const going: Going | undefined = rough.includes(`${o.platoon}|very-difficult`)
      ? 'very-difficult'
      : rough.includes(`${o.platoon}|difficult`)
        ? 'difficult'
        : undefined;
    const how = o.how === 'moved' && going ? going : o.how;
    // eslint-disable-next-line require-yield
    const out = yield* carryOutMove({ ...view, state }, side, o.platoon, how, function* () {
      return true;
    });
    state = out.state;
    report.push(...out.report);
  }
  const odds = numbers.flatMap((n) => n?.odds ?? []);
  return {
    state: withPlay(state, { acted: [...(play(state).acted ?? []), ...orders.map((o) => o.platoon)] }),
    report,
    ...(odds.length ? { odds } : {}),
  };
}
