/**
 * How Panzerfaust reads its dice (spec §1, p. 4): sums of six-sided dice, read either as a
 * roll-under test (3D6 or 2D6 at most the adjusted number) or against a table; the 1D6 chance
 * factor of infantry fire and CQC; and the re-rolling dice (pip die, Shaken duration).
 */
import { diceRequest } from '../../dice/request.js';
import type { Procedure } from '../../engine/request.js';

export type TroopClass = 'veteran' | 'regular' | 'conscript';
export type MoraleRating = 'elite' | 'reliable' | 'poor';
export const TROOP_CLASSES: readonly TroopClass[] = ['veteran', 'regular', 'conscript'];
export const MORALE_RATINGS: readonly MoraleRating[] = ['elite', 'reliable', 'poor'];

export interface SumRoll {
  readonly faces: readonly number[];
  readonly total: number;
}

/** Roll `count` six-sided dice and add them up. */
export function* rollSum(count: number, label: string, need?: string): Procedure<SumRoll> {
  const faces = (yield diceRequest(count, 6, label, need === undefined ? {} : { need })) as number[];
  return { faces, total: faces.reduce((a, b) => a + b, 0) };
}

export interface RollUnder extends SumRoll {
  readonly target: number;
  readonly success: boolean;
  /** How far under (or at) the target the roll came: target - total (negative on a miss). */
  readonly margin: number;
}

/** A roll-under test: `count`D6 at most `target` succeeds (a plain comparison, spec ambiguity 27). */
export function* rollUnder(count: number, target: number, label: string): Procedure<RollUnder> {
  const r = yield* rollSum(count, label, `${target} or under on ${count}D6`);
  return { ...r, target, success: r.total <= target, margin: target - r.total };
}

/** The chance factor of infantry fire and CQC: 1-2 shift -1, 3-4 none, 5-6 shift +1 (pp. 14, 16, 18). */
export function chanceShift(face: number): -1 | 0 | 1 {
  return face <= 2 ? -1 : face <= 4 ? 0 : 1;
}

/** A die re-rolled until it shows none of `reroll`; returns every face rolled and the one kept. */
export function* rerollingDie(label: string, reroll: readonly number[]): Procedure<{ faces: number[]; value: number }> {
  if (reroll.length >= 6) throw new Error('a die that re-rolls every face never stops');
  const faces: number[] = [];
  for (;;) {
    const [f] = (yield diceRequest(
      1,
      6,
      label,
      reroll.length > 0 ? { need: `re-roll ${reroll.join(', ')}` } : {},
    )) as number[];
    faces.push(f!);
    if (!reroll.includes(f!)) return { faces, value: f! };
  }
}

/** Movement pips (p. 7): Veteran dice re-roll 1-2, Conscript dice re-roll 5-6. */
export function pipRerolls(cls: TroopClass): number[] {
  return cls === 'veteran' ? [1, 2] : cls === 'conscript' ? [5, 6] : [];
}

/** Shaken duration (p. 24): Elite re-roll 5-6, Poor re-roll 1-2. */
export function shakenRerolls(rating: MoraleRating): number[] {
  return rating === 'elite' ? [5, 6] : rating === 'poor' ? [1, 2] : [];
}

/** P(nD6 <= target) exactly, as a fraction of 6^n (counts of sums). */
export function sumCounts(count: number): Map<number, number> {
  let dist = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < count; i++) {
    const next = new Map<number, number>();
    for (const [s, c] of dist) for (let f = 1; f <= 6; f++) next.set(s + f, (next.get(s + f) ?? 0) + c);
    dist = next;
  }
  return dist;
}

/** The chance of nD6 at most `target`, 0..1. */
export function chanceAtMost(count: number, target: number): number {
  let hit = 0;
  for (const [s, c] of sumCounts(count)) if (s <= target) hit += c;
  return hit / 6 ** count;
}
