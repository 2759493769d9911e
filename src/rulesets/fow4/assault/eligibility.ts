/** Who can assault, who cannot Charge into Contact, who must Break Off (pp. 42, 52-53, 59, 64-71). */
import type { RuleRef } from '../../../engine/rules.js';
import { hasRule, isArmouredTank, isUnarmouredTank, ruleKey } from '../../flames-of-war/saves/special-rules.js';
import { FOW4_ASSAULT as R } from './rules.js';
import type { AssaultTeamInput, AssaultUnitInput } from './situation.js';
import type { TeamProfile } from '../../flames-of-war/profile.js';

export interface Reason {
  readonly text: string;
  readonly rule: RuleRef;
}

const has = (p: TeamProfile, id: string) => hasRule(p.rules, id);

export function isTransport(p: TeamProfile): boolean {
  return has(p, 'transport') || has(p, 'tractor') || (p.passengers !== undefined && p.passengers > 0);
}

export function isTankFlameThrower(p: TeamProfile): boolean {
  return p.type === 'tank' && p.weapons.some((w) => hasRule(w.rules, 'flame-thrower'));
}

export function isHeavyWeapon(p: TeamProfile): boolean {
  return p.type === 'heavy-weapon' || has(p, 'heavy-weapon') || has(p, 'man-packed-gun');
}

/** An armoured transport with Mounted Assault (p. 71): it may charge and counterattack, and its infantry passengers fight. */
export function isMountedAssaultTransport(p: TeamProfile, unitRules: readonly string[] | undefined): boolean {
  return isTransport(p) && isArmouredTank(p) && (has(p, 'mounted-assault') || hasRule(unitRules, 'mounted-assault'));
}

/**
 * Why a team of a unit may not assault this turn (Who Can Assault, p. 52), or undefined.
 * Only Armoured Tank and Infantry teams can; not Pinned, not Heavy Weapons; not after a Dash, a
 * Tactical move over 10"/25cm, a Movement Order other than Follow Me, shooting at Halted ROF,
 * a Bombardment (spotting or firing), or shooting at Aircraft in the enemy turn.
 */
export function cannotAssault(team: AssaultTeamInput, unit: AssaultUnitInput): Reason | undefined {
  const p = team.profile as TeamProfile;
  const why = (text: string, rule: RuleRef = R.whoCanAssault): Reason => ({ text, rule });
  if (unit.assaultedThisTurn) return why(`${unit.name} has already assaulted this turn`);
  if (unit.pinned) return why(`${unit.name} is Pinned Down`);
  if (team.bailedOut) return why('it is Bailed Out');
  if (isHeavyWeapon(p)) return why('a Heavy Weapon team cannot Charge into Contact', R.heavyWeapon);
  const infantry = p.type === 'infantry' || p.type === 'cavalry' || p.type === 'motorcycle';
  const mountedAssault = isMountedAssaultTransport(p, unit.rules);
  if (!infantry && !isArmouredTank(p)) {
    if (p.type === 'gun') return why('Gun teams cannot Charge into Contact', R.gunTeams);
    if (isUnarmouredTank(p)) return why('Unarmoured tanks cannot Charge into Contact', R.unarmoured);
    return why(`a ${p.type} team cannot assault`);
  }
  if (has(p, 'independent')) return why('Independent teams cannot Charge into Contact', R.independent);
  if (isTransport(p) && !mountedAssault) return why('Transport teams cannot Charge into Contact', R.whoCannotCharge);
  if (has(p, 'armoured-train')) return why('Armoured Trains cannot Charge into Contact', R.armouredTrains);
  if (isTankFlameThrower(p) && !hasRule(unit.rules, 'soviet') && !has(p, 'soviet'))
    return why('tank flame-throwers cannot Charge into Contact', R.tankFlameThrowers);
  if (team.dashed) return why('it moved at Dash speed');
  if (team.movedOver10) return why('it moved more than 10"/25cm at Tactical speed');
  if (team.order && ruleKey(team.order) !== 'follow-me')
    return why(`it used the ${team.order} Movement Order (only Follow Me allows an assault)`);
  if (team.shotHalted)
    return why('it shot at its Halted ROF (shooting before an assault is at Moving ROF)', R.shootingBeforeAssaulting);
  if (team.bombarded) return why('it spotted for or fired a Bombardment');
  if (team.shotAtAircraft) return why('it shot at Aircraft in the previous enemy turn');
  return undefined;
}

/**
 * Why a team may not Charge into Contact during a Counterattack, where Pinned teams may charge
 * (p. 58) but the kinds of team that can never charge still cannot (p. 53).
 */
export function cannotCounterCharge(team: AssaultTeamInput, unit: AssaultUnitInput): Reason | undefined {
  const r = cannotAssault(
    {
      ...team,
      dashed: false,
      movedOver10: false,
      order: undefined,
      shotHalted: false,
      bombarded: false,
      shotAtAircraft: false,
    },
    { ...unit, pinned: false, assaultedThisTurn: false },
  );
  return r;
}

/** Units that must Break Off whatever the die (pp. 42, 59, 71): every team Unarmoured, a Transport, or a tank flame-thrower. */
export function mustBreakOffReason(unit: AssaultUnitInput, teams: readonly TeamProfile[]): Reason | undefined {
  if (teams.length === 0) return undefined;
  if (teams.every((p) => isUnarmouredTank(p)))
    return { text: 'Unarmoured tank teams must Break Off', rule: R.mustBreakOff };
  const mounted = hasRule(unit.rules, 'mounted-assault');
  if (teams.every((p) => isTransport(p) && !(mounted || has(p, 'mounted-assault'))))
    return { text: 'Transport teams must Break Off', rule: R.mustBreakOff };
  if (teams.every((p) => isTankFlameThrower(p)) && !hasRule(unit.rules, 'soviet'))
    return { text: 'tank flame-throwers must Break Off', rule: R.tankFlameThrowers };
  return undefined;
}

/** May this team's hit or charge reach that enemy? Tanks cannot assault tanks (p. 53). */
export function canContact(attacker: TeamProfile, target: TeamProfile): boolean {
  if (attacker.type === 'tank' && target.type === 'tank') return false;
  return target.type !== 'aircraft';
}
