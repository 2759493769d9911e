/**
 * Hex coordinates for Combat Infantry maps (p. 4 [Hexes]): a hex is named "CCRR" (column and
 * row, two digits each, e.g. "0508"), as printed on most hex maps. Columns are vertical; in the
 * 'odd-q' layout (default) odd columns sit half a hex lower, in 'even-q' the even ones do. The
 * geometry (neighbours, distance, the hexes a straight line crosses) goes through cube
 * coordinates (redblobgames' hex guide).
 */
import { InputError } from '../../errors/input-error.js';

export type HexLayout = 'odd-q' | 'even-q';
export type HexId = string;

export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

export const HEX_ID = /^(\d{2})(\d{2})$/;

export function parseHex(id: string): { col: number; row: number } {
  const m = HEX_ID.exec(id);
  if (!m) throw new InputError(`'${id}' is not a hex: write column and row as four digits, e.g. 0508.`);
  return { col: Number(m[1]), row: Number(m[2]) };
}

export function hexId(col: number, row: number): HexId {
  return `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
}

function shifted(col: number, layout: HexLayout): number {
  const odd = col & 1;
  return layout === 'odd-q' ? odd : 1 - odd;
}

export function toCube(id: HexId, layout: HexLayout = 'odd-q'): Cube {
  const { col, row } = parseHex(id);
  const q = col;
  const r = row - (col - shifted(col, layout)) / 2;
  return { q, r, s: -q - r };
}

export function fromCube(c: Cube, layout: HexLayout = 'odd-q'): HexId {
  const col = c.q;
  const row = c.r + (col - shifted(col, layout)) / 2;
  return hexId(col, row);
}

export function cubeDistance(a: Cube, b: Cube): number {
  return Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s));
}

export function distance(a: HexId, b: HexId, layout: HexLayout = 'odd-q'): number {
  return cubeDistance(toCube(a, layout), toCube(b, layout));
}

const DIRS: readonly Cube[] = [
  { q: 1, r: 0, s: -1 },
  { q: 1, r: -1, s: 0 },
  { q: 0, r: -1, s: 1 },
  { q: -1, r: 0, s: 1 },
  { q: -1, r: 1, s: 0 },
  { q: 0, r: 1, s: -1 },
];

/** The six neighbours (those with a column or row below 0 or above 99 left out). */
export function neighbours(id: HexId, layout: HexLayout = 'odd-q'): HexId[] {
  const c = toCube(id, layout);
  const out: HexId[] = [];
  for (const d of DIRS) {
    const n = { q: c.q + d.q, r: c.r + d.r, s: c.s + d.s };
    const col = n.q;
    const row = n.r + (col - shifted(col, layout)) / 2;
    if (col >= 0 && col <= 99 && row >= 0 && row <= 99) out.push(fromCube(n, layout));
  }
  return out;
}

export function adjacent(a: HexId, b: HexId, layout: HexLayout = 'odd-q'): boolean {
  return distance(a, b, layout) === 1;
}

/** A hexside's key: its two hexes in order, "0508|0509". */
export function sideKey(a: HexId, b: HexId): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

function cubeRound(q: number, r: number, s: number): Cube {
  let rq = Math.round(q);
  let rr = Math.round(r);
  let rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  else rs = -rq - rr;
  return { q: rq + 0, r: rr + 0, s: rs + 0 };
}

/**
 * The hexes a line from centre to centre passes through, from `a` to `b` inclusive. A line
 * along a hexside touches two hexes at once: both nudges are returned as two lines, and the
 * caller decides (LOS is blocked only if both are blocked: the usual reading).
 */
export function lines(a: HexId, b: HexId, layout: HexLayout = 'odd-q'): HexId[][] {
  const ca = toCube(a, layout);
  const cb = toCube(b, layout);
  const n = cubeDistance(ca, cb);
  const out: HexId[][] = [];
  for (const eps of [1e-6, -1e-6]) {
    const line: HexId[] = [];
    for (let i = 0; i <= n; i++) {
      const t = n === 0 ? 0 : i / n;
      const c = cubeRound(
        ca.q + (cb.q - ca.q) * t + eps,
        ca.r + (cb.r - ca.r) * t + eps,
        ca.s + (cb.s - ca.s) * t - 2 * eps,
      );
      line.push(fromCube(c, layout));
    }
    if (!out.some((l) => l.join() === line.join())) out.push(line);
  }
  return out;
}
