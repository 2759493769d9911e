import { throwDice } from '../../../dice/pool.js';
import { atLeast } from '../../../dice/target.js';
import type { Choice, DecisionRequest, Procedure } from '../../../engine/request.js';
import { broadType } from '../../flames-of-war/saves/special-rules.js';
import { eligibility, type AssignContext, type Eligible, type Hit } from './assign-hits.js';

export interface MistakenTargetAttempt {
  readonly teams: readonly [string, string];
  readonly roll: number;
  readonly success: boolean;
  /** Hits that changed team on a success. */
  readonly moved: number;
}

export interface MistakenTargetContext extends AssignContext {
  /**
   * Is the team that scored this hit too close to this team for a mistake (4"/10cm, 8"/20cm for
   * tanks, p. 35)? Depends only on the hit's shooter (cached on it).
   */
  tooClose(hit: Hit, teamId: string): boolean;
  /**
   * Optional, for speed: every team this hit's shooter is too close to, all at once (the same
   * answers as tooClose). A table with no distances then rules Too Close for Error out without
   * asking team by team.
   */
  closeTeams?(hit: Hit): ReadonlySet<string>;
}

const NOWHERE: ReadonlySet<string> = new Set();

/**
 * What Mistaken Target can do with the hits as they lie now. A hit on team A may move to team B
 * (p. 35) when it is not smoke, has not moved before, B is eligible for it, and its shooter is not
 * too close to A or B. Each team's reach (the teams some hit on it may move to) is worked out when
 * first needed (whether any pair exists is usually known from the first team), and again only for
 * the two teams of a swap; eligibility comes from the allocation's cache.
 */
class SwapSearch {
  private readonly eligibleOf: (hit: Hit) => Eligible;
  /** Shooter -> team -> too close (Too Close for Error depends on the shooter only). */
  private readonly close = new Map<string, Map<string, boolean>>();
  private readonly type = new Map<string, string | undefined>();
  /** Hits held by each team of the group (every hit, moved or not). */
  private readonly held = new Map<string, Hit[]>();
  /** For each team holding hits: the teams one of its hits may move to (worked out when first asked). */
  private readonly reach = new Map<string, ReadonlySet<string>>();

  /** `respectClose` false: the search as it would be without Too Close for Error (to tell what that rule refused). */
  constructor(
    private readonly hits: readonly Hit[],
    private readonly ctx: MistakenTargetContext,
    private readonly teamIds: readonly string[],
    private readonly respectClose = true,
  ) {
    this.eligibleOf = eligibility(ctx);
    for (const id of teamIds) {
      const t = ctx.team(id);
      this.type.set(id, t ? broadType(t.profile) : undefined);
    }
    this.regroup();
  }

  private regroup(): void {
    this.held.clear();
    for (const h of this.hits) {
      if (!this.type.has(h.team)) continue;
      const list = this.held.get(h.team);
      if (list) list.push(h);
      else this.held.set(h.team, [h]);
    }
  }

  tooClose(h: Hit, teamId: string): boolean {
    if (!this.respectClose) return false;
    if (this.ctx.closeTeams) return this.ctx.closeTeams(h).has(teamId);
    let byTeam = this.close.get(h.shooter);
    if (!byTeam) this.close.set(h.shooter, (byTeam = new Map()));
    let v = byTeam.get(teamId);
    if (v === undefined) {
      v = this.ctx.tooClose(h, teamId);
      byTeam.set(teamId, v);
    }
    return v;
  }

  /**
   * The teams of the group that the shooter of some hit that could move (on a team of the group,
   * not smoke, not moved before) is too close to: only a pair with one of them can differ from
   * the search without Too Close for Error.
   */
  closeTeams(): Set<string> {
    const out = new Set<string>();
    const shooters = new Set<string>();
    for (const [, mine] of this.held) {
      for (const h of mine) {
        if (h.smoke || h.swapped || shooters.has(h.shooter)) continue;
        shooters.add(h.shooter);
        if (this.ctx.closeTeams) {
          for (const id of this.ctx.closeTeams(h)) if (this.type.has(id)) out.add(id);
        } else {
          for (const id of this.teamIds) if (this.tooClose(h, id)) out.add(id);
        }
      }
    }
    return out;
  }

  private canMove(h: Hit, from: string, to: string): boolean {
    return (
      h.team === from &&
      !h.smoke &&
      !h.swapped &&
      this.eligibleOf(h).set.has(to) &&
      !this.tooClose(h, from) &&
      !this.tooClose(h, to)
    );
  }

  private reachOf(a: string): Set<string> {
    const out = new Set<string>();
    // Hits of one shooter with the same eligible teams (same weapon and declared target, or alike)
    // share their reach: look once.
    const seen = new Map<Eligible, Set<string>>();
    for (const h of this.held.get(a) ?? []) {
      if (h.smoke || h.swapped || this.tooClose(h, a)) continue;
      const e = this.eligibleOf(h);
      let shooters = seen.get(e);
      if (!shooters) seen.set(e, (shooters = new Set()));
      if (shooters.has(h.shooter)) continue;
      shooters.add(h.shooter);
      for (const b of e.list) if (b !== a && !this.tooClose(h, b)) out.add(b);
    }
    return out;
  }

  /** Hits on `from` that may swap to `to`. */
  movable(from: string, to: string): Hit[] {
    return (this.held.get(from) ?? []).filter((h) => this.canMove(h, from, to));
  }

  private reachFor(a: string): ReadonlySet<string> {
    let r = this.reach.get(a);
    if (!r) {
      r = this.held.has(a) ? this.reachOf(a) : NOWHERE;
      this.reach.set(a, r);
    }
    return r;
  }

  offered(a: string, b: string): boolean {
    return this.reachFor(a).has(b) || this.reachFor(b).has(a);
  }

  /** Pairs worth offering, in the order of the listing (each pair of hit teams once); `only` picks which pairs to look at. */
  *pairs(only?: (a: string, b: string) => boolean): Generator<[string, string]> {
    for (const a of this.teamIds) {
      if (!this.held.has(a)) continue;
      const ta = this.type.get(a);
      if (ta === undefined) continue;
      for (const b of this.teamIds) {
        if (b === a || this.type.get(b) !== ta) continue;
        if (this.held.has(b) && b < a) continue;
        if (only && !only(a, b)) continue;
        if (this.offered(a, b)) yield [a, b];
      }
    }
  }

  anyPair(): boolean {
    return !this.pairs().next().done;
  }

  /** Swap the movable hits of a pair; only the two teams' reach changes. */
  swap(a: string, b: string): number {
    const aToB = this.movable(a, b);
    const bToA = this.movable(b, a);
    for (const h of aToB) Object.assign(h, { team: b, swapped: true });
    for (const h of bToA) Object.assign(h, { team: a, swapped: true });
    for (const id of [a, b]) {
      const now = this.hits.filter((h) => h.team === id);
      if (now.length > 0) this.held.set(id, now);
      else this.held.delete(id);
      this.reach.delete(id);
    }
    return aToB.length + bToA.length;
  }
}

/** A pair Mistaken Target would offer but for Too Close for Error (p. 35). */
export interface MistakenTargetRefusal {
  readonly teams: readonly [string, string];
  readonly reason: string;
}

/**
 * The pairs that Too Close for Error alone keeps from being offered (p. 35), each with the teams a
 * shooter is too close to, so a result can say why no swap was offered rather than stay silent.
 */
export function refusedByTooClose(
  hits: readonly Hit[],
  ctx: MistakenTargetContext,
  teamIds: readonly string[],
): MistakenTargetRefusal[] {
  const real = new SwapSearch(hits, ctx, teamIds);
  const close = real.closeTeams();
  if (close.size === 0) return [];
  const free = new SwapSearch(hits, ctx, teamIds, false);
  const out: MistakenTargetRefusal[] = [];
  for (const [a, b] of free.pairs((x, y) => close.has(x) || close.has(y))) {
    if (real.offered(a, b)) continue;
    const mine = hits.filter((h) => (h.team === a || h.team === b) && !h.smoke && !h.swapped);
    const near = [a, b].filter((id) => mine.some((h) => real.tooClose(h, id)));
    const reach = (id: string) => (ctx.team(id)?.profile.type === 'tank' ? '8"/20cm' : '4"/10cm');
    const teams = (a < b ? [a, b] : [b, a]) as [string, string];
    out.push({
      teams,
      reason: `Too Close for Error: a shooter is within ${near.map((id) => `${reach(id)} of ${id}`).join(' and ')}`,
    });
  }
  return out;
}

/** Pairs worth offering: some hit can move one way or the other. */
export function mistakenTargetPairs(
  hits: readonly Hit[],
  ctx: MistakenTargetContext,
  teamIds: readonly string[],
): [string, string][] {
  return [...new SwapSearch(hits, ctx, teamIds).pairs()];
}

/** The question, with its list of pairs worked out only when someone reads it (a default answer never does). */
function question(owner: string, search: SwapSearch): DecisionRequest<string> {
  let choices: Choice<string>[] | undefined;
  return {
    type: 'decision',
    id: 'fow4.mistaken-target',
    player: owner,
    question: 'Mistaken Target: try to swap the hits of two teams (3+)?',
    get choices() {
      choices ??= [
        { value: 'stop', label: 'no (more) swaps' },
        ...[...search.pairs()].map(([a, b]) => ({ value: `${a}<->${b}`, label: `swap hits between ${a} and ${b}` })),
      ];
      return choices;
    },
    default: 'stop',
  };
}

/**
 * Mistaken Target (p. 35): the target's owner may pick a team that was hit and another team of the
 * same type that could legally have been given hits, and roll: on 3+ all hits that can legally move
 * are swapped between the two; a swapped hit never moves again. After a success the owner may try
 * another pair; the first failure ends it. Too Close for Error: no hit moves if the team that scored
 * it is within 4"/10cm of either team (8"/20cm for Tank teams). Smoke hits never move (p. 42).
 *
 * Asks: a decision "fow4.mistaken-target" (a pair "A<->B", or "stop"; default "stop"), then one die
 * per try. The decision is asked only when some pair can swap; its list of pairs is built only
 * when the decider reads it.
 */
export function* mistakenTarget(
  hits: Hit[],
  ctx: MistakenTargetContext,
  teamIds: readonly string[],
  owner: string,
): Procedure<MistakenTargetAttempt[]> {
  const attempts: MistakenTargetAttempt[] = [];
  const search = new SwapSearch(hits, ctx, teamIds);
  for (;;) {
    if (!search.anyPair()) return attempts;
    const asked = question(owner, search);
    const answer = (yield asked) as string;
    if (answer === 'stop') return attempts;
    void asked.choices; // fix the list as it stood when asked, before any hit moves
    const [a, b] = answer.split('<->') as [string, string];
    const [t] = yield* throwDice(1, 6, atLeast(3), `Mistaken Target: ${a} <-> ${b}`);
    if (!t!.success) {
      attempts.push({ teams: [a, b], roll: t!.face, success: false, moved: 0 });
      return attempts;
    }
    const moved = search.swap(a, b);
    attempts.push({ teams: [a, b], roll: t!.face, success: true, moved });
  }
}
