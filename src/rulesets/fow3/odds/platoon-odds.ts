/**
 * The odds of one platoon of a game shooting at or assaulting another, as the play prompt and
 * the built-in opponent read them: the exact shooting odds (shoot-odds.ts) in a few numbers, and
 * the assault estimate with a fixed seed (the same game gives the same figures). Pure.
 */
import { Fraction } from '../../../dice/fraction.js';
import { percent } from '../../../odds/chart.js';
import { fow3AssaultPlatoon, nearbyPlatoons } from '../bridge/assault.js';
import { fow3ShootingQuestions, fow3ShootingSituation, type Fow3ShootingFacts } from '../bridge/shooting.js';
import type { ShootSituation } from '../shooting/shoot.js';
import type { AssaultSituation } from '../assault/assault.js';
import type { Fow3View } from '../turn/units.js';
import { estimateFow3Assault, type Fow3AssaultEstimate } from './assault-estimate.js';
import { fow3ShootOdds, type Fow3ShotOdds } from './shoot-odds.js';

/** What a shooting promises, in the numbers a player (or the opponent) weighs. */
export interface ShotSummary {
  readonly shooter: string;
  readonly target: string;
  readonly odds: Fow3ShotOdds;
  /** Expected teams destroyed. */
  readonly destroyed: Fraction;
  /** Expected tanks bailed out (that were not before). */
  readonly bailedOut: Fraction;
  /** Chance at least one team is destroyed. */
  readonly anyDestroyed: Fraction;
  /** Chance the target is Pinned Down (null: it cannot be). */
  readonly pinned: Fraction | null;
  readonly teams: number;
}

/** The table's answers with every unanswered question at its default. */
export function defaultShootingFacts(
  view: Fow3View,
  side: number,
  shooter: string,
  target: string,
  given: Partial<Record<string, unknown>> = {},
): Fow3ShootingFacts {
  const facts: Record<string, unknown> = {};
  for (const q of fow3ShootingQuestions(view, side === 0 ? 1 : 0, shooter, target))
    facts[q.key] = given[q.key] ?? q.default;
  return facts as Fow3ShootingFacts;
}

const mean = (w: { fractions(): Fraction[] }) =>
  w.fractions().reduce((a, p, k) => a.add(p.mul(Fraction.of(k, 1))), Fraction.ZERO);

export function shotSummary(
  view: Fow3View,
  side: number,
  shooter: string,
  target: string,
  facts: Fow3ShootingFacts,
): ShotSummary {
  return situationSummary(shooter, fow3ShootingSituation(view, side, shooter, target, facts));
}

/** The summary of a shooting situation already built (e.g. with the weapons a player chose). */
export function situationSummary(shooter: string, situation: ShootSituation): ShotSummary {
  const target = situation.target.name;
  const odds = fow3ShootOdds(situation);
  const before = situation.target.teams.filter((t) => t.bailedOut).length;
  return {
    shooter,
    target,
    odds,
    destroyed: odds.meanDestroyed,
    bailedOut: mean(odds.platoon.bailedOut).sub(Fraction.of(before, 1)),
    anyDestroyed: odds.platoon.destroyed.atLeast(1),
    pinned: odds.pinned.p,
    teams: odds.platoon.teams,
  };
}

/** One line: "1st Troop at StuG Platoon: 0.42 of 2 teams destroyed expected, 35.80% at least one, 12.00% to pin". */
export function shotLine(s: ShotSummary): string {
  return `${s.shooter} at ${s.target}: ${shotNumbers(s)}`;
}

/** The numbers alone: "0.42 of 2 teams destroyed expected, 35.80% at least one, 12.00% to pin". */
export function shotNumbers(s: ShotSummary): string {
  const bail = s.bailedOut.toNumber() > 0.005 ? `, ${s.bailedOut.toNumber().toFixed(2)} bailed out` : '';
  const pin = s.pinned ? `, ${percent(s.pinned)} to pin` : '';
  return `${s.destroyed.toNumber().toFixed(2)} of ${s.teams} teams destroyed expected${bail}, ${percent(s.anyDestroyed)} at least one${pin}`;
}

/** Runs of the assault estimate inside play: enough to rank options, quick on a small machine. */
export const PLAY_ASSAULT_TRIALS = 400;

/**
 * The assault estimate of `platoon` against `target`, the defender's platoons in `nearby` firing
 * Defensive Fire too ([Defensive Fire]), seeded from the game's turn so a replay gives the same figures.
 */
export function assaultSummary(
  view: Fow3View,
  side: number,
  platoon: string,
  target: string,
  tankWithin6: boolean,
  trials: number = PLAY_ASSAULT_TRIALS,
  nearby: readonly string[] = [],
): Fow3AssaultEstimate {
  return estimateFow3Assault(assaultInput(view, side, platoon, target, tankWithin6, nearby), {
    trials,
    seed: 1944 + view.state.turn,
  });
}

/** The assault situation `assaultSummary` estimates: `platoon` charges `target`, as the game stands. */
export function assaultInput(
  view: Fow3View,
  side: number,
  platoon: string,
  target: string,
  tankWithin6: boolean,
  nearby: readonly string[] = [],
): AssaultSituation {
  const attacker = fow3AssaultPlatoon(view, side, platoon, true);
  const defender = fow3AssaultPlatoon(view, side === 0 ? 1 : 0, target);
  const near = nearbyPlatoons(view, side, [target], nearby);
  return { attacker, defenders: [defender], ...(near.length ? { nearby: near } : {}), enemyTankWithin6: tankWithin6 };
}

/** What an assault line adds when the defender's other platoons fire Defensive Fire too ([Defensive Fire]). */
export function nearFireNote(nearby: readonly string[]): string {
  return nearby.length ? ` (with Defensive Fire from ${nearby.join(', ')} too)` : '';
}

export function assaultLine(platoon: string, target: string, e: Fow3AssaultEstimate): string {
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
  return `${platoon} assaults ${target}: wins ${pct(e.attackerWins.p)} (95% ${pct(e.attackerWins.low)}-${pct(e.attackerWins.high)}), loses ${pct(e.defenderWins.p)}, stopped ${pct(e.notLaunchedOrFellBack.p)}; teams lost ${e.losses.attacker.mean.toFixed(1)} against ${e.losses.defender.mean.toFixed(1)} (estimate, ${e.trials} seeded runs)`;
}
