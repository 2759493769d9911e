/**
 * Infantry fire (spec §7, pp. 13-17): fire factors summed (groups of up to 100), the direct-fire
 * variations, the 1D6 chance factor, the final variation held to -9..+7, and the Infantry
 * Casualty Table. Every table cell the roll could need is checked before the die is rolled, so a
 * lost value stops the procedure with nothing rolled and nothing changed.
 */
import { InputError } from '../../../errors/input-error.js';
import type { Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { chanceShift, rollSum, type TroopClass } from '../dice.js';
import { inferredOf, mod, rulesOf, sumModifiers, type Modifier } from '../modifiers.js';
import { PZ } from '../rules.js';
import type { InferredUse } from '../tables/lost.js';
import type { PanzerfaustTables } from '../tables/tables.js';
import { casualtiesAt, clampVariation, requireCasualtyCells, splitFactors } from './casualty-table.js';

export type FireType = 'direct' | 'speculative' | 'muzzle-flash' | 'covering';
export type Cover = 'none' | 'soft' | 'hard' | 'fortification';
export type Moved = 'none' | 'up-to-half' | 'over-half';
export type TargetMoving = 'none' | 'over-5' | 'over-10';

export interface InfantryFirer {
  /** A row of the Fire Factors Table, e.g. "Rifle Team". */
  readonly team: string;
  readonly count?: number;
  /** The fire factor of one such team at this range, read by the player (else looked up by range). */
  readonly ff?: number;
}

export interface WeatherNow {
  readonly rain?: boolean;
  readonly snowFalling?: boolean;
  readonly night?: boolean;
}

export interface InfantryFireSituation {
  readonly firers: readonly InfantryFirer[];
  /** Range to the target in cm (needed when a firer has no `ff`). */
  readonly rangeCm?: number;
  readonly fireType?: FireType;
  readonly firer: {
    readonly class: TroopClass;
    readonly moved?: Moved;
    readonly underCoveringFire?: boolean;
    /** Barrels beyond the first (quad 20 mm: 3 = +6). */
    readonly extraBarrels?: number;
    /** Teams a multi-team crew has lost. */
    readonly crewTeamsLost?: number;
    readonly oneManTurret?: boolean;
  };
  readonly target: {
    readonly cover?: Cover;
    readonly moving?: TargetMoving;
    readonly prone?: boolean;
    readonly inSoftskin?: boolean;
  };
  readonly weather?: WeatherNow;
}

export interface FireGroup {
  readonly factors: number;
  readonly chanceDie: number;
  readonly chance: number;
  /** Modifiers plus chance, before the -9..+7 limits. */
  readonly raw: number;
  readonly variation: number;
  readonly column: string;
  readonly teamsLost: number;
}

export interface InfantryFireResult {
  readonly totalFactors: number;
  readonly modifiers: readonly Modifier[];
  readonly groups: readonly FireGroup[];
  readonly teamsLost: number;
  readonly rules: readonly RuleRef[];
  readonly inferred: readonly InferredUse[];
}

/** The weather and night variations (p. 10); their signs were lost, so they are inferred values from the tables file. */
export function weatherModifiers(tables: PanzerfaustTables, w: WeatherNow | undefined): Modifier[] {
  const out: Modifier[] = [];
  const add = (row: string, label: string, rule: RuleRef) => {
    const f = tables.number('weatherVariations', row, 0);
    out.push(mod(label, f.value, rule, f.inferred));
  };
  if (w?.rain) add('Rain', 'rain', PZ.weatherFire);
  else if (w?.snowFalling) add('Snow falling', 'snow falling', PZ.weatherFire);
  if (w?.night) add('Night', 'night', PZ.nightFire);
  return out;
}

/** The direct-fire variations of p. 16 that apply. */
export function infantryFireModifiers(s: InfantryFireSituation, tables: PanzerfaustTables): Modifier[] {
  const m: Modifier[] = [];
  const V = PZ.infantryVariations;
  const t = s.target;
  if (t.cover === 'soft') m.push(mod('target behind soft or partial cover', -2, V));
  if (t.cover === 'hard') m.push(mod('target behind hard cover', -6, V));
  if (t.cover === 'fortification') m.push(mod('target in fortifications', -8, V));
  if (t.moving === 'over-5') m.push(mod('target moving over 5 cm', -1, V));
  if (t.moving === 'over-10') m.push(mod('target moving over 10 cm', -2, V));
  if (t.prone) m.push(mod('target is prone infantry', -2, V));
  if (t.inSoftskin) m.push(mod('target in a softskin vehicle', 1, PZ.softskinPassengers));
  const f = s.firer;
  if (f.moved === 'up-to-half') m.push(mod('firer moved up to half', -3, V));
  if (f.underCoveringFire) m.push(mod('firer under covering fire', -2, V));
  if (f.class === 'veteran') m.push(mod('firer is Veteran', 2, PZ.troopClass));
  if (f.class === 'conscript') m.push(mod('firer is Conscript', -2, PZ.troopClass));
  if (s.fireType === 'speculative') m.push(mod('speculative fire', -5, PZ.speculativeFire));
  if (s.fireType === 'covering') m.push(mod('covering fire', -5, PZ.coveringFire));
  if (s.fireType === 'muzzle-flash') m.push(mod('firing at a muzzle flash', -3, V));
  if (f.extraBarrels)
    m.push(mod(`${f.extraBarrels} extra barrel${f.extraBarrels > 1 ? 's' : ''}`, 2 * f.extraBarrels, V));
  if (f.crewTeamsLost)
    m.push(mod(`firing crew lost ${f.crewTeamsLost} team${f.crewTeamsLost > 1 ? 's' : ''}`, -3 * f.crewTeamsLost, V));
  if (f.oneManTurret) m.push(mod('AFV firing from a one-man turret', -3, PZ.oneManTurret));
  m.push(...weatherModifiers(tables, s.weather));
  return m;
}

/** Each firer's fire factor: the player's reading, or the Fire Factors Table at this range. */
export function firerFactors(
  s: InfantryFireSituation,
  tables: PanzerfaustTables,
): { total: number; inferred: InferredUse[] } {
  let total = 0;
  const inferred: InferredUse[] = [];
  for (const f of s.firers) {
    const n = f.count ?? 1;
    if (!Number.isInteger(n) || n < 1)
      throw new InputError(`The count of ${f.team} must be a whole number of teams, 1 or more, not ${n}.`);
    if (f.ff !== undefined) {
      total += f.ff * n;
      continue;
    }
    if (s.rangeCm === undefined)
      throw new InputError(
        `Give the range in cm (or ${f.team}'s fire factor at this range) to read the Fire Factors Table.`,
      );
    const band = tables.bandColumn('fireFactors', s.rangeCm, 'A range of');
    const ff = tables.number('fireFactors', f.team, band.index);
    if (ff.inferred) inferred.push(ff.inferred);
    total += ff.value * n;
  }
  return { total, inferred };
}

export function* infantryFire(s: InfantryFireSituation, tables: PanzerfaustTables): Procedure<InfantryFireResult> {
  if (s.firers.length === 0) throw new InputError('Name at least one firing team.');
  if (s.firer.moved === 'over-half')
    throw new InputError('A unit that moved more than half its allowance cannot fire this turn (pp. 6, 13).');
  const modifiers = infantryFireModifiers(s, tables);
  const base = sumModifiers(modifiers);
  const factors = firerFactors(s, tables);
  if (factors.total <= 0) throw new InputError('The firers have no fire factors at this range: nothing to resolve.');
  const groupFactors = splitFactors(factors.total);
  for (const g of groupFactors) requireCasualtyCells(tables, base, g);

  const groups: FireGroup[] = [];
  const cellsInferred: InferredUse[] = [];
  for (const [i, g] of groupFactors.entries()) {
    const label = groupFactors.length > 1 ? `chance factor, group ${i + 1} (${g} FF)` : `chance factor (${g} FF)`;
    const r = yield* rollSum(1, label, '1-2 = -1, 3-4 = 0, 5-6 = +1');
    const chance = chanceShift(r.total);
    const raw = base + chance;
    const variation = clampVariation(raw);
    const cell = casualtiesAt(tables, variation, g);
    if (cell.inferred) cellsInferred.push(cell.inferred);
    groups.push({
      factors: g,
      chanceDie: r.total,
      chance,
      raw,
      variation,
      column: cell.column,
      teamsLost: cell.teamsLost,
    });
  }
  const extra: RuleRef[] = [PZ.infantryFire, PZ.fireFactors, PZ.chanceFactor, PZ.casualtyTable, PZ.casualtyAllocation];
  if (groupFactors.length > 1) extra.push(PZ.groupOf100);
  if (groups.some((g) => g.raw !== g.variation)) extra.push(PZ.variationLimits);
  return {
    totalFactors: factors.total,
    modifiers,
    groups,
    teamsLost: groups.reduce((a, g) => a + g.teamsLost, 0),
    rules: rulesOf(modifiers, ...extra),
    inferred: inferredOf(
      factors.inferred,
      modifiers.map((m) => m.inferred),
      cellsInferred,
    ),
  };
}

/** Covering-fire width in team-base widths (p. 17). */
export type CoveringWeapon = 'smg' | 'assault-rifle' | 'lmg' | 'hmg' | 'aa-1-2' | 'mmg' | 'aa-3-4';
export function coveringWidth(weapons: readonly CoveringWeapon[]): number {
  const w: Record<CoveringWeapon, number> = {
    smg: 0.5,
    'assault-rifle': 0.5,
    lmg: 1,
    hmg: 2,
    'aa-1-2': 2,
    mmg: 3,
    'aa-3-4': 3,
  };
  return weapons.reduce((a, x) => a + w[x], 0);
}

/** A softskin is destroyed once its casualties reach half its passenger capacity (p. 17). */
export function softskinDestroyed(capacityTeams: number, teamsLost: number): boolean {
  return teamsLost * 2 >= capacityTeams;
}
