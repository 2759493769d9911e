/**
 * The end of a Fire Phase (p. 7 [Double Defense]): every unit of the side that was fired on
 * that holds a fire half-hit makes a Morale check; a pass removes the half-hit, a fail costs a
 * step (a last step is a repulse: it is still fire combat).
 */
import type { Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { moraleCheck, moraleText, type MoraleSituation } from '../morale.js';
import { CI } from '../rules.js';
import { loseStep, type Casualty, type HitEvent } from './hits.js';

export interface HalfHitHolder {
  readonly unit: Casualty;
  readonly morale: Omit<MoraleSituation, 'unit' | 'owner' | 'why'>;
}

export interface HalfHitOutcome {
  readonly unit: string;
  readonly passed: boolean;
  readonly event?: HitEvent;
  readonly usedHq?: string;
  readonly text: string;
}

export function* halfHitChecks(
  holders: readonly HalfHitHolder[],
): Procedure<{ outcomes: HalfHitOutcome[]; rules: RuleRef[] }> {
  const rules = new Set<RuleRef>([CI.halfHitMorale]);
  const outcomes: HalfHitOutcome[] = [];
  for (const h of holders) {
    const r = yield* moraleCheck({
      ...h.morale,
      unit: h.unit.id,
      owner: h.unit.owner,
      why: 'half-hit at the end of the Fire Phase',
    });
    r.rules.forEach((x) => rules.add(x));
    h.unit.halfHit = undefined;
    if (r.passed) {
      outcomes.push({
        unit: h.unit.id,
        passed: true,
        text: `${moraleText(r)}: the half-hit is removed`,
        ...(r.usedHq ? { usedHq: r.usedHq } : {}),
      });
      continue;
    }
    const set = new Set<RuleRef>();
    const event = loseStep(h.unit, 'fire', set);
    set.forEach((x) => rules.add(x));
    outcomes.push({
      unit: h.unit.id,
      passed: false,
      event,
      text: `${moraleText(r)}: ${event.effect === 'repulsed' ? 'repulsed' : `loses a step (${event.strength})`}`,
      ...(r.usedHq ? { usedHq: r.usedHq } : {}),
    });
  }
  return { outcomes, rules: [...rules] };
}
