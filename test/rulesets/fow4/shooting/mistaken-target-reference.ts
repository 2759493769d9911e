/**
 * The Mistaken Target search as it was before it was made incremental (kept only here, as the
 * reference the fast search must agree with): every pair of teams tried, each hit's eligible teams
 * asked afresh each time. `eligible` defaults to the plain eligibleTeams; a test on a big unit may
 * pass a memoised one (same answers, it only saves time).
 */
import { throwDice } from '../../../../src/dice/pool.js';
import { ScriptedDice } from '../../../../src/dice/scripted.js';
import { atLeast } from '../../../../src/dice/target.js';
import { decide, type Choice, type DecisionRequest, type Procedure } from '../../../../src/engine/request.js';
import { runProcedureSync, type JournalEntry } from '../../../../src/engine/runner.js';
import { broadType } from '../../../../src/rulesets/flames-of-war/saves/special-rules.js';
import { eligibleTeams, type Hit } from '../../../../src/rulesets/fow4/shooting/assign-hits.js';
import type {
  MistakenTargetAttempt,
  MistakenTargetContext,
  MistakenTargetRefusal,
} from '../../../../src/rulesets/fow4/shooting/mistaken-target.js';

type Eligible = (hit: Hit, ctx: MistakenTargetContext) => readonly string[];

function movable(
  hits: readonly Hit[],
  from: string,
  to: string,
  ctx: MistakenTargetContext,
  eligible: Eligible,
): Hit[] {
  return hits.filter(
    (h) =>
      h.team === from &&
      !h.smoke &&
      !h.swapped &&
      eligible(h, ctx).includes(to) &&
      !ctx.tooClose(h, from) &&
      !ctx.tooClose(h, to),
  );
}

export function referencePairs(
  hits: readonly Hit[],
  ctx: MistakenTargetContext,
  teamIds: readonly string[],
  eligible: Eligible = eligibleTeams,
): [string, string][] {
  const pairs: [string, string][] = [];
  for (const a of teamIds) {
    if (!hits.some((h) => h.team === a)) continue;
    const ta = ctx.team(a);
    for (const b of teamIds) {
      if (b === a) continue;
      const tb = ctx.team(b);
      if (!ta || !tb || broadType(ta.profile) !== broadType(tb.profile)) continue;
      if (hits.some((h) => h.team === b) && b < a) continue;
      if (movable(hits, a, b, ctx, eligible).length + movable(hits, b, a, ctx, eligible).length > 0) pairs.push([a, b]);
    }
  }
  return pairs;
}

/** The pairs Too Close for Error alone refused, as first written: every pair searched with and without that rule. */
export function referenceRefusals(
  hits: readonly Hit[],
  ctx: MistakenTargetContext,
  teamIds: readonly string[],
): MistakenTargetRefusal[] {
  const key = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
  const offered = new Set(referencePairs(hits, ctx, teamIds).map(([a, b]) => key(a, b)));
  const out: MistakenTargetRefusal[] = [];
  for (const [a, b] of referencePairs(hits, { ...ctx, tooClose: () => false }, teamIds)) {
    if (offered.has(key(a, b))) continue;
    const mine = hits.filter((h) => (h.team === a || h.team === b) && !h.smoke && !h.swapped);
    const close = [a, b].filter((id) => mine.some((h) => ctx.tooClose(h, id)));
    const reach = (id: string) => (ctx.team(id)?.profile.type === 'tank' ? '8"/20cm' : '4"/10cm');
    const teams = (a < b ? [a, b] : [b, a]) as [string, string];
    out.push({
      teams,
      reason: `Too Close for Error: a shooter is within ${close.map((id) => `${reach(id)} of ${id}`).join(' and ')}`,
    });
  }
  return out;
}

export function* referenceMistakenTarget(
  hits: Hit[],
  ctx: MistakenTargetContext,
  teamIds: readonly string[],
  owner: string,
  eligible: Eligible = eligibleTeams,
): Procedure<MistakenTargetAttempt[]> {
  const attempts: MistakenTargetAttempt[] = [];
  for (;;) {
    const pairs = referencePairs(hits, ctx, teamIds, eligible);
    if (pairs.length === 0) return attempts;
    const choices: Choice<string>[] = [
      { value: 'stop', label: 'no (more) swaps' },
      ...pairs.map(([a, b]) => ({ value: `${a}<->${b}`, label: `swap hits between ${a} and ${b}` })),
    ];
    const answer = yield* decide(
      'fow4.mistaken-target',
      owner,
      'Mistaken Target: try to swap the hits of two teams (3+)?',
      choices,
      'stop',
    );
    if (answer === 'stop') return attempts;
    const [a, b] = answer.split('<->') as [string, string];
    const [t] = yield* throwDice(1, 6, atLeast(3), `Mistaken Target: ${a} <-> ${b}`);
    if (!t!.success) {
      attempts.push({ teams: [a, b], roll: t!.face, success: false, moved: 0 });
      return attempts;
    }
    const aToB = movable(hits, a, b, ctx, eligible);
    const bToA = movable(hits, b, a, ctx, eligible);
    for (const h of aToB) Object.assign(h, { team: b, swapped: true });
    for (const h of bToA) Object.assign(h, { team: a, swapped: true });
    attempts.push({ teams: [a, b], roll: t!.face, success: true, moved: aToB.length + bToA.length });
  }
}

/** Answers decisions by position: the k-th answer picks choices[n % length]; past the list, the default (choices unread). */
export function picker(answers: readonly number[], seen: string[][]) {
  let k = 0;
  return {
    decide(req: DecisionRequest<unknown>): unknown {
      const n = answers[k++];
      if (n === undefined) return req.default;
      const values = req.choices.map((c) => String(c.value));
      seen.push(values);
      return req.choices[n % req.choices.length]!.value;
    },
  };
}

export function drive<R>(proc: Procedure<R>, faces: readonly number[], answers: readonly number[]) {
  const seen: string[][] = [];
  const journal: JournalEntry[] = [];
  // Dice past the scripted list read 1 (a failure), so every run ends.
  const dice = new ScriptedDice([...faces, ...Array<number>(20).fill(1)]);
  const result = runProcedureSync(proc, { dice, decider: picker(answers, seen), record: (e) => journal.push(e) });
  return { result, seen, journal };
}
