import { diceRequest, type DiceProcedure } from './request.js';
import { describeTarget, judge, needsFollowUp, representativeFaces, type Target } from './target.js';

/** Which dice a re-roll takes back: none, those that failed, or those that succeeded. */
export type RerollPolicy = 'none' | 'failures' | 'successes';

/** One throw of one die: the face, its follow-up die when the target has two stages, and the verdict. */
export interface Throw {
  readonly face: number;
  readonly followUp?: number;
  readonly success: boolean;
}

/** One die of a pool: its first throw and, if it was re-rolled, the throw that replaced it. */
export interface PoolDie {
  readonly first: Throw;
  readonly reroll?: Throw;
  /** The verdict that stands (the re-roll's when there was one). */
  readonly success: boolean;
}

export interface PoolResult {
  readonly sides: number;
  readonly target: Target;
  readonly reroll: RerollPolicy;
  readonly dice: readonly PoolDie[];
  readonly successes: number;
  readonly failures: number;
}

export interface PoolSpec {
  readonly count: number;
  readonly sides?: number;
  readonly target: Target;
  /** At most one re-roll per die (the one-re-roll limit is shared by every ruleset here). */
  readonly reroll?: RerollPolicy;
  readonly label: string;
}

/**
 * Throw `count` dice against one target: first the whole pool, then one follow-up die for each
 * die that passed a two-stage target's first stage, then, if the policy says so, a re-roll of the
 * failures (or of the successes), each re-rolled die repeating both stages.
 *
 * Dice are asked for in this order (what `--dice` faces must follow): pool; follow-ups in pool
 * order; re-rolled dice in pool order; their follow-ups.
 */
export function* rollPool(spec: PoolSpec): DiceProcedure<PoolResult> {
  const sides = spec.sides ?? 6;
  const reroll = spec.reroll ?? 'none';
  const target = spec.target;
  let dice: PoolDie[] = [];
  if (spec.count > 0 && target.kind !== 'auto' && target.kind !== 'impossible') {
    const first = yield* throwDice(spec.count, sides, target, spec.label);
    dice = new Array<PoolDie>(first.length);
    const again: number[] = [];
    // Without follow-up dice a throw is its face, so dice showing one face share one record (records never change).
    const byFace: (PoolDie | undefined)[] | undefined = needsFollowUp(target) ? undefined : [];
    for (let i = 0; i < first.length; i++) {
      const t = first[i]!;
      if (byFace) {
        let d = byFace[t.face];
        if (!d) byFace[t.face] = d = { first: t, success: t.success };
        dice[i] = d;
      } else dice[i] = { first: t, success: t.success };
      if (reroll === 'failures' ? !t.success : reroll === 'successes' && t.success) again.push(i);
    }
    if (again.length > 0) {
      const label = `${spec.label}: re-roll ${reroll === 'failures' ? 'failures' : 'successes'}`;
      const second = yield* throwDice(again.length, sides, target, label);
      again.forEach((di, k) => {
        const t = second[k]!;
        dice[di] = { first: dice[di]!.first, reroll: t, success: t.success };
      });
    }
  } else {
    const success = target.kind === 'auto';
    dice = Array.from({ length: spec.count }, () => ({ first: { face: 0, success }, success }));
  }
  let successes = 0;
  for (const d of dice) if (d.success) successes++;
  return { sides, target, reroll, dice, successes, failures: dice.length - successes };
}

/** Throw n dice against a target, with follow-up dice for two-stage targets. */
export function* throwDice(n: number, sides: number, target: Target, label: string): DiceProcedure<Throw[]> {
  const shortcut = representativeFaces(target, sides);
  const need = describeTarget(target);
  const faces = yield diceRequest(n, sides, label, shortcut ? { need, countShortcut: shortcut } : { need });
  if (!needsFollowUp(target)) {
    // One record per face, judged once: a big pool makes a handful of records, not one per die.
    const byFace: (Throw | undefined)[] = [];
    const out = new Array<Throw>(faces.length);
    for (let i = 0; i < faces.length; i++) {
      const face = faces[i]!;
      let t = byFace[face];
      if (!t) byFace[face] = t = { face, success: judge(target, face) };
      out[i] = t;
    }
    return out;
  }
  const waiting: number[] = [];
  for (let i = 0; i < faces.length; i++) if (faces[i]! >= target.need) waiting.push(i);
  const follow =
    waiting.length > 0
      ? yield diceRequest(waiting.length, sides, `${label}: follow-up for each ${target.need}`, {
          need: `${target.then}+`,
        })
      : [];
  const byIndex = new Map<number, number>();
  waiting.forEach((di, k) => byIndex.set(di, follow[k]!));
  return faces.map((face, i) => {
    const followUp = byIndex.get(i);
    return followUp === undefined
      ? { face, success: false }
      : { face, followUp, success: judge(target, face, followUp) };
  });
}

/** Several dice added together, e.g. Panzerfaust's 2D6 and 3D6. */
export interface SumResult {
  readonly sides: number;
  readonly faces: readonly number[];
  readonly total: number;
  readonly target?: Target;
  readonly success?: boolean;
}

export function* rollSum(count: number, sides: number, label: string, target?: Target): DiceProcedure<SumResult> {
  const faces = yield diceRequest(count, sides, label, target ? { need: `total ${describeTarget(target)}` } : {});
  const total = faces.reduce((a, b) => a + b, 0);
  if (!target) return { sides, faces, total };
  return { sides, faces, total, target, success: judge(target, total) };
}
