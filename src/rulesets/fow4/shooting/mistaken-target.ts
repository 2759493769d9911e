import { throwDice } from '../../../dice/pool.js';
import { atLeast } from '../../../dice/target.js';
import { decide, type Choice, type Procedure } from '../../../engine/request.js';
import { broadType } from '../../flames-of-war/saves/special-rules.js';
import { eligibleTeams, type AssignContext, type Hit } from './assign-hits.js';

export interface MistakenTargetAttempt {
  readonly teams: readonly [string, string];
  readonly roll: number;
  readonly success: boolean;
  /** Hits that changed team on a success. */
  readonly moved: number;
}

export interface MistakenTargetContext extends AssignContext {
  /** Is the team that scored this hit too close to this team for a mistake (4"/10cm, 8"/20cm for tanks, p. 35)? */
  tooClose(hit: Hit, teamId: string): boolean;
}

/** Hits on `from` that may swap to `to` (p. 35): not smoke, not swapped before, legal for `to`, not too close. */
function movable(hits: readonly Hit[], from: string, to: string, ctx: MistakenTargetContext): Hit[] {
  return hits.filter(
    (h) => h.team === from && !h.smoke && !h.swapped && eligibleTeams(h, ctx).includes(to) && !ctx.tooClose(h, from) && !ctx.tooClose(h, to),
  );
}

/** Pairs worth offering: some hit can move one way or the other. */
export function mistakenTargetPairs(hits: readonly Hit[], ctx: MistakenTargetContext, teamIds: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (const a of teamIds) {
    if (!hits.some((h) => h.team === a)) continue;
    const ta = ctx.team(a);
    for (const b of teamIds) {
      if (b === a) continue;
      const tb = ctx.team(b);
      if (!ta || !tb || broadType(ta.profile) !== broadType(tb.profile)) continue;
      if (hits.some((h) => h.team === b) && b < a) continue; // each pair of hit teams once
      if (movable(hits, a, b, ctx).length + movable(hits, b, a, ctx).length > 0) pairs.push([a, b]);
    }
  }
  return pairs;
}

/**
 * Mistaken Target (p. 35): the target's owner may pick a team that was hit and another team of the
 * same type that could legally have been given hits, and roll: on 3+ all hits that can legally move
 * are swapped between the two; a swapped hit never moves again. After a success the owner may try
 * another pair; the first failure ends it. Too Close for Error: no hit moves if the team that scored
 * it is within 4"/10cm of either team (8"/20cm for Tank teams). Smoke hits never move (p. 42).
 *
 * Asks: a decision "fow4.mistaken-target" (a pair "A<->B", or "stop"; default "stop"), then one die per try.
 */
export function* mistakenTarget(hits: Hit[], ctx: MistakenTargetContext, teamIds: readonly string[], owner: string): Procedure<MistakenTargetAttempt[]> {
  const attempts: MistakenTargetAttempt[] = [];
  for (;;) {
    const pairs = mistakenTargetPairs(hits, ctx, teamIds);
    if (pairs.length === 0) return attempts;
    const choices: Choice<string>[] = [{ value: 'stop', label: 'no (more) swaps' }, ...pairs.map(([a, b]) => ({ value: `${a}<->${b}`, label: `swap hits between ${a} and ${b}` }))];
    const answer = yield* decide('fow4.mistaken-target', owner, 'Mistaken Target: try to swap the hits of two teams (3+)?', choices, 'stop');
    if (answer === 'stop') return attempts;
    const [a, b] = answer.split('<->') as [string, string];
    const [t] = yield* throwDice(1, 6, atLeast(3), `Mistaken Target: ${a} <-> ${b}`);
    if (!t!.success) {
      attempts.push({ teams: [a, b], roll: t!.face, success: false, moved: 0 });
      return attempts;
    }
    const aToB = movable(hits, a, b, ctx);
    const bToA = movable(hits, b, a, ctx);
    for (const h of aToB) Object.assign(h, { team: b, swapped: true });
    for (const h of bToA) Object.assign(h, { team: a, swapped: true });
    attempts.push({ teams: [a, b], roll: t!.face, success: true, moved: aToB.length + bToA.length });
  }
}
