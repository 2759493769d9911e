import { broadType } from '../../flames-of-war/saves/special-rules.js';
import type { AllocationEntry, TargetTeam } from './situation.js';

/** One hit scored by one shooting team, and the enemy team now holding it. */
export interface Hit {
  readonly id: number;
  readonly shooter: string;
  /** The weapon (by name) that scored it: hits of one weapon are spread evenly (p. 34). */
  readonly weapon: string;
  readonly declaredTarget: string;
  readonly smoke: boolean;
  team: string;
  /** Moved by Mistaken Target already: it cannot move again (p. 35). */
  swapped: boolean;
}

/** What Assign Hits needs to know about the table. */
export interface AssignContext {
  /** Live (not destroyed) teams that may share hits with the declared target: its unit, plus a joined unit for HQ / Independent targets (p. 34). */
  pool(declaredTarget: string): readonly TargetTeam[];
  team(id: string): TargetTeam | undefined;
  /** Within 6"/15cm of each other (p. 34). */
  within6(a: string, b: string): boolean;
  /**
   * Could the team that scored this hit validly have shot this team (range, LOS, field of fire)?
   * Depends only on the hit's shooter and weapon (eligibility is cached on them).
   */
  canReceive(hit: Hit, teamId: string): boolean;
  /**
   * Optional, for speed: true when this hit's shooter could have shot every team (nothing measured
   * keeps any out), so canReceive need not be asked team by team. Must agree with canReceive.
   */
  reachesAll?(hit: Hit): boolean;
}

/**
 * The teams a hit may be given to (p. 34): a valid target for the team that scored it, in the same
 * unit as the declared target (or a joined unit for HQ / Independent targets), of the same type
 * (Tank, Infantry, Gun, Aircraft), and within 6"/15cm of the declared target. Listed in unit order.
 */
export function eligibleTeams(hit: Hit, ctx: AssignContext): string[] {
  return receivers(hit, nearOfType(hit.declaredTarget, ctx), ctx);
}

/** Of the declared target's near teams of its type, those the hit's shooter could have shot (the declared target always). */
function receivers(hit: Hit, near: readonly TargetTeam[], ctx: AssignContext): string[] {
  const out: string[] = [];
  for (const t of near) if (t.id === hit.declaredTarget || ctx.canReceive(hit, t.id)) out.push(t.id);
  return out;
}

/** The teams a hit may be given to, as a list and a set (for membership tests). */
export interface Eligible {
  readonly list: readonly string[];
  readonly set: ReadonlySet<string>;
  /** The same teams as numbers, for counting in arrays (see teamIndex). */
  readonly index: Int32Array;
}

/** The teams of the declared target's pool of its own type within 6"/15cm of it (the shooter aside), in unit order. */
function nearOfType(declaredTarget: string, ctx: AssignContext): readonly TargetTeam[] {
  const declared = ctx.team(declaredTarget);
  if (!declared) return [];
  const type = broadType(declared.profile);
  return ctx
    .pool(declaredTarget)
    .filter((t) => broadType(t.profile) === type && (t.id === declared.id || ctx.within6(declared.id, t.id)));
}

/** What one table's allocations share: each kind of hit's eligible teams, each declared target's near teams, team numbers. */
interface EligibilityMemo {
  readonly byKind: Map<string, Eligible>;
  readonly near: Map<string, readonly TargetTeam[]>;
  /** Per declared target: the eligible teams of a hit whose shooter reaches every team. */
  readonly nearAll: Map<string, Eligible>;
  readonly byHit: WeakMap<Hit, Eligible>;
  readonly index: Map<string, number>;
}
const memos = new WeakMap<AssignContext, EligibilityMemo>();

function memoOf(ctx: AssignContext): EligibilityMemo {
  let memo = memos.get(ctx);
  if (!memo)
    memos.set(
      ctx,
      (memo = { byKind: new Map(), near: new Map(), nearAll: new Map(), byHit: new WeakMap(), index: new Map() }),
    );
  return memo;
}

function eligible(list: string[], memo: EligibilityMemo): Eligible {
  const index = new Int32Array(list.length);
  list.forEach((id, i) => {
    let n = memo.index.get(id);
    if (n === undefined) memo.index.set(id, (n = memo.index.size));
    index[i] = n;
  });
  return { list, set: new Set(list), index };
}

/**
 * eligibleTeams worked out once per shooter, weapon and declared target: every hit sharing those
 * shares its eligible teams, so an allocation of many hits asks the table once per kind of hit
 * (and once per declared target for shooters that reach every team). The answers are kept with the
 * context (the table does not change while hits are assigned and swapped), so the default
 * allocation, its check and Mistaken Target share them.
 */
export function eligibility(ctx: AssignContext): (hit: Hit) => Eligible {
  const memo = memoOf(ctx);
  const { byKind, near, nearAll, byHit } = memo;
  const nearOf = (declared: string) => {
    let teams = near.get(declared);
    if (!teams) near.set(declared, (teams = nearOfType(declared, ctx)));
    return teams;
  };
  return (hit) => {
    // A hit's shooter, weapon and declared target never change, so its answer is kept with it too.
    let e = byHit.get(hit);
    if (e) return e;
    if (ctx.reachesAll?.(hit)) {
      e = nearAll.get(hit.declaredTarget);
      if (!e)
        nearAll.set(
          hit.declaredTarget,
          (e = eligible(
            nearOf(hit.declaredTarget).map((t) => t.id),
            memo,
          )),
        );
    } else {
      const key = kindOf(hit);
      e = byKind.get(key);
      if (!e) byKind.set(key, (e = eligible(receivers(hit, nearOf(hit.declaredTarget), ctx), memo)));
    }
    byHit.set(hit, e);
    return e;
  };
}

/** The number eligibility gives each team of this table (for Eligible.index). */
export function teamIndex(ctx: AssignContext): ReadonlyMap<string, number> {
  return memoOf(ctx).index;
}

function kindOf(hit: Hit): string {
  return `${hit.shooter}\u0000${hit.weapon}\u0000${hit.declaredTarget}`;
}

function bump(m: Map<string, number>, k: string, by = 1): void {
  m.set(k, (m.get(k) ?? 0) + by);
}

/**
 * The default allocation (p. 34, AMB-34): for each declared target, its first hit goes to it; every
 * further hit goes to the eligible team with the fewest hits of that weapon, then the fewest hits in
 * all, the declared target last among equals, then unit order. This spreads hits evenly and gives
 * the book's example (four hits on T1, T2, T3 in range: T1 1, T2 2, T3 1).
 */
export function assignHitsDefault(hits: Hit[], ctx: AssignContext): void {
  const eligibleOf = eligibility(ctx);
  const index = teamIndex(ctx);
  // Hits so far per team (by its number), of each weapon and in all; grown as teams get numbers.
  let size = 16;
  const byWeapon = new Map<string, Int32Array>();
  let combined = new Int32Array(size);
  const grow = (a: Int32Array) => {
    const b = new Int32Array(size);
    b.set(a);
    return b;
  };
  const served = new Set<string>();
  for (const h of hits) {
    const options = eligibleOf(h);
    if (index.size > size) {
      while (index.size > size) size *= 2;
      combined = grow(combined);
      for (const [w, a] of byWeapon) byWeapon.set(w, grow(a));
    }
    let wcount = byWeapon.get(h.weapon);
    if (!wcount) byWeapon.set(h.weapon, (wcount = new Int32Array(size)));
    let choice: string;
    if (!served.has(h.declaredTarget)) {
      choice = h.declaredTarget;
      served.add(h.declaredTarget);
    } else {
      // The first in unit order of the least by (hits of this weapon, hits in all, declared target last).
      choice = h.declaredTarget;
      let bw = Infinity;
      let bc = Infinity;
      let bt = Infinity;
      const ids = options.list;
      const nums = options.index;
      for (let i = 0; i < nums.length; i++) {
        const n = nums[i]!;
        const w = wcount[n]!;
        if (w > bw) continue;
        const c = combined[n]!;
        const id = ids[i]!;
        const t = id === h.declaredTarget ? 1 : 0;
        if (w < bw || c < bc || (c === bc && t < bt)) {
          choice = id;
          bw = w;
          bc = c;
          bt = t;
        }
      }
    }
    h.team = choice;
    let n = index.get(choice);
    if (n === undefined) {
      // A team no eligible list named (the declared target of a hit it cannot be given): counted by name.
      (index as Map<string, number>).set(choice, (n = index.size));
      if (index.size > size) {
        while (index.size > size) size *= 2;
        combined = grow(combined);
        for (const [w, a] of byWeapon) byWeapon.set(w, grow(a));
        wcount = byWeapon.get(h.weapon)!;
      }
    }
    wcount[n]!++;
    combined[n]!++;
  }
}

/**
 * Check an allocation against Assign Hits (p. 34): every hit on an eligible team; each declared
 * target that drew hits gets at least one of them; and hits spread evenly, per weapon and in all,
 * as far as eligibility allows — read as: no hit could move to another eligible team holding two or
 * more fewer hits (of that weapon, or in all) without taking a declared target's only hit (AMB-34).
 * Returns plain-words problems; none means the allocation stands.
 */
export function allocationProblems(hits: readonly Hit[], ctx: AssignContext): string[] {
  const problems: string[] = [];
  const eligibleOf = eligibility(ctx);
  for (const h of hits) {
    if (!eligibleOf(h).set.has(h.team)) {
      problems.push(
        `a hit from ${h.shooter} (${h.weapon}) cannot go to ${h.team}: it must be a valid target of the same unit and type within 6"/15cm of ${h.declaredTarget}`,
      );
    }
  }
  const declared = [...new Set(hits.map((h) => h.declaredTarget))];
  const kept = new Map<string, number>();
  for (const h of hits) if (h.declaredTarget === h.team) bump(kept, h.team);
  const onTarget = (t: string) => kept.get(t) ?? 0;
  for (const t of declared)
    if (onTarget(t) === 0) problems.push(`${t} was targeted and must receive at least one of the hits aimed at it`);
  if (problems.length > 0) return problems;
  const counts = (key: (h: Hit) => boolean) => {
    const m = new Map<string, number>();
    for (const h of hits) if (key(h)) bump(m, h.team);
    return m;
  };
  const combined = counts(() => true);
  const weapons = [...new Set(hits.map((h) => h.weapon))];
  const perWeapon = new Map(weapons.map((w) => [w, counts((h) => h.weapon === w)] as const));
  const reported = new Set<string>();
  for (const h of hits) {
    const lockedOnTarget = h.team === h.declaredTarget && onTarget(h.declaredTarget) === 1;
    if (lockedOnTarget) continue;
    for (const other of eligibleOf(h).list) {
      if (other === h.team) continue;
      const wm = perWeapon.get(h.weapon)!;
      const wGap = (wm.get(h.team) ?? 0) - (wm.get(other) ?? 0);
      const cGap = (combined.get(h.team) ?? 0) - (combined.get(other) ?? 0);
      const key = `${h.team}>${other}:${wGap >= 2 ? h.weapon : '*'}`;
      if ((wGap >= 2 || cGap >= 2) && !reported.has(key)) {
        reported.add(key);
        problems.push(
          wGap >= 2
            ? `hits from ${h.weapon} are not even: ${h.team} has ${wm.get(h.team) ?? 0} and ${other} has ${wm.get(other) ?? 0}`
            : `hits are not even: ${h.team} has ${combined.get(h.team) ?? 0} and ${other} has ${combined.get(other) ?? 0}`,
        );
      }
    }
  }
  return problems;
}

/**
 * Turn a player's allocation ("n hits from shooter S [weapon W] to team X") into hit holders.
 * Entries without a weapon take the shooter's hits in the order they were scored.
 */
export function applyAllocation(hits: Hit[], entries: readonly AllocationEntry[]): string[] {
  const problems: string[] = [];
  const free = new Set(hits.map((h) => h.id));
  const sorted = [...entries].sort((a, b) => (a.weapon === undefined ? 1 : 0) - (b.weapon === undefined ? 1 : 0));
  for (const e of sorted) {
    const mine = hits.filter(
      (h) => free.has(h.id) && h.shooter === e.shooter && (e.weapon === undefined || h.weapon === e.weapon),
    );
    if (mine.length < e.hits) {
      problems.push(
        `${e.shooter}${e.weapon ? ` (${e.weapon})` : ''} scored ${mine.length} unallocated hit(s), not ${e.hits}`,
      );
      continue;
    }
    for (const h of mine.slice(0, e.hits)) {
      h.team = e.team;
      free.delete(h.id);
    }
  }
  if (free.size > 0) problems.push(`${free.size} hit(s) were not allocated`);
  return problems;
}
