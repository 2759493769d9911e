/**
 * The built-in opponent's Assault Step (pp. 52-59, 24): it charges when the assault estimate
 * (odds/assault-estimate.ts, seeded runs of the real procedure) gives it at least its doctrine's
 * chance to win (aggressive 40%, cautious 65%), the best such charge first; a cautious opponent's
 * tanks that fired Shoot and Scoot back out of sight instead. Only enemy units the table ticked
 * as within 4"/10cm of the unit's teams are considered (sight.ts); once it charges, the table
 * answers one question for the whole assault (charge-facts.ts).
 */
import type { BotChoice, DecisionOdds, Doctrine, PlayAction } from '../../play.js';
import type { GameState } from '../schema/game.js';
import { forceTeam, forceUnit, type GameView } from '../turn/units.js';
import { enemyTargets } from '../turn/shooting.js';
import { pct, rankShots, scoreAssault, type AssaultScore } from './score.js';
import { chargeBar, clockNote } from './clock.js';
import { canCharge, sightNow } from './sight.js';
import { contesters } from './objectives.js';
import { botAssaultFacts } from './shooting.js';
import { chargeInstruction } from './charge-facts.js';

/** A charge weighed: its estimate and the bar it is weighed against (clock.ts), with why when not the doctrine's. */
export type Charge = AssaultScore & { readonly bar: number; readonly note: string };

/**
 * One charge of `unit` at `target`, weighed against the bar the Movement Step used to close on it:
 * its doctrine's, lowered from the turn clock's turn for a contester of the Objective it takes.
 */
function weigh(view: GameView, side: number, unit: string, target: string, d: Doctrine): Charge | undefined {
  const contester = contesters(view, side, unit).includes(target);
  const bar = chargeBar(view.state.turn, d, contester);
  const s = scoreAssault(view, unit, target, d, botAssaultFacts(view, side, unit), bar);
  return s && { ...s, bar, note: clockNote(view.state.turn, d, contester) };
}

const clears = (c: Charge) => c.win >= c.bar;

/** The best charge of one unit: each enemy unit in its sight, by the estimate. */
export function bestCharge(view: GameView, side: number, unit: string, d: Doctrine): Charge | undefined {
  const sight = sightNow(view, unit);
  if (!sight.known) return undefined;
  // Only units the table ticked within 4"/10cm of its teams.
  const near = enemyTargets(view, side).filter((e) => sight.charge(e));
  const top = rankShots(view, unit, near, sight, d, true)
    .ranked.slice(0, 2)
    .map((s) => s.target);
  // Enemy units standing on the Objective this unit is on are charged to clear it (objectives.ts).
  const contest = contesters(view, side, unit).filter((e) => near.includes(e));
  // classic weighs the two it would shoot best; the others every unit in reach (the charge, not the shot, decides).
  const weighed = d.classic ? (top.length ? top : near.slice(0, 2)) : near;
  return [...new Set([...contest, ...weighed])]
    .flatMap((e) => weigh(view, side, unit, e, d) ?? [])
    .sort(
      (a, b) =>
        Number(contest.includes(b.target) && clears(b)) - Number(contest.includes(a.target) && clears(a)) ||
        b.score - a.score,
    )[0];
}

/** The structured twin of each charge's numbers (odds-twin.ts), named "unit -> target". */
function twinsOf(charges: readonly ({ unit: string; s: Charge } | undefined)[]): DecisionOdds[] {
  return charges.flatMap((o) => (o?.s.odds ? [{ ...o.s.odds, option: `${o.unit} -> ${o.s.target}` }] : []));
}

export function botAssaultChoice(
  view: GameView,
  side: number,
  actions: readonly PlayAction<GameState>[],
  finish: PlayAction<GameState>,
  d: Doctrine,
  charge: (unit: string, target: string) => PlayAction<GameState>,
): BotChoice<GameState> {
  const unitOf = (a: PlayAction<GameState>) => a.id.slice(a.id.indexOf(':') + 1);
  const notes: string[] = [];
  let best: { unit: string; s: Charge } | undefined;
  // The runner-up: the next best charge that clears the bar, else the best under it.
  const options: { unit: string; s: Charge }[] = [];
  for (const a of actions.filter((x) => x.id.startsWith('assault:') && canCharge(view, side, unitOf(x)))) {
    const s = bestCharge(view, side, unitOf(a), d);
    if (!s) continue;
    const o = { unit: unitOf(a), s };
    options.push(o);
    if (clears(s) && (!best || s.score > best.s.score)) best = o;
    else if (!clears(s)) notes.push(`${unitOf(a)} against ${s.target}: ${s.why}, under its ${pct(s.bar)} bar${s.note}`);
  }
  if (best) {
    const chosen = best;
    // The runner-up: another unit's best charge, or another enemy unit in reach of this one.
    const sight = sightNow(view, chosen.unit);
    const alsoNear = enemyTargets(view, side)
      .filter((e) => e !== chosen.s.target && sight.charge(e))
      .flatMap((e) => weigh(view, side, chosen.unit, e, d) ?? [])
      .map((s) => ({ unit: chosen.unit, s }));
    const next = [...options.filter((o) => o !== chosen), ...alsoNear].sort(
      (a, b) => Number(clears(b.s)) - Number(clears(a.s)) || b.s.score - a.s.score,
    )[0];
    const rather = next
      ? `; rather than ${next.unit} against ${next.s.target}: ${next.s.why} (score ${next.s.score.toFixed(2)})`
      : '';
    return {
      action: charge(best.unit, best.s.target),
      odds: twinsOf([chosen, next]),
      reason: [
        `${best.unit} charges ${best.s.target}: ${best.s.why} (score ${best.s.score.toFixed(2)}; ${d.id}: assaults at ${pct(best.s.bar)} or better${best.s.note})${rather}.`,
        chargeInstruction(best.unit, best.s.target),
      ],
    };
  }
  if (!d.advance) {
    for (const a of actions.filter((x) => x.id.startsWith('scoot:'))) {
      const name = unitOf(a);
      const u = view.state.sides[side]!.units.find((x) => x.unit === name)!;
      const fu = forceUnit(view.forces, side, name);
      const tanks = u.teams.filter((t) => !t.destroyed && forceTeam(fu, t.id).profile.type === 'tank');
      if (tanks.length && tanks.some((t) => t.shot))
        return {
          action: a,
          reason: [
            `${name} fired from where it stood: it Shoots and Scoots back out of sight (cautious; Tactics test).`,
            `On the table: if the test passes, move ${name} up to 4"/10cm into cover.`,
          ],
        };
    }
  }
  return {
    action: finish,
    ...(notes.length ? { odds: twinsOf(options.filter((o) => !clears(o.s))) } : {}),
    reason: [
      notes.length
        ? `No assault: ${notes.join('; ')}.`
        : (goneSince(view, side, actions.filter((x) => x.id.startsWith('assault:')).map(unitOf)) ??
          'No assault: the table ticked no enemy unit within 4"/10cm of a unit of its own that may charge.'),
    ],
  };
}

/**
 * Why there is no charge when the enemy units the table ticked within 4"/10cm of these units this
 * turn have all been destroyed since (in the Shooting Step): said so, rather than "none ticked".
 */
function goneSince(view: GameView, side: number, units: readonly string[]): string | undefined {
  const other = view.state.sides.findIndex((_, i) => i !== side);
  const live = new Set(enemyTargets(view, side));
  const gone = units.flatMap((unit) => {
    const sight = sightNow(view, unit);
    if (!sight.known) return [];
    return view.state.sides[other]!.units.filter((e) => !live.has(e.unit) && sight.charge(e.unit)).map(
      (e) => `${e.unit}, ticked within 4"/10cm of ${unit}, has no team left`,
    );
  });
  return gone.length ? `No assault: ${gone.join('; ')}.` : undefined;
}
