/**
 * The built-in opponent's scores, from the project's own odds: a shooting through the exact shot
 * odds (odds/shoot-odds.ts: teams expected destroyed, chance to pin), a bombardment through the
 * exact bombardment odds (odds/bombard-odds.ts), an assault through the seeded assault estimate
 * (odds/assault-estimate.ts: chance to win, own teams expected lost). Each is weighed by the
 * doctrine (src/rulesets/play.ts): harm * destroyed + pin * P(pin) - risk * own losses, each result
 * against a target by its worth (opponent/target-value.ts). Pure.
 */
import type { Doctrine } from '../../play.js';
import { assaultFromGame, type AssaultFacts } from '../bridge/assault.js';
import { findUnit, liveTeams } from '../bridge/game.js';
import { shootingFromGame, type ShootingFacts } from '../bridge/shooting.js';
import { play, type GameView } from '../turn/units.js';
import { factsFor, type Sight } from './sight.js';
import { assaultEstimateOf, shotOddsOf } from './odds-memo.js';
import { assaultTwin, shootTwin } from './odds-twin.js';
import { cached, killWorth, mean, scoreOf, teamNoun, valueOf, weigh } from './target-value.js';
import type { DecisionOdds } from '../../play.js';

export interface Scored {
  /** The enemy unit. */
  readonly target: string;
  readonly score: number;
  /** The numbers, in words: "1.3 Sherman V destroyed expected, 38% to pin". */
  readonly why: string;
  /** Its structured twin: the numbers and the `umpire odds` command that gives them. */
  readonly odds?: DecisionOdds;
}

export interface ShotScore extends Scored {
  readonly destroyed: number;
  readonly pin: number;
  /** The weapon each named team fires (the others: their main weapon). */
  readonly teamWeapons?: Readonly<Record<string, string>>;
  /** The teams that fire, when some of the unit's cannot reach the target (the others hold their fire). */
  readonly shooters?: readonly string[];
}

export interface AssaultScore extends Scored {
  readonly win: number;
  /** The 95% interval of the chance to win (every doctrine but classic). */
  readonly low?: number;
  readonly high?: number;
  readonly lost: number;
  readonly killed: number;
}

export const pct = (x: number) => `${Math.round(x * 100)}%`;

/**
 * The doctrines' floor of expected effect: a shot or bombardment whose teams destroyed expected
 * plus its chance to pin (weighted by the doctrine) comes to less than this (a tenth of a team) is
 * not taken, and the unit keeps its Gone to Ground (or moves, or digs in) instead.
 */
export const MIN_WORTH = 0.1;
const FLOOR: Readonly<Record<string, number>> = { cautious: MIN_WORTH, aggressive: MIN_WORTH, classic: MIN_WORTH };

/** A doctrine's floor of expected effect (MIN_WORTH unless the doctrine names its own). */
export function floorOf(d: Doctrine): number {
  return FLOOR[d.id] ?? MIN_WORTH;
}

/** The expected effect a floor is held against: teams destroyed expected plus the doctrine's weight of the chance to pin. */
export function effectOf(d: Doctrine, s: Partial<ShotScore>): number {
  return (s.destroyed ?? 0) + d.pin * (s.pin ?? 0);
}

/** Worth taking under the doctrine: at or above its floor. */
export const worthIt = (d: Doctrine, s: Partial<ShotScore>) => effectOf(d, s) >= floorOf(d);

type Weapon = ReturnType<typeof liveTeams>[number]['profile']['weapons'][number];

/**
 * Does a weapon reach the target (p. 28), on what the table said: over 16"/40cm away only a weapon
 * of longer range does; within 16"/40cm a weapon of shorter range (a Panzerfaust's 4"/10cm, a
 * Panzerschreck's 8"/20cm, an SMG's 4"/10cm) is taken to reach only a unit the table said is within
 * 4"/10cm (close enough to charge), as the table says no nearer distance.
 */
export function reaches(w: Weapon, facts: ShootingFacts, close: boolean): boolean {
  if (facts.longRange) return w.range.inches > 16;
  return w.range.inches >= 16 || close;
}

/** The teams of `unit` that may still fire, one of each team name (teams alike choose alike). */
function ableKinds(view: GameView, unit: string) {
  const teams = liveTeams(findUnit(view, unit)).filter(
    (t) => !t.state.shot && !t.state.bombarded && !t.state.passengerOf,
  );
  const kinds = new Map<string, typeof teams>();
  for (const t of teams) kinds.set(t.name, [...(kinds.get(t.name) ?? []), t]);
  return { teams, kinds };
}

/**
 * Weapons per team (p. 27): each kind of team of the unit that carries more than one weapon fires
 * the one that does the most to `target` by itself (teams destroyed, by their worth, and the
 * chance to pin, weighed by the doctrine; a weapon that cannot reach fires nothing), the main
 * weapon on a tie. So a Kompanie HQ's Panzerfaust teams fire Panzerfausts at tanks while its
 * Panzerschreck team fires its Panzerschreck, and a Panzerfaust (4"/10cm) is never fired at a unit
 * over 16"/40cm away. Undefined: every team fires its main weapon.
 */
function teamWeapons(
  view: GameView,
  unit: string,
  target: string,
  facts: ShootingFacts,
  d: Doctrine,
  close: boolean,
): Record<string, string> | undefined {
  const pick: Record<string, string> = {};
  for (const [, kind] of ableKinds(view, unit).kinds) {
    const one = kind[0]!;
    const usable = one.profile.weapons.filter((w) => !w.artillery);
    const names = [...new Set(usable.map((w) => w.name))];
    if (names.length < 2) continue;
    let best: { weapon: string; value: number } | undefined;
    for (const weapon of names.filter((n) =>
      reaches(
        usable.find((w) => w.name === n)!,
        facts,
        close,
      ),
    )) {
      try {
        const gs = shootingFromGame(view, unit, target, {
          ...facts,
          shooters: [one.id],
          teamWeapons: { [one.id]: weapon },
        });
        const o = shotOddsOf(gs.situation);
        const value = scoreOf(view, target, d, mean(o.unit.destroyed), o.pinned.p?.toNumber() ?? 0);
        if (!best || value > best.value) best = { weapon, value };
      } catch {
        // A weapon that cannot fire here (range, rules) is not an option.
      }
    }
    if (best && best.weapon !== names[0]) for (const t of kind) pick[t.id] = best.weapon;
  }
  return Object.keys(pick).length ? pick : undefined;
}

/** "(2 Panzerfaust, 1 Panzerschreck)": the weapons fired when some team fires other than its main one. */
function weaponsFired(view: GameView, unit: string, pick: Readonly<Record<string, string>>): string {
  const count = new Map<string, number>();
  for (const t of ableKinds(view, unit).teams) {
    const w = pick[t.id] ?? t.profile.weapons.find((x) => !x.artillery)?.name;
    if (w) count.set(w, (count.get(w) ?? 0) + 1);
  }
  return ` (${[...count.entries()].map(([w, n]) => `${n} ${w}`).join(', ')})`;
}

/** The hits `target` already took this Shooting Step (the turn keeps them in play.facts, turn/shooting.ts). */
export function hitsThisStep(view: GameView, target: string): number {
  return Number((play(view.state).facts?.[`#hits>${target}`] ?? {}).hitsEarlier ?? 0);
}

/** One shooting at `target` with these facts, scored; undefined when no team can fire at it. */
export function scoreShot(
  view: GameView,
  unit: string,
  target: string,
  facts: ShootingFacts,
  d: Doctrine,
  mainOnly = false,
  close = false,
): ShotScore | undefined {
  return cached(view, JSON.stringify(['shot', unit, target, facts, d.id, mainOnly, close]), () =>
    shotNow(view, unit, target, facts, d, mainOnly, close),
  );
}

/** The teams that fire `pick` (else their main weapon) and reach the target; undefined when all of them do. */
function inReach(
  view: GameView,
  unit: string,
  facts: ShootingFacts,
  close: boolean,
  pick: Readonly<Record<string, string>> | undefined,
): string[] | undefined {
  const { teams } = ableKinds(view, unit);
  const firing = teams.filter((t) => {
    const name = pick?.[t.id];
    const w = name ? t.profile.weapons.find((x) => x.name === name) : t.profile.weapons.find((x) => !x.artillery);
    return w !== undefined && reaches(w, facts, close);
  });
  return firing.length === teams.length ? undefined : firing.map((t) => t.id);
}

function shotNow(
  view: GameView,
  unit: string,
  target: string,
  facts: ShootingFacts,
  d: Doctrine,
  mainOnly: boolean,
  close: boolean,
): ShotScore | undefined {
  // Hits the target already took this Shooting Step count toward pinning it (p. 41), as the turn counts them.
  const hitsEarlier = hitsThisStep(view, target);
  const base: ShootingFacts = { ...facts, ...(hitsEarlier ? { hitsEarlier } : {}) };
  const picked = mainOnly ? undefined : teamWeapons(view, unit, target, base, d, close);
  let best: ShotScore | undefined;
  for (const pick of picked ? [undefined, picked] : [undefined]) {
    // Teams whose weapon cannot reach hold their fire (p. 28).
    const shooters = inReach(view, unit, base, close, pick);
    if (shooters?.length === 0) continue;
    const given: ShootingFacts = {
      ...base,
      ...(pick ? { teamWeapons: pick } : {}),
      ...(shooters ? { shooters } : {}),
    };
    try {
      const gs = shootingFromGame(view, unit, target, given);
      if (!gs.situation.shooter.teams.length) continue;
      const o = shotOddsOf(gs.situation);
      const destroyed = mean(o.unit.destroyed);
      const pin = o.pinned.p?.toNumber() ?? 0;
      const why = `${destroyed.toFixed(1)} ${teamNoun(view, target)} destroyed expected, ${pct(pin)} to pin${pick ? weaponsFired(view, unit, pick) : ''}`;
      const s: ShotScore = {
        target,
        destroyed,
        pin,
        score: scoreOf(view, target, d, destroyed, pin),
        ...(pick ? { teamWeapons: pick } : {}),
        ...(shooters ? { shooters } : {}),
        why,
        odds: shootTwin(view, unit, target, given, gs.situation, why, { destroyed, pin }),
      };
      if (!best || s.score > best.score) best = s;
    } catch {
      // No team can fire at it here (range, rules).
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
    .flatMap((t) => scoreShot(view, unit, t, factsFor(sight, t), d, true, sight.charge(t)) ?? [])
    .sort((a, b) => b.score - a.score);
  // Each weapon is weighed for the two best targets only (the exact odds take a while per weapon).
  const ranked = mainOnly
    ? first
    : [
        ...first
          .slice(0, 2)
          .map(
            (s) => scoreShot(view, unit, s.target, factsFor(sight, s.target), d, false, sight.charge(s.target)) ?? s,
          ),
        ...first.slice(2),
      ].sort((a, b) => b.score - a.score);
  return { ranked, unseen: enemies.filter((e) => !sight.sees(e)) };
}

/** Seeded runs of the real assault procedure per estimate under `classic`: enough to rank, quick enough to play. */
export const ASSAULT_TRIALS = 20;

/** The runs the other doctrines start from, and the most they take (each step doubles them). */
export const SOUND_TRIALS = { first: 50, most: 800 } as const;

/**
 * An assault estimate with enough runs that its 95% interval for the chance to win clears the
 * doctrine's bar (wholly above it or wholly below), doubling the runs from 50 up to 800; at 800 the
 * interval is about ±3.5 points, and an estimate still straddling the bar is taken as it stands.
 */
export function soundEstimate(input: Parameters<typeof assaultEstimateOf>[0], bar: number) {
  let trials: number = SOUND_TRIALS.first;
  for (;;) {
    const e = assaultEstimateOf(input, { trials, seed: 1944 });
    const w = e.attackerWins;
    if (w.low >= bar || w.high < bar || trials >= SOUND_TRIALS.most) return e;
    trials *= 2;
  }
}

/** An assault of `target`, scored from the assault estimate (table facts at their defaults). */
export function scoreAssault(
  view: GameView,
  unit: string,
  target: string,
  d: Doctrine,
  facts: AssaultFacts = {},
  bar: number = d.assaultBar,
): AssaultScore | undefined {
  return cached(view, JSON.stringify(['assault', unit, target, facts, d.id, bar]), () =>
    assaultNow(view, unit, target, d, facts, bar),
  );
}

function assaultNow(
  view: GameView,
  unit: string,
  target: string,
  d: Doctrine,
  facts: AssaultFacts,
  bar: number,
): AssaultScore | undefined {
  try {
    const ga = assaultFromGame(view, unit, [target], facts);
    if (ga.input.attacker.unit.teams.every((t) => t.shotHalted || t.bailedOut)) return undefined;
    const e = d.classic
      ? assaultEstimateOf(ga.input, { trials: ASSAULT_TRIALS, seed: 1944 })
      : soundEstimate(ga.input, bar);
    const win = e.attackerWins.p;
    const lost = e.losses.attacker.destroyed.mean;
    const killed = e.losses.defender.destroyed.mean;
    const interval = d.classic
      ? `estimate, ${e.trials} runs`
      : `95% interval ${pct(e.attackerWins.low)}-${pct(e.attackerWins.high)}, ${e.trials} runs`;
    const why = `${pct(win)} to win (${interval}), ${killed.toFixed(1)} ${teamNoun(view, target)} destroyed and ${lost.toFixed(1)} of its own teams lost expected`;
    return {
      target,
      win,
      lost,
      killed,
      ...(d.classic ? {} : { low: e.attackerWins.low, high: e.attackerWins.high }),
      score: d.classic
        ? weigh(d, killed * killWorth(view, target), 0, lost) + win
        : win * valueOf(view, target, killed, 0, d) +
          win -
          d.risk * lost * killWorth(view, unit) -
          (1 - win) * d.risk * 0.5,
      why,
      odds: assaultTwin(
        target,
        why,
        ga.input,
        { trials: e.trials, seed: e.seed },
        {
          win,
          low: e.attackerWins.low,
          high: e.attackerWins.high,
          killed,
          lost,
        },
      ),
    };
  } catch {
    return undefined;
  }
}
