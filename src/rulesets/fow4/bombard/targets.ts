import { BombardInputError } from './errors.js';
import type { RuleRef } from '../../../engine/rules.js';
import { IS_HIT_ON, type Skill, type TeamProfile } from '../../flames-of-war/profile.js';
import type { RemountScore } from '../../flames-of-war/saves/bailed-out.js';
import { isArmouredTank, isInfantryType, ruleKey, teamHas } from '../../flames-of-war/saves/special-rules.js';
import type { Score } from '../../flames-of-war/score.js';
import { BOMBARD as B } from './rules.js';

/**
 * Where a team under the template sits, as far as a bombardment cares (p. 48):
 * Foxholes, Buildings, Craters, Trench Lines and similar bulletproof terrain give Bulletproof
 * Cover; linear terrain (Stone Walls, Bocage, hedges) and a Gun Shield give none; 'short' is
 * concealing but not bulletproof terrain (woods, crops).
 */
export type BombardCover =
  'none' | 'short' | 'foxholes' | 'building' | 'crater' | 'trench' | 'bulletproof' | 'linear' | 'gun-shield';

export const BOMBARD_COVERS: readonly BombardCover[] = [
  'none',
  'short',
  'foxholes',
  'building',
  'crater',
  'trench',
  'bulletproof',
  'linear',
  'gun-shield',
];

/** A team carried by a team under the template: a passenger inside a transport (or a towed gun), or a rider on a tank (p. 23). */
export interface CarriedUnderTemplate {
  readonly name: string;
  readonly profile: TeamProfile;
  /** The carried team's own unit (Pinned Down as that unit); its name when absent. */
  readonly unit?: string;
}

/** One team, or several identical teams of one unit, at least partly under the template. */
export interface TeamsUnderTemplate {
  /** Shown in tables, e.g. "T-34/85". */
  readonly name: string;
  /** Identical teams of this kind under the template (default 1). */
  readonly count?: number;
  readonly profile: TeamProfile;
  /** Is Hit On; from `skill` when absent (Veteran 4+, Trained 3+, Conscript 2+, p. 48). */
  readonly isHitOn?: Score;
  readonly skill?: Skill;
  /** The unit the teams belong to (for Pin Down); the group name when absent. */
  readonly unit?: string;
  readonly cover?: BombardCover;
  /** The teams' unit is a Shtraf Company: Foxholes give them no Bulletproof Cover (p. 73). */
  readonly shtraf?: boolean;
  /** A Bunker (p. 76): hit on 2+ and its own saves. */
  readonly bunker?: 'nest' | 'pillbox' | 'turret';
  readonly reconnaissanceUnit?: boolean;
  /** Armoured tanks already Bailed Out (a new bail-out is a Bailed Out Again roll, p. 38). */
  readonly bailedOut?: boolean;
  readonly remount?: RemountScore;
  readonly commanderReroll?: boolean;
  /** For the optional long-range Armour Save +1 (AMB-14): the battery is over 16"/40cm away. */
  readonly longRange?: boolean;
  /** Passengers inside each of these teams (or the gun each tows): one save each if it is Destroyed (p. 23). */
  readonly passengers?: readonly CarriedUnderTemplate[];
  /** Infantry riding on each of these tanks: hit whenever the tank is hit (p. 23). */
  readonly riders?: readonly CarriedUnderTemplate[];
}

export function isHitOnOf(t: TeamsUnderTemplate): Score {
  if (t.bunker) return 2;
  if (t.isHitOn !== undefined) return t.isHitOn;
  if (t.skill) return IS_HIT_ON[t.skill];
  throw new BombardInputError(`${t.name}: give its Is Hit On or its Skill`);
}

/** Bulletproof Cover and Bombardments (p. 48): linear terrain and Gun Shields do not count; nor do a Shtraf Company's Foxholes (p. 73). */
export function bulletproofAgainstBombardment(cover: BombardCover | undefined, shtraf = false): boolean {
  return (
    (cover === 'foxholes' && !shtraf) ||
    cover === 'building' ||
    cover === 'crater' ||
    cover === 'trench' ||
    cover === 'bulletproof'
  );
}

/** Infantry and Gun teams: the ones Repeat Bombardment and Time on Target make re-roll saves (pp. 49, 69). */
export function isInfantryOrGun(p: TeamProfile): boolean {
  return isInfantryType(p) || p.type === 'gun';
}

/** Infantry, Gun and Unarmoured Tank teams can be Pinned Down; Armoured Tanks and Aircraft cannot (p. 41). */
export function isPinnable(p: TeamProfile): boolean {
  return p.type !== 'aircraft' && !isArmouredTank(p);
}

/**
 * The profile a bombardment saves with: a Gun Shield gives no protection against Bombardments
 * (p. 65), so an Unarmoured Tank with a Gun Shield saves as one without it.
 */
export function profileAgainstBombardment(p: TeamProfile): { profile: TeamProfile; rules: RuleRef[] } {
  if (p.type === 'tank' && !isArmouredTank(p) && teamHas(p, 'gun-shield') && p.save === undefined) {
    return {
      profile: { ...p, rules: (p.rules ?? []).filter((r) => ruleKey(r) !== 'gun-shield') },
      rules: [B.gunShield],
    };
  }
  return { profile: p, rules: [] };
}
