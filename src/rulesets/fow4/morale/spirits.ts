/**
 * Unit In Good Spirits (p. 60), from the state of the unit's teams on the table.
 * A unit is In Good Spirits if none of its teams is Bailed Out or Destroyed, or if it still has,
 * counting only In Command teams: 2 Tank teams not Bailed Out, or 2 Gun teams, or 3 Infantry
 * teams (Heavy Weapon teams count as Infantry), or 1 Aircraft team. A unit whose Leader was
 * Destroyed and not replaced is not In Good Spirits. Demolition Carriers are ignored (p. 80).
 * A transport Sent to the Rear (p. 23) is off the table, so not In Command: it does not count
 * toward those minimums; nor is it a loss, since it is not Destroyed.
 */
import type { RuleRef } from '../../../engine/rules.js';
import { FOW4_TESTS as R } from '../rules.js';

export type MoraleTeamType = 'tank' | 'infantry' | 'heavy-weapon' | 'cavalry' | 'motorcycle' | 'gun' | 'aircraft';

/** One team of a unit as the table shows it. */
export interface MoraleTeam {
  readonly name?: string;
  readonly type: MoraleTeamType;
  /** Armoured Tank team (its wreck stays when the unit is Destroyed). */
  readonly armoured?: boolean;
  readonly destroyed?: boolean;
  readonly bailedOut?: boolean;
  /** In Command (within 6"/15cm, or 8"/20cm for 8+ teams, of the Unit Leader); default true. */
  readonly inCommand?: boolean;
  /** A transport Sent to the Rear (p. 23): off the table, not In Command, not Destroyed. */
  readonly atRear?: boolean;
  readonly demolitionCarrier?: boolean;
}

export interface MoraleUnit {
  readonly name?: string;
  readonly teams: readonly MoraleTeam[];
  /** The Unit Leader was Destroyed and has not been replaced. */
  readonly leaderless?: boolean;
  /** Teams already taken off the table as Destroyed and not listed in `teams`. */
  readonly removedDestroyed?: number;
}

export interface GoodSpiritsCounts {
  readonly tanks: number;
  readonly guns: number;
  readonly infantry: number;
  readonly aircraft: number;
}

export interface GoodSpirits {
  readonly inGoodSpirits: boolean;
  readonly reason: string;
  /** In Command teams that count, by kind. */
  readonly counts: GoodSpiritsCounts;
  readonly rules: readonly RuleRef[];
}

/** Which In Good Spirits count a team falls in (Cavalry are Infantry teams; motorcycles ride as vehicles). */
export function moraleKind(type: MoraleTeamType): keyof GoodSpiritsCounts {
  switch (type) {
    case 'tank':
    case 'motorcycle':
      return 'tanks';
    case 'gun':
      return 'guns';
    case 'aircraft':
      return 'aircraft';
    default:
      return 'infantry';
  }
}

export const GOOD_SPIRITS_MINIMUM: Readonly<GoodSpiritsCounts> = { tanks: 2, guns: 2, infantry: 3, aircraft: 1 };

export function inGoodSpirits(unit: MoraleUnit): GoodSpirits {
  const rules: RuleRef[] = [R.inGoodSpirits];
  const all = unit.teams.filter((t) => !t.demolitionCarrier);
  if (all.length < unit.teams.length) rules.push(R.demolitionCarriersIgnored);
  const counts = { tanks: 0, guns: 0, infantry: 0, aircraft: 0 };
  if (all.some((t) => t.atRear && !t.destroyed)) rules.push(R.atRearNotCounted);
  for (const t of all) {
    if (t.destroyed || t.inCommand === false || t.atRear) continue;
    const kind = moraleKind(t.type);
    if (kind === 'tanks' && t.bailedOut) continue;
    counts[kind]++;
  }
  if (unit.leaderless)
    return { inGoodSpirits: false, reason: 'its Unit Leader was Destroyed and has not been replaced', counts, rules };
  const losses = (unit.removedDestroyed ?? 0) + all.filter((t) => t.destroyed || t.bailedOut).length;
  if (losses === 0) return { inGoodSpirits: true, reason: 'no team is Bailed Out or Destroyed', counts, rules };
  const met = (Object.keys(GOOD_SPIRITS_MINIMUM) as (keyof GoodSpiritsCounts)[]).find(
    (k) => counts[k] >= GOOD_SPIRITS_MINIMUM[k],
  );
  if (met) {
    const words = {
      tanks: '2 In Command Tank teams not Bailed Out',
      guns: '2 In Command Gun teams',
      infantry: '3 In Command Infantry teams',
      aircraft: '1 Aircraft team',
    }[met];
    return { inGoodSpirits: true, reason: `it still has ${words}`, counts, rules };
  }
  return {
    inGoodSpirits: false,
    reason: `only ${counts.tanks} tank(s) not Bailed Out, ${counts.guns} gun(s), ${counts.infantry} infantry and ${counts.aircraft} aircraft In Command`,
    counts,
    rules,
  };
}
