/**
 * Open Fire's Shooting Step for `umpire play`: a platoon of the active side picks a target
 * platoon, the table says what it sees (range, terrain, cover, facing), and the fow3 shooting
 * procedure resolves it (ROF, the score to hit from the easiest team, the target player's
 * allocation, saves, Pinned Down at 5 hits in the step, p. 15). The result is applied to the state.
 */
import { decide, type Choice, type Procedure } from '../../../engine/request.js';
import { TABLE, type PlayAction, type StepOutcome } from '../../play.js';
import { withPlayers } from '../../fow4/turn/ask.js';
import type { Fow3GameState } from '../schema/game.js';
import { shoot, type Shooter, type ShootResult } from '../shooting/shoot.js';
import type { Facing, TargetPlatoon } from '../shooting/target.js';
import { bump, fighting, forcePlatoon, play, targetTeam, withPlatoon, withPlay, withTeam, type Fow3View } from './units.js';

const YES_NO = [
  { value: true, label: 'yes' },
  { value: false, label: 'no' },
] as const;

/** Enemy platoons with a team on the table. */
export function enemyPlatoons(view: Fow3View, side: number): string[] {
  const other = side === 0 ? 1 : 0;
  return view.state.sides[other]!.platoons.filter(fighting).map((p) => p.platoon);
}

/** Platoons of the side that may still shoot this step. */
export function shootingPlatoons(view: Fow3View, side: number): string[] {
  const p = play(view.state);
  const done = p.acted ?? [];
  return view.state.sides[side]!.platoons
    .filter((x) => fighting(x) && !done.includes(x.platoon) && !(x.pinned && (p.dugIn ?? []).includes(x.platoon)))
    .filter((x) => x.teams.some((t) => !t.destroyed && !t.bailedOut && !t.shot))
    .map((x) => x.platoon);
}

export function* choosePlatoonTarget(view: Fow3View, side: number, platoon: string, verb: string): Procedure<string | undefined> {
  const me = view.state.sides[side]!.name;
  let targets = enemyPlatoons(view, side);
  if ((play(view.state).bots ?? []).includes(me)) {
    const seen: string[] = [];
    for (const t of targets) if (yield* decide<boolean>('fow3.visible', TABLE, `Can ${platoon} see ${t} and reach it?`, YES_NO, false)) seen.push(t);
    targets = seen;
  }
  if (targets.length === 0) return undefined;
  const last = play(view.state).lastTarget;
  const choices: Choice<string>[] = targets.map((t) => ({ value: t, label: t }));
  return yield* decide<string>('fow3.target', me, `Which platoon does ${platoon} ${verb}?`, choices, last && targets.includes(last) ? last : targets[0]!);
}

/** The target platoon with what the table answered about it. */
export function* targetPlatoon(view: Fow3View, side: number, shooter: string, target: string): Procedure<TargetPlatoon> {
  const fp = forcePlatoon(view, side, target);
  const ps = view.state.sides[side]!.platoons.find((p) => p.platoon === target)!;
  const live = ps.teams.filter((t) => !t.destroyed);
  const longRange = yield* decide<boolean>('fow3.table.longRange', TABLE, `Is ${target} more than 16"/40cm from ${shooter}?`, YES_NO, false);
  const terrain = yield* decide<boolean>('fow3.table.concealed', TABLE, `Is ${target} concealed by terrain from ${shooter} (hedge, woods, building, wall)?`, YES_NO, live.every((t) => t.concealed));
  const nonTank = live.some((t) => fp.teams.find((x) => x.id === t.id)!.profile.kind !== 'tank');
  const cover = nonTank ? yield* decide<boolean>('fow3.table.bulletproof', TABLE, `Is ${target} in bulletproof cover (building, stone wall)?`, YES_NO, live.every((t) => t.bulletproofCover)) : false;
  const tanks = live.some((t) => fp.teams.find((x) => x.id === t.id)!.profile.kind === 'tank');
  const facing: Facing = tanks ? yield* decide<Facing>('fow3.table.facing', TABLE, `Do the shooters see the front or the side armour of ${target}'s tanks?`, [{ value: 'front', label: 'front' }, { value: 'side', label: 'side' }], 'front') : 'front';
  return {
    name: target,
    skill: fp.ratings.skill,
    teams: live.map((t) => ({
      ...targetTeam(view, side, target, t),
      ...(longRange ? { longRange: true } : {}),
      ...(terrain ? { concealedByTerrain: true } : {}),
      ...(cover ? { bulletproof: true } : {}),
      ...(tanks ? { facing } : {}),
    })),
  };
}

function shooters(view: Fow3View, side: number, platoon: string): Shooter[] {
  const ps = view.state.sides[side]!.platoons.find((p) => p.platoon === platoon)!;
  const dug = (play(view.state).dugIn ?? []).includes(platoon);
  return ps.teams
    .filter((t) => !t.destroyed && !t.bailedOut && !t.shot)
    .map((t) => ({
      id: t.id,
      profile: forcePlatoon(view, side, platoon).teams.find((x) => x.id === t.id)!.profile,
      state: { ...(t.moved ? { moved: true } : {}), ...(ps.pinned ? { pinned: true } : {}), ...(dug ? { dugInThisTurn: true } : {}) },
    }));
}

/** The result applied: target teams destroyed or bailed out, the platoon pinned, the shooters marked. */
export function applyShooting(state: Fow3GameState, side: number, platoon: string, target: string, r: ShootResult): Fow3GameState {
  const tside = side === 0 ? 1 : 0;
  let next = state;
  for (const s of r.shots) if (s.dice > 0) next = withTeam(next, side, s.shooter, (t) => ({ ...t, shot: true }));
  for (const t of r.teams) {
    if (t.state === 'destroyed') next = withTeam(next, tside, t.id, ({ bailedOut: _b, boggedDown: _g, ...x }) => ({ ...x, destroyed: true }));
    else if (t.state === 'bailed-out') next = withTeam(next, tside, t.id, (x) => ({ ...x, bailedOut: true }));
  }
  if (r.pinned) next = withPlatoon(next, tside, target, (p) => ({ ...p, pinned: true }));
  const p = play(next);
  return withPlay(next, { lastTarget: target, hits: bump(p.hits, target, r.hits), lost: bump(p.lost, target, r.destroyed), acted: p.acted });
}

export function* shootWith(view: Fow3View, side: number, platoon: string): Procedure<StepOutcome<Fow3GameState>> {
  const state = view.state;
  const me = state.sides[side]!.name;
  const target = yield* choosePlatoonTarget(view, side, platoon, 'shoot at');
  if (!target) return { state, report: [`${platoon} has no target it can see and reach.`] };
  const tp = yield* targetPlatoon(view, side === 0 ? 1 : 0, platoon, target);
  const owner = state.sides[side === 0 ? 1 : 0]!.name;
  const r = yield* withPlayers(shoot({ shooters: shooters(view, side, platoon), target: tp, hitsEarlierThisStep: play(state).hits?.[target] ?? 0 }), { target: owner, shooter: me });
  return {
    state: applyShooting(state, side, platoon, target, r),
    report: [
      `${platoon} shoots at ${target}: ${r.hits} hit(s), ${r.destroyed} destroyed, ${r.bailedOut} bailed out${r.pinned ? `, ${target} pinned down` : ''}.`,
      ...r.shots.map((s) => (s.dice > 0 ? `  ${s.shooter} ${s.weapon}: ${s.dice} dice needing ${s.need}: ${s.faces.join(' ')} -> ${s.hits} hit(s)` : `  ${s.shooter} ${s.weapon}: does not fire${s.reason ? ` (${s.reason})` : ''}`)),
      ...r.teams.filter((t) => t.hits > 0).map((t) => `  ${t.id}: ${t.hits} hit(s), ${t.state}`),
      ...r.notes.map((n) => `  ${n}`),
    ],
  };
}

export function shootingActions(view: Fow3View, side: number): PlayAction<Fow3GameState>[] {
  return shootingPlatoons(view, side).map((p) => ({ id: `shoot:${p}`, label: `shoot with ${p}`, run: () => shootWith(view, side, p) }));
}
