import { saveHit, scoreTarget } from '../saves.js';
import { BombardInputError } from './errors.js';
import { rollPool, type PoolDie, type RerollPolicy } from '../../../dice/pool.js';
import { describeTarget } from '../../../dice/target.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { Procedure } from '../../../engine/request.js';
import type { HitSaveRecord } from '../../flames-of-war/saves/hit-save.js';
import type { HitFacts } from '../../flames-of-war/saves/hit.js';
import { isArmouredTank } from '../../flames-of-war/saves/special-rules.js';
import { FOW4_SHOOTING as R } from '../rules.js';
import type { Score } from '../../flames-of-war/score.js';
import { BOMBARD as B } from './rules.js';
import {
  bulletproofAgainstBombardment,
  isHitOnOf,
  isInfantryOrGun,
  isPinnable,
  profileAgainstBombardment,
  type CarriedUnderTemplate,
  type TeamsUnderTemplate,
} from './targets.js';

export interface TemplateFire {
  /** Label for dice, e.g. "Heavy Artillery Battery". */
  readonly battery: string;
  readonly antiTank: number | null;
  readonly firepower: Score | null;
  /** Save-relevant weapon rules every firing weapon shares (e.g. 'breakthrough-gun'). */
  readonly weaponRules?: readonly string[];
  /** +1 for the 2nd attempt, +2 for the 3rd (p. 47). */
  readonly rangingPenalty: number;
  /** Repeat Bombardment whose spotter cannot see the Aiming Point: +1 to hit (p. 49). */
  readonly repeatWithoutSight?: boolean;
  readonly reroll: RerollPolicy;
  /** Infantry and Gun teams must re-roll successful saves: Repeat Bombardment (p. 49) or Time on Target (p. 69). */
  readonly rerollInfantryGunSaves?: 'repeat' | 'time-on-target';
  /** Apply the long-range Armour Save +1 to teams marked `longRange` (off by default, AMB-14). */
  readonly longRangeArmourBonus?: boolean;
  readonly under: readonly TeamsUnderTemplate[];
}

/** The save of a team carried by a hit team: a rider hit with its tank, or a passenger of a Destroyed transport (p. 23). */
export interface CarriedHitRecord {
  readonly team: string;
  readonly unit: string;
  readonly role: 'rider' | 'passenger';
  readonly save: HitSaveRecord;
  readonly outcome: 'no-effect' | 'destroyed';
}

export interface TeamHitRecord {
  /** "T-34/85 #2". */
  readonly team: string;
  readonly group: string;
  readonly unit: string;
  readonly need: string;
  readonly die: PoolDie;
  readonly hit: boolean;
  readonly save?: HitSaveRecord;
  /** What happened to the team: 'missed', or the save's outcome. */
  readonly outcome: 'missed' | 'no-effect' | 'bailed-out' | 'destroyed';
  /** Its riders' saves and, if it was Destroyed, its passengers' saves (p. 23). */
  readonly carried?: readonly CarriedHitRecord[];
}

export interface TemplateFireResult {
  readonly teams: readonly TeamHitRecord[];
  readonly hits: number;
  /** Units Pinned Down by the bombardment (p. 49). */
  readonly pinnedUnits: readonly string[];
  readonly rules: readonly RuleRef[];
}

/**
 * Roll to Hit, Roll Saves and Pin Down (pp. 48-49): one die for every team under the template
 * against its Is Hit On, +1/+2 for ranging in on the 2nd/3rd attempt, +1 for a Repeat Bombardment
 * the spotter cannot see; no other modifier. The band re-roll applies to every die. Each hit team
 * saves as in shooting but Armoured Tanks use Top armour; Infantry and Gun teams are in
 * Bulletproof Cover only in Foxholes, Buildings, Craters, trenches and the like; Repeat
 * Bombardments and Time on Target make Infantry and Gun teams re-roll successful saves.
 * Every Infantry, Gun and Unarmoured Tank unit with a team hit is Pinned Down.
 * Passengers (p. 23): riders on a hit tank are hit too and take Infantry saves, never in
 * Bulletproof Cover; when a transport (or a tractor) is Destroyed, each passenger (or towed gun)
 * rolls one save. The riders' units, and the units of a Destroyed transport's passengers, are
 * Pinned Down. Carried teams save against the same hit (Breakthrough Gun, Repeat Bombardment and
 * Time on Target re-rolls included).
 *
 * Dice, in order: for each group of teams, its to-hit pool (with follow-ups and the band re-roll);
 * then, for each hit team in the same order, its save dice, each rider's save, and, if it was
 * Destroyed, each passenger's save.
 */
export function* fireOnTemplate(f: TemplateFire): Procedure<TemplateFireResult> {
  const { mods, rules } = toHitModifiers(f);
  const rolled: { group: TeamsUnderTemplate; index: number; team: string; need: string; die: PoolDie }[] = [];
  for (const group of f.under) {
    const count = group.count ?? 1;
    const check = toHitOf(group, mods);
    rules.push(...check.rules);
    const need = describeTarget(check.target);
    const pool = yield* rollPool({
      count,
      target: check.target,
      reroll: f.reroll,
      label: `${f.battery} to hit: ${count} ${group.name} (${need})`,
    });
    pool.dice.forEach((die, i) =>
      rolled.push({ group, index: i, team: count > 1 ? `${group.name} #${i + 1}` : group.name, need, die }),
    );
  }
  const teams: TeamHitRecord[] = [];
  const hitUnits = new Set<string>();
  const pinnableUnits = new Set<string>();
  for (const r of rolled) {
    const unit = r.group.unit ?? r.group.name;
    if (isPinnable(r.group.profile)) pinnableUnits.add(unit);
    if (!r.die.success) {
      teams.push({ team: r.team, group: r.group.name, unit, need: r.need, die: r.die, hit: false, outcome: 'missed' });
      continue;
    }
    const saved = yield* hitTeamSaves(f, r.group, r.team);
    rules.push(...saved.rules);
    saved.hitUnits.forEach((u) => hitUnits.add(u));
    saved.pinnableUnits.forEach((u) => pinnableUnits.add(u));
    teams.push({
      team: r.team,
      group: r.group.name,
      unit,
      need: r.need,
      die: r.die,
      hit: true,
      save: saved.save,
      outcome: saved.save.outcome,
      ...(saved.carried.length > 0 ? { carried: saved.carried } : {}),
    });
  }
  // Pin Down Target (p. 49): Infantry, Gun and Unarmoured Tank units with any team hit.
  const pinnedUnits = [...hitUnits].filter((u) => pinnableUnits.has(u));
  if (pinnedUnits.length > 0) rules.push(B.pinDown);
  return { teams, hits: teams.filter((t) => t.hit).length, pinnedUnits, rules: [...new Set(rules)] };
}

/** The Roll to Hit's modifiers, the same for every team: +1/+2 for the attempt, +1 unseen Repeat (pp. 47, 49). */
export function toHitModifiers(f: TemplateFire): { mods: number[]; rules: RuleRef[] } {
  const rules: RuleRef[] = [B.rollToHit, B.isHitOn];
  const mods: number[] = [];
  if (f.rangingPenalty > 0) mods.push(f.rangingPenalty);
  if (f.repeatWithoutSight) {
    mods.push(1);
    rules.push(B.repeatSpotting);
  }
  return { mods, rules };
}

/** A group's score to hit: its Is Hit On with the modifiers (p. 48); aircraft are never hit. */
export function toHitOf(group: TeamsUnderTemplate, mods: readonly number[]): ReturnType<typeof scoreTarget> {
  if (group.profile.type === 'aircraft')
    throw new BombardInputError(`${group.name}: aircraft are never hit by a bombardment`);
  return scoreTarget(isHitOnOf(group), [...mods]);
}

/** What one hit team's saves gave: its save, its carried teams' saves, and the units hit and pinnable. */
export interface HitTeamSaves {
  readonly save: HitSaveRecord;
  readonly carried: readonly CarriedHitRecord[];
  /** Units with a team hit: the team's own and its carried teams'. */
  readonly hitUnits: readonly string[];
  /** Carried teams' units that can be Pinned Down. */
  readonly pinnableUnits: readonly string[];
  readonly rules: readonly RuleRef[];
}

/**
 * Roll Saves for one team of `group` that was hit (p. 49), then its riders' saves and, if it was
 * Destroyed, its passengers' (p. 23). The dice of `fireOnTemplate` for that team, in its order.
 */
export function* hitTeamSaves(f: TemplateFire, group: TeamsUnderTemplate, team: string): Procedure<HitTeamSaves> {
  const rules: RuleRef[] = [];
  const hitUnits: string[] = [group.unit ?? group.name];
  const pinnableUnits: string[] = [];
  const { profile, rules: profileRules } = profileAgainstBombardment(group.profile);
  rules.push(...profileRules);
  const infantryOrGun = isInfantryOrGun(profile);
  const bulletproof = infantryOrGun && bulletproofAgainstBombardment(group.cover, group.shtraf);
  if (infantryOrGun && group.cover !== undefined && group.cover !== 'none')
    rules.push(group.shtraf && group.cover === 'foxholes' ? R.shtrafNoFoxholes : B.bulletproofCover);
  const reroll = infantryOrGun && f.rerollInfantryGunSaves !== undefined;
  if (reroll) rules.push(f.rerollInfantryGunSaves === 'repeat' ? B.repeatSaves : B.timeOnTarget);
  if (isArmouredTank(profile)) rules.push(B.rollSaves);
  const hit: HitFacts = {
    antiTank: f.antiTank,
    firepower: f.firepower,
    facing: 'top',
    longRange: f.longRangeArmourBonus === true && group.longRange === true,
    ...(f.weaponRules && f.weaponRules.length > 0 ? { weaponRules: f.weaponRules } : {}),
    rerollSuccessfulSaves: reroll,
    label: f.battery,
  };
  const save = yield* saveHit(
    profile,
    {
      name: team,
      bulletproof,
      ...(group.bunker ? { bunker: group.bunker } : {}),
      ...(group.reconnaissanceUnit ? { reconnaissanceUnit: true } : {}),
    },
    hit,
    {
      bailedOut: group.bailedOut === true,
      ...(group.remount ? { remount: group.remount } : {}),
      commanderReroll: group.commanderReroll === true,
    },
  );
  rules.push(...save.rules);
  const carried: CarriedHitRecord[] = [];
  const carriedName = (c: CarriedUnderTemplate, on: string) =>
    (group.count ?? 1) > 1 ? `${c.name} (${on} ${team})` : c.name;
  const carriedHit = (c: CarriedUnderTemplate): HitFacts => {
    const again = isInfantryOrGun(c.profile) && f.rerollInfantryGunSaves !== undefined;
    return { ...hit, rerollSuccessfulSaves: again };
  };
  // Passengers on Tanks (p. 23): riders are hit with their tank; Infantry saves, no Bulletproof Cover.
  for (const c of group.riders ?? []) {
    rules.push(R.passengersOnTanks);
    const name = carriedName(c, 'on');
    const rs = yield* saveHit(c.profile, { name, rider: true }, carriedHit(c));
    rules.push(...rs.rules);
    const cu = c.unit ?? c.name;
    hitUnits.push(cu);
    if (isPinnable(c.profile)) pinnableUnits.push(cu);
    carried.push({
      team: name,
      unit: cu,
      role: 'rider',
      save: rs,
      outcome: rs.outcome === 'destroyed' ? 'destroyed' : 'no-effect',
    });
  }
  // Passengers in Transports / Guns Towed by Tractors (p. 23): one save each when it is Destroyed.
  if (save.outcome === 'destroyed') {
    for (const c of group.passengers ?? []) {
      rules.push(c.profile.type === 'gun' ? R.gunsTowedByTractors : R.passengersInTransports);
      const name = carriedName(c, 'in');
      const ps = yield* saveHit(c.profile, { name, passenger: true }, carriedHit(c));
      rules.push(...ps.rules);
      const cu = c.unit ?? c.name;
      hitUnits.push(cu);
      pinnableUnits.push(cu);
      carried.push({
        team: name,
        unit: cu,
        role: 'passenger',
        save: ps,
        outcome: ps.outcome === 'destroyed' ? 'destroyed' : 'no-effect',
      });
    }
  }
  return { save, carried, hitUnits, pinnableUnits, rules };
}
