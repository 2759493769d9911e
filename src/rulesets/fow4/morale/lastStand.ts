/**
 * Unit Last Stand from the table state (p. 60): HQ Units never test; a unit In Good Spirits does
 * not test; any other unit takes the Last Stand test, and a failure Destroys it: Destroyed and
 * Bailed Out Armoured Tank teams stay as Wrecks, every other team is removed.
 */
import type { Procedure } from '../../../engine/request.js';
import type { Ratings } from '../../flames-of-war/profile.js';
import { FOW4_TESTS as R } from '../rules.js';
import { lastStand } from '../rating-tests/motivation.js';
import type { TestResult } from '../rating-tests/types.js';
import { inGoodSpirits, type GoodSpirits, type MoraleUnit } from './spirits.js';

export type UnitKind =
  'hq' | 'combat' | 'transport' | 'infantry-attachment' | 'tank-attachment' | 'support' | 'independent';

export interface LastStandUnit extends MoraleUnit {
  readonly kind?: UnitKind;
  readonly ratings: Ratings | readonly Ratings[];
  readonly rules?: readonly string[];
  /** An Infantry or Gun unit with a Transport Attachment. */
  readonly hasTransportAttachment?: boolean;
}

export interface LastStandOptions {
  readonly commander?: boolean | 'ask';
  readonly komissar?: { kind: 'komissar' | 'battalion-komissar'; use?: boolean };
  readonly player?: string;
}

export type TeamFate = 'wreck' | 'removed' | 'unchanged';

export interface UnitLastStandResult {
  readonly spirits: GoodSpirits;
  /** The test, when one was taken (or the reason none was). */
  readonly test: TestResult;
  readonly destroyed: boolean;
  /** What becomes of each listed team, in order. */
  readonly teams: readonly { readonly name?: string; readonly fate: TeamFate }[];
}

function unitType(unit: LastStandUnit): 'tank' | 'infantry' | 'gun' | 'transport' | 'aircraft' | 'other' {
  if (unit.kind === 'transport') return 'transport';
  const types = unit.teams.map((t) => t.type);
  if (types.some((t) => t === 'tank' || t === 'motorcycle')) return 'tank';
  if (types.some((t) => t === 'gun')) return 'gun';
  if (types.some((t) => t === 'aircraft')) return 'aircraft';
  return types.length > 0 ? 'infantry' : 'other';
}

/** Check one unit in the Starting Step and test it if it is not In Good Spirits. */
export function* unitLastStand(unit: LastStandUnit, options: LastStandOptions = {}): Procedure<UnitLastStandResult> {
  const spirits = inGoodSpirits(unit);
  const test = yield* lastStand({
    name: unit.name,
    ratings: unit.ratings as Ratings | Ratings[],
    rules: unit.rules ? [...unit.rules] : undefined,
    hq: unit.kind === 'hq',
    inGoodSpirits: spirits.inGoodSpirits,
    unitType: unitType(unit),
    hasTransportAttachment: unit.hasTransportAttachment,
    commander: options.commander,
    komissar: options.komissar,
    player: options.player,
  });
  const destroyed = !test.passed;
  const teams = unit.teams.map((t) => ({
    ...(t.name !== undefined ? { name: t.name } : {}),
    fate: (!destroyed
      ? 'unchanged'
      : t.type === 'tank' && t.armoured !== false && (t.destroyed || t.bailedOut)
        ? 'wreck'
        : 'removed') as TeamFate,
  }));
  const rules =
    unit.kind === 'hq' ? test.rules : [...spirits.rules, ...test.rules.filter((r) => r.id !== R.inGoodSpirits.id)];
  return { spirits, test: { ...test, rules }, destroyed, teams };
}
