/**
 * Aiming, the part of Roll to Hit (pp. 28-33) that needs no dice: which weapons a shooting team
 * fires at what ROF (planFiring) and the score each firing line needs (toHit), with the rules they
 * applied. The shooting procedure rolls these lines' dice; the exact odds (odds/from-situation.ts)
 * turn the same lines into groups of dice.
 */
import type { RulesApplied } from '../../../engine/rules.js';
import { FOW4_SHOOTING as R } from '../rules.js';
import { planFiring, type FiringLine } from './firing.js';
import type { ShootingSituation, ShootingTeam, TargetTeam, TargetUnit } from './situation.js';
import { longRangeOf, strictPair } from './table-facts.js';
import { toHit, type ToHit } from './to-hit.js';

/** A firing line and the score its to-hit dice need. */
export interface AimedLine {
  readonly line: FiringLine;
  readonly toHit: ToHit;
}

/** What aiming needs of the table besides the situation. */
export interface AimTable {
  /** Is the live enemy team with this id an Aircraft? (undefined: no such live team) */
  targetIsAircraft(id: string): boolean | undefined;
  /** The target team a firing line of `s` names, as the shot sees it (e.g. in smoke), and its unit. */
  target(s: ShootingTeam, id: string): { readonly team: TargetTeam; readonly unit: TargetUnit };
}

export type Aim =
  { readonly ok: true; readonly lines: readonly AimedLine[] } | { readonly ok: false; readonly reason: string };

/** Some Tank team of the shooting unit moved (Hen and Chicks, p. 74; everyone moved in a Meeting Engagement's first turn). */
export function anyTankMoved(situation: ShootingSituation): boolean {
  const meeting = situation.meetingEngagementFirstTurn === true;
  return situation.shooter.teams.some(
    (t) => t.profile.type === 'tank' && (t.state?.moved || t.state?.dashed || meeting),
  );
}

/**
 * Aim one shooting team: its firing lines, each with its score to hit, in shooting order. The rules
 * applied go into `applied` in the order the procedure cites them. `table.target` may throw for a
 * line whose target the caller cannot take (the odds take one unit's live teams only).
 */
export function aim(
  s: ShootingTeam,
  situation: ShootingSituation,
  table: AimTable,
  applied: RulesApplied,
  tankMoved: boolean,
): Aim {
  const units = situation.units ?? 'inches';
  const meeting = situation.meetingEngagementFirstTurn === true;
  const plan = planFiring(s, {
    units,
    unitPinned: situation.shooter.pinned === true,
    meetingEngagementFirstTurn: meeting,
    targetIsAircraft: (id) => table.targetIsAircraft(id),
    pair: (id) => strictPair(s, id),
  });
  applied.add(...plan.rules);
  if (!plan.ok) return { ok: false, reason: plan.reason };
  const lines: AimedLine[] = [];
  for (const line of plan.lines) {
    applied.add(...line.rules);
    const { team, unit } = table.target(s, line.target);
    const pair = strictPair(s, line.target);
    const th = toHit(s, line, team, unit, {
      night: situation.night === true,
      meetingEngagementFirstTurn: meeting,
      ambush: situation.ambush === true,
      anyTankOfUnitMoved: tankMoved,
      longRange: longRangeOf(pair, units),
      pair,
    });
    applied.add(R.rollToHit, ...th.rules);
    if (line.smoke) applied.add(R.firingSmoke);
    lines.push({ line, toHit: th });
  }
  return { ok: true, lines };
}
