/**
 * Reading a roster profile's boxes (characteristics): find one by name, require it, turn a bad
 * value into an error at its roster line, and print distances and scores in the books' notation.
 */
import type { Score } from '../../flames-of-war/score.js';
import type { Fail } from './profiles.js';
import type { RosterProfile, RosterSelection } from './roster.js';
import { BadValue } from './values.js';

export const where = (s: RosterSelection) => s.path.join(' > ');
export function charOf(p: RosterProfile, name: string) {
  const key = name.toLowerCase().replace(/[^a-z]/g, '');
  return p.characteristics.find((c) => c.name.toLowerCase().replace(/[^a-z]/g, '') === key);
}

export function need(p: RosterProfile, s: RosterSelection, name: string, fail: Fail, all: readonly string[]) {
  const c = charOf(p, name);
  if (!c)
    fail(
      p.line,
      `the ${p.typeName} profile '${p.name}' in ${where(s)} has no '${name}' characteristic`,
      `a ${p.typeName} profile needs ${all.join(', ')}; export the list again, or add it by hand`,
      s.path,
    );
  return c;
}

/** Run a value reader; a BadValue becomes an error at the characteristic's line naming the selection. */
export function read<T>(line: number, s: RosterSelection, p: RosterProfile, fail: Fail, f: () => T): T {
  try {
    return f();
  } catch (err) {
    if (err instanceof BadValue)
      fail(line, `${err.message}, in the ${p.typeName} profile '${p.name}' of ${where(s)}`, err.hint, s.path);
    throw err;
  }
}

export const fmt = (d: { inches: number; cm: number }) =>
  d.inches === Infinity ? 'unlimited' : `${d.inches}"/${d.cm}cm`;
export const fmtScore = (s: Score | null) => (s === null ? '-' : s === 'auto' ? 'auto' : `${s}+`);

/** Add `x` to `xs` unless it is there. */
export function pushOnce(xs: string[], x: string): void {
  if (!xs.includes(x)) xs.push(x);
}
