/**
 * The threat an enemy platoon poses to the opponent's own company, for the value-and-threat
 * doctrines (issue 28; `classic` does not weigh it): the best shot it could take at one of the
 * opponent's platoons in its next Shooting Step, from where it stands (full ROF, or as Pinned Down
 * if it is, p. 15), each weapon only within its range (reach.ts), with the exact odds of the same shooting
 * procedure. Its worth is what that shot would cost the company: the teams destroyed expected
 * (half a team for each tank bailed out) by their platoon's points, in units of the enemy's
 * average team, so that it weighs against the harm a shot does (shooting.ts); and more as the
 * company nears its own Company Morale check (p. 31: once more of its platoons are destroyed than
 * still fight). Pure; worked out once per game state.
 */
import { fow3TargetPlatoon } from '../bridge/shooting.js';
import { situationSummary } from '../odds/platoon-odds.js';
import type { Fow3GameState } from '../schema/game.js';
import type { Shooter } from '../shooting/shoot.js';
import { fighting, forcePlatoon, platoonState, type Fow3View } from '../turn/units.js';
import { defaultFire, inReach, teamWeapon } from './reach.js';

/** Points per team of a platoon, and of the average team of its company (1 each when points are missing). */
export function teamPoints(view: Fow3View, side: number, platoon?: string): number {
  const company = view.forces[side]!.platoons;
  const priced = company.every((p) => p.points !== undefined);
  if (!priced) return 1;
  if (platoon !== undefined) {
    const fp = forcePlatoon(view, side, platoon);
    return fp.points! / Math.max(1, fp.teams.length);
  }
  const teams = company.reduce((n, p) => n + p.teams.length, 0);
  return company.reduce((n, p) => n + p.points!, 0) / Math.max(1, teams);
}

/**
 * Where a side stands in the Company Morale count (p. 31; the headquarters is not counted, as in
 * the Starting Step): 1 when losing one more platoon brings the check on, less the further away
 * that is (1 / the platoons still to lose).
 */
export function moralePlace(view: Fow3View, side: number): number {
  const platoons = view.state.sides[side]!.platoons.filter(
    (p) => forcePlatoon(view, side, p.platoon).slot !== 'headquarters',
  );
  const fightingNow = platoons.filter(fighting).length;
  const destroyed = platoons.length - fightingNow;
  return 1 / Math.max(1, Math.floor((fightingNow - destroyed) / 2) + 1);
}

/** The teams of `enemy` (side `eside`) that could shoot next turn, each with the weapons it would fire that reach (reach.ts). */
function shootersOf(view: Fow3View, eside: number, enemy: string, tanks: boolean, longRange: boolean): Shooter[] {
  const ps = platoonState(view.state, eside, enemy);
  const fp = forcePlatoon(view, eside, enemy);
  return ps.teams
    .filter((t) => !t.destroyed && !t.bailedOut)
    .flatMap((t): Shooter[] => {
      const profile = fp.teams.find((x) => x.id === t.id)!.profile;
      const state = ps.pinned ? { pinned: true } : {};
      const fire =
        profile.kind === 'tank'
          ? inReach(profile, defaultFire(profile), longRange)
          : [teamWeapon(profile, tanks, longRange)].filter((w): w is string => w !== undefined);
      return fire.length ? [{ id: t.id, profile, state, fire }] : [];
    });
}

const memo = new WeakMap<Fow3GameState, Map<string, number>>();

/**
 * The threat of enemy platoon `enemy` to side `side`: the worth (see above) of its best shot at
 * one of `side`'s fighting platoons, in the open (nothing known of their cover), at long range or
 * not as the table said of it.
 */
export function threatOf(view: Fow3View, side: number, enemy: string, longRange: boolean): number {
  const key = `${side}|${enemy}|${longRange}`;
  const seen = memo.get(view.state)?.get(key);
  if (seen !== undefined) return seen;
  const eside = side === 0 ? 1 : 0;
  const avg = teamPoints(view, eside);
  let best = 0;
  if (fighting(platoonState(view.state, eside, enemy)))
    for (const p of view.state.sides[side]!.platoons.filter(fighting)) {
      const target = fow3TargetPlatoon(view, side, p.platoon, { longRange, facing: 'front' });
      if (target.teams.length === 0) continue;
      const tanks = target.teams.some((t) => t.profile.kind === 'tank');
      const shooters = shootersOf(view, eside, enemy, tanks, longRange);
      if (shooters.length === 0) break;
      const s = situationSummary(enemy, { shooters, target, hitsEarlierThisStep: 0 });
      const lost = s.destroyed.toNumber() + 0.5 * s.bailedOut.toNumber();
      best = Math.max(best, (lost * teamPoints(view, side, p.platoon)) / avg);
    }
  const threat = best * (0.5 + moralePlace(view, side));
  memo.set(view.state, (memo.get(view.state) ?? new Map<string, number>()).set(key, threat));
  return threat;
}
