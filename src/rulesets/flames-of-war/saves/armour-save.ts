import { atLeast } from '../../../dice/target.js';
import { throwDice } from '../../../dice/pool.js';
import { diceRequest, type DiceProcedure } from '../../../dice/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { TeamProfile } from '../profile.js';
import { cited, type FowRules } from '../rules.js';
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
  /** An extra save rolled right after a failed save, before any Firepower test (Open Fire Schürzen, p. 16). */
  readonly extraSave?: { readonly face: number; readonly score: number; readonly saved: boolean };
  readonly firepowerTest?: FirepowerTestRecord;
  readonly effect: ArmourEffect;
  readonly rules: readonly RuleRef[];
}

function isFp5or6(fp: HitFacts['firepower']): boolean {
  return typeof fp === 'number' && fp >= 5;
}

const FACE_NAME: Record<ArmourFace, string> = { front: 'Front', side: 'Side', top: 'Top' };

/**
 * What the save die must do, for a player rolling physical dice: the sum it must beat and which
 * faces bounce, tie (Firepower test: pass = Bailed Out) or fall short (Firepower test: pass =
 * Destroyed, fail = Bailed Out), e.g. "Armour Save, die + Top 0 must beat AT 1 (2+ bounces;
 * 1 = Firepower test for Bailed Out)". `improvised`: a natural 6 bounces whatever the total (p. 66).
 */
export function armourSaveLabel(
  face: ArmourFace,
  armour: number,
  longRangeBonus: number,
  antiTank: number,
  improvised = false,
): string {
  const bounceFrom = antiTank - armour - longRangeBonus + 1; // the lowest die whose total beats Anti-tank
  const sixSaves = improvised && bounceFrom > 6;
  const top = sixSaves ? 5 : 6; // the highest die that does not bounce
  const span = (lo: number, hi: number) => (lo === hi ? `${lo}` : `${lo}-${hi}`);
  const parts: string[] = [];
  if (bounceFrom <= 1) parts.push('any roll bounces');
  else if (bounceFrom <= 6) parts.push(`${bounceFrom}+ bounces`);
  else if (sixSaves) parts.push('6 bounces (Improvised Armour)');
  else parts.push('no roll bounces');
  const tie = bounceFrom - 1;
  if (tie >= 1 && tie <= top) parts.push(`${tie} = Firepower test for Bailed Out`);
  const lessTo = Math.min(bounceFrom - 2, top);
  if (lessTo >= 1) parts.push(`${span(1, lessTo)} = Firepower test for Destroyed, else Bailed Out`);
  return `Armour Save, die + ${FACE_NAME[face]} ${armour}${longRangeBonus ? ` + ${longRangeBonus} long range` : ''} must beat AT ${antiTank} (${parts.join('; ')})`;
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
 * `extraSave`: an edition's extra save for the face that was hit, rolled right after a failed save
 * and before the Firepower test; passing it leaves the tank unharmed (Open Fire Schürzen, p. 16).
 *
 * Dice, in order: [hull/turret die]; save die; [extra save die]; [Firepower die (+follow-up) (+bunker re-roll)].
 */
export function* armourSave(
  R: FowRules,
  profile: TeamProfile,
  team: SaveTeamFacts,
  hit: HitFacts,
  extraSave?: (face: ArmourFace) => { readonly score: number; readonly label: string } | undefined,
): DiceProcedure<ArmourSaveRecord> {
  if (!profile.armour) throw new Error(`${team.name} is not an Armoured Tank team`);
  const rules: RuleRef[] = cited(R.armourSave);
  const label = `${team.name}${hit.label ? ` hit by ${hit.label}` : ''}`;
  const facing = hit.facing ?? 'front';
  const topHit =
    facing === 'top' || hasRule(hit.weaponRules, 'hits-top-armour') || hasRule(hit.weaponRules, 'flame-thrower');
  let face: ArmourFace;
  let part: 'hull' | 'turret' | undefined;
  let partRoll: number | undefined;
  if (topHit) {
    face = 'top';
    rules.push(...cited(R.hitsTopArmour));
  } else if (facing === 'turret-front-hull-side' || facing === 'hull-front-turret-side') {
    const [t] = yield* throwDice(1, 6, atLeast(4), `${label}: hull (1-3) or turret (4+)`);
    partRoll = t!.face;
    part = t!.success ? 'turret' : 'hull';
    const frontPart = facing === 'turret-front-hull-side' ? 'turret' : 'hull';
    face = part === frontPart ? 'front' : 'side';
    rules.push(...cited(R.hullOrTurret));
  } else {
    face = facing;
    if (facing === 'side') rules.push(...cited(R.hullOrTurret));
  }
  let armour = profile.armour[face];
  if (
    face === 'side' &&
    teamHas(profile, 'schurzen') &&
    hit.shooterType &&
    isInfantryType(hit.shooterType) &&
    isFp5or6(hit.firepower)
  ) {
    if (armour < 5) rules.push(...cited(R.schurzen));
    armour = Math.max(armour, 5);
  }
  // The record is built key by key in its order (kind, face, armour, antiTank, [part, partRoll], ...):
  // spreading an object and adding keys is slow in V8, and the exact odds run this thousands of times.
  const record: Writable<ArmourSaveRecord> = {
    kind: 'armour',
    face,
    armour,
    antiTank: hit.antiTank,
  } as Writable<ArmourSaveRecord>;
  if (part) {
    record.part = part;
    record.partRoll = partRoll;
  }
  const done = (effect: ArmourEffect): ArmourSaveRecord => {
    record.effect = effect;
    record.rules = rules;
    return record;
  };
  if (hit.antiTank === null) {
    // Anti-tank "-" cannot harm an armoured vehicle: no save is needed (p. 72).
    record.longRangeBonus = 0;
    return done('no-effect');
  }
  const longRangeBonus = hit.longRange ? 1 : 0;
  if (longRangeBonus) rules.push(...cited(R.armourSaveLongRange));
  const improvised = teamHas(profile, 'improvised-armour') && isFp5or6(hit.firepower);
  // Every face of the save die counts, so the request carries no single "need".
  const [roll] = (yield diceRequest(
    1,
    6,
    `${label}: ${armourSaveLabel(face, armour, longRangeBonus, hit.antiTank, improvised)}`,
  )) as [number];
  const total = roll + armour + longRangeBonus;
  const comparison = total > hit.antiTank ? 'exceeds' : total === hit.antiTank ? 'equals' : 'less';
  record.roll = roll;
  record.longRangeBonus = longRangeBonus;
  record.total = total;
  record.comparison = comparison;
  if (comparison === 'exceeds') return done('bounced');
  if (roll === 6 && improvised) {
    rules.push(...cited(R.improvisedArmour));
    record.improvisedArmourSave = true;
    return done('bounced');
  }
  const extra = extraSave?.(face);
  let extraRecord: ArmourSaveRecord['extraSave'];
  if (extra) {
    const [d] = yield* throwDice(1, 6, atLeast(extra.score), `${label}: ${extra.label}`);
    extraRecord = { face: d!.face, score: extra.score, saved: d!.success };
    record.extraSave = extraRecord;
    if (d!.success) return done('no-effect');
  }
  const fp = yield* firepowerTest(R, hit.firepower, {
    bunker: team.bunker !== undefined,
    label: `${label}: Firepower test`,
  });
  rules.push(...fp.rules);
  record.firepowerTest = fp;
  return done(
    comparison === 'equals' ? (fp.success ? 'bailed-out' : 'no-effect') : fp.success ? 'destroyed' : 'bailed-out',
  );
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };
