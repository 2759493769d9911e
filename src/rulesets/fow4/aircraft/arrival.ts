import { scoreTarget } from '../saves.js';
import { rollPool, type PoolDie } from '../../../dice/pool.js';
import { describeTarget } from '../../../dice/target.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { Procedure } from '../../../engine/request.js';

import { AIR } from './rules.js';

export interface ArrivalSituation {
  /** Shown in dice labels. */
  readonly unit?: string;
  /** Close Air Support: arrives on 3+ instead of 4+ (p. 44). */
  readonly closeAirSupport?: boolean;
  /** Night: no arrival roll (p. 90). */
  readonly night?: boolean;
  /** Still in Reserve: start rolling only once it has arrived from Reserve (p. 44). */
  readonly inReserve?: boolean;
  /** The first player's first turn of a Meeting Engagement (p. 96). */
  readonly meetingEngagementFirstTurn?: boolean;
  /** An Air Observation Post arrives automatically in the Starting Step (p. 50). */
  readonly aop?: boolean;
  /** The opponent has Fighter Interception: after a successful roll they roll 5+ to intercept (p. 44). */
  readonly fighterInterception?: boolean;
}

export interface ArrivalResult {
  readonly status: 'arrived' | 'not-arrived' | 'intercepted' | 'no-roll';
  readonly need?: string;
  readonly die?: PoolDie;
  readonly interception?: { readonly need: string; readonly die: PoolDie };
  readonly reasons: readonly string[];
  readonly rules: readonly RuleRef[];
}

/**
 * Aircraft Arrival (p. 44): at the start of each of its owner's turns the Aircraft Unit arrives on
 * 4+ (Close Air Support 3+); no roll at night (p. 90), while still in Reserve, or in the first
 * player's first turn of a Meeting Engagement (p. 96). Straight after a success, an opponent with
 * Fighter Interception rolls: 5+ intercepts the aircraft, which are not placed. An AOP simply arrives (p. 50).
 *
 * Dice: the arrival die; then, after a success against Fighter Interception, the opponent's die.
 */
export function* aircraftArrival(s: ArrivalSituation): Procedure<ArrivalResult> {
  const rules: RuleRef[] = [AIR.arrival];
  const name = s.unit ?? 'Aircraft Unit';
  if (s.aop) return { status: 'arrived', reasons: ['an Air Observation Post arrives automatically'], rules: [AIR.aop] };
  const reasons: string[] = [];
  if (s.night) {
    reasons.push('no aircraft arrive at night');
    rules.push(AIR.noAircraftAtNight);
  }
  if (s.inReserve) {
    reasons.push('the unit is still in Reserve');
    rules.push(AIR.inReserve);
  }
  if (s.meetingEngagementFirstTurn) {
    reasons.push("no aircraft in the first player's first turn of a Meeting Engagement");
    rules.push(AIR.meetingEngagement);
  }
  if (reasons.length > 0) return { status: 'no-roll', reasons, rules };
  if (s.closeAirSupport) rules.push(AIR.closeAirSupport);
  const check = scoreTarget(s.closeAirSupport ? 3 : 4);
  const need = describeTarget(check.target);
  const pool = yield* rollPool({ count: 1, target: check.target, label: `${name}: arrival (${need})` });
  const die = pool.dice[0]!;
  if (pool.successes === 0) return { status: 'not-arrived', need, die, reasons: [], rules };
  if (!s.fighterInterception) return { status: 'arrived', need, die, reasons: [], rules };
  rules.push(AIR.fighterInterception);
  const fi = scoreTarget(5);
  const ipool = yield* rollPool({
    count: 1,
    target: fi.target,
    label: `${name}: opponent's Fighter Interception (5+)`,
  });
  const interception = { need: describeTarget(fi.target), die: ipool.dice[0]! };
  if (ipool.successes === 1)
    return {
      status: 'intercepted',
      need,
      die,
      interception,
      reasons: ['the aircraft are intercepted and not placed'],
      rules,
    };
  return { status: 'arrived', need, die, interception, reasons: [], rules };
}

/** Number of Aircraft Teams by the Intelligence Handbook's air support (p. 44). */
export function aircraftUnitSize(support: 'priority' | 'limited' | 'sporadic'): number {
  return support === 'priority' ? 3 : support === 'limited' ? 2 : 1;
}
