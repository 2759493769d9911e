import { rollPool } from '../../../dice/pool.js';
import { atLeast } from '../../../dice/target.js';
import { decide, type Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { Fow3Options } from '../options.js';
import { hasRule, type Fow3Weapon } from '../profile.js';
import { FOW3 } from '../rules.js';
import { isBulletproof, isConcealed, isGoneToGround, isOperational, type TargetTeam } from './target.js';

/** One hit scored, with the weapon that scored it (hits are kept by weapon, p. 18). */
export interface Hit {
  readonly weapon: Fow3Weapon;
  readonly shooter: string;
}

export interface Assignment {
  readonly hit: Hit;
  readonly team: string;
  /** Forced onto the named tank type by a picking-out die of 5+. */
  readonly pickedOut?: boolean;
}

export interface AllocationResult {
  readonly assignments: readonly Assignment[];
  readonly pickOut?: {
    readonly named: string;
    readonly faces: readonly number[];
    readonly forced: number;
    readonly note?: string;
  };
  readonly rules: readonly RuleRef[];
}

/** Gone to ground for allocation: tanks and anti-tank guns only when concealed (p. 14, p. 17). */
function goneToGroundForCover(t: TargetTeam): boolean {
  if (!isGoneToGround(t)) return false;
  const needsTerrain = t.profile.kind === 'tank' || hasRule(t.profile.rules, 'anti-tank-gun');
  return needsTerrain ? isConcealed(t) : true;
}

/**
 * The strict priority of Allocating Hits (p. 18), earlier criteria first: not gone to ground;
 * operational tanks before bailed out or bogged down; within 16"/40cm; unprotected before
 * bulletproof cover; tanks showing their side before their front. Smaller sorts first.
 */
export function allocationPriority(t: TargetTeam): number[] {
  const tank = t.profile.kind === 'tank';
  return [
    goneToGroundForCover(t) ? 1 : 0,
    tank && !isOperational(t) ? 1 : 0,
    t.longRange ? 1 : 0,
    isBulletproof(t) ? 1 : 0,
    tank && (t.facing ?? 'front') === 'front' ? 1 : 0,
  ];
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** "Heavier" weapon: higher Anti-tank, then better (lower) Firepower. */
function heavier(a: Fow3Weapon, b: Fow3Weapon): number {
  const fp = (w: Fow3Weapon) => (w.firepower === 'auto' ? 0 : w.firepower);
  return b.antiTank - a.antiTank || fp(a) - fp(b);
}

/**
 * What a careful target player gives a team (the default answer): a tank or a team in bulletproof
 * cover the least dangerous weapon; an unprotected infantry or gun team, whose 3+ or 5+ save does
 * not care what hit it, the most dangerous, sparing the better-protected teams.
 */
function defenderChoice(team: TargetTeam, kinds: readonly Hit[]): Hit {
  const fp = (w: Fow3Weapon) => (w.firepower === 'auto' ? 0 : w.firepower);
  const danger = (w: Fow3Weapon) =>
    team.profile.kind === 'tank' ? w.antiTank * 10 - fp(w) : -fp(w) * 100 + w.antiTank;
  const sorted = [...kinds].sort((a, b) => danger(a.weapon) - danger(b.weapon));
  const protectedTeam = team.profile.kind === 'tank' || isBulletproof(team);
  return protectedTeam ? sorted[0]! : sorted[sorted.length - 1]!;
}

/**
 * The next team to take a hit: one of the teams with the fewest hits so far (hits go evenly, every
 * team takes one before any takes two, A3), and of those the first by priority; the target player
 * chooses among equals.
 */
function* nextTeam(teams: readonly TargetTeam[], counts: Map<string, number>, why: string): Procedure<TargetTeam> {
  const least = Math.min(...teams.map((t) => counts.get(t.id) ?? 0));
  const open = teams.filter((t) => (counts.get(t.id) ?? 0) === least);
  const bestKey = open.map(allocationPriority).reduce((a, b) => (compareKeys(a, b) <= 0 ? a : b));
  const tied = open.filter((t) => compareKeys(allocationPriority(t), bestKey) === 0);
  if (tied.length === 1) return tied[0]!;
  const id = yield* decide(
    'fow3.allocate-team',
    'target',
    `Which team takes the ${why} hit?`,
    tied.map((t) => ({ value: t.id, label: t.label ?? t.id })),
    tied[0]!.id,
  );
  return tied.find((t) => t.id === id)!;
}

/**
 * The target player allocates a shooting platoon's hits (Who Gets Hit?, Allocating Hits p. 18),
 * after the shooter's picking-out dice (Picking Out Gun Tanks): one die per hit, in the order the
 * hits are listed; each 5+ forces that hit onto a tank of the named type.
 *
 * Requests, in order: [picking-out dice]; then per hit the team choice when teams tie, and (option
 * 'target-chooses') which weapon's hit it is when more than one weapon remains.
 */
export function* allocateHits(
  teams: readonly TargetTeam[],
  hits: readonly Hit[],
  options: Pick<Fow3Options, 'weaponOrder'>,
  pickOut?: string,
): Procedure<AllocationResult> {
  const valid = teams.filter((t) => !t.destroyed && t.visible !== false);
  const rules: RuleRef[] = [FOW3.whoGetsHit, FOW3.allocatingHits];
  const counts = new Map<string, number>(valid.map((t) => [t.id, 0]));
  const assignments: Assignment[] = [];
  if (valid.length === 0 || hits.length === 0) return { assignments, rules };
  let remaining = [...hits];
  let pick: AllocationResult['pickOut'];
  if (pickOut !== undefined) {
    rules.push(FOW3.pickingOut);
    const named = valid.filter((t) => t.profile.kind === 'tank' && t.profile.name === pickOut);
    const pool = yield* rollPool({
      count: hits.length,
      target: atLeast(5),
      label: `picking out ${pickOut}: one die per hit`,
    });
    const faces = pool.dice.map((d) => d.first.face);
    if (named.length === 0) {
      pick = {
        named: pickOut,
        faces,
        forced: 0,
        note: `no ${pickOut} tank can be hit: every hit is allocated as usual`,
      };
    } else {
      const forced = hits.filter((_, i) => pool.dice[i]!.success);
      for (const hit of forced) {
        const team = yield* nextTeam(named, counts, `picked-out ${hit.weapon.name}`);
        counts.set(team.id, (counts.get(team.id) ?? 0) + 1);
        assignments.push({ hit, team: team.id, pickedOut: true });
      }
      remaining = hits.filter((_, i) => !pool.dice[i]!.success);
      pick = { named: pickOut, faces, forced: forced.length };
    }
  }
  if (options.weaponOrder === 'heaviest-last') remaining.sort((a, b) => -heavier(a.weapon, b.weapon));
  while (remaining.length > 0) {
    let hit = remaining[0]!;
    const kinds = [...new Map(remaining.map((h) => [h.weapon.name, h])).values()];
    const team = yield* nextTeam(valid, counts, kinds.length === 1 ? hit.weapon.name : 'next');
    if (options.weaponOrder === 'target-chooses' && kinds.length > 1) {
      const dflt = defenderChoice(team, kinds);
      const name = yield* decide(
        'fow3.allocate-weapon',
        'target',
        `Which weapon's hit goes to ${team.label ?? team.id}?`,
        kinds.map((h) => ({ value: h.weapon.name, label: h.weapon.name })),
        dflt.weapon.name,
      );
      hit = kinds.find((h) => h.weapon.name === name)!;
    }
    remaining.splice(remaining.indexOf(hit), 1);
    counts.set(team.id, (counts.get(team.id) ?? 0) + 1);
    assignments.push({ hit, team: team.id });
  }
  return { assignments, ...(pick ? { pickOut: pick } : {}), rules };
}
