/**
 * Saves in Open Fire, through the SAME armour save, firepower test and infantry/gun save code as
 * 4th edition (src/rulesets/flames-of-war/saves, spec §14 #7, #10, #12: "shared code"). Only what differs
 * lives here: the gun save 5+ / 3+ gone to ground (#11), Schürzen's extra 4+ against bazookas,
 * what a second bail-out does, and the Open Fire rule citations.
 *
 * The shared procedures are called with plain profiles (no special rules) so that no
 * 4th-edition-only rule (Improvised Armour, 4th-edition Schürzen, Breakthrough Gun, bunkers) can
 * apply, and with Open Fire's own rule table, so they cite Open Fire's rules and pages.
 */
import type { DiceProcedure } from '../../../dice/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { TeamProfile } from '../../flames-of-war/profile.js';
import type { FowRules } from '../../flames-of-war/rules.js';
import { armourSave, type ArmourSaveRecord } from '../../flames-of-war/saves/armour-save.js';
import type { HitFacts } from '../../flames-of-war/saves/hit.js';
import { teamSave, type TeamSaveRecord } from '../../flames-of-war/saves/team-save.js';
import type { Fow3Options } from '../options.js';
import { hasRule, type Fow3Weapon } from '../profile.js';
import { FOW3 } from '../rules.js';
import { isBulletproof, isGoneToGround, type Facing, type TargetTeam } from './target.js';

export type HitOutcome = 'no-effect' | 'bailed-out' | 'destroyed';

export interface Fow3SaveRecord {
  readonly team: string;
  readonly weapon: string;
  /** The shared save record (armour, or infantry/gun), its rules in Open Fire terms. */
  readonly save: ArmourSaveRecord | TeamSaveRecord;
  /** Schürzen's extra 4+ save die, when it was rolled. */
  readonly schurzen?: { readonly face: number; readonly saved: boolean };
  /** What the hit did. */
  readonly outcome: HitOutcome;
  /** The team's state after the hit. */
  readonly state: 'unharmed' | 'bailed-out' | 'destroyed';
  readonly note?: string;
  readonly rules: readonly RuleRef[];
}

/**
 * Open Fire's rules for the shared save code: its own pages; null for a rule Open Fire does not
 * print (the general dice rules) or that a plain fow3 profile never meets (the 4th edition's
 * special rules, bunkers, aircraft, remounting).
 */
const OPEN_FIRE_RULES: FowRules = {
  rollingDice: null,
  sevenPlus: null,
  betterThan2: null,
  aircraftSaves: null,
  armourSave: FOW3.armourSave,
  armourSaveLongRange: FOW3.longRangeArmour,
  bailedOut: FOW3.bailedOut,
  bailedOutAgain: null,
  breakthroughGun: null,
  bulletproofCover: FOW3.bulletproofCover,
  bunkers: null,
  bunkersAreTough: null,
  commanderRemount: null,
  firepowerTest: FOW3.firepowerTest,
  flyingTank: null,
  fuelTanks: null,
  gunShield: null,
  hitsTopArmour: null,
  hullOrTurret: FOW3.flankShots,
  improvisedArmour: null,
  infantryGunSaves: FOW3.infantrySave,
  motorcycleRecce: null,
  protectedAmmo: null,
  recce: null,
  remountRating: null,
  schurzen: null,
  unarmouredTankSaves: null,
};

/** A gun's save cites Open Fire's gun save (5+, 3+ gone to ground). */
const OPEN_FIRE_GUN_RULES: FowRules = { ...OPEN_FIRE_RULES, infantryGunSaves: FOW3.gunSave };

/** Each rule once, in the order first cited. */
function distinct(refs: readonly RuleRef[]): RuleRef[] {
  return [...new Map(refs.map((r) => [r.id, r])).values()];
}

function plainProfile(t: TargetTeam, save?: number): TeamProfile {
  const p = t.profile;
  if (p.kind === 'tank')
    return { name: p.name, type: 'tank', mobility: 'standard-tank', armour: p.armour!, weapons: [] };
  return {
    name: p.name,
    type: p.kind === 'gun' ? 'gun' : 'infantry',
    mobility: 'infantry',
    weapons: [],
    ...(save !== undefined ? { save } : {}),
  };
}

export interface SaveContext {
  /** Override the facing (defensive fire always strikes side armour). */
  readonly facing?: Facing;
  /** Add the long-range armour bonus (over 16"/40cm from the scoring team, A18). */
  readonly longRange?: boolean;
  readonly label?: string;
}

/**
 * One hit on one team (pp. 7, 10, 13, 17): a tank's armour save then firepower test; an infantry
 * team's 3+; a gun team's 5+, or 3+ if it neither moved nor shot (A11); a failed save in
 * bulletproof cover (dug in, building, a gun shield hit from the front) then needs the shooter's
 * firepower test.
 *
 * Dice, in order: [hull/turret die]; save die; [Schürzen 4+ die, right after a failed save]; [firepower die].
 */
export function* saveHit(
  t: TargetTeam,
  weapon: Fow3Weapon,
  options: Pick<Fow3Options, 'bailedOutAgain'>,
  ctx: SaveContext = {},
): DiceProcedure<Fow3SaveRecord> {
  const p = t.profile;
  const facing = ctx.facing ?? t.facing ?? 'front';
  const hit: HitFacts = {
    antiTank: weapon.antiTank,
    firepower: weapon.firepower,
    facing,
    longRange: ctx.longRange ?? t.longRange ?? false,
    label: ctx.label ?? weapon.name,
  };
  const base = { team: t.id, weapon: weapon.name };
  if (p.kind === 'tank') {
    // Schürzen: a failed save against a bazooka in the side gets an extra 4+ save, before the firepower test (p. 16).
    const skirts = hasRule(p.rules, 'schurzen') && hasRule(weapon.rules, 'bazooka');
    const raw = yield* armourSave(OPEN_FIRE_RULES, plainProfile(t), { name: t.id }, hit, (face) =>
      skirts && face === 'side' ? { score: 4, label: 'Schürzen save 4+' } : undefined,
    );
    const rules = distinct(raw.rules);
    if (raw.face === 'side' && facing !== 'side') rules.push(FOW3.hullOrTurret);
    if (raw.part) rules.push(FOW3.hullOrTurret);
    const save: ArmourSaveRecord = {
      ...raw,
      rules,
      ...(raw.firepowerTest
        ? { firepowerTest: { ...raw.firepowerTest, rules: distinct(raw.firepowerTest.rules) } }
        : {}),
    };
    const outcome: HitOutcome =
      raw.effect === 'destroyed' ? 'destroyed' : raw.effect === 'bailed-out' ? 'bailed-out' : 'no-effect';
    const schurzen: Fow3SaveRecord['schurzen'] = raw.extraSave
      ? { face: raw.extraSave.face, saved: raw.extraSave.saved }
      : undefined;
    if (schurzen) rules.push(FOW3.schurzen);
    let state: Fow3SaveRecord['state'] =
      outcome === 'destroyed' ? 'destroyed' : outcome === 'bailed-out' || t.bailedOut ? 'bailed-out' : 'unharmed';
    let note: string | undefined;
    if (outcome === 'destroyed') rules.push(FOW3.destroyed);
    if (outcome === 'bailed-out') rules.push(FOW3.bailedOut);
    if (outcome === 'bailed-out' && t.bailedOut) {
      note =
        options.bailedOutAgain === 'destroyed'
          ? 'bailed out again: destroyed (umpire option)'
          : 'already bailed out: it stays bailed out (umpire reading)';
      if (options.bailedOutAgain === 'destroyed') state = 'destroyed';
    }
    return { ...base, save, ...(schurzen ? { schurzen } : {}), outcome, state, ...(note ? { note } : {}), rules };
  }
  const gun = p.kind === 'gun';
  const gtg = gun && isGoneToGround(t);
  const shield = gun && hasRule(p.rules, 'gun-shield') && facing === 'front' && !t.assaulting;
  const bulletproof = isBulletproof(t) || shield;
  const raw = yield* teamSave(
    gun ? OPEN_FIRE_GUN_RULES : OPEN_FIRE_RULES,
    plainProfile(t, gun ? (gtg ? 3 : 5) : 3),
    { name: t.id, bulletproof },
    hit,
  );
  const rules = distinct(raw.rules);
  if (shield) rules.push(FOW3.gunShield);
  if (t.assaulting && (t.bulletproof || t.dugIn)) rules.push(FOW3.noBulletproofAssaulting);
  const save: TeamSaveRecord = {
    ...raw,
    rules,
    ...(raw.firepowerTest ? { firepowerTest: { ...raw.firepowerTest, rules: distinct(raw.firepowerTest.rules) } } : {}),
  };
  const outcome: HitOutcome = raw.effect === 'destroyed' ? 'destroyed' : 'no-effect';
  return {
    ...base,
    save,
    outcome,
    state: outcome === 'destroyed' ? 'destroyed' : 'unharmed',
    ...(gtg ? { note: 'gone to ground: gun save 3+' } : {}),
    rules,
  };
}
