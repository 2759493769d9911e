import type { RuleRef } from '../../engine/rules.js';
import type { FowScoreRules } from '../flames-of-war/rules.js';

/** The rules' name, as the quick commands print it above their results. */
export const FOW3_NAME = 'Flames Of War 3rd edition, "Open Fire!" rules';

/**
 * A Flames Of War 3rd edition "Open Fire!" rule reference (spec: ../shared/rules/fow3-openfire.md).
 * Open Fire prints page numbers only in its Rules Summary; pages given here are those. Where the
 * summary gives none, the page is the source's own section heading in brackets.
 */
export function rule(id: string, name: string, page: string): RuleRef {
  return { id: `fow3.${id}`, name, page };
}

/**
 * Umpire option A1 'v4' (a score above 6) borrows the 4th edition's score rules, and cites them as
 * the 4th edition prints them (its ids and pages), for the shared scoreTarget.
 */
export const V4_SCORE_RULES: FowScoreRules = {
  rollingDice: { id: 'fow4.rolling-dice', name: 'Rolling Dice', page: 'p. 4' },
  sevenPlus: { id: 'fow4.seven-plus', name: 'Scores of 7 and 8 (a 6, then a second die)', page: 'p. 4' },
  betterThan2: { id: 'fow4.better-than-2', name: 'Better than 2+ still fails on a 1', page: 'p. 5' },
};

export const FOW3 = {
  // Turn and tests
  turnSequence: rule('turn-sequence', 'Playing the Game: the turn', '[Playing the Game]'),
  motivationTest: rule(
    'motivation-test',
    'Motivation Tests (Fearless 3+, Confident 4+, Reluctant 5+)',
    '[Rules Summary]',
  ),
  skillTest: rule('skill-test', 'Skill Tests (Veteran 3+, Trained 4+, Conscript 5+)', '[Rules Summary]'),
  scoreAboveSix: rule(
    'score-above-six',
    'Score needed above 6 (not covered by Open Fire: umpire option A1)',
    '[umpire A1]',
  ),
  // Shooting
  scoreToHit: rule('score-to-hit', "Score to Hit: the target's skill", 'p. 6'),
  rof: rule('rof', 'Rate of Fire: one die per point of ROF', 'p. 6'),
  armourSave: rule('armour-save', 'Armour Save: armour + die against Anti-tank', 'p. 7'),
  firepowerTest: rule('firepower-test', 'Firepower Test', 'p. 7'),
  bailedOut: rule('bailed-out', 'Bailed Out Tanks', 'p. 7'),
  destroyed: rule('destroyed', 'Destroyed Tanks', 'p. 7'),
  concealed: rule('concealed', 'Concealed Targets (+1 to hit)', 'p. 8'),
  mixedTargets: rule('mixed-targets', 'Mixed Targets: the easiest team to hit', 'p. 8'),
  longRange: rule('long-range', 'Long-range Shooting: +1 to hit over 16"/40cm', 'p. 8'),
  longRangeArmour: rule('long-range-armour', 'Long-range Shooting: +1 to the Armour Save', 'p. 8'),
  firingOnTheMove: rule('firing-on-the-move', 'Firing on the Move: ROF halved', 'p. 9'),
  flankShots: rule('flank-shots', 'Flank Shots: front or side armour', 'p. 10'),
  fieldOfFire: rule('field-of-fire', 'Field of Fire', 'p. 10'),
  hullOrTurret: rule('hull-or-turret', 'Hitting the Hull or Turret (1-3 hull, 4-6 turret)', 'p. 10'),
  whoGetsHit: rule('who-gets-hit', 'Who Gets Hit? The target player allocates', '[Who Gets Hit?]'),
  pickingOut: rule('picking-out', 'Picking Out Gun Tanks (5+ per hit)', '[Who Gets Hit?]'),
  infantrySave: rule('infantry-save', 'Infantry Saves (3+)', '[Infantry against Infantry]'),
  bulletproofCover: rule('bulletproof-cover', 'Bulletproof Cover and Firepower Tests', '[Infantry against Infantry]'),
  gunSave: rule('gun-save', 'Gun Saves (5+, 3+ gone to ground)', 'p. 17'),
  gunShield: rule('gun-shield', 'Gun Shields: bulletproof cover from the front', 'p. 17'),
  goneToGround: rule('gone-to-ground', 'Going to Ground (+1 more when concealed)', 'p. 14'),
  infantryConcealed: rule('infantry-concealed', 'Infantry that did not move are concealed', 'p. 14'),
  pinnedDown: rule('pinned-down', 'Pinned Down by Five Hits', 'p. 15'),
  pinnedRof: rule('pinned-rof', 'Shooting while Moving or Pinned Down', 'p. 15'),
  rof1: rule('rof-1', 'ROF 1 weapons: +1 to hit instead of halving', 'p. 15'),
  vehicleMg: rule('vehicle-mg', 'Tank Machine-guns: ROF 3 moving or not', 'p. 16'),
  hullWeapons: rule('hull-weapons', 'Hull Weapons: main gun and MGs together', 'p. 16'),
  noHe: rule('no-he', 'No HE: the main gun may not shoot at infantry', 'p. 16'),
  schurzen: rule('schurzen', 'Schürzen: extra 4+ save against bazookas in the side', 'p. 16'),
  panzerfaust: rule('panzerfaust', 'Panzerfaust: may not shoot if the team moved', 'p. 16'),
  movingGuns: rule('moving-guns', 'Moving Guns (4"/10cm, ROF 1)', 'p. 17'),
  allocatingHits: rule('allocating-hits', 'Allocating Hits: the target player, in priority order', 'p. 18'),
  oneTargetPerTank: rule('one-target-per-tank', 'One Target per Tank', 'p. 18'),
  // Movement
  movingTanks: rule('moving-tanks', 'Moving Tanks (12"/30cm, 8"/20cm in rough terrain)', 'p. 9'),
  boggingCheck: rule('bogging-check', 'Bogging Check (Difficult 2+, Very Difficult Skill Test)', 'p. 9'),
  freeBogged: rule('free-bogged', 'Free Bogged Down Tanks (Skill Test)', 'p. 9'),
  movingInfantry: rule('moving-infantry', 'Moving Infantry and man-packed guns (6"/15cm)', 'p. 14'),
  diggingIn: rule('digging-in', 'Digging In (Skill Test)', 'pp. 14, 17'),
  commandDistance: rule('command-distance', 'Staying in Command: command distance', 'p. 19'),
  stayHere: rule('stay-here', 'Stay Here and Cover Me', 'p. 19'),
  // Starting step
  rally: rule('rally', 'Rally Pinned Down Platoons (Motivation Test)', 'p. 15'),
  remount: rule('remount', 'Re-mount Bailed Out Tanks (Motivation Test)', 'p. 7'),
  companyCommandReroll: rule(
    'company-command-reroll',
    'Company command team joins a platoon: re-roll',
    '[Checking Morale]',
  ),
  // Assaults
  launchAssault: rule('launch-assault', 'Infantry Assaults: a team within 4"/10cm', '[Infantry Assaults]'),
  charge: rule('charge', 'Charge: teams within 8"/20cm move 4"/10cm', '[Infantry Assaults]'),
  gunsNoCharge: rule('guns-no-charge', 'Gun teams cannot charge', '[Infantry Assaults]'),
  tankTerror: rule(
    'tank-terror',
    'Tank Terror! (Motivation Test within 6"/15cm of a tank)',
    '[Infantry Assaulting Tanks]',
  ),
  defensiveFire: rule('defensive-fire', 'Defensive Fire: every team within 8"/20cm, from the halt', '[Defensive Fire]'),
  noBulletproofAssaulting: rule(
    'no-bulletproof-assaulting',
    'Assaulting teams never have bulletproof cover',
    '[Defensive Fire]',
  ),
  defensiveFireEveryPlatoon: rule(
    'defensive-fire-every-platoon',
    'Defensive Fire: the defender\'s other platoons within 8"/20cm fire too, and fight no further',
    '[Defensive Fire]',
  ),
  fallBack: rule('fall-back', 'Fall Back! (5 hits from defensive fire)', '[Defensive Fire]'),
  defensiveWeapon: rule(
    'defensive-weapon',
    "Defensive Fire: a team with two weapons fires one, its player's pick (a Panzerfaust at tanks)",
    '[Defensive Fire], p. 46',
  ),
  shootingWeapon: rule(
    'shooting-weapon',
    "Shooting: a team with two weapons fires one, its player's pick (a Panzerfaust at tanks)",
    'p. 46',
  ),
  minimumRange: rule(
    'minimum-range',
    'Minimum range 8"/20cm: no defensive fire at teams charging into contact',
    'p. 46',
  ),
  sneakingUp: rule('sneaking-up', 'Sneaking up on Tanks', '[Infantry Assaulting Tanks]'),
  defensiveFireTanks: rule('defensive-fire-tanks', 'Defensive Fire against Tanks: side armour', '[Tanks Assaulting]'),
  tanksFallBack: rule('tanks-fall-back', 'The Tanks Fall Back (2 tanks destroyed or bailed out)', '[Tanks Assaulting]'),
  assaultToHit: rule(
    'assault-to-hit',
    "Score to Hit in Assaults: the assaulting team's skill",
    '[Fighting in Assaults]',
  ),
  noAssaultSaves: rule('no-assault-saves', 'No saves for infantry and guns in assaults', '[Fighting in Assaults]'),
  assaultArmourSave: rule(
    'assault-armour-save',
    'Assault Armour Saves: top armour against Tank Assault, no Firepower',
    '[Assault Armour Saves]',
  ),
  tankAssault: rule('tank-assault', 'Tank Assault ratings', '[Tank Assault]'),
  gunsFightBack: rule(
    'guns-fight-back',
    'Guns in Assaults: a charged gun fights back without moving',
    '[Anti-tank Guns in Assaults]',
  ),
  gunsInAssaults: rule(
    'guns-in-assaults',
    'Anti-tank Guns in Assaults: Tank Assault 2 or Anti-tank against side',
    '[Anti-tank Guns in Assaults]',
  ),
  assaultWon: rule('assault-won', 'Winning an assault: no enemy within 4"/10cm', '[Fighting in Assaults]'),
  counterattack: rule('counterattack', 'Counterattacks (one die, each platoon its Motivation)', '[Counterattacks]'),
  noNewPlatoons: rule(
    'no-new-platoons',
    'Counterattacks: only the platoons already fighting; no new platoons join',
    '[Counterattacks]',
  ),
  counterattackAutoPass: rule(
    'counterattack-auto-pass',
    'No hits taken: the counterattack passes (not against tanks)',
    '[Infantry Assaulting Tanks]',
  ),
  breakOff: rule('break-off', 'Breaking Off (captured within 4"/10cm)', '[Breaking Off and Consolidating]'),
  abandoned: rule('abandoned', 'Bailed out tanks of a platoon that breaks off are abandoned', '[Assault Armour Saves]'),
  consolidate: rule('consolidate', 'Consolidating (4"/10cm)', '[Breaking Off and Consolidating]'),
  assaultPinned: rule('assault-pinned', 'Pinned Down at the end of an assault', '[Breaking Off and Consolidating]'),
  // Morale and winning
  platoonMorale: rule('platoon-morale', 'Checking Platoon Morale', '[Checking Morale]'),
  ignoreBoggedBailed: rule('ignore-bogged-bailed', 'Ignoring Bogged Down and Bailed Out Tanks', '[Checking Morale]'),
  companyMorale: rule('company-morale', 'Checking Company Morale', 'p. 31'),
  takingObjectives: rule('taking-objectives', 'Taking Objectives', 'p. 31'),
  freeForAll: rule('free-for-all', 'Free-for-All Mission', '[Free-for-All Mission]'),
  buildingArmy: rule('building-army', 'Building Your Army', '[Building Your Army]'),
} as const satisfies Record<string, RuleRef>;
