/**
 * An Open Fire game state to the fow3 shooting procedure and back, shared by `umpire play` and
 * `umpire shoot --game`: the shooting platoon's teams (moved, pinned, dug in this turn), the target
 * platoon with what the table says (range, terrain, bulletproof cover, facing), the hits it took
 * earlier this step (Pinned Down at 5, p. 15), and the result written into the state. Pure.
 */
import type { TableQuestion } from '../../flames-of-war/table-questions/questions.js';
import { choice, yesNo } from '../../flames-of-war/table-questions/questions.js';
import type { Fow3GameState } from '../schema/game.js';
import { hasRule, type Fow3TeamProfile } from '../profile.js';
import type { Shooter, ShootResult, ShootSituation } from '../shooting/shoot.js';
import type { Facing, TargetPlatoon } from '../shooting/target.js';
import {
  bump,
  forcePlatoon,
  platoonState,
  play,
  targetTeam,
  withPlatoon,
  withPlay,
  withTeam,
  type Fow3View,
} from '../turn/units.js';

/** What the table answers about a target platoon (keys of the questions below). */
export interface Fow3ShootingFacts {
  readonly longRange?: boolean;
  readonly concealed?: boolean;
  readonly bulletproof?: boolean;
  readonly facing?: Facing;
}

/** The table questions about `target` (of side `tside`) seen from `shooter`, with their defaults. */
export function fow3ShootingQuestions(view: Fow3View, tside: number, shooter: string, target: string): TableQuestion[] {
  const fp = forcePlatoon(view, tside, target);
  const live = platoonState(view.state, tside, target).teams.filter((t) => !t.destroyed);
  const kind = (id: string) => fp.teams.find((x) => x.id === id)!.profile.kind;
  const qs: TableQuestion[] = [
    yesNo('longRange', `Is ${target} more than 16"/40cm from ${shooter}?`, false, 'Long range: +1 to hit'),
    yesNo(
      'concealed',
      `Is ${target} concealed by terrain from ${shooter} (hedge, woods, building, wall)?`,
      live.every((t) => t.concealed === true),
      'Concealed: +1 to hit',
    ),
  ];
  if (live.some((t) => kind(t.id) !== 'tank'))
    qs.push(
      yesNo(
        'bulletproof',
        `Is ${target} in bulletproof cover (building, stone wall)?`,
        live.every((t) => t.bulletproofCover === true),
        'Bulletproof cover: a save against hits',
      ),
    );
  if (live.some((t) => kind(t.id) === 'tank'))
    qs.push(
      choice(
        'facing',
        `Do the shooters see the front or the side armour of ${target}'s tanks?`,
        [
          { value: 'front', label: 'front' },
          { value: 'side', label: 'side' },
        ],
        'front',
        'Front or side armour',
      ),
    );
  return qs;
}

/** The target platoon as the shooting procedure sees it, with the table's answers. */
export function fow3TargetPlatoon(
  view: Fow3View,
  tside: number,
  target: string,
  facts: Fow3ShootingFacts,
): TargetPlatoon {
  const fp = forcePlatoon(view, tside, target);
  const live = platoonState(view.state, tside, target).teams.filter((t) => !t.destroyed);
  const tanks = live.some((t) => fp.teams.find((x) => x.id === t.id)!.profile.kind === 'tank');
  const nonTank = live.some((t) => fp.teams.find((x) => x.id === t.id)!.profile.kind !== 'tank');
  return {
    name: target,
    skill: fp.ratings.skill,
    teams: live.map((t) => ({
      ...targetTeam(view, tside, target, t),
      ...(facts.longRange ? { longRange: true } : {}),
      ...(facts.concealed ? { concealedByTerrain: true } : {}),
      ...(nonTank && facts.bulletproof ? { bulletproof: true } : {}),
      ...(tanks ? { facing: facts.facing ?? 'front' } : {}),
    })),
  };
}

/** The platoon's teams that can still shoot this turn (not destroyed, bailed out or already shot). */
export function fow3Shooters(view: Fow3View, side: number, platoon: string): Shooter[] {
  const ps = platoonState(view.state, side, platoon);
  const dug = (play(view.state).dugIn ?? []).includes(platoon);
  return ps.teams
    .filter((t) => !t.destroyed && !t.bailedOut && !t.shot)
    .map((t) => {
      const profile = forcePlatoon(view, side, platoon).teams.find((x) => x.id === t.id)!.profile;
      const fire = gunFire(profile);
      return {
        id: t.id,
        profile,
        state: {
          ...(t.moved ? { moved: true } : {}),
          ...(ps.pinned ? { pinned: true } : {}),
          ...(dug ? { dugInThisTurn: true } : {}),
        },
        ...(fire ? { fire } : {}),
      };
    });
}

/**
 * A tank's weapons when it fires its main gun: the gun and every MG it may fire with it (a
 * hull-mounted gun never fires with the hull MG, p. 16); undefined for a team whose default is
 * already that (every weapon, or an infantry team's first).
 */
export function gunFire(profile: Fow3TeamProfile): string[] | undefined {
  if (profile.kind !== 'tank') return undefined;
  const main = profile.weapons.find((w) => !w.vehicleMg);
  if (!main || !hasRule(main.rules, 'hull-mounted')) return undefined;
  return profile.weapons.filter((w) => w === main || w.vehicleMg !== 'hull').map((w) => w.name);
}

/** A tank's MGs alone (one at ROF 3, the others ROF 1, p. 16); undefined for a team without both a gun and an MG. */
export function mgFire(profile: Fow3TeamProfile): string[] | undefined {
  if (profile.kind !== 'tank') return undefined;
  const mgs = profile.weapons.filter((w) => w.vehicleMg);
  return mgs.length > 0 && mgs.length < profile.weapons.length ? mgs.map((w) => w.name) : undefined;
}

/** The whole situation: `platoon` (side `side`) shoots at `target` of the other side. */
export function fow3ShootingSituation(
  view: Fow3View,
  side: number,
  platoon: string,
  target: string,
  facts: Fow3ShootingFacts,
): ShootSituation {
  const tside = side === 0 ? 1 : 0;
  return {
    shooters: fow3Shooters(view, side, platoon),
    target: fow3TargetPlatoon(view, tside, target, facts),
    hitsEarlierThisStep: play(view.state).hits?.[target] ?? 0,
  };
}

/** The result applied: target teams destroyed or bailed out, the platoon pinned, the shooters marked. */
export function applyShooting(
  state: Fow3GameState,
  side: number,
  platoon: string,
  target: string,
  r: ShootResult,
): Fow3GameState {
  const tside = side === 0 ? 1 : 0;
  let next = state;
  for (const s of r.shots) if (s.dice > 0) next = withTeam(next, side, s.shooter, (t) => ({ ...t, shot: true }));
  for (const t of r.teams) {
    if (t.state === 'destroyed')
      next = withTeam(next, tside, t.id, ({ bailedOut: _b, boggedDown: _g, ...x }) => ({ ...x, destroyed: true }));
    else if (t.state === 'bailed-out') next = withTeam(next, tside, t.id, (x) => ({ ...x, bailedOut: true }));
  }
  if (r.pinned) next = withPlatoon(next, tside, target, (p) => ({ ...p, pinned: true }));
  const p = play(next);
  return withPlay(next, {
    lastTarget: target,
    hits: bump(p.hits, target, r.hits),
    lost: bump(p.lost, target, r.destroyed),
    acted: p.acted,
  });
}
