/**
 * The built-in opponent's Shooting Step for one platoon: the table says what it sees (one
 * question), the opponent scores each target it may shoot with the exact odds under its doctrine
 * (harm x teams destroyed expected + pin x chance to pin), prints why with the numbers, and shoots
 * the best through the same fow3 shooting procedure as a player. Pure.
 */
import type { Procedure } from '../../../engine/request.js';
import type { Doctrine, StepOutcome } from '../../play.js';
import { withPlayers } from '../../flames-of-war/table-questions/ask.js';
import { fow3Shooters, fow3ShootingSituation, mgFire } from '../bridge/shooting.js';
import { shotNumbers, situationSummary, type ShotSummary } from '../odds/platoon-odds.js';
import type { Fow3GameState } from '../schema/game.js';
import { shoot, type Shooter, type ShootSituation } from '../shooting/shoot.js';
import { shootingOutcome } from '../turn/shooting.js';
import { fighting, forcePlatoon, play, withPlay, type Fow3View } from '../turn/units.js';
import { askSight, readSight, type Sighting } from './sight.js';
import { shootTwin } from './odds-twin.js';
import { threatOf } from './threat.js';
import { defaultFire, inReach, teamWeapon } from './reach.js';

export interface ScoredShot {
  readonly sighting: Sighting;
  /** Which weapons its teams fire: every tank its main gun (with the MGs it may add), or its MGs alone. */
  readonly weapons: 'guns' | 'mgs';
  readonly situation: ShootSituation;
  readonly summary: ShotSummary;
  readonly score: number;
}

/**
 * The doctrine's score of a shot: the harm it does and the chance it pins (`classic`: teams
 * alike); for the value-and-threat doctrines also the threat it takes away, weighed by the
 * doctrine's `risk` (its weight of each own team lost): the share of the target's shooting teams
 * destroyed (half for a tank bailed out), and half of what is left if it is pinned (a Pinned Down
 * platoon shoots as if it moved, p. 15).
 */
export function shotScore(s: ShotSummary, d: Doctrine, value?: TargetValue): number {
  const harm = s.destroyed.toNumber() + 0.5 * s.bailedOut.toNumber();
  const pin = s.pinned?.toNumber() ?? 0;
  if (!value || d.classic) return d.harm * harm + d.pin * pin;
  const finish = Math.min(1, harm / value.toBreak);
  const share = value.armed > 0 ? Math.min(1, harm / value.armed) : 0;
  const removed = Math.min(1, share + 0.5 * pin * (1 - share));
  return (
    d.harm * (harm * value.worth + 0.5 * finish * (value.toBreak + 1) * value.worth * (0.5 + value.place)) +
    d.pin * pin * Math.min(2, value.worth) +
    d.risk * (value.threat ?? 0) * removed
  );
}

/**
 * What a target platoon is worth to the value-and-threat doctrines: a team by its platoon's points
 * against the average team of its company (teams alike when points are missing); the teams it
 * still has to lose before it is under half strength (its Platoon Morale Check, p. 31); and its
 * place in the Company Morale count (p. 31: checked once more platoons are destroyed than still
 * fight): 1 when destroying it brings the check on, less the further away that is.
 */
export interface TargetValue {
  readonly worth: number;
  readonly toBreak: number;
  readonly place: number;
  /** Its teams that could shoot next turn (not destroyed or bailed out). */
  readonly armed: number;
  /** Its threat to the shooting side (threat.ts); none when not weighed. */
  readonly threat?: number;
}

export function targetValue(view: Fow3View, side: number, target: string): TargetValue {
  const fp = forcePlatoon(view, side, target);
  const company = view.forces[side]!.platoons;
  const priced = company.every((p) => p.points !== undefined);
  const perTeam = (p: (typeof company)[number]) => (priced ? p.points! / Math.max(1, p.teams.length) : 1);
  const avg =
    company.reduce((n, p) => n + perTeam(p) * p.teams.length, 0) /
    Math.max(
      1,
      company.reduce((n, p) => n + p.teams.length, 0),
    );
  const platoons = view.state.sides[side]!.platoons;
  const teams = platoons.find((p) => p.platoon === target)!.teams;
  const live = teams.filter((t) => !t.destroyed).length;
  const fightingNow = platoons.filter(fighting).length;
  const destroyed = platoons.length - fightingNow;
  // Platoons still to destroy before more are destroyed than fight (this one included).
  const toCheck = Math.max(1, Math.floor((fightingNow - destroyed) / 2) + 1);
  return {
    worth: avg ? perTeam(fp) / avg : 1,
    toBreak: Math.max(1, live - Math.floor(fp.teams.length / 2)),
    place: 1 / toCheck,
    armed: teams.filter((t) => !t.destroyed && !t.bailedOut).length,
  };
}

/**
 * The shooters firing one choice of weapons at `target` (a Panzerfaust at tanks, the first weapon
 * otherwise). The value-and-threat doctrines fire only the weapons that reach it (reach.ts): over
 * 16"/40cm a team with none in range does not shoot; `classic` fires as it did before.
 */
function armed(
  view: Fow3View,
  side: number,
  platoon: string,
  sighting: Sighting,
  weapons: 'guns' | 'mgs',
  d: Doctrine,
): ShootSituation {
  const base = fow3ShootingSituation(view, side, platoon, sighting.target, sighting.facts);
  const tanks = base.target.teams.some((t) => t.profile.kind === 'tank');
  const far = !d.classic && sighting.facts.longRange === true;
  const shooters: Shooter[] = base.shooters.flatMap((s): Shooter[] => {
    if (d.classic && weapons === 'mgs') {
      const mg = mgFire(s.profile);
      return [mg ? { ...s, fire: mg } : s];
    }
    if (d.classic) {
      if (s.profile.kind !== 'tank' && s.profile.weapons.length > 1 && tanks) {
        const best = [...s.profile.weapons].sort((a, b) => b.antiTank - a.antiTank)[0]!;
        return [{ ...s, fire: [best.name] }];
      }
      return [s];
    }
    if (s.profile.kind !== 'tank') {
      const w = teamWeapon(s.profile, tanks, far);
      return w ? [{ ...s, fire: [w] }] : [];
    }
    const names = weapons === 'mgs' ? (mgFire(s.profile) ?? defaultFire(s.profile)) : defaultFire(s.profile);
    const fire = inReach(s.profile, names, far);
    return fire.length ? [{ ...s, fire }] : [];
  });
  return { ...base, shooters };
}

/** Every target in sight and choice of weapons, scored, best first (ties: the order of the enemy platoons, guns before MGs). */
export function scoreShots(
  view: Fow3View,
  side: number,
  platoon: string,
  sightings: readonly Sighting[],
  d: Doctrine,
): ScoredShot[] {
  const hasMgChoice = fow3Shooters(view, side, platoon).some((s) => mgFire(s.profile));
  const scored: ScoredShot[] = [];
  for (const sighting of sightings) {
    // MGs alone only at a platoon with a team they can harm (Anti-tank 2 never gets through tank armour).
    const soft =
      hasMgChoice &&
      view.state.sides[side === 0 ? 1 : 0]!.platoons.find((p) => p.platoon === sighting.target)!.teams.some(
        (t) => !t.destroyed && !isTank(view, side === 0 ? 1 : 0, sighting.target, t.id),
      );
    for (const weapons of soft ? (['guns', 'mgs'] as const) : (['guns'] as const)) {
      const situation = armed(view, side, platoon, sighting, weapons, d);
      if (situation.shooters.length === 0) continue;
      const summary = situationSummary(platoon, situation);
      const value = d.classic
        ? undefined
        : {
            ...targetValue(view, side === 0 ? 1 : 0, sighting.target),
            threat: threatOf(view, side, sighting.target, sighting.facts.longRange === true),
          };
      scored.push({ sighting, weapons, situation, summary, score: shotScore(summary, d, value) });
    }
  }
  return scored
    .map((x, i) => ({ x, i }))
    .sort((a, b) => b.x.score - a.x.score || a.i - b.i)
    .map(({ x }) => x);
}

function isTank(view: Fow3View, side: number, platoon: string, id: string): boolean {
  return forcePlatoon(view, side, platoon).teams.find((x) => x.id === id)!.profile.kind === 'tank';
}

const WEAPONS = { guns: 'main guns', mgs: 'MGs only' } as const;

/**
 * The value-and-threat doctrines' floor of expected effect: a shot whose teams destroyed expected
 * (half a team for each tank bailed out) plus the doctrine's weight of its chance to pin comes to
 * less than a tenth of a team is not taken (as fow4's doctrines, MIN_WORTH).
 */
export const SHOT_FLOOR = 0.1;

export function effectOf(s: ShotSummary, d: Doctrine): number {
  return s.destroyed.toNumber() + 0.5 * s.bailedOut.toNumber() + d.pin * (s.pinned?.toNumber() ?? 0);
}

export function* botShoot(
  view: Fow3View,
  side: number,
  platoon: string,
  d: Doctrine,
): Procedure<StepOutcome<Fow3GameState>> {
  const ticks = yield* askSight(view, side, platoon);
  const remembered = withPlay(view.state, { sight: { ...(play(view.state).sight ?? {}), [platoon]: ticks } });
  const sightings = readSight(ticks);
  if (sightings.length === 0)
    return { state: remembered, report: [`${platoon} sees no enemy platoon it can reach: it holds its fire.`] };
  const v = { ...view, state: remembered };
  const ranked = scoreShots(v, side, platoon, sightings, d);
  const best = ranked[0];
  if (!best)
    return {
      state: remembered,
      report: [`${platoon} holds its fire: no weapon of its teams reaches an enemy platoon it sees (over 16"/40cm).`],
    };
  // Under the floor (value-and-threat doctrines): a shot that can do next to nothing is not taken;
  // a platoon that did not move keeps the Gone to Ground it would give up (pp. 14, 17).
  if (!d.classic && effectOf(best.summary, d) < SHOT_FLOOR)
    return {
      state: remembered,
      report: [
        `${platoon} holds its fire${best.situation.shooters.some((s) => s.state?.moved) ? '' : ', gone to ground'} (${d.id}): its best shot, ${best.sighting.target} with its ${WEAPONS[best.weapons]}, does ${effectOf(best.summary, d).toFixed(2)} expected (teams destroyed, half of those bailed out, ${d.pin} x the chance to pin), under its floor of ${SHOT_FLOOR.toFixed(2)}: ${shotNumbers(best.summary)}.`,
      ],
    };
  const why = [
    `${platoon} shoots at ${best.sighting.target} with its ${WEAPONS[best.weapons]} (${d.id}: score ${best.score.toFixed(2)}): ${shotNumbers(best.summary)}.`,
    ...ranked
      .slice(1, 4)
      .map(
        (r) =>
          `  rather than ${r.sighting.target}, ${WEAPONS[r.weapons]} (score ${r.score.toFixed(2)}): ${shotNumbers(r.summary)}`,
      ),
  ];
  // The structured twin of each printed option's numbers (odds-twin.ts).
  const odds = ranked.slice(0, 4).map((x) =>
    shootTwin(v, side, platoon, x.sighting.target, x.sighting.facts, x.situation, shotNumbers(x.summary), {
      destroyed: x.summary.destroyed.toNumber(),
      bailedOut: x.summary.bailedOut.toNumber(),
      anyDestroyed: x.summary.anyDestroyed.toNumber(),
      ...(x.summary.pinned ? { pin: x.summary.pinned.toNumber() } : {}),
    }),
  );
  const target = best.sighting.target;
  const tside = side === 0 ? 1 : 0;
  const r = yield* withPlayers(shoot(best.situation), {
    target: remembered.sides[tside]!.name,
    shooter: remembered.sides[side]!.name,
  });
  return { ...shootingOutcome(remembered, side, platoon, target, r, why), odds };
}
