import type { RuleRef } from '../../engine/rules.js';

/**
 * The rules both Flames Of War editions share (score rules, saves, Firepower tests). They are
 * printed in the 4th-edition rulebook, so they cite it (ids `fow4.*`, its pages); fow4's own
 * catalogue (../fow4/rules.ts) lists the same objects, and Open Fire cites its own page beside them.
 */
function rule(id: string, name: string, page: string): RuleRef {
  return { id: `fow4.${id}`, name, page };
}

/** Rolling dice and the score rules (fow4 spec §1.1, pp. 4-5). */
export const FOW_SCORE = {
  rollingDice: rule('rolling-dice', 'Rolling Dice', 'p. 4'),
  sevenPlus: rule('seven-plus', 'Scores of 7 and 8 (a 6, then a second die)', 'p. 4'),
  betterThan2: rule('better-than-2', 'Better than 2+ still fails on a 1', 'p. 5'),
} as const satisfies Record<string, RuleRef>;

/** Saves, Firepower tests and the special rules that change them (fow4 spec §6.8-§6.12, §11). */
export const FOW_SAVES = {
  aircraftSaves: rule('aircraft-saves', 'Aircraft Saves', 'p. 39'),
  armourSave: rule('armour-save', 'Armour Save', 'p. 36'),
  armourSaveLongRange: rule('armour-save-long-range', 'Armour Save +1 over 16"/40cm', 'p. 36'),
  bailedOut: rule('bailed-out', 'Bailed Out Tank Teams', 'p. 38'),
  bailedOutAgain: rule('bailed-out-again', 'Bailed Out Again', 'p. 38'),
  breakthroughGun: rule('breakthrough-gun', 'Breakthrough Gun', 'p. 66'),
  bulletproofCover: rule('bulletproof-cover', 'Bulletproof Cover', 'p. 39'),
  bunkers: rule('bunkers', 'Bunker Ratings', 'p. 76'),
  bunkersAreTough: rule('bunkers-are-tough', 'Bunkers Are Tough', 'p. 76'),
  commanderRemount: rule('commander-remount', "Commander's Leadership (Remount re-roll)", 'p. 38'),
  firepowerTest: rule('firepower-test', 'Firepower Test', 'p. 37'),
  flyingTank: rule('flying-tank', 'Flying Tank', 'p. 66'),
  fuelTanks: rule('fuel-tanks', 'Fuel Tanks', 'p. 42'),
  gunShield: rule('gun-shield', 'Gun Shield', 'p. 65'),
  hitsTopArmour: rule('hits-top-armour', 'Hits Top Armour', 'p. 66'),
  hullOrTurret: rule('hull-or-turret', 'Armoured Tank Team Saves: hull or turret, Front or Side', 'p. 36'),
  improvisedArmour: rule('improvised-armour', 'Improvised Armour', 'p. 66'),
  infantryGunSaves: rule('infantry-gun-saves', 'Infantry and Gun Saves', 'p. 39'),
  motorcycleRecce: rule('motorcycle-recce', 'Motorcycle Reconnaissance (4+ Save)', 'p. 68'),
  protectedAmmo: rule('protected-ammo', 'Protected Ammo', 'p. 65'),
  recce: rule('recce', 'Reconnaissance and Recce (Unarmoured 4+ Save)', 'p. 68'),
  remountRating: rule('remount-rating', 'Remount Rating', 'p. 38'),
  schurzen: rule('schurzen', 'Schürzen', 'p. 71'),
  unarmouredTankSaves: rule('unarmoured-tank-saves', 'Unarmoured Tank Saves', 'p. 39'),
} as const satisfies Record<string, RuleRef>;
