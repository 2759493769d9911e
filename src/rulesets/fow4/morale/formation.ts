/**
 * Formation Last Stand (p. 61): a Formation is In Good Spirits while at least two of its own
 * units (the HQ Unit counts, Transport Units do not; Support Units are never part of it) are on
 * the table or in Reserve. Otherwise, at the start of a turn after the Last Stand tests, it is
 * Destroyed with all its remaining units; no dice. A player with no Formation In Good Spirits
 * (Allied Formations aside) loses: No Formations Left.
 */
import type { RuleRef } from '../../../engine/rules.js';
import { FOW4_TESTS as R } from '../rules.js';
import type { UnitKind } from './lastStand.js';

export type UnitStatus = 'table' | 'reserve' | 'ambush' | 'destroyed' | 'withdrawn' | 'left-out';

export interface FormationUnit {
  readonly name: string;
  readonly kind: UnitKind;
  readonly status: UnitStatus;
}

export interface Formation {
  readonly name: string;
  readonly units: readonly FormationUnit[];
  readonly allied?: boolean;
}

export interface FormationSpirits {
  readonly inGoodSpirits: boolean;
  /** Units that keep the Formation In Good Spirits. */
  readonly counting: readonly string[];
  /** When not In Good Spirits: the remaining units that are Destroyed with it. */
  readonly destroyedUnits: readonly string[];
  readonly reason: string;
  readonly rules: readonly RuleRef[];
}

/**
 * Does the unit count towards its Formation? Transport Units never; Support and Independent
 * units are not Formation units [AMB-32]; units in Ambush count as on the table (p. 95).
 */
export function countsForFormation(u: FormationUnit): boolean {
  if (u.kind === 'transport' || u.kind === 'support' || u.kind === 'independent') return false;
  return u.status === 'table' || u.status === 'reserve' || u.status === 'ambush';
}

export function formationLastStand(f: Formation): FormationSpirits {
  const counting = f.units.filter(countsForFormation).map((u) => u.name);
  if (counting.length >= 2) {
    return {
      inGoodSpirits: true,
      counting,
      destroyedUnits: [],
      reason: `${counting.length} units of the Formation are on the table or in Reserve`,
      rules: [R.formationLastStand],
    };
  }
  const remaining = f.units
    .filter((u) => u.kind !== 'support' && (u.status === 'table' || u.status === 'reserve' || u.status === 'ambush'))
    .map((u) => u.name);
  return {
    inGoodSpirits: false,
    counting,
    destroyedUnits: remaining,
    reason: `only ${counting.length} unit(s) of the Formation (not counting Transport or Support Units) remain: the Formation is Destroyed`,
    rules: [R.formationLastStand, R.destroyedUnits],
  };
}

export interface NoFormationsLeft {
  readonly loses: boolean;
  readonly inGoodSpirits: readonly string[];
  readonly rules: readonly RuleRef[];
}

/** A player with no (non-Allied) Formation In Good Spirits loses, and the opponent takes all Objectives. */
export function noFormationsLeft(formations: readonly Formation[]): NoFormationsLeft {
  const good = formations.filter((f) => !f.allied && formationLastStand(f).inGoodSpirits).map((f) => f.name);
  return { loses: good.length === 0, inGoodSpirits: good, rules: [R.noFormationsLeft] };
}
