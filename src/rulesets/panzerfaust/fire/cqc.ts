/**
 * Close Quarter Combat (spec §8, pp. 17-19, errata p. 111): each side totals its CQC factors,
 * adds its variations and a 1D6 chance factor, holds the result to -9..+7 and reads the Infantry
 * Casualty Table for the enemy teams lost. Both sides at once; then both test morale.
 *
 * Two variations are printed twice with different values (pinned or in smoke: -3 on p. 18, -2 on
 * p. 19; engineers: +2 on p. 18, +1 on p. 19). The table's values are the default; the text's are
 * an option (`cqcText`).
 */
import { InputError } from '../../../errors/input-error.js';
import type { Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { chanceShift, rollSum, type TroopClass } from '../dice.js';
import { inferredOf, mod, rulesOf, sumModifiers, type Modifier } from '../modifiers.js';
import { PZ } from '../rules.js';
import type { InferredUse } from '../tables/lost.js';
import type { PanzerfaustTables } from '../tables/tables.js';
import { casualtiesAt, clampVariation, requireCasualtyCells } from './casualty-table.js';
import { weatherModifiers, type WeatherNow } from './infantry.js';

export interface CqcSide {
  readonly name: string;
  /** Teams fighting, by their row in the infantry teams table (CQC factor), or with their own factor. */
  readonly teams: readonly { readonly team: string; readonly count?: number; readonly cqc?: number }[];
  readonly class: TroopClass;
  /** This side's position, as the enemy's variations read it. */
  readonly cover?: 'none' | 'soft' | 'hard' | 'fortification';
  readonly charged?: boolean;
  readonly disengaging?: boolean;
  /** This side's own condition. */
  readonly fromBehind?: boolean;
  readonly pinnedOrSmoke?: boolean;
  readonly riding?: boolean;
  readonly engineers?: boolean;
  readonly mountedCavalry?: boolean;
  readonly crewTeamsLost?: number;
}

export interface CqcSituation {
  readonly sides: readonly [CqcSide, CqcSide];
  readonly weather?: WeatherNow;
  /** Use the text's values (p. 19) for pinned/smoke (-2) and engineers (+1) instead of the table's (p. 18). */
  readonly cqcText?: boolean;
}

export interface CqcSideResult {
  readonly name: string;
  readonly factors: number;
  readonly modifiers: readonly Modifier[];
  readonly chanceDie: number;
  readonly chance: number;
  readonly raw: number;
  readonly variation: number;
  readonly column: string;
  /** Enemy teams this side kills. */
  readonly enemyTeamsLost: number;
}

export interface CqcResult {
  readonly sides: readonly [CqcSideResult, CqcSideResult];
  /** Both sides now test morale (p. 18). */
  readonly moraleTests: readonly string[];
  readonly rules: readonly RuleRef[];
  readonly inferred: readonly InferredUse[];
}

/** The variations for `own` attacking `enemy` (p. 18, as amended p. 111). */
export function cqcModifiers(own: CqcSide, enemy: CqcSide, s: CqcSituation, tables: PanzerfaustTables): Modifier[] {
  const V = PZ.cqcVariations;
  const m: Modifier[] = [];
  if (enemy.cover === 'soft') m.push(mod('enemy in or behind soft cover', -1, V));
  if (enemy.cover === 'hard') m.push(mod('enemy in or behind hard cover', -5, V));
  if (enemy.cover === 'fortification') m.push(mod('enemy in fortifications', -7, V));
  if (enemy.charged) m.push(mod('enemy charged into CQC this turn', -1, V));
  if (enemy.disengaging) m.push(mod('enemy disengaging', 1, V));
  if (own.fromBehind) m.push(mod("attacking from behind the enemy's rear edge", 4, V));
  if (own.pinnedOrSmoke) m.push(mod('pinned or in smoke', s.cqcText ? -2 : -3, V));
  if (own.riding) m.push(mod('riding a vehicle or AFV', -2, V));
  if (own.class === 'veteran') m.push(mod('Veteran', 2, PZ.troopClass));
  if (own.class === 'conscript') m.push(mod('Conscript', -2, PZ.troopClass));
  if (own.engineers) m.push(mod('engineers', s.cqcText ? 1 : 2, V));
  if (own.mountedCavalry) m.push(mod('mounted cavalry', 1, V));
  if (own.crewTeamsLost) m.push(mod(`crew lost ${own.crewTeamsLost} team(s)`, -3 * own.crewTeamsLost, V));
  m.push(...weatherModifiers(tables, s.weather));
  return m;
}

export function cqcFactors(side: CqcSide, tables: PanzerfaustTables): { total: number; inferred: InferredUse[] } {
  let total = 0;
  const inferred: InferredUse[] = [];
  const col = tables.columnIndex('infantryTeams', 'CQC');
  for (const t of side.teams) {
    const n = t.count ?? 1;
    if (!Number.isInteger(n) || n < 1)
      throw new InputError(`The count of ${t.team} must be a whole number of teams, 1 or more, not ${n}.`);
    if (t.cqc !== undefined) {
      total += t.cqc * n;
      continue;
    }
    const f = tables.cell('infantryTeams', t.team, col);
    if (typeof f.value !== 'number')
      throw new InputError(
        `${t.team} has no CQC factor (${f.value}): AT weapons and AFV weapons take no part in CQC (p. 18).`,
      );
    if (f.inferred) inferred.push(f.inferred);
    total += f.value * n;
  }
  return { total, inferred };
}

export function* cqc(s: CqcSituation, tables: PanzerfaustTables): Procedure<CqcResult> {
  const [a, b] = s.sides;
  const plan = [
    { own: a, enemy: b },
    { own: b, enemy: a },
  ].map(({ own, enemy }) => {
    if (own.teams.length === 0) throw new InputError(`${own.name} has no teams in the CQC.`);
    const modifiers = cqcModifiers(own, enemy, s, tables);
    const factors = cqcFactors(own, tables);
    if (factors.total > 100)
      throw new InputError(
        `${own.name} has ${factors.total} CQC factors; the casualty table stops at 100: split the melee into separate fights.`,
      );
    requireCasualtyCells(tables, sumModifiers(modifiers), factors.total);
    return { own, modifiers, factors };
  });
  const results: CqcSideResult[] = [];
  const inferred: InferredUse[][] = [];
  for (const p of plan) {
    const r = yield* rollSum(1, `${p.own.name}: CQC chance factor`, '1-2 = -1, 3-4 = 0, 5-6 = +1');
    const chance = chanceShift(r.total);
    const raw = sumModifiers(p.modifiers) + chance;
    const variation = clampVariation(raw);
    const cell = casualtiesAt(tables, variation, p.factors.total);
    inferred.push(
      p.factors.inferred,
      p.modifiers.flatMap((m) => (m.inferred ? [m.inferred] : [])),
      cell.inferred ? [cell.inferred] : [],
    );
    results.push({
      name: p.own.name,
      factors: p.factors.total,
      modifiers: p.modifiers,
      chanceDie: r.total,
      chance,
      raw,
      variation,
      column: cell.column,
      enemyTeamsLost: cell.teamsLost,
    });
  }
  const extra: RuleRef[] = [PZ.cqc, PZ.chanceFactor, PZ.casualtyTable, PZ.moraleWhen];
  if (results.some((r) => r.raw !== r.variation)) extra.push(PZ.variationLimits);
  return {
    sides: [results[0]!, results[1]!],
    moraleTests: [a.name, b.name],
    rules: rulesOf([...plan[0]!.modifiers, ...plan[1]!.modifiers], ...extra),
    inferred: inferredOf(...inferred),
  };
}

/** A Retreat result in CQC surrenders; if both sides would surrender, both disengage instead (p. 19). */
export function cqcMoraleOutcome(
  aRetreats: boolean,
  bRetreats: boolean,
): { a: 'surrenders' | 'disengages' | 'stays'; b: 'surrenders' | 'disengages' | 'stays' } {
  if (aRetreats && bRetreats) return { a: 'disengages', b: 'disengages' };
  return { a: aRetreats ? 'surrenders' : 'stays', b: bRetreats ? 'surrenders' : 'stays' };
}
