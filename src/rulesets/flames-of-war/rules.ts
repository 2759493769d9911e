import type { RuleRef } from '../../engine/rules.js';

/**
 * The rules the shared score and save code (score.ts, saves/) cites. It names them by key; each
 * edition passes its own table of them (its rule ids, its book's pages), so a result cites the
 * edition it was played under and nothing maps ids after the fact. `null`: the edition has no such
 * rule to cite (Open Fire prints no general dice rule, for one).
 */
export const FOW_SCORE_RULE_KEYS = ['rollingDice', 'sevenPlus', 'betterThan2'] as const;

/** The save, Firepower test and special-rule keys (fow4 spec §6.8-§6.12, §11). */
export const FOW_SAVE_RULE_KEYS = [
  'aircraftSaves',
  'armourSave',
  'armourSaveLongRange',
  'bailedOut',
  'bailedOutAgain',
  'breakthroughGun',
  'bulletproofCover',
  'bunkers',
  'bunkersAreTough',
  'commanderRemount',
  'firepowerTest',
  'flyingTank',
  'fuelTanks',
  'gunShield',
  'hitsTopArmour',
  'hullOrTurret',
  'improvisedArmour',
  'infantryGunSaves',
  'motorcycleRecce',
  'protectedAmmo',
  'recce',
  'remountRating',
  'schurzen',
  'unarmouredTankSaves',
] as const;

/** An edition's references for the score rules (scoreTarget). */
export type FowScoreRules = Readonly<Record<(typeof FOW_SCORE_RULE_KEYS)[number], RuleRef | null>>;

/** An edition's references for everything the shared code cites (the score rules and the saves). */
export type FowRules = FowScoreRules & Readonly<Record<(typeof FOW_SAVE_RULE_KEYS)[number], RuleRef | null>>;

/** The references an edition gives, leaving out the rules it does not cite. */
export function cited(...refs: readonly (RuleRef | null)[]): RuleRef[] {
  const out: RuleRef[] = [];
  for (const r of refs) if (r !== null) out.push(r);
  return out;
}
