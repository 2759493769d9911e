/**
 * Pre-game rolls (spec §2, pp. 4-5, 9-10): battle type, Breakthrough exit, objective, season,
 * sphere, weather with its durations, wind and the night sky.
 */
import type { Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { rollSum } from '../dice.js';
import { PZ } from '../rules.js';
import type { InferredUse } from '../tables/lost.js';
import type { PanzerfaustTables } from '../tables/tables.js';
import { WEATHER_NAMES, weatherFor, type Season, type Sphere, type WeatherCode } from './weather-table.js';

export interface Rolled<T> {
  readonly dice: readonly number[];
  readonly total: number;
  readonly result: T;
  readonly rules: readonly RuleRef[];
  readonly inferred?: readonly InferredUse[];
}

export function* battleType(tables: PanzerfaustTables): Procedure<Rolled<string>> {
  const r = yield* rollSum(2, 'battle type');
  const band = tables.bandRowUpTo('battleType', r.total);
  const v = tables.cell('battleType', band.row.label, 0);
  const inferred = [band.inferred, v.inferred].filter((x): x is InferredUse => Boolean(x));
  return {
    dice: r.faces,
    total: r.total,
    result: String(v.value),
    rules: [PZ.battleType],
    ...(inferred.length ? { inferred } : {}),
  };
}

export function* breakthroughExit(): Procedure<Rolled<'attacker-secret' | 'defender-announces'>> {
  const r = yield* rollSum(1, 'Breakthrough exit zone');
  return {
    dice: r.faces,
    total: r.total,
    result: r.total <= 4 ? 'attacker-secret' : 'defender-announces',
    rules: [PZ.breakthroughExit],
  };
}

export function* objective(): Procedure<Rolled<'two-locations' | 'one-location' | 'destroy-more'>> {
  const r = yield* rollSum(1, 'objective');
  return {
    dice: r.faces,
    total: r.total,
    result: r.total === 1 ? 'two-locations' : r.total <= 5 ? 'one-location' : 'destroy-more',
    rules: [PZ.objective],
  };
}

export function* season(): Procedure<Rolled<Season>> {
  const r = yield* rollSum(1, 'season');
  const s: Season = r.total <= 2 ? 'spring' : r.total <= 4 ? 'summer' : r.total === 5 ? 'autumn' : 'winter';
  return { dice: r.faces, total: r.total, result: s, rules: [PZ.season] };
}

/** Each player rolls 1D6; the lower roll's home sphere is used (a tie rolls again). */
export function* sphere(first: string, second: string): Procedure<Rolled<string>> {
  for (;;) {
    const [a, b] = [yield* rollSum(1, `sphere: ${first}`), yield* rollSum(1, `sphere: ${second}`)];
    if (a.total === b.total) continue;
    return {
      dice: [a.total, b.total],
      total: Math.min(a.total, b.total),
      result: a.total < b.total ? first : second,
      rules: [PZ.sphere],
    };
  }
}

export interface WeatherResult {
  readonly codes: readonly WeatherCode[];
  readonly names: readonly string[];
  /** Conditions lasting 2D6 moves, with their rolled durations. */
  readonly durations: readonly {
    readonly code: WeatherCode;
    readonly moves: number;
    readonly dice: readonly number[];
  }[];
}

const TIMED: readonly WeatherCode[] = ['Mi', 'Sf', 'F', 'R'];

export function* weather(where: Sphere | 'tropical' | 'desert', when: Season): Procedure<Rolled<WeatherResult>> {
  const r = yield* rollSum(2, 'weather');
  const codes = weatherFor(r.total, where, when);
  const durations: { code: WeatherCode; moves: number; dice: number[] }[] = [];
  for (const c of codes) {
    if (!TIMED.includes(c)) continue;
    const d = yield* rollSum(2, `${WEATHER_NAMES[c]} lasts (moves)`);
    durations.push({ code: c, moves: d.total, dice: [...d.faces] });
  }
  return {
    dice: r.faces,
    total: r.total,
    result: { codes, names: codes.map((c) => WEATHER_NAMES[c]), durations },
    rules: [PZ.weather],
  };
}

export type WindStrength = 'none' | 'light' | 'moderate' | 'gale';

export function windStrength(total: number): WindStrength {
  return total <= 1 ? 'none' : total <= 3 ? 'light' : total <= 5 ? 'moderate' : 'gale';
}

/** Wind: 1D6 (+1 in winter, desert, coast or steppe) for strength; 1D6 for direction, 5-6 again. */
export function* wind(
  plusOne: boolean,
): Procedure<Rolled<{ strength: WindStrength; direction?: 'N' | 'E' | 'S' | 'W' }>> {
  const r = yield* rollSum(1, 'wind strength');
  const total = r.total + (plusOne ? 1 : 0);
  const strength = windStrength(total);
  const dice = [r.total];
  if (strength === 'none') return { dice, total, result: { strength }, rules: [PZ.wind] };
  for (;;) {
    const d = yield* rollSum(1, 'wind direction', '5-6 roll again');
    dice.push(d.total);
    if (d.total <= 4)
      return {
        dice,
        total,
        result: { strength, direction: (['N', 'E', 'S', 'W'] as const)[d.total - 1]! },
        rules: [PZ.wind],
      };
  }
}

/** Night sky (p. 10): 1D6, -1 in summer, +1 in winter; 0-2 moonlit (x1/10), 3-7 dark (x1/20); desert always x1/10. */
export function* nightSky(
  when: Season,
  desert = false,
): Procedure<Rolled<{ visibility: '1/10' | '1/20'; sky: string }>> {
  const r = yield* rollSum(1, 'night sky');
  const total = r.total + (when === 'summer' ? -1 : when === 'winter' ? 1 : 0);
  const dark = !desert && total >= 3;
  return {
    dice: r.faces,
    total,
    result: dark
      ? { visibility: '1/20', sky: 'overcast or no moon' }
      : { visibility: '1/10', sky: 'moon and no cloud' },
    rules: [PZ.night],
  };
}
