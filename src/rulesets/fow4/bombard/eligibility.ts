import type { RuleRef } from '../../../engine/rules.js';
import { BOMBARD as B } from './rules.js';

/** What a team did this turn that may stop it bombarding (p. 45). */
export interface BombardTeamState {
  /** Moved in the Movement Step (a successful Blitz's free 4"/10cm alone is not moving, AMB-42). */
  readonly moved?: boolean;
  readonly failedBlitz?: boolean;
  /** Tried to Dig In (p. 25). */
  readonly dugIn?: boolean;
  readonly inBuilding?: boolean;
  readonly pinned?: boolean;
  readonly bailedOut?: boolean;
  /** An Aircraft team: may bombard although it moved. */
  readonly aircraft?: boolean;
  /** An Armoured Train: may bombard although it moved (p. 64). */
  readonly armouredTrain?: boolean;
  /** The Aiming Point is outside this weapon's field of fire (Hull Mounted or Gun team weapon): it turns but does not fire (pp. 47, 66). */
  readonly outOfFieldOfFire?: boolean;
  /** The first player's first Shooting Step of a Meeting Engagement (p. 96). */
  readonly meetingEngagementFirstTurn?: boolean;
}

export interface Check {
  readonly ok: boolean;
  /** Why not, in plain words, each with its rule. */
  readonly reasons: readonly { readonly text: string; readonly rule: RuleRef }[];
}

/** Who Can Bombard (p. 45): a team with an Artillery weapon, unless one of these applies. */
export function canBombard(s: BombardTeamState): Check {
  const reasons: { text: string; rule: RuleRef }[] = [];
  if (s.moved && !s.aircraft && !s.armouredTrain) reasons.push({ text: 'it moved', rule: B.whoCanBombard });
  if (s.failedBlitz) reasons.push({ text: 'it failed a Blitz Move order', rule: B.whoCanBombard });
  if (s.dugIn) reasons.push({ text: 'it tried to Dig In', rule: B.digIn });
  if (s.inBuilding) reasons.push({ text: 'it is in a Building', rule: B.whoCanBombard });
  if (s.pinned) reasons.push({ text: 'it is Pinned Down', rule: B.whoCanBombard });
  if (s.bailedOut) reasons.push({ text: 'it is Bailed Out', rule: B.bailedOut });
  if (s.outOfFieldOfFire) reasons.push({ text: 'the Aiming Point is not fully in front of it', rule: B.hullMounted });
  if (s.meetingEngagementFirstTurn)
    reasons.push({
      text: "it is the first player's first Shooting Step of a Meeting Engagement",
      rule: B.meetingEngagement,
    });
  return { ok: reasons.length === 0, reasons };
}

/**
 * What the spotting team is:
 * - 'firing': one of the teams firing the bombardment;
 * - 'formation-hq': a team of a Formation HQ;
 * - 'observer': an Observer (spots for any friendly Artillery Unit, p. 68);
 * - 'us-unit-leader': a US Unit Leader (Under Command, p. 70);
 * - 'aircraft': an aircraft of the bombarding Aircraft Unit (p. 45);
 * - 'aop': an Air Observation Post, an Independent Observer Aircraft team (p. 50);
 * - 'other': any other team (not allowed).
 */
export type SpotterRole = 'firing' | 'formation-hq' | 'observer' | 'us-unit-leader' | 'aircraft' | 'aop' | 'other';

export interface SpotterState {
  readonly role: SpotterRole;
  readonly moved?: boolean;
  readonly dugIn?: boolean;
  /** The spotter already shot (or will assault) this turn. */
  readonly shot?: boolean;
  readonly assaulting?: boolean;
  /** The spotter has Line of Sight to the Aiming Point (not needed for a Repeat Bombardment, p. 49). */
  readonly canSeeAimingPoint?: boolean;
  /** An AOP: the model is within 16"/40cm of the Aiming Point (p. 50). */
  readonly withinAopRange?: boolean;
  /** A US spotting team (Under Command applies to US forces only). */
  readonly us?: boolean;
}

/**
 * Pick Spotting Team (pp. 45, 50, 68, 70): one of the firing teams, a Formation HQ team, an
 * Observer, a US Unit Leader, an AOP; for an Aircraft Unit's bombardment only one of its own
 * aircraft (which may have moved). The spotter must not have moved or tried to Dig In, must not
 * shoot or assault, and needs Line of Sight to the Aiming Point except for a Repeat Bombardment.
 */
export function canSpot(s: SpotterState, options: { aircraftBombardment?: boolean; repeat?: boolean } = {}): Check {
  const reasons: { text: string; rule: RuleRef }[] = [];
  if (options.aircraftBombardment) {
    if (s.role !== 'aircraft')
      reasons.push({
        text: 'only an aircraft of the bombarding Aircraft Unit may spot for it',
        rule: B.spottingForAircraft,
      });
  } else {
    if (s.role === 'aircraft')
      reasons.push({ text: 'an aircraft spots only for its own unit', rule: B.spottingForAircraft });
    if (s.role === 'other')
      reasons.push({
        text: 'the spotter must be a firing team, a Formation HQ team, an Observer or a US Unit Leader',
        rule: B.spottingTeam,
      });
    if (s.role === 'us-unit-leader' && s.us === false)
      reasons.push({ text: 'Under Command lets only a US Unit Leader spot', rule: B.underCommand });
    if (s.moved && s.role !== 'aop') reasons.push({ text: 'the spotter moved', rule: B.spottingTeam });
  }
  if (s.dugIn) reasons.push({ text: 'the spotter tried to Dig In', rule: B.spottingTeam });
  if (s.shot) reasons.push({ text: 'the spotter shot this turn', rule: B.spottingTeam });
  if (s.assaulting) reasons.push({ text: 'the spotter is to assault', rule: B.spottingTeam });
  if (s.canSeeAimingPoint === false && !options.repeat)
    reasons.push({ text: 'the spotter cannot see the Aiming Point', rule: B.aimingPoint });
  if (s.role === 'aop' && s.withinAopRange === false)
    reasons.push({ text: 'an AOP model must be within 16"/40cm of the Aiming Point', rule: B.aop });
  return { ok: reasons.length === 0, reasons };
}

/** Rules to cite for an accepted spotter. */
export function spotterRules(role: SpotterRole): RuleRef[] {
  switch (role) {
    case 'observer':
      return [B.spottingTeam, B.observer];
    case 'us-unit-leader':
      return [B.spottingTeam, B.underCommand];
    case 'aircraft':
      return [B.spottingTeam, B.spottingForAircraft];
    case 'aop':
      return [B.spottingTeam, B.aop];
    default:
      return [B.spottingTeam];
  }
}

/**
 * Danger Close (p. 46): a template may not be placed within 4"/10cm of a friendly team, 8"/20cm
 * for an aircraft's template (the aircraft themselves do not count). Smoke Bombardments ignore it (p. 51).
 * `nearestFriendly` is the distance from the template's edge to the nearest friendly team, in the
 * unit of `system`.
 */
export function dangerClose(
  nearestFriendly: number,
  options: { aircraft?: boolean; system?: 'inches' | 'cm' } = {},
): Check {
  const limit = options.system === 'cm' ? (options.aircraft ? 20 : 10) : options.aircraft ? 8 : 4;
  const unit = options.system === 'cm' ? 'cm' : '"';
  // "Within" includes the limit itself: exactly 4"/10cm away is still too close.
  if (nearestFriendly > limit) return { ok: true, reasons: [] };
  return {
    ok: false,
    reasons: [
      {
        text: `a friendly team is ${nearestFriendly}${unit} from the template; it must be more than ${limit}${unit} away`,
        rule: B.dangerClose,
      },
    ],
  };
}
