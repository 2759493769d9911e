/**
 * A big roll in short: above DETAIL_LIMIT dice, `umpire roll` prints how many dice showed each
 * face (first throws, re-rolls and follow-up dice apart) instead of one row per die; --verbose
 * (or --json) keeps every die.
 */
import type { PoolResult, Throw } from '../../dice/pool.js';

/** More dice than this are summed up unless --verbose is given. */
export const DETAIL_LIMIT = 60;

export interface FaceSummary {
  readonly head: string[];
  readonly rows: number[][];
}

function tally(counts: number[], t: Throw | undefined, follow: number[]): void {
  if (!t) return;
  counts[t.face - 1]!++;
  if (t.followUp !== undefined) follow[t.followUp - 1]!++;
}

/** Faces by value for a pool: one row per face, a column per kind of throw that happened. */
export function poolFaces(r: PoolResult): FaceSummary {
  const zero = () => Array<number>(r.sides).fill(0);
  const first = zero();
  const firstFollow = zero();
  const again = zero();
  const againFollow = zero();
  for (const d of r.dice) {
    tally(first, d.first, firstFollow);
    tally(again, d.reroll, againFollow);
  }
  const any = (xs: number[]) => xs.some((x) => x > 0);
  const columns: [string, number[]][] = [
    ['rolled', first],
    ...(any(firstFollow) ? [['follow-up', firstFollow] as [string, number[]]] : []),
    ...(any(again) ? [['re-rolled', again] as [string, number[]]] : []),
    ...(any(againFollow) ? [['re-roll follow-up', againFollow] as [string, number[]]] : []),
  ];
  return {
    head: [`d${r.sides}`, ...columns.map(([name]) => name)],
    rows: first.map((_, i) => [i + 1, ...columns.map(([, xs]) => xs[i]!)]),
  };
}

/** Faces by value for a sum of many dice. */
export function sumFaces(sides: number, faces: readonly number[]): FaceSummary {
  const counts = Array<number>(sides).fill(0);
  for (const f of faces) counts[f - 1]!++;
  return { head: [`d${sides}`, 'rolled'], rows: counts.map((n, i) => [i + 1, n]) };
}
