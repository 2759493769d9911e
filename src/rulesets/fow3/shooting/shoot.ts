import type { ShootSummary } from '../../flames-of-war/result-summary.js';
import { rollPool } from '../../../dice/pool.js';
import { describeTarget, type Target } from '../../../dice/target.js';
import type { Procedure } from '../../../engine/request.js';
import { RulesApplied, type RuleRef } from '../../../engine/rules.js';
import { fow3Options, type Fow3Options } from '../options.js';
import type { Fow3TeamProfile, Fow3Weapon } from '../profile.js';
import { FOW3 } from '../rules.js';
import { fow3Score } from '../score.js';
import { allocateHits, type AllocationResult, type Hit } from './allocate.js';
import { teamRof, type ShooterState } from './rof.js';
import { saveHit, type Fow3SaveRecord } from './saves.js';
import type { TargetPlatoon, TargetTeam } from './target.js';
import { platoonToHit, type PlatoonToHit } from './to-hit.js';

export interface Shooter {
  readonly id: string;
  readonly profile: Fow3TeamProfile;
  readonly state?: ShooterState;
  /** Weapons it fires (default: a tank its main gun and MGs, another team its first weapon). */
  readonly fire?: readonly string[];
}

export interface ShootSituation {
  /** The shooting platoon's teams that shoot at this target (one target per tank, p. 18). */
  readonly shooters: readonly Shooter[];
  readonly target: TargetPlatoon;
  /** Picking Out Gun Tanks: the named type of tank. */
  readonly pickOut?: string;
  /** Hits the target platoon already took this Shooting Step (pinning counts them all, p. 15). */
  readonly hitsEarlierThisStep?: number;
  readonly options?: Partial<Fow3Options>;
}

export interface Shot {
  readonly shooter: string;
  readonly weapon: string;
  readonly dice: number;
  readonly need: string;
  readonly faces: readonly number[];
  readonly hits: number;
  readonly reason?: string;
}

export interface TeamAfter {
  readonly id: string;
  readonly hits: number;
  readonly state: 'unharmed' | 'bailed-out' | 'bogged-down' | 'destroyed';
}

export interface ShootResult {
  readonly ruleset: 'fow3';
  readonly mode: 'shooting' | 'defensive-fire';
  readonly toHit: PlatoonToHit;
  readonly shots: readonly Shot[];
  readonly hits: number;
  readonly allocation: AllocationResult;
  readonly saves: readonly Fow3SaveRecord[];
  readonly teams: readonly TeamAfter[];
  readonly destroyed: number;
  readonly bailedOut: number;
  /** Pinned Down by this step's hits (p. 15). */
  readonly pinned: boolean;
  /** The outcome as every edition states it (flames-of-war/result-summary.ts). */
  readonly summary: ShootSummary;
  readonly notes: readonly string[];
  readonly rules: readonly RuleRef[];
}

function platoonKind(teams: readonly TargetTeam[]): 'tank' | 'infantry' | 'gun' {
  if (teams.every((t) => t.profile.kind === 'tank')) return 'tank';
  return teams.some((t) => t.profile.kind === 'infantry') ? 'infantry' : 'gun';
}

export interface FireCore {
  readonly mode: 'shooting' | 'defensive-fire';
  /** Teams that may take hits (defensive fire: assaulting teams within 8"/20cm). */
  readonly hittable?: readonly string[];
}

/** One weapon of one shooting team, as the rules say it fires: its dice and the score each needs. */
export interface PlannedShot {
  readonly shooter: Shooter;
  readonly weapon: string;
  /** The weapon fired (absent when it may not fire). */
  readonly profile?: Fow3Weapon;
  readonly dice: number;
  /** The score to hit (absent when the weapon does not fire). */
  readonly target?: Target;
  readonly reason?: string;
}

export interface FirePlan {
  readonly options: Fow3Options;
  readonly toHit: PlatoonToHit;
  readonly kind: 'tank' | 'infantry' | 'gun';
  readonly shots: readonly PlannedShot[];
  readonly rules: readonly RuleRef[];
}

/**
 * Who fires what at which score (spec §4.2, §4.3), before any die: the part of a shooting that
 * the dice do not change. `fire` rolls it; the exact odds (odds/shoot-odds.ts) read it. Pure.
 */
export function planFire(situation: ShootSituation, core: FireCore): FirePlan {
  const options = fow3Options(situation.options);
  const rules = new RulesApplied();
  const defensive = core.mode === 'defensive-fire';
  const target = situation.target;
  const toHit = platoonToHit(target, options);
  rules.add(...toHit.rules);
  if (defensive) rules.add(FOW3.defensiveFire);
  const kind = platoonKind(target.teams);
  const shots: PlannedShot[] = [];
  for (const s of situation.shooters) {
    const state: ShooterState = { ...s.state, ...(defensive ? { defensiveFire: true, moved: false } : {}) };
    for (const r of teamRof(s.profile, state, s.fire, kind)) {
      rules.add(...r.rules);
      const weapon = s.profile.weapons.find((w) => w.name === r.weapon)!;
      if (r.dice === 0) {
        shots.push({ shooter: s, weapon: r.weapon, dice: 0, ...(r.reason ? { reason: r.reason } : {}) });
        continue;
      }
      const score = fow3Score(toHit.base, [...toHit.modifiers.map((m) => m.value), r.toHitPenalty], options);
      rules.add(...score.rules);
      shots.push({ shooter: s, weapon: r.weapon, profile: weapon, dice: r.dice, target: score.target });
    }
  }
  return { options, toHit, kind, shots, rules: rules.list() };
}

/**
 * One platoon shoots at one platoon (spec §4.1): dice from ROF (4.2), the score from the target's
 * easiest team (4.3), the target player's allocation (4.4), a save per hit (4.5), then Pinned Down
 * at 5 hits in the step for an infantry or gun platoon (4.7, A5).
 *
 * Requests, in order: to-hit dice per shooter and weapon (in the order given); picking-out dice;
 * allocation decisions; then the save dice of each hit in allocation order.
 */
export function* fire(situation: ShootSituation, core: FireCore): Procedure<ShootResult> {
  const plan = planFire(situation, core);
  const { options, toHit, kind } = plan;
  const rules = new RulesApplied();
  rules.add(...plan.rules);
  const notes: string[] = [];
  const defensive = core.mode === 'defensive-fire';
  const target = situation.target;
  const shots: Shot[] = [];
  const hits: Hit[] = [];
  for (const p of plan.shots) {
    if (!p.target || !p.profile) {
      shots.push({
        shooter: p.shooter.id,
        weapon: p.weapon,
        dice: 0,
        need: '-',
        faces: [],
        hits: 0,
        ...(p.reason ? { reason: p.reason } : {}),
      });
      continue;
    }
    const pool = yield* rollPool({
      count: p.dice,
      target: p.target,
      label: `${p.shooter.id} ${p.weapon} to hit ${target.name}`,
    });
    for (let i = 0; i < pool.successes; i++) hits.push({ weapon: p.profile, shooter: p.shooter.id });
    shots.push({
      shooter: p.shooter.id,
      weapon: p.weapon,
      dice: p.dice,
      need: describeTarget(p.target),
      faces: pool.dice.map((d) => d.first.face),
      hits: pool.successes,
    });
  }
  const teams = new Map(target.teams.map((t) => [t.id, { ...t, ...(defensive ? { assaulting: true } : {}) }]));
  const hittable = target.teams
    .filter((t) => !core.hittable || core.hittable.includes(t.id))
    .map((t) => teams.get(t.id)!);
  const allocation = yield* allocateHits(hittable, hits, options, situation.pickOut);
  rules.add(...allocation.rules);
  if (allocation.pickOut?.note) notes.push(allocation.pickOut.note);
  const saves: Fow3SaveRecord[] = [];
  const hitCount = new Map<string, number>();
  for (const a of allocation.assignments) {
    hitCount.set(a.team, (hitCount.get(a.team) ?? 0) + 1);
    const team = teams.get(a.team)!;
    if (team.destroyed) {
      notes.push(`${a.team} was already destroyed: the ${a.hit.weapon.name} hit has no further effect`);
      continue;
    }
    const facing = defensive && team.profile.kind === 'tank' ? 'side' : undefined;
    if (facing) rules.add(FOW3.defensiveFireTanks);
    // saveHit labels its dice "<team> hit by <weapon>: ..." itself.
    const rec = yield* saveHit(team, a.hit.weapon, options, facing ? { facing } : {});
    rules.add(...rec.rules);
    if (rec.note) notes.push(`${a.team}: ${rec.note}`);
    saves.push(rec);
    teams.set(a.team, { ...team, destroyed: rec.state === 'destroyed', bailedOut: rec.state === 'bailed-out' });
  }
  const after: TeamAfter[] = target.teams.map((t) => {
    const now = teams.get(t.id)!;
    const state = now.destroyed
      ? 'destroyed'
      : now.bailedOut
        ? 'bailed-out'
        : now.boggedDown
          ? 'bogged-down'
          : 'unharmed';
    return { id: t.id, hits: hitCount.get(t.id) ?? 0, state };
  });
  const before = new Map(target.teams.map((t) => [t.id, t]));
  const destroyed = after.filter((t) => t.state === 'destroyed' && !before.get(t.id)!.destroyed).length;
  const bailedOut = after.filter((t) => t.state === 'bailed-out' && !before.get(t.id)!.bailedOut).length;
  let pinned = false;
  if (!defensive) {
    const total = hits.length + (situation.hitsEarlierThisStep ?? 0);
    const pinnable = kind !== 'tank' || options.pinTanksByShooting;
    if (total >= 5 && pinnable) {
      pinned = true;
      rules.add(FOW3.pinnedDown);
    } else if (total >= 5) {
      notes.push('a tank platoon is not pinned down by shooting (umpire reading A5)');
    }
  }
  return {
    ruleset: 'fow3',
    mode: core.mode,
    toHit,
    shots,
    hits: hits.length,
    allocation,
    saves,
    teams: after,
    destroyed,
    bailedOut,
    pinned,
    summary: { hits: hits.length, destroyed, bailedOut, pinned: pinned ? [situation.target.name] : [] },
    notes,
    rules: rules.list(),
  };
}

/** The Shooting Step: one platoon shoots at one target platoon. */
export function shoot(situation: ShootSituation): Procedure<ShootResult> {
  return fire(situation, { mode: 'shooting' });
}
