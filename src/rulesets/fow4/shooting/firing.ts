import type { RuleRef } from '../../../engine/rules.js';
import type { WeaponProfile } from '../../flames-of-war/profile.js';
import { FOW4_SHOOTING as R } from '../rules.js';
import {
  effectiveWeapon,
  isInfantryType,
  isUnarmouredTank,
  teamHas,
  weaponHas,
} from '../../flames-of-war/saves/special-rules.js';
import { within } from './distance.js';
import { weaponRof, type RofMode } from './rof.js';
import type { PairFacts, ShootingTeam, Units } from './situation.js';

/** One weapon of one team firing at one target: its dice are one pool. */
export interface FiringLine {
  readonly weapon: WeaponProfile;
  readonly rof: number;
  readonly mode: RofMode;
  readonly target: string;
  /** 'main': the chosen weapon; 'mg': one of a tank's vehicle MGs; 'extra': a Multiple Weapons extra (p. 67). */
  readonly role: 'main' | 'mg' | 'extra';
  readonly stabilised: boolean;
  readonly smoke: boolean;
  readonly rules: readonly RuleRef[];
}

export type FiringPlan =
  | { readonly ok: true; readonly lines: readonly FiringLine[]; readonly rules: readonly RuleRef[] }
  | { readonly ok: false; readonly reason: string; readonly rules: readonly RuleRef[] };

export interface FiringContext {
  readonly units: Units;
  readonly unitPinned: boolean;
  readonly meetingEngagementFirstTurn: boolean;
  /** Is the team with this id an Aircraft? (undefined: not an enemy team in the situation) */
  readonly targetIsAircraft: (teamId: string) => boolean | undefined;
  readonly pair: (teamId: string) => PairFacts;
}

export function isMg(w: WeaponProfile): boolean {
  return w.vehicleMg === true || /\bMGs?\b/.test(w.name);
}

/** Anti-aircraft fire (p. 66): 'full' = normal ROF; 'rof1' = AA MGs, Self-defence AA, Heavy AA; undefined = cannot. */
export function antiAircraft(w: WeaponProfile): 'full' | 'rof1' | undefined {
  if (weaponHas(w, 'anti-aircraft')) return 'full';
  if (
    ['aa-mg', 'self-defence-aa', 'self-defence-anti-aircraft', 'heavy-aa', 'heavy-anti-aircraft'].some((r) =>
      weaponHas(w, r),
    )
  )
    return 'rof1';
  if (/\bAA MG\b/i.test(w.name)) return 'rof1';
  return undefined;
}

function usable(w: WeaponProfile, team: ShootingTeam): boolean {
  if (weaponHas(w, 'turret-rear-mg')) return false; // never shoots (p. 67)
  if (weaponHas(w, 'passenger-fired') && !team.state?.hasPassengers) return false; // p. 67
  return true;
}

/** Can this weapon reach the target: range, Minimum Range, anti-aircraft (pp. 27-28, 66-67)? */
function reachProblem(w: WeaponProfile, pair: PairFacts, atAircraft: boolean, units: Units): string | undefined {
  if (atAircraft && !antiAircraft(w)) return `${w.name} is not an anti-aircraft weapon (p. 27)`;
  const range = units === 'cm' ? w.range.cm : w.range.inches;
  if (pair.distance !== undefined && pair.distance > range) return `the target is beyond ${w.name}'s range (p. 28)`;
  if (
    w.minRange &&
    pair.distance !== undefined &&
    pair.distance < (units === 'cm' ? w.minRange.cm : w.minRange.inches)
  ) {
    return `the target is inside ${w.name}'s Minimum Range (p. 67)`;
  }
  if (pair.canHit === false) return 'the target cannot be shot at (range, line of sight or field of fire)';
  return undefined;
}

/**
 * Who may shoot and with what (pp. 27, 33, 38, 41-43, 66-69): the team-level bans (Dash, Follow
 * Me, Cross Here, Bailed Out, passenger, sniper with a friend within 4"/10cm, weapon that fired at
 * aircraft), which weapons fire (all MGs or one other weapon for tanks and aircraft, one weapon for
 * infantry and guns; Multiple Weapons extras), and each weapon's ROF.
 */
export function planFiring(team: ShootingTeam, ctx: FiringContext): FiringPlan {
  const s = team.state ?? {};
  const p = team.profile;
  const no = (reason: string, ...rules: RuleRef[]): FiringPlan => ({ ok: false, reason, rules });
  if (s.dashed) return no('moved at Dash speed (p. 33)', R.noShooting);
  if (s.followMe) return no('used a Follow Me order (p. 25)', R.noShooting);
  if (s.crossHere) return no('used a Cross Here order (p. 25)', R.noShooting);
  if (s.bailedOut) return no('is Bailed Out (p. 38)', R.bailedOut);
  if (s.passenger) return no('is mounted as a passenger (p. 22)', R.shootingAtPassengers);
  if (teamHas(p, 'sniper') && s.friendlyWithin4)
    return no('is a Sniper with a friendly team within 4"/10cm (p. 43)', R.snipers);
  if (p.type === 'heavy-weapon' && teamHas(p, 'cavalry'))
    return no('is a Cavalry Heavy Weapon team and must dismount to shoot (p. 68)', R.cavalry);
  if (s.shotAtAircraft)
    return no('shot at aircraft with this weapon in the last enemy Shooting Step (p. 27)', R.shootingAtAircraft);

  const atAircraft = ctx.targetIsAircraft(team.target);
  if (atAircraft === undefined)
    return no(`its target "${team.target}" is not an enemy team in the situation`, R.declareTargets);
  const pair = ctx.pair(team.target);
  const moving = s.moved === true || s.dugIn === true || s.willAssault === true || ctx.meetingEngagementFirstTurn;
  const pinned = ctx.unitPinned && (isInfantryType(p) || p.type === 'gun' || isUnarmouredTank(p));
  const aircraftShooter = p.type === 'aircraft';
  const rules: RuleRef[] = [R.whichWeapons];
  if (atAircraft) rules.push(R.shootingAtAircraft);
  const canMgs = p.type === 'tank' || aircraftShooter;

  const rofOf = (w: WeaponProfile) => {
    if (aircraftShooter) return { rof: w.rof, mode: 'halted' as const, stabilised: false, rules: [R.haltedMovingRof] };
    const r = weaponRof(w, p, moving, pinned);
    if (atAircraft && antiAircraft(w) === 'rof1')
      return { ...r, rof: Math.min(r.rof, 1), rules: [...r.rules, R.aaMgs] };
    if (atAircraft) return { ...r, rules: [...r.rules, R.antiAircraft] };
    return r;
  };

  let choice = team.weapon;
  if (choice === undefined) {
    const first = p.weapons.find(
      (w) => usable(w, team) && !(canMgs && isMg(w)) && !reachProblem(effectiveWeapon(w), pair, atAircraft, ctx.units),
    );
    if (first) choice = first.name;
    else if (canMgs && p.weapons.some((w) => isMg(w) && usable(w, team))) choice = 'mgs';
    else return no('has no weapon that can fire at its target', R.whichWeapons);
  }

  const lines: FiringLine[] = [];
  if (choice.toLowerCase() === 'mgs') {
    if (!canMgs)
      return no('only Tank and Aircraft teams fire all their MGs; choose one weapon (p. 27)', R.whichWeapons);
    if (team.smoke) return no('machine-guns cannot fire smoke (p. 42)', R.firingSmoke);
    const mgs = p.weapons
      .filter((w) => isMg(w) && usable(w, team))
      .map(effectiveWeapon)
      .filter((w) => !reachProblem(w, pair, atAircraft, ctx.units));
    if (mgs.length === 0) return no('has no machine-gun that can fire at its target', R.whichWeapons);
    mgs.forEach((w, i) => {
      if (aircraftShooter || atAircraft) {
        const r = rofOf(w);
        lines.push({
          weapon: w,
          rof: r.rof,
          mode: r.mode,
          target: team.target,
          role: 'mg',
          stabilised: false,
          smoke: false,
          rules: r.rules,
        });
        return;
      }
      // Vehicle MGs (p. 33): ROF 3 halted or moving, for one MG; the others fire at ROF 1.
      let rof = i === 0 ? w.rof : 1;
      const mgRules: RuleRef[] = [R.vehicleMgs];
      if (i === 0 && teamHas(p, 'begleit-escorts') && within(pair.distance, 8, ctx.units)) {
        rof += 1;
        mgRules.push(R.begleitEscorts);
      }
      if (i === 0 && teamHas(p, 'tankodesantniki') && within(pair.distance, 4, ctx.units)) {
        rof += 1;
        mgRules.push(R.tankodesantniki);
      }
      lines.push({
        weapon: w,
        rof,
        mode: moving ? 'moving' : 'halted',
        target: team.target,
        role: 'mg',
        stabilised: false,
        smoke: false,
        rules: mgRules,
      });
    });
    return { ok: true, lines, rules };
  }

  const raw = p.weapons.find((w) => w.name === choice);
  if (!raw) return no(`has no weapon named "${choice}"`, R.whichWeapons);
  if (!usable(raw, team))
    return no(
      `${raw.name} cannot fire (Turret-rear MG, or Passenger-fired with no passenger; p. 67)`,
      R.turretRearMg,
      R.passengerFired,
    );
  const w = effectiveWeapon(raw);
  const problem = reachProblem(w, pair, atAircraft, ctx.units);
  if (problem) return no(problem, R.checkRange);
  if (team.smoke && !weaponHas(w, 'smoke')) return no(`${w.name} has no Smoke rule (p. 42)`, R.firingSmoke);
  const r = rofOf(w);
  if (r.rof <= 0)
    return {
      ok: false,
      reason: `${w.name} has ROF 0 when ${r.mode === 'pinned' ? 'Pinned Down' : 'moving'} (p. 66)`,
      rules: r.rules,
    };
  lines.push({
    weapon: w,
    rof: r.rof,
    mode: r.mode,
    target: team.target,
    role: 'main',
    stabilised: r.stabilised,
    smoke: team.smoke === true,
    rules: r.rules,
  });

  for (const extra of team.extraWeapons ?? []) {
    const ew = p.weapons.find((x) => x.name === extra.weapon);
    if (!ew) return no(`has no weapon named "${extra.weapon}"`, R.multipleWeapons);
    if (
      p.type !== 'tank' ||
      isMg(ew) ||
      !(teamHas(p, 'multiple-weapons') || weaponHas(ew, 'multiple-weapons') || weaponHas(raw, 'multiple-weapons'))
    ) {
      return no(
        `cannot fire ${ew.name} as well: only a tank with Multiple Weapons fires extra non-MG weapons (pp. 27, 67)`,
        R.multipleWeapons,
      );
    }
    const target = extra.target ?? team.target;
    const isAir = ctx.targetIsAircraft(target);
    if (isAir === undefined)
      return no(`its target "${target}" is not an enemy team in the situation`, R.declareTargets);
    const e = effectiveWeapon(ew);
    const pr = reachProblem(e, ctx.pair(target), isAir, ctx.units);
    if (pr) return no(pr, R.checkRange);
    if (rofOf(e).rof <= 0) continue;
    lines.push({
      weapon: e,
      rof: 1,
      mode: r.mode,
      target,
      role: 'extra',
      stabilised: false,
      smoke: false,
      rules: [R.multipleWeapons],
    });
  }
  return { ok: true, lines, rules };
}
