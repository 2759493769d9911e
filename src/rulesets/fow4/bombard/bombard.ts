import type { RuleRef } from '../../../engine/rules.js';
import { decide, type Procedure } from '../../../engine/request.js';
import type { Distance } from '../../flames-of-war/profile.js';
import { hasRule } from '../../flames-of-war/saves/special-rules.js';
import type { Score } from '../../flames-of-war/score.js';
import { bombardmentRatings } from './adjusted.js';
import {
  rerollBand,
  templateFor,
  templateWeapons,
  type ArtilleryWeapon,
  type RerollBand,
  type Template,
} from './battery.js';
import {
  canBombard,
  canSpot,
  dangerClose,
  spotterRules,
  type BombardTeamState,
  type SpotterRole,
} from './eligibility.js';
import { fireOnTemplate, type TemplateFire, type TemplateFireResult } from './fire.js';
import { rangeIn, type RangeInResult, type RangeInUnit, type RangeInUnitResult } from './range-in.js';
import { BOMBARD as B } from './rules.js';
import { canFireSmokeBombardment, smokeScreen, type SmokeScreen } from './smoke.js';
import { fullSalvoAfterStep, superHeavySalvo, type FullSalvoCheck } from './super-heavy.js';
import type { TeamsUnderTemplate } from './targets.js';

/** A weapon type of the bombarding unit, with what its teams did this turn. */
export interface FiringWeapon extends ArtilleryWeapon {
  readonly state?: BombardTeamState;
}

/** One Artillery Unit (or Aircraft Unit with Bombs or Rockets) bombarding. */
export interface BombardingUnit {
  readonly name: string;
  /** The unit's Skill rating (Skill tests: Super-heavy Rockets). */
  readonly skill: Score;
  /** Its Ranging rating, when it has one; otherwise the Skill is used to Range In (p. 47). */
  readonly ranging?: Score;
  readonly weapons: readonly FiringWeapon[];
  /** An Aircraft Unit firing Bombs or Rockets (pp. 44, 66). */
  readonly aircraft?: boolean;
  /** A Repeat Bombardment on the current Ranged In marker (p. 49). */
  readonly repeat?: { readonly spotterCanSee?: boolean };
  /** A Smoke Bombardment (p. 51); `weapons` fires fewer for a shorter screen. */
  readonly smoke?: { readonly alreadyFired?: boolean; readonly weapons?: number };
  /** The template covers Short or Tall terrain or part of a Smoke Screen (p. 47). */
  readonly templateCoversTerrain?: boolean;
  /** The spotter ranges in through or into smoke (pp. 42, 51). */
  readonly throughSmoke?: boolean;
  /** British Mike Target (p. 72). */
  readonly mikeTarget?: boolean;
  /** US Artillery Unit with a Staff Team in its diagram: Time on Target (p. 69). */
  readonly timeOnTarget?: boolean;
  /** Super-heavy Rockets: the unit still has its Full Salvo marker (default: yes, as at the start of the game). */
  readonly fullSalvo?: boolean;
  /** Distance from the template to the nearest friendly team (Danger Close, p. 46); asked when absent. */
  readonly nearestFriendly?: number;
  readonly under: readonly TeamsUnderTemplate[];
}

export interface SpotterInput {
  readonly name: string;
  /** The spotting team's Skill (or Ranging) rating. */
  readonly rating: Score;
  readonly role?: SpotterRole;
  readonly moved?: boolean;
  readonly dugIn?: boolean;
  readonly shot?: boolean;
  readonly assaulting?: boolean;
  readonly canSeeAimingPoint?: boolean;
  readonly withinAopRange?: boolean;
  readonly us?: boolean;
}

export interface BombardSituation {
  readonly spotter: SpotterInput;
  readonly night?: boolean;
  /** Distances in inches (default) or cm. */
  readonly system?: 'inches' | 'cm';
  /** Apply the Armour Save +1 for range over 16"/40cm to bombardment hits (AMB-14; off by default). */
  readonly longRangeArmourBonus?: boolean;
  /** Units in the order the spotter ranges them in. */
  readonly units: readonly BombardingUnit[];
}

export type BombardStatus =
  | 'fired'
  | 'smoke-screen'
  | 'no-spotter'
  | 'cannot-bombard'
  | 'danger-close'
  | 'failed-to-range-in'
  | 'not-attempted'
  | 'no-launchers';

export interface BombardUnitResult {
  readonly name: string;
  readonly status: BombardStatus;
  readonly reasons: readonly string[];
  /** Weapon types that could not join (moved, pinned, out of field of fire...). */
  readonly excluded: readonly { readonly weapon: string; readonly reasons: readonly string[] }[];
  readonly rangeIn?: RangeInUnitResult;
  readonly fullSalvo?: FullSalvoCheck;
  /** Whether the unit still has a Full Salvo marker after this bombardment (Super-heavy Rockets). */
  readonly fullSalvoMarker?: boolean;
  readonly template?: Template;
  readonly band?: RerollBand;
  readonly antiTank?: number | null;
  readonly firepower?: Score | null;
  readonly toHitPenalty?: number;
  readonly fire?: TemplateFireResult;
  readonly smokeScreen?: SmokeScreen;
  /** What the result means for the rest of the turn. */
  readonly consequences: readonly string[];
}

export interface BombardResult {
  readonly spotter: { readonly name: string; readonly ok: boolean; readonly reasons: readonly string[] };
  readonly rangeIn?: RangeInResult;
  readonly units: readonly BombardUnitResult[];
  readonly rules: readonly RuleRef[];
}

export interface Prepared {
  readonly unit: BombardingUnit;
  readonly weapons: FiringWeapon[];
  readonly excluded: { weapon: string; reasons: string[] }[];
  readonly blocked?: { status: BombardStatus; reasons: string[] };
}

/** The unit's weapons that can bombard (the rest with their reasons), or why the unit cannot fire at all. */
export function prepare(unit: BombardingUnit, rules: RuleRef[]): Prepared {
  const weapons: FiringWeapon[] = [];
  const excluded: { weapon: string; reasons: string[] }[] = [];
  for (const w of unit.weapons) {
    const check = canBombard({
      ...(unit.aircraft ? { aircraft: true } : {}),
      ...(w.armouredTrain ? { armouredTrain: true } : {}),
      ...w.state,
    });
    if (check.ok && w.count > 0) weapons.push(w);
    else if (!check.ok) {
      excluded.push({ weapon: w.name, reasons: check.reasons.map((r) => r.text) });
      rules.push(...check.reasons.map((r) => r.rule));
    }
  }
  if (weapons.length === 0)
    return {
      unit,
      weapons,
      excluded,
      blocked: { status: 'cannot-bombard', reasons: ['no team of the unit can bombard'] },
    };
  if (unit.smoke) {
    const ok = canFireSmokeBombardment({ hasRule: true, alreadyFired: unit.smoke.alreadyFired === true });
    rules.push(B.smokeBombardment);
    if (!ok.ok) return { unit, weapons, excluded, blocked: { status: 'cannot-bombard', reasons: ok.reasons } };
  }
  return { unit, weapons, excluded };
}

function* checkDangerClose(unit: BombardingUnit, system: 'inches' | 'cm', rules: RuleRef[]): Procedure<string[]> {
  if (unit.smoke) return []; // no Danger Close for Smoke Bombardments (p. 51)
  rules.push(B.dangerClose);
  if (unit.nearestFriendly !== undefined) {
    const c = dangerClose(unit.nearestFriendly, { aircraft: unit.aircraft === true, system });
    return c.reasons.map((r) => r.text);
  }
  const limit = unit.aircraft ? (system === 'cm' ? '20cm' : '8"') : system === 'cm' ? '10cm' : '4"';
  const clear = yield* decide(
    'fow4.danger-close',
    'shooter',
    `Danger Close: is every friendly team more than ${limit} from ${unit.name}'s template?`,
    [
      { value: 'yes', label: 'yes, the template is clear' },
      { value: 'no', label: 'no, a friendly team is too close' },
    ],
    'yes',
  );
  return clear === 'yes' ? [] : [`a friendly team is within ${limit} of the template`];
}

function consequencesOf(
  status: BombardStatus,
  r: { smoke?: boolean; aircraft?: boolean; rangeIn?: RangeInUnitResult },
): string[] {
  const out: string[] = [];
  if (status === 'fired' || status === 'smoke-screen') {
    out.push('the teams that bombarded cannot assault this turn (p. 45)');
    if (r.aircraft) out.push('the Ranged In marker is removed when the aircraft leave (p. 49)');
    else
      out.push('the Ranged In marker stays on the Aiming Point for a Repeat Bombardment until the unit moves (p. 49)');
  }
  if (status === 'smoke-screen')
    out.push(
      'the unit has used its one Smoke Bombardment this game; the smoke is removed at the start of your next turn (p. 51)',
    );
  if (status === 'failed-to-range-in' && r.rangeIn?.failedAllThree) {
    out.push(
      'the Ranged In marker is removed; the unit cannot Shoot, Assault or Bombard this turn and is not Gone to Ground (p. 47)',
    );
  }
  if (status === 'failed-to-range-in' && r.smoke)
    out.push('the Smoke Bombardment is not used up: it may try again later (p. 51)');
  return out;
}

/**
 * An Artillery Bombardment from start to end (pp. 45-51): check the spotter and the firing teams,
 * Danger Close, Range In every unit in order (one spotter, three attempts), then for each unit that
 * ranged in: Super-heavy Rockets' Full Salvo, the template, the re-roll band, the (adjusted, mixed)
 * Anti-tank and Firepower, Roll to Hit, Roll Saves and Pin Down; or, for a Smoke Bombardment,
 * the Smoke Screen.
 */
export function* bombard(s: BombardSituation): Procedure<BombardResult> {
  const rules: RuleRef[] = [B.sequence, B.whoCanBombard];
  const system = s.system ?? 'inches';
  const role = s.spotter.role ?? 'firing';
  const allAircraft = s.units.length > 0 && s.units.every((u) => u.aircraft);
  const allRepeat = s.units.length > 0 && s.units.every((u) => u.repeat);
  const spot = canSpot({ ...s.spotter, role }, { aircraftBombardment: allAircraft, repeat: allRepeat });
  rules.push(...spotterRules(role));
  const spotter = { name: s.spotter.name, ok: spot.ok, reasons: spot.reasons.map((r) => r.text) };
  if (!spot.ok) {
    rules.push(...spot.reasons.map((r) => r.rule));
    const units = s.units.map((u) => ({
      name: u.name,
      status: 'no-spotter' as const,
      reasons: spotter.reasons,
      excluded: [],
      consequences: [],
    }));
    return { spotter, units, rules: [...new Set(rules)] };
  }

  const prepared: Prepared[] = [];
  for (const unit of s.units) {
    const p = prepare(unit, rules);
    if (p.blocked) {
      prepared.push(p);
      continue;
    }
    const close = yield* checkDangerClose(unit, system, rules);
    prepared.push(
      close.length > 0
        ? { ...p, blocked: { status: 'danger-close', reasons: [...close, 'choose another Aiming Point'] } }
        : p,
    );
  }

  const ranging: RangeInUnit[] = prepared
    .filter((p) => !p.blocked)
    .map((p) => ({
      name: p.unit.name,
      rating: p.unit.ranging ?? p.unit.skill,
      ...(p.unit.templateCoversTerrain ? { templateCoversTerrain: true } : {}),
      ...(p.unit.throughSmoke ? { throughSmoke: true } : {}),
      ...(p.unit.smoke ? { smoke: true } : {}),
      ...(p.unit.repeat ? { repeat: true } : {}),
      ...(p.unit.mikeTarget ? { mikeTarget: true } : {}),
    }));
  const ranged =
    ranging.length > 0
      ? yield* rangeIn({
          spotter: { name: s.spotter.name, rating: s.spotter.rating, aop: role === 'aop' },
          night: s.night === true,
          units: ranging,
        })
      : undefined;
  if (ranged) rules.push(...ranged.rules);

  const units: BombardUnitResult[] = [];
  for (const p of prepared) {
    const base = { name: p.unit.name, excluded: p.excluded };
    if (p.blocked) {
      units.push({ ...base, status: p.blocked.status, reasons: p.blocked.reasons, consequences: [] });
      continue;
    }
    const r = ranged!.units.find((u) => u.name === p.unit.name)!;
    if (r.status !== 'ranged-in') {
      const status: BombardStatus = r.status === 'failed' ? 'failed-to-range-in' : 'not-attempted';
      const reasons =
        r.status === 'failed' ? ['the spotter did not range it in'] : ['the spotter had no attempts left'];
      units.push({
        ...base,
        status,
        reasons,
        rangeIn: r,
        consequences: consequencesOf(status, { smoke: !!p.unit.smoke, rangeIn: r }),
      });
      continue;
    }
    units.push(yield* fireUnit(p, r, s, rules));
  }
  return { spotter, ...(ranged ? { rangeIn: ranged } : {}), units, rules: [...new Set(rules)] };
}

function* fireUnit(
  p: Prepared,
  r: RangeInUnitResult,
  s: BombardSituation,
  rules: RuleRef[],
): Procedure<BombardUnitResult> {
  const unit = p.unit;
  let weapons: FiringWeapon[] = p.weapons;
  const base = { name: unit.name, excluded: p.excluded, rangeIn: r };

  // Stuka zu Fuss / Super-heavy Rockets: without the Full Salvo marker, a Skill test per launcher (p. 71).
  let fullSalvo: FullSalvoCheck | undefined;
  const isSuperHeavy = (w: FiringWeapon) =>
    hasRule(w.rules, 'super-heavy-rockets') || hasRule(w.rules, 'stuka-zu-fuss');
  if (weapons.some(isSuperHeavy)) {
    const launchers = weapons.filter(isSuperHeavy).reduce((n, w) => n + w.count, 0);
    fullSalvo = yield* superHeavySalvo(launchers, unit.skill, unit.fullSalvo !== false, unit.name);
    rules.push(...fullSalvo.rules);
    weapons = launchersFiring(weapons, fullSalvo.firing);
    if (weapons.length === 0) {
      return {
        ...base,
        status: 'no-launchers',
        reasons: ['no launcher passed its Skill test'],
        fullSalvo,
        fullSalvoMarker: false,
        consequences: [],
      };
    }
  }
  const marker = fullSalvo
    ? {
        fullSalvo,
        fullSalvoMarker: fullSalvoAfterStep({
          hadMarker: unit.fullSalvo !== false,
          bombarded: true,
          everyLauncherAbleToFire: false,
        }),
      }
    : {};

  if (unit.smoke) {
    const screen = smokeScreen(templateWeapons(weapons), unit.smoke.weapons);
    rules.push(...screen.rules);
    return {
      ...base,
      ...marker,
      status: 'smoke-screen',
      reasons: [],
      smokeScreen: screen,
      consequences: consequencesOf('smoke-screen', { smoke: true }),
    };
  }

  const plan = templateFireFor(unit, weapons, r, s);
  rules.push(...plan.rules);
  const { template, band, ratings, repeatWithoutSight } = plan;
  const fire = yield* fireOnTemplate(plan.fire);
  rules.push(...fire.rules);
  return {
    ...base,
    ...marker,
    status: 'fired',
    reasons: [],
    template,
    band,
    antiTank: ratings.antiTank,
    firepower: ratings.firepower,
    toHitPenalty: r.toHitPenalty + (repeatWithoutSight ? 1 : 0),
    fire,
    consequences: consequencesOf('fired', { aircraft: unit.aircraft === true }),
  };
}

/** Super-heavy Rockets / Stuka zu Fuss: only the launchers that passed their Skill test fire (p. 71). */
export function launchersFiring(weapons: readonly FiringWeapon[], firing: number): FiringWeapon[] {
  const isSuperHeavy = (w: FiringWeapon) =>
    hasRule(w.rules, 'super-heavy-rockets') || hasRule(w.rules, 'stuka-zu-fuss');
  let left = firing;
  return weapons
    .map((w) => {
      if (!isSuperHeavy(w)) return w;
      const n = Math.min(w.count, left);
      left -= n;
      return { ...w, count: n };
    })
    .filter((w) => w.count > 0);
}

/** What a unit that ranged in fires with: its template, re-roll band, (adjusted) ratings and the Roll to Hit input. */
export interface TemplateFirePlan {
  readonly template: Template;
  readonly band: RerollBand;
  readonly ratings: { readonly antiTank: number | null; readonly firepower: Score | null };
  readonly repeatWithoutSight: boolean;
  /** The input of `fireOnTemplate` (with every team under the template). */
  readonly fire: TemplateFire;
  readonly rules: readonly RuleRef[];
}

/**
 * The template, re-roll band, adjusted Anti-tank and Firepower, shared weapon rules and save
 * re-rolls of a unit's bombardment, given the weapons that fire and how it ranged in (pp. 47-49,
 * 69, 72). Pure: the same input for the bombardment itself and for its exact odds.
 */
export function templateFireFor(
  unit: BombardingUnit,
  weapons: readonly FiringWeapon[],
  r: RangeInUnitResult,
  s: BombardSituation,
): TemplateFirePlan {
  const rules: RuleRef[] = [];
  const template = templateFor(weapons);
  rules.push(...template.rules);
  if (weapons.some((w) => w.rocket)) rules.push(B.rocketLaunchers);
  const band = rerollBand(weapons, { bombsAndRockets: unit.aircraft === true });
  rules.push(...band.rules);
  const hmg = (w: FiringWeapon) => hasRule(w.rules, 'hmg-bombardment');
  if (weapons.some(hmg)) rules.push(B.hmgBombardment);
  const ratings = bombardmentRatings(
    weapons.map((w) => ({
      name: w.name,
      // HMG Bombardment: Anti-tank and Firepower "-" (p. 72).
      antiTank: hmg(w) ? null : w.antiTank,
      firepower: hmg(w) ? null : w.firepower,
      ...(w.unadjusted && !hmg(w) ? { unadjusted: true } : {}),
    })),
  );
  rules.push(...ratings.rules);
  const sharedRules = ['breakthrough-gun'].filter((id) => weapons.every((w) => hasRule(w.rules, id)));
  const repeatWithoutSight = unit.repeat !== undefined && unit.repeat.spotterCanSee === false;
  const timeOnTarget = unit.timeOnTarget === true && r.rangedInOn === 1;
  const fire: TemplateFire = {
    battery: unit.name,
    antiTank: ratings.antiTank,
    firepower: ratings.firepower,
    weaponRules: sharedRules,
    rangingPenalty: r.toHitPenalty,
    repeatWithoutSight,
    reroll: band.reroll,
    ...(unit.repeat
      ? { rerollInfantryGunSaves: 'repeat' as const }
      : timeOnTarget
        ? { rerollInfantryGunSaves: 'time-on-target' as const }
        : {}),
    longRangeArmourBonus: s.longRangeArmourBonus === true,
    under: unit.under,
  };
  return { template, band, ratings, repeatWithoutSight, fire, rules };
}

/** A template's size in the game's system, e.g. "12\"x6\"" or "30cm x 15cm". */
export function templateText(t: Template, system: 'inches' | 'cm' = 'inches'): string {
  const d = (x: Distance) => (system === 'cm' ? `${x.cm}cm` : `${x.inches}"`);
  return `${d(t.width)} x ${d(t.depth)} (${t.kind})`;
}
