import { atLeast } from '../../../dice/target.js';
import { throwDice } from '../../../dice/pool.js';
import type { DiceProcedure } from '../../../dice/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { TeamProfile } from '../profile.js';
import { FOW4_SHOOTING as R } from '../rules.js';
import { firepowerTest, type FirepowerTestRecord } from './firepower-test.js';
import type { HitFacts, SaveTeamFacts } from './hit.js';
import { hasRule, isInfantryType, teamHas } from './special-rules.js';

export type ArmourFace = 'front' | 'side' | 'top';

/** What one hit did to an Armoured Tank, before any Bailed Out Again roll. */
export type ArmourEffect = 'bounced' | 'no-effect' | 'bailed-out' | 'destroyed';

export interface ArmourSaveRecord {
  readonly kind: 'armour';
  /** The hull/turret die when the shooter saw the front of one part and the side of the other. */
  readonly partRoll?: number;
  readonly part?: 'hull' | 'turret';
  readonly face: ArmourFace;
  readonly armour: number;
  /** The save die; absent when the weapon's Anti-tank is "-" (no roll: it cannot harm armour). */
  readonly roll?: number;
  readonly longRangeBonus: number;
  readonly total?: number;
  readonly antiTank: number | null;
  /** How the total compares with Anti-tank: above (bounces), equal, or below. */
  readonly comparison?: 'exceeds' | 'equals' | 'less';
  /** Improvised Armour: the natural 6 saved regardless of the total (p. 66). */
  readonly improvisedArmourSave?: boolean;
  readonly firepowerTest?: FirepowerTestRecord;
  readonly effect: ArmourEffect;
  readonly rules: readonly RuleRef[];
}

function isFp5or6(fp: HitFacts['firepower']): boolean {
  return typeof fp === 'number' && fp >= 5;
}

/**
 * Armoured Tank Team save against one hit (pp. 36-37):
 * 1. if the shooter is in front of only one of hull and turret, a die decides the part (4+ turret);
 * 2. Front armour if in front of that part, otherwise Side; Top for Hits Top Armour / flame-throwers / bombardments;
 * 3. the owner rolls a die + armour + 1 if the range from the scoring team is over 16"/40cm;
 * 4. above Anti-tank: bounces; equal: Firepower test, pass = Bailed Out; below: Firepower test,
 *    pass = Destroyed, fail = Bailed Out.
 * Improvised Armour: a natural 6 always saves against Firepower 5+ or 6 (p. 66).
 * Schürzen: Side armour counts as 5 against Infantry teams' weapons of Firepower 5+ or 6 (p. 71, AMB-49).
 * Turret Bunker: a successful Firepower test is re-rolled (Bunkers are tough, p. 76).
 *
 * Dice, in order: [hull/turret die]; save die; [Firepower die (+follow-up) (+bunker re-roll)].
 */
export function* armourSave(profile: TeamProfile, team: SaveTeamFacts, hit: HitFacts): DiceProcedure<ArmourSaveRecord> {
  if (!profile.armour) throw new Error(`${team.name} is not an Armoured Tank team`);
  const rules: RuleRef[] = [R.armourSave];
  const label = `${team.name}${hit.label ? ` hit by ${hit.label}` : ''}`;
  const facing = hit.facing ?? 'front';
  const topHit = facing === 'top' || hasRule(hit.weaponRules, 'hits-top-armour') || hasRule(hit.weaponRules, 'flame-thrower');
  let face: ArmourFace;
  let part: 'hull' | 'turret' | undefined;
  let partRoll: number | undefined;
  if (topHit) {
    face = 'top';
    rules.push(R.hitsTopArmour);
  } else if (facing === 'turret-front-hull-side' || facing === 'hull-front-turret-side') {
    const [t] = yield* throwDice(1, 6, atLeast(4), `${label}: hull (1-3) or turret (4+)`);
    partRoll = t!.face;
    part = t!.success ? 'turret' : 'hull';
    const frontPart = facing === 'turret-front-hull-side' ? 'turret' : 'hull';
    face = part === frontPart ? 'front' : 'side';
    rules.push(R.hullOrTurret);
  } else {
    face = facing;
    if (facing === 'side') rules.push(R.hullOrTurret);
  }
  let armour = profile.armour[face];
  if (face === 'side' && teamHas(profile, 'schurzen') && hit.shooterType && isInfantryType(hit.shooterType) && isFp5or6(hit.firepower)) {
    if (armour < 5) rules.push(R.schurzen);
    armour = Math.max(armour, 5);
  }
  const base = { kind: 'armour' as const, face, armour, antiTank: hit.antiTank, ...(part ? { part, partRoll } : {}) };
  if (hit.antiTank === null) {
    // Anti-tank "-" cannot harm an armoured vehicle: no save is needed (p. 72).
    return { ...base, longRangeBonus: 0, effect: 'no-effect', rules };
  }
  const longRangeBonus = hit.longRange ? 1 : 0;
  if (longRangeBonus) rules.push(R.armourSaveLongRange);
  const [save] = yield* throwDice(1, 6, atLeast(1), `${label}: Armour Save (die + ${armour}${longRangeBonus ? ' + 1' : ''} vs AT ${hit.antiTank})`);
  const roll = save!.face;
  const total = roll + armour + longRangeBonus;
  const comparison = total > hit.antiTank ? 'exceeds' : total === hit.antiTank ? 'equals' : 'less';
  const saved = { ...base, roll, longRangeBonus, total, comparison } as const;
  if (comparison === 'exceeds') return { ...saved, effect: 'bounced', rules };
  if (roll === 6 && teamHas(profile, 'improvised-armour') && isFp5or6(hit.firepower)) {
    rules.push(R.improvisedArmour);
    return { ...saved, improvisedArmourSave: true, effect: 'bounced', rules };
  }
  const fp = yield* firepowerTest(hit.firepower, { bunker: team.bunker !== undefined, label: `${label}: Firepower test` });
  rules.push(...fp.rules);
  const effect: ArmourEffect = comparison === 'equals' ? (fp.success ? 'bailed-out' : 'no-effect') : fp.success ? 'destroyed' : 'bailed-out';
  return { ...saved, firepowerTest: fp, effect, rules };
}
