/**
 * Phase G for the opponent: which of its units fires at which of yours. Every pair is scored with
 * the exact odds of the Infantry Casualty Table (odds.ts: teams expected lost, held to the teams
 * the target has left) at the range and cover the table told this turn, else 40 cm in the open;
 * pairs whose questions would go over its budget for the turn are left out. Its fire action asks
 * the range (and where the target is) once, then fires through the turn's own fireAt.
 */
import type { Procedure } from '../../../engine/request.js';
import type { Doctrine, PlayAction, StepOutcome } from '../../play.js';
import { firerFactors } from '../fire/infantry.js';
import { infantryFireOdds, type Odds } from '../odds.js';
import type { PzGameState } from '../schema/game.js';
import { canAct, fireAt, fireSituation, type FireFacts } from '../turn/fire-action.js';
import { action, taking } from '../turn/index.js';
import { activeSide } from '../turn/sides.js';
import { teamsLeft, unitKey, unitsOnTable, type PzView, type UnitRef } from '../turn/units.js';
import {
  fact,
  factKey,
  NOT_IN_SIGHT,
  placementOf,
  ledgerOf,
  placementQuestion,
  questionsLeft,
  RANGE_ID,
  remembering,
  rangeQuestion,
  withLedger,
  type Ledger,
} from './facts.js';

/**
 * Ranges assumed for scoring before the table is asked: 40 cm (the range question's default);
 * a pair that can do no harm there is scored at the first closer band where it can (asked last:
 * it scores less), so a unit that could only hurt closer in still gets asked once the armies close.
 */
export const ASSUMED_RANGES_CM = [40, 20, 10] as const;

export interface FirePick {
  readonly firer: UnitRef;
  readonly target: UnitRef;
  /** Teams the target is expected to lose (exact, held to its teams left). */
  readonly expected: number;
  /** Chance it loses at least one team (and so tests morale, p. 23). */
  readonly hurt: number;
  readonly score: number;
  /** The weight of a pair that does harm only closer in than assumed (1: none). */
  readonly closerOnly: number;
  /** Questions this fire may still ask (range, placement, the target's radius). */
  readonly questions: number;
  readonly rangeCm: number;
  readonly told: boolean;
  readonly facts: FireFacts;
}

/** Infantry is hit by infantry fire here; vehicles are left to AT fire (not in play). */
function infantryTarget(u: UnitRef): boolean {
  const k = u.force.kind;
  return k !== 'afv' && k !== 'softskin' && u.state.morale !== 'retreat';
}

/** How far the target moved, read from what it did this turn: infantry moves 5 cm a walk, 10 cm a charge (p. 12). */
function movingOf(t: UnitRef): FireFacts['moving'] {
  return t.state.moved === 'over-half' ? 'over-5' : 'none';
}

/** The odds of a fire; none (no line) when its teams have no fire factors at the range (p. 15). */
function oddsOrNone(v: PzView, firer: UnitRef, facts: FireFacts): Pick<Odds, 'lines'> {
  const situation = fireSituation(v, firer, facts);
  if (firerFactors(situation, v.tables()).total <= 0) return { lines: [] };
  return infantryFireOdds(situation, v.tables());
}

/**
 * The nearest range told this turn from this firer to any unit, else from any unit to this
 * target, else between any two units (the armies are that close at least).
 */
function nearestTold(l: Ledger, firer: UnitRef, target: UnitRef): number | undefined {
  const from: number[] = [];
  const to: number[] = [];
  const any: number[] = [];
  for (const [k, value] of Object.entries(l.facts)) {
    if (!k.startsWith(`${RANGE_ID}|`) || typeof value !== 'number') continue;
    const m = /^Can (.+) see (.+), and at what range\?$/.exec(k.slice(RANGE_ID.length + 1));
    const cm = value === NOT_IN_SIGHT ? Infinity : value;
    if (m?.[1] === firer.force.id) from.push(cm);
    if (m?.[2] === target.force.id) to.push(cm);
    any.push(cm);
  }
  const best = [from, to, any].map((x) => (x.length ? Math.min(...x) : undefined)).find((x) => x !== undefined);
  return best === undefined || best === Infinity ? undefined : best;
}

function score(v: PzView, firer: UnitRef, target: UnitRef, l: Ledger, d: Doctrine): FirePick | undefined {
  const rq = rangeQuestion(firer, target);
  const pq = placementQuestion(target);
  const toldRange = l.facts[factKey(rq)];
  if (toldRange === NOT_IN_SIGHT) return undefined;
  const place = placementOf(l.facts[factKey(pq)]) ?? placementOf('open')!;
  const left = teamsLeft(target);
  const at = (rangeCm: number) => {
    const facts: FireFacts = { rangeCm, cover: place.cover, prone: place.prone, moving: movingOf(target) };
    const odds = oddsOrNone(v, firer, facts);
    let expected = 0;
    let hurt = 0;
    for (const line of odds.lines) {
      const n = parseInt(line.label, 10);
      const p = line.p.toNumber();
      expected += Math.min(n, left) * p;
      if (n > 0) hurt += p;
    }
    return { rangeCm, facts, expected, hurt };
  };
  // Untold: the nearest range told this turn (nearestTold).
  const near = nearestTold(l, firer, target);
  const ranges = typeof toldRange === 'number' ? [toldRange] : near !== undefined ? [near] : ASSUMED_RANGES_CM;
  let r = at(ranges[0]!);
  for (const cm of ranges.slice(1)) if (r.expected === 0) r = at(cm);
  const { rangeCm, facts, expected, hurt } = r;
  // A pair that only does harm closer in than 40 cm is worth less until the table says so.
  const closerOnly = toldRange === undefined && near === undefined && rangeCm < ASSUMED_RANGES_CM[0] ? 0.5 : 1;
  const radiusKey = `panzerfaust.morale.radius|Is ${target.force.id} out of command radius?`;
  const questions =
    (toldRange === undefined ? 1 : 0) +
    (l.facts[factKey(pq)] === undefined ? 1 : 0) +
    (l.facts[radiusKey] === undefined && hurt > 0 ? 1 : 0);
  return {
    firer,
    target,
    expected,
    hurt,
    score: closerOnly * (d.harm * expected + d.pin * hurt),
    closerOnly,
    questions,
    rangeCm,
    told: toldRange !== undefined,
    facts,
  };
}

/** Every pair its side may fire now, best first (ties: fewer questions, then force order). */
export function firePicks(v: PzView, l: Ledger, d: Doctrine): FirePick[] {
  const side = activeSide(v.state);
  const firers = unitsOnTable(v, side).filter(canAct);
  const targets = unitsOnTable(v, 1 - side).filter(infantryTarget);
  const out: FirePick[] = [];
  for (const f of firers)
    for (const t of targets) {
      const p = score(v, f, t, l, d);
      if (p && p.expected > 0) out.push(p);
    }
  return out.sort((a, b) => b.score - a.score || a.questions - b.questions);
}

const n2 = (x: number) => x.toFixed(2);

function pickLine(p: FirePick): string {
  return `${p.target.force.id}: ${n2(p.expected)} teams expected, ${Math.round(p.hurt * 100)}% to make it test morale (${p.told ? `${p.rangeCm} cm, told` : `${p.rangeCm} cm assumed`}, ${p.facts.cover === 'none' ? 'no cover' : `${p.facts.cover} cover`}${p.facts.prone ? ', prone' : ''}${p.facts.moving !== 'none' ? ', moved over 5 cm' : ''})`;
}

/** Its fire: the table says the range (and where the target is) if not yet told; then the turn's own fire. */
function* botFire(v: PzView, p: FirePick, l: Ledger): Procedure<StepOutcome<PzGameState>> {
  const range = yield* fact(l, rangeQuestion(p.firer, p.target, p.rangeCm));
  const place = placementOf(yield* fact(l, placementQuestion(p.target)))!;
  if (range === NOT_IN_SIGHT)
    return {
      state: withLedger(v.state, l),
      report: [`${p.firer.force.id} cannot see ${p.target.force.id}: it holds its fire and picks again.`],
    };
  const facts: FireFacts = { rangeCm: range, cover: place.cover, prone: place.prone, moving: p.facts.moving };
  const odds = oddsOrNone(v, p.firer, facts);
  if (!odds.lines.some((x) => parseInt(x.label, 10) > 0 && x.p.toNumber() > 0))
    return {
      state: withLedger(v.state, l),
      report: [
        `${p.firer.force.id} can do no harm to ${p.target.force.id} at ${range} cm (${place.label}): it holds its fire and picks again.`,
      ],
    };
  const radiusKey = `panzerfaust.morale.radius|Is ${p.target.force.id} out of command radius?`;
  const known = {
    defending: place.defending,
    ...(typeof l.facts[radiusKey] === 'boolean' ? { outOfRadius: l.facts[radiusKey] as boolean } : {}),
  };
  return yield* taking(remembering(fireAt(v, p.firer, p.target, facts, known), l));
}

/** Its next fire in phase G, with the reasons (undefined: none worth taking, or no questions left). */
export function botFireChoice(
  v: PzView,
  l: Ledger,
  d: Doctrine,
): { action: PlayAction<PzGameState>; reason: string[] } | { none: string } {
  const all = firePicks(v, l, d);
  if (all.length === 0)
    return { none: 'no unit of its side can harm one of yours (in sight, with fire factors at the range)' };
  const left = questionsLeft(v, l);
  const affordable = all.filter((p) => p.questions <= left);
  const best = affordable[0];
  if (!best) return { none: `its questions for this turn are used up (${l.asked} asked)` };
  const runner = affordable.find((p) => p !== best && p.firer.force.id === best.firer.force.id);
  const reason = [
    `${best.firer.force.id} fires at ${pickLine(best)}; ${d.id}: harm ${d.harm} x teams + pin ${d.pin} x chance${best.closerOnly !== 1 ? `, x ${best.closerOnly} (harm only closer than ${ASSUMED_RANGES_CM[0]} cm)` : ''} = ${best.score.toFixed(2)}`,
    runner ? `runner-up ${pickLine(runner)}` : 'no runner-up for this unit',
  ];
  return {
    action: action(
      `fire:${unitKey(best.firer)}>${unitKey(best.target)}`,
      `${best.firer.force.id} fires at ${best.target.force.id}`,
      () => botFire(v, best, ledgerOf(v.state)),
    ),
    reason,
  };
}
