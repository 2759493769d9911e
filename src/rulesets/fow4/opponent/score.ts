/**
 * The built-in opponent's scores, from the project's own odds: a shooting through the exact shot
 * odds (odds/shoot-odds.ts: teams expected destroyed, chance to pin), a bombardment through the
 * exact bombardment odds (odds/bombard-odds.ts), an assault through the seeded assault estimate
 * (odds/assault-estimate.ts: chance to win, own teams expected lost). Each is weighed by the
 * doctrine (src/rulesets/play.ts): harm * destroyed + pin * P(pin) - risk * own losses. Pure.
 */
import type { Doctrine } from '../../play.js';
import { assaultFromGame, type AssaultFacts } from '../bridge/assault.js';
import { bombardFromGame } from '../bridge/bombard.js';
import { findUnit, liveTeams } from '../bridge/game.js';
import { shootingFromGame, type ShootingFacts } from '../bridge/shooting.js';
import { bombardOdds } from '../odds/bombard-odds.js';
import { estimateAssault } from '../odds/assault-estimate.js';
import { planFromSituation } from '../odds/from-situation.js';
import { shootOdds } from '../odds/shoot-odds.js';
import type { Weights } from '../../../odds/weights.js';
import type { GameView } from '../turn/units.js';
import { factsFor, type Sight } from './sight.js';

export interface Scored {
  /** The enemy unit. */
  readonly target: string;
  readonly score: number;
  /** The numbers, in words: "1.3 Sherman V destroyed expected, 38% to pin". */
  readonly why: string;
}

export interface ShotScore extends Scored {
  readonly destroyed: number;
  readonly pin: number;
  /** The weapon the score is for (undefined: each team's main weapon). */
  readonly weapon?: string;
}

export interface AssaultScore extends Scored {
  readonly win: number;
  readonly lost: number;
  readonly killed: number;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/**
 * Scores are worked out again and again for one state (the pick of a step's next action, then the
 * action itself): kept per game state (states are never changed in place), by what was asked.
 */
const CACHE = new WeakMap<object, Map<string, unknown>>();
function cached<R>(view: GameView, key: string, work: () => R): R {
  let m = CACHE.get(view.state);
  if (!m) CACHE.set(view.state, (m = new Map()));
  if (!m.has(key)) m.set(key, work());
  return m.get(key) as R;
}
const mean = (w: Weights) => w.fractions().reduce((m, p, i) => m + i * p.toNumber(), 0);

/** The team name most of a unit's teams carry, for "1.3 Sherman V destroyed". */
export function teamNoun(view: GameView, unit: string): string {
  const names = liveTeams(findUnit(view, unit)).map((t) => t.name);
  const count = new Map<string, number>();
  for (const n of names) count.set(n, (count.get(n) ?? 0) + 1);
  return [...count.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'teams';
}

function weigh(d: Doctrine, destroyed: number, pin: number, lost = 0): number {
  return d.harm * destroyed + d.pin * pin - d.risk * lost;
}

/** The weapons a unit may choose between (undefined: each team's main weapon). */
function weaponOptions(view: GameView, unit: string): (string | undefined)[] {
  const teams = liveTeams(findUnit(view, unit)).filter((t) => !t.state.shot);
  const names = [...new Set(teams.flatMap((t) => t.profile.weapons.filter((w) => !w.artillery).map((w) => w.name)))];
  return names.length < 2 ? [undefined] : [undefined, ...names];
}

/** One shooting at `target` with these facts, scored; undefined when no team can fire at it. */
export function scoreShot(
  view: GameView,
  unit: string,
  target: string,
  facts: ShootingFacts,
  d: Doctrine,
  mainOnly = false,
): ShotScore | undefined {
  return cached(view, JSON.stringify(['shot', unit, target, facts, d.id, mainOnly]), () =>
    shotNow(view, unit, target, facts, d, mainOnly),
  );
}

function shotNow(
  view: GameView,
  unit: string,
  target: string,
  facts: ShootingFacts,
  d: Doctrine,
  mainOnly: boolean,
): ShotScore | undefined {
  let best: ShotScore | undefined;
  for (const weapon of mainOnly ? [undefined] : weaponOptions(view, unit)) {
    try {
      const gs = shootingFromGame(view, unit, target, { ...facts, ...(weapon ? { weapon } : {}) });
      if (!gs.situation.shooter.teams.length) continue;
      const o = shootOdds(planFromSituation(gs.situation));
      const destroyed = mean(o.unit.destroyed);
      const pin = o.pinned.p?.toNumber() ?? 0;
      const s: ShotScore = {
        target,
        destroyed,
        pin,
        score: weigh(d, destroyed, pin),
        ...(weapon ? { weapon } : {}),
        why: `${destroyed.toFixed(1)} ${teamNoun(view, target)} destroyed expected, ${pct(pin)} to pin${weapon ? ` (${weapon})` : ''}`,
      };
      if (!best || s.score > best.score) best = s;
    } catch {
      // A weapon that cannot fire here (range, rules) is not an option.
    }
  }
  return best;
}

/**
 * Every target the table says the unit can see and reach, scored best first; and the units out
 * of sight. `mainOnly`: each team's main weapon only (planning a move; the shot itself weighs every weapon).
 */
export function rankShots(
  view: GameView,
  unit: string,
  enemies: readonly string[],
  sight: Sight,
  d: Doctrine,
  mainOnly = false,
): { ranked: ShotScore[]; unseen: string[] } {
  const seen = enemies.filter((e) => sight.sees(e));
  const first = seen
    .flatMap((t) => scoreShot(view, unit, t, factsFor(sight, t), d, true) ?? [])
    .sort((a, b) => b.score - a.score);
  // Each weapon is weighed for the two best targets only (the exact odds take a while per weapon).
  const ranked = mainOnly
    ? first
    : [
        ...first.slice(0, 2).map((s) => scoreShot(view, unit, s.target, factsFor(sight, s.target), d) ?? s),
        ...first.slice(2),
      ].sort((a, b) => b.score - a.score);
  return { ranked, unseen: enemies.filter((e) => !sight.sees(e)) };
}

/** A bombardment of `target`, scored from the exact bombardment odds (every team under the template). */
export function scoreBombard(
  view: GameView,
  unit: string,
  target: string,
  sight: Sight,
  d: Doctrine,
): Scored | undefined {
  return cached(view, JSON.stringify(['bombard', unit, target, sight.concealed(target), d.id]), () =>
    bombardNow(view, unit, target, sight, d),
  );
}

function bombardNow(view: GameView, unit: string, target: string, sight: Sight, d: Doctrine): Scored | undefined {
  try {
    const gb = bombardFromGame(view, unit, [target], { templateCoversTerrain: sight.concealed(target) });
    const o = bombardOdds(gb.situation);
    const u = o.overall.units.find((x) => x.name === target) ?? o.overall.units[0];
    if (!u) return undefined;
    const destroyed = mean(u.destroyed);
    const pin = u.pinned?.toNumber() ?? 0;
    return {
      target,
      score: weigh(d, destroyed, pin),
      why: `${destroyed.toFixed(1)} ${teamNoun(view, target)} destroyed expected, ${pct(pin)} to pin (bombardment)`,
    };
  } catch {
    return undefined;
  }
}

/** Seeded runs of the real assault procedure per estimate: enough to rank, quick enough to play. */
export const ASSAULT_TRIALS = 20;

/** An assault of `target`, scored from the assault estimate (table facts at their defaults). */
export function scoreAssault(
  view: GameView,
  unit: string,
  target: string,
  d: Doctrine,
  facts: AssaultFacts = {},
): AssaultScore | undefined {
  return cached(view, JSON.stringify(['assault', unit, target, facts, d.id]), () =>
    assaultNow(view, unit, target, d, facts),
  );
}

function assaultNow(
  view: GameView,
  unit: string,
  target: string,
  d: Doctrine,
  facts: AssaultFacts,
): AssaultScore | undefined {
  try {
    const ga = assaultFromGame(view, unit, [target], facts);
    if (ga.input.attacker.unit.teams.every((t) => t.shotHalted || t.bailedOut)) return undefined;
    const e = estimateAssault(ga.input, { trials: ASSAULT_TRIALS, seed: 1944 });
    const win = e.attackerWins.p;
    const lost = e.losses.attacker.destroyed.mean;
    const killed = e.losses.defender.destroyed.mean;
    return {
      target,
      win,
      lost,
      killed,
      score: weigh(d, killed, 0, lost) + win,
      why: `${pct(win)} to win (estimate, ${e.trials} runs), ${killed.toFixed(1)} ${teamNoun(view, target)} destroyed and ${lost.toFixed(1)} of its own teams lost expected`,
    };
  } catch {
    return undefined;
  }
}
