/**
 * Exact odds by enumeration (src/engine/enumerate.ts): the real fire
 * and morale procedures run once for every sequence of d10 faces; decisions take their defaults
 * (the owner's ties go to the first unit). A fire has at most 4 dice (10,000 paths; off-board
 * support up to 5). An assault (every unit fires in up to three rounds, with morale dice) is far
 * too large to enumerate: its odds are declined rather than estimated.
 */
import { Fraction, sumFractions } from '../../dice/fraction.js';
import { enumerateOutcomes } from '../../engine/enumerate.js';
import { InputError } from '../../errors/input-error.js';
import { fire, type FireSituation } from './fire/fire.js';
import { moraleCheck, type MoraleSituation } from './morale.js';

export interface Dist {
  readonly label: string;
  readonly p: Fraction;
}

function group<R>(outcomes: readonly { p: Fraction; result: R }[], key: (r: R) => string): Dist[] {
  const m = new Map<string, Fraction[]>();
  for (const o of outcomes) {
    const k = key(o.result);
    m.set(k, [...(m.get(k) ?? []), o.p]);
  }
  return [...m].map(([label, ps]) => ({ label, p: sumFractions(ps) })).sort((a, b) => b.p.compare(a.p));
}

export interface FireOdds {
  readonly F: number;
  readonly hits: readonly Dist[];
  /** The state of each target unit after the fire. */
  readonly units: readonly { readonly id: string; readonly outcomes: readonly Dist[] }[];
  readonly friendlyFire?: Fraction;
}

export function fireOdds(s: FireSituation): FireOdds {
  if (s.firer.strength > 5)
    throw new InputError(`Exact odds enumerate every face: ${s.firer.strength} dice are too many (5 at most).`);
  const outcomes = enumerateOutcomes(() => fire(s), { maxPaths: 200_000 });
  const F = outcomes[0]!.result.F;
  const hits = group(outcomes, (r) => {
    const n = s.oneHitPerUnit ? Math.min(r.hits, 1) : r.hits;
    return `${n} hit${n === 1 ? '' : 's'}`;
  }).sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
  const units = s.targets.map((t) => ({
    id: t.id,
    outcomes: group(outcomes, (r) => {
      const u = r.after.find((x) => x.id === t.id)!;
      if (u.eliminated) return 'eliminated';
      if (u.repulsed) return `repulsed at ${u.strength}`;
      return `${u.strength === t.strength ? 'unharmed' : `strength ${u.strength}`}${u.halfHit ? ' + half-hit' : ''}`;
    }),
  }));
  const ff =
    s.mode === 'bombard'
      ? sumFractions(outcomes.filter((o) => o.result.friendly.length > 0).map((o) => o.p))
      : undefined;
  return { F, hits, units, ...(ff ? { friendlyFire: ff } : {}) };
}

export function moraleOdds(s: MoraleSituation): Fraction {
  return sumFractions(
    enumerateOutcomes(() => moraleCheck(s))
      .filter((o) => o.result.passed)
      .map((o) => o.p),
  );
}

export function percent(p: Fraction): string {
  const v = p.toNumber() * 100;
  return `${v >= 99.95 || v < 0.05 ? v.toFixed(0) : v.toFixed(1)}%`;
}
