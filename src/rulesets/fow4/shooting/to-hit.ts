import { scoreTarget } from '../saves.js';
import type { RerollPolicy } from '../../../dice/pool.js';
import type { RuleRef } from '../../../engine/rules.js';
import { IS_HIT_ON, type TeamProfile } from '../../flames-of-war/profile.js';
import { FOW4, FOW4_SHOOTING as R } from '../rules.js';
import type { Score, ScoreCheck } from '../../flames-of-war/score.js';
import { isInfantryType, teamHas, weaponHas } from '../../flames-of-war/saves/special-rules.js';
import type { FiringLine } from './firing.js';
import { inFoxholes } from './table-facts.js';
import type { PairFacts, ShootingTeam, TargetTeam, TargetUnit } from './situation.js';

export interface Modifier {
  readonly value: number;
  readonly reason: string;
  readonly rule: RuleRef;
}

export interface ToHit {
  readonly base: Score;
  readonly baseReason: string;
  readonly modifiers: readonly Modifier[];
  readonly check: ScoreCheck;
  readonly reroll: RerollPolicy;
  readonly rerollReason?: string;
  readonly rules: readonly RuleRef[];
}

export interface ToHitContext {
  readonly night: boolean;
  readonly meetingEngagementFirstTurn: boolean;
  readonly ambush: boolean;
  /** Some Tank team of the shooting unit moved (Hen and Chicks, p. 74). */
  readonly anyTankOfUnitMoved: boolean;
  readonly longRange: boolean;
  readonly pair: PairFacts;
}

/** Is Hit On of a target team (pp. 33, 43, 44, 76): Aircraft 5+, Bunkers 2+, Snipers 4+ (Veteran), else from its unit's Skill. */
export function isHitOn(team: TargetTeam, unit: TargetUnit): { score: Score; reason: string; rule: RuleRef } {
  if (team.profile.type === 'aircraft') return { score: 5, reason: 'Aircraft are hit on 5+', rule: R.aircraftHitOn };
  if (team.bunker) return { score: 2, reason: 'Bunkers are hit on 2+', rule: R.bunkers };
  if (teamHas(team.profile, 'sniper')) return { score: 4, reason: 'Snipers are Veteran (4+)', rule: R.snipers };
  const score = unit.ratings.isHitOn ?? IS_HIT_ON[unit.ratings.skill];
  return { score, reason: `${unit.ratings.skill} target`, rule: R.isHitOn };
}

function isMainWeapon(line: FiringLine): boolean {
  return line.role === 'main';
}

/**
 * The score to hit for one firing line (p. 33) with every modifier that applies:
 * long range +1; Concealed +1, or +2 if also Gone to Ground; shooter moved Out of Command +1;
 * smoke +1; night +1; and the special rules: ROF 1 Weapons +1 at Moving/Pinned ROF (p. 67, AMB-11;
 * not with Automatic Rifles, p. 69), One-man Turret +1 when moving (p. 67), Stabiliser +1 when it
 * kept the Halted ROF (p. 69), Cavalry +1 when moving (p. 68), No HE +1 against Infantry and Gun
 * teams (p. 67), Multiple Weapons extras +1 (p. 67), Hen and Chicks +1 (p. 74).
 * And the re-roll of failed hits: Sniper (p. 43), Tiger Ace Formation Commander's main gun
 * (p. 71), Volley Fire (halted, within 16"/40cm, main weapon, not from Ambush, p. 73), Cat Killers
 * and Semi-indirect Fire (halted, over 16"/40cm, pp. 72-73).
 */
export function toHit(
  shooter: ShootingTeam,
  line: FiringLine,
  target: TargetTeam,
  unit: TargetUnit,
  ctx: ToHitContext,
): ToHit {
  const base = isHitOn(target, unit);
  const mods: Modifier[] = [];
  const p: TeamProfile = shooter.profile;
  const s = shooter.state ?? {};
  const w = line.weapon;
  const sniperTarget = teamHas(target.profile, 'sniper');
  const moved = s.moved === true || ctx.meetingEngagementFirstTurn;

  if (ctx.longRange) mods.push({ value: 1, reason: 'range over 16"/40cm', rule: R.checkRange });
  const dugIn = inFoxholes(target, unit) && p.type !== 'aircraft';
  const concealed = sniperTarget || dugIn || (ctx.pair.concealed ?? target.state?.concealed ?? false);
  const gtg = sniperTarget || target.state?.goneToGround === true;
  if (concealed && gtg)
    mods.push({
      value: 2,
      reason: 'Concealed and Gone to Ground',
      rule: sniperTarget ? R.perfectlyCamouflaged : R.goneToGround,
    });
  else if (concealed) mods.push({ value: 1, reason: 'Concealed', rule: R.concealment });
  if (s.movedOutOfCommand) mods.push({ value: 1, reason: 'moved Out of Command', rule: R.scoreToHit });
  if (ctx.pair.smoke || target.state?.smoke || s.inSmoke)
    mods.push({ value: 1, reason: 'shooting into, through or out of smoke', rule: R.effectsOfSmoke });
  if (ctx.night) mods.push({ value: 1, reason: 'night', rule: R.night });

  const atMovingRof = line.mode !== 'halted';
  if (line.role !== 'mg' && line.role !== 'extra' && w.rof === 1 && atMovingRof && p.type !== 'aircraft') {
    const autoRifles = teamHas(p, 'automatic-rifles') || weaponHas(w, 'automatic-rifles');
    if (!autoRifles)
      mods.push({
        value: 1,
        reason: `ROF 1 weapon at ${line.mode === 'pinned' ? 'Pinned' : 'Moving'} ROF`,
        rule: R.rof1Weapons,
      });
  }
  if (isMainWeapon(line) && moved && (weaponHas(w, 'one-man-turret') || teamHas(p, 'one-man-turret'))) {
    mods.push({ value: 1, reason: 'One-man Turret when moving', rule: R.oneManTurret });
  }
  if (line.stabilised) mods.push({ value: 1, reason: 'Stabiliser keeps Halted ROF on the move', rule: R.stabiliser });
  if (p.type === 'cavalry' && moved) mods.push({ value: 1, reason: 'Cavalry shooting after moving', rule: R.cavalry });
  if (weaponHas(w, 'no-he') && (isInfantryType(target.profile) || target.profile.type === 'gun')) {
    mods.push({ value: 1, reason: 'No HE against an Infantry or Gun team', rule: R.noHe });
  }
  if (line.role === 'extra')
    mods.push({ value: 1, reason: 'Multiple Weapons: additional weapon', rule: R.multipleWeapons });
  if (p.type === 'tank' && line.role === 'main' && teamHas(p, 'hen-and-chicks') && ctx.anyTankOfUnitMoved) {
    mods.push({ value: 1, reason: 'Hen and Chicks: a tank of the unit moved', rule: R.henAndChicks });
  }

  const check = scoreTarget(
    base.score,
    mods.map((m) => m.value),
  );
  const rules: RuleRef[] = [R.scoreToHit, base.rule, ...mods.map((m) => m.rule), ...check.rules];
  if (check.need !== 'auto' && check.need >= 7) rules.push(R.sevenToHit);
  if (dugIn) rules.push(R.foxholes);
  else if (target.state?.foxholes && unit.shtraf) rules.push(R.shtrafNoFoxholes);

  let rerollReason: string | undefined;
  let rule: RuleRef | undefined;
  const has = (id: string) => weaponHas(w, id) || teamHas(p, id);
  if (teamHas(p, 'sniper')) [rerollReason, rule] = ['Expert Shot (Sniper)', R.expertShot];
  else if (has('tiger-ace') && shooter.formationCommander && line.role === 'main')
    [rerollReason, rule] = ['Tiger Ace Formation Commander, main gun', R.tigerAce];
  else if (has('cat-killers')) {
    if (!moved && ctx.longRange)
      [rerollReason, rule] = ['Cat Killers: did not move, target over 16"/40cm', R.catKillers];
  } else if (has('volley-fire') && line.role === 'main' && !moved && !ctx.longRange && !ctx.ambush) {
    [rerollReason, rule] = ['Volley Fire: did not move, target within 16"/40cm', R.volleyFire];
  }
  if (!rerollReason && has('semi-indirect-fire') && !moved && ctx.longRange)
    [rerollReason, rule] = ['Semi-indirect Fire: did not move, target over 16"/40cm', R.semiIndirectFire];
  if (rule) rules.push(rule, FOW4.rerolls);
  // Two literals rather than a conditional spread (slow in V8); the keys keep their order.
  return rerollReason
    ? { base: base.score, baseReason: base.reason, modifiers: mods, check, reroll: 'failures', rerollReason, rules }
    : { base: base.score, baseReason: base.reason, modifiers: mods, check, reroll: 'none', rules };
}
