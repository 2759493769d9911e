/**
 * Exact odds for the Panzerfaust procedures, before rolling: the same procedure code enumerated
 * over every face (src/engine/enumerate.ts), or sums of dice counted exactly where a procedure
 * re-rolls without end (the Shaken duration). A lost table value stops odds as it stops a roll.
 */
import { Fraction } from '../../dice/fraction.js';
import { enumerateOutcomes } from '../../engine/enumerate.js';
import type { Procedure } from '../../engine/request.js';
import { sumCounts } from './dice.js';
import { atFire, type AtFireResult } from './fire/at.js';
import { atModifiers, baseToHit, type AtFireSituation } from './fire/at-situation.js';
import { cqc, type CqcSituation } from './fire/cqc.js';
import { infantryFire, type InfantryFireSituation } from './fire/infantry.js';
import { EFFECT_NAMES } from './fire/penetration.js';
import { beatenZone, beatenZoneModifiers, type BeatenZoneSituation } from './indirect/indirect.js';
import { sumModifiers } from './modifiers.js';
import { moraleModifiers, moraleReaction, type MoraleSituation } from './morale/test.js';
import type { PanzerfaustTables } from './tables/tables.js';

export interface OddsLine {
  readonly label: string;
  readonly p: Fraction;
}

export interface Odds {
  readonly title: string;
  readonly lines: readonly OddsLine[];
}

/** P(nD6 <= target), exact. */
export function atMostChance(n: number, target: number): Fraction {
  let hit = 0;
  for (const [s, c] of sumCounts(n)) if (s <= target) hit += c;
  return Fraction.of(hit, 6 ** n);
}

function tally<R>(
  outcomes: { p: Fraction; result: R }[],
  key: (r: R) => string,
  order?: (a: string, b: string) => number,
): OddsLine[] {
  const m = new Map<string, Fraction>();
  for (const o of outcomes) {
    const k = key(o.result);
    m.set(k, (m.get(k) ?? Fraction.ZERO).add(o.p));
  }
  const lines = [...m].map(([label, p]) => ({ label, p }));
  return order ? lines.sort((a, b) => order(a.label, b.label)) : lines;
}

const byNumber = (a: string, b: string) => parseFloat(a) - parseFloat(b);

/** Feed the first dice request with `faces` (a sure hit), asking the rest: the odds given a hit. */
function* givenFirst<R>(proc: Procedure<R>, faces: number[]): Procedure<R> {
  let step = proc.next();
  let fed = false;
  while (!step.done) {
    const req = step.value;
    if (!fed && req.type === 'dice') {
      fed = true;
      step = proc.next(faces.slice(0, req.count));
      continue;
    }
    const answer: unknown = yield req;
    step = proc.next(answer);
  }
  return step.value;
}

export function moraleOdds(s: MoraleSituation): Odds {
  const mods = sumModifiers(moraleModifiers(s));
  const m = new Map<string, number>();
  for (const [sum, c] of sumCounts(2)) {
    const r = moraleReaction(sum + mods);
    m.set(r, (m.get(r) ?? 0) + c);
  }
  const names = { ok: 'OK', shaken: 'Shaken', retreat: 'Retreat' } as const;
  return {
    title: `Morale test (2D6 ${mods >= 0 ? '+' : ''}${mods})`,
    lines: (['ok', 'shaken', 'retreat'] as const).map((k) => ({ label: names[k], p: Fraction.of(m.get(k) ?? 0, 36) })),
  };
}

export function infantryFireOdds(s: InfantryFireSituation, tables: PanzerfaustTables): Odds {
  const out = enumerateOutcomes(() => infantryFire(s, tables));
  return {
    title: 'Teams lost',
    lines: tally(out, (r) => `${r.teamsLost} team${r.teamsLost === 1 ? '' : 's'}`, byNumber),
  };
}

export function cqcOdds(s: CqcSituation, tables: PanzerfaustTables): Odds {
  const out = enumerateOutcomes(() => cqc(s, tables));
  return {
    title: `Teams lost (${s.sides[1].name} / ${s.sides[0].name})`,
    lines: tally(out, (r) => `${r.sides[0].enemyTeamsLost} / ${r.sides[1].enemyTeamsLost}`, byNumber),
  };
}

function atLabel(r: AtFireResult): string {
  const h =
    r.hitResults.find(
      (x) => x.effect === 'destroyed' || x.effect === 'gun-destroyed' || x.effect === 'softskin-destroyed',
    ) ?? r.hitResults[r.hitResults.length - 1];
  if (!h) return 'miss';
  if (h.effect === 'immobilised') return 'immobilised (tracks)';
  if (h.effect === 'gun-destroyed' || h.effect === 'softskin-destroyed') return 'destroyed';
  return h.effect === 'none' ? 'hit, no effect' : EFFECT_NAMES[h.effect];
}

export function atFireOdds(s: AtFireSituation, tables: PanzerfaustTables): Odds {
  const toHit = baseToHit(s, tables).toHit + sumModifiers(atModifiers(s, tables));
  const pHit = atMostChance(3, toHit);
  const lines: OddsLine[] = [{ label: `hit (3D6 at most ${toHit})`, p: pHit }];
  if (s.weapon.autoCannon) return { title: 'Direct AT fire', lines };
  // Given a hit (a roll of 3), everything after it, weighted by the chance of the hit.
  const given = enumerateOutcomes(() => givenFirst(atFire(s, tables), [1, 1, 1]), { maxPaths: 200_000 });
  for (const l of tally(given, atLabel)) lines.push({ label: l.label, p: l.p.mul(pHit) });
  return { title: 'Direct AT fire', lines };
}

export function beatenZoneOdds(s: BeatenZoneSituation, tables: PanzerfaustTables): Odds {
  const { modifiers, immune } = beatenZoneModifiers(s);
  if (immune) return { title: 'Beaten zone', lines: [{ label: `no effect: ${immune}`, p: Fraction.ONE }] };
  const base = s.rocket === 'german-15-21-30' ? 7 : s.rocket ? 6 : 8;
  const target = base + sumModifiers(modifiers);
  const pHit = atMostChance(3, target);
  const lines: OddsLine[] = [{ label: `hit (3D6 at most ${target})`, p: pHit }];
  if (s.target === 'afv' || s.target === 'open-afv') {
    const given = enumerateOutcomes(() => givenFirst(beatenZone(s, tables), [1, 1, 1]));
    for (const l of tally(given, (r) => r.outcome)) lines.push({ label: l.label, p: l.p.mul(pHit) });
  }
  return { title: 'Beaten zone', lines };
}
