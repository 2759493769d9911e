import type { RuleRef } from '../../engine/rules.js';
import type { FowRules } from '../flames-of-war/rules.js';

/** A Flames Of War 4th edition rule reference, with the printed page (spec: ../shared/rules/fow4.md). */
export function rule(id: string, name: string, page: string): RuleRef {
  return { id: `fow4.${id}`, name, page };
}

/** Rolling dice and the score rules (fow4 spec §1.1, pp. 4-5). */
export const FOW4_SCORE = {
  rollingDice: rule('rolling-dice', 'Rolling Dice', 'p. 4'),
  sevenPlus: rule('seven-plus', 'Scores of 7 and 8 (a 6, then a second die)', 'p. 4'),
  betterThan2: rule('better-than-2', 'Better than 2+ still fails on a 1', 'p. 5'),
} as const satisfies Record<string, RuleRef>;

/** Saves, Firepower tests and the special rules that change them (fow4 spec §6.8-§6.12, §11). */
export const FOW4_SAVES = {
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

/** fow4's table for the shared score and save code. */
export const FOW4_FOW_RULES: FowRules = { ...FOW4_SCORE, ...FOW4_SAVES };

export const FOW4 = {
  rollingDice: FOW4_SCORE.rollingDice,
  sevenPlus: FOW4_SCORE.sevenPlus,
  betterThan2: FOW4_SCORE.betterThan2,
  rerolls: rule('rerolls', 'Re-rolls (one per die)', 'p. 5'),
  dispute: rule('dispute', 'Settling rules disputes', 'p. 5'),
} as const satisfies Record<string, RuleRef>;

/**
 * Motivation and Skill tests, movement orders, morale, time of day, reserves and the other
 * tests of nerve and skill (fow4 spec §2, §3.4-3.5, §5.6, §5.8, §6.14, §6.19, §8.5, §10-§14).
 */
export const FOW4_TESTS = {
  // Ratings (pp. 10-11)
  motivation: rule('motivation', 'Motivation', 'p. 10'),
  mixedRatings: rule('mixed-rating-units', 'Mixed-rating Units (use the worst value)', 'p. 10'),
  skill: rule('skill', 'Skill', 'p. 11'),
  tacticsRating: rule('tactics-rating', 'Tactics rating', 'p. 24'),
  isHitOn: rule('is-hit-on', 'Is Hit On', 'p. 11'),
  // Command (pp. 8, 40)
  commandLeadership: rule('command-leadership', 'Command Leadership (Commander re-roll)', 'p. 8'),
  killingCommanders: rule('killing-commanders', 'Killing Commanders', 'p. 40'),
  // Movement (pp. 20, 24-25, 14, 77)
  crossTest: rule('cross-test', 'Difficult Terrain: Cross test', 'p. 20'),
  deepRiver: rule('deep-river', 'Deep rivers: 4+ Cross check for infantry', 'p. 14'),
  obstacleSkillTest: rule('obstacle-skill-test', 'Crossing Obstacles: Skill test for infantry', 'p. 77'),
  movementOrders: rule(
    'movement-orders',
    'Movement Orders (one per turn; Gun teams only Dig In and Cross Here)',
    'p. 24',
  ),
  blitz: rule('blitz-move', 'Blitz Move (Tactics)', 'p. 24'),
  shootAndScoot: rule('shoot-and-scoot', 'Shoot and Scoot (Tactics)', 'p. 24'),
  digIn: rule('dig-in', 'Dig In (Tactics)', 'p. 24'),
  followMe: rule('follow-me', 'Follow Me (Motivation)', 'p. 25'),
  crossHere: rule('cross-here', 'Cross Here (Cross -1)', 'p. 25'),
  whoCanAssault: rule('who-can-assault', 'Who Can Assault (no Movement Order other than Follow Me)', 'p. 52'),
  // Tanks (pp. 37-38)
  bailedOutTanks: rule('bailed-out-tanks', 'Bailed Out Tank Teams', 'p. 38'),
  bailedOutAgain: rule('bailed-out-again', 'Bailed Out Again', 'p. 38'),
  remount: rule('remount', 'Remounting Bailed Out Tank Teams', 'p. 38'),
  remountLeadership: rule('remount-leadership', "Commander's Leadership: Remount", 'p. 38'),
  // Pinned Down (p. 41)
  rally: rule('rally', 'Rallying from Pinned Down', 'p. 41'),
  rallyLeadership: rule('rally-leadership', "Commander's Leadership: Rally", 'p. 41'),
  // Assault (pp. 57-59)
  counterattackTest: rule('test-to-counterattack', 'Test to Counterattack (one die for all Defending units)', 'p. 57'),
  counterattackLeadership: rule('counterattack-leadership', "Commander's Leadership: Counterattack", 'p. 58'),
  breakOff: rule('break-off', 'Break Off', 'p. 59'),
  mustBreakOff: rule('unarmoured-and-transport-break-off', 'Unarmoured and Transport Teams must Break Off', 'p. 59'),
  // Morale (pp. 60-61)
  inGoodSpirits: rule('unit-in-good-spirits', 'Unit In Good Spirits', 'p. 60'),
  unitLastStand: rule('unit-last-stand', 'Unit Last Stand Test', 'p. 60'),
  lastStandLeadership: rule('last-stand-leadership', "Commander's Leadership: Last Stand", 'p. 60'),
  commandersStand: rule('commanders-always-stand', 'Commanders Always Stand and Fight (HQ Units never test)', 'p. 60'),
  destroyedUnits: rule('destroyed-units', 'Destroyed Units (wrecks stay, other teams removed)', 'p. 60'),
  lastStandAttachments: rule('last-stand-attachments', 'Attachments and Unit Last Stand', 'p. 60'),
  formationLastStand: rule('formation-last-stand', 'Formation Last Stand', 'p. 61'),
  noFormationsLeft: rule('no-formations-left', 'No Formations Left', 'p. 61'),
  atRearNotCounted: rule(
    'sent-to-rear-good-spirits',
    'Transports Sent to the Rear are off the table: not In Command, so not counted for In Good Spirits; not Destroyed either',
    'pp. 23, 60',
  ),
  demolitionCarriersIgnored: rule(
    'demolition-carriers-morale',
    'Demolition Carriers are ignored for Unit Last Stand',
    'p. 80',
  ),
  // Artillery (pp. 47, 50, 51)
  rangeIn: rule('range-in', 'Roll to Range In', 'p. 47'),
  rangeInLessSkilled: rule('range-in-less-skilled', 'Ranging In with a Less-skilled Team', 'p. 47'),
  rangeInTerrain: rule('range-in-terrain', 'Ranging In near Terrain (+1)', 'p. 47'),
  rangeInNight: rule('range-in-night', 'Ranging In at Night (+1)', 'p. 90'),
  rangeInSmoke: rule('range-in-smoke', 'Ranging In through a Smoke Screen (+1)', 'p. 51'),
  airObservationPost: rule('air-observation-post', 'Air Observation Post (re-roll a failed third attempt)', 'p. 50'),
  // Fortifications (pp. 78-80)
  minefield: rule('minefield', 'Minefields (Skill test; AT 5, FP 1+)', 'p. 78'),
  boobyTrap: rule('booby-trap', 'Booby Traps (Skill test; AT 3, FP 2+)', 'p. 79'),
  pioneerSupply: rule('pioneer-supply', 'Pioneer Supply vehicle (re-roll a failed Dig In)', 'p. 80'),
  // Night and time of day (pp. 90-91)
  nightMovement: rule('night-movement', 'Moving at Night (Cross +1)', 'p. 90'),
  nightVisibility: rule('night-visibility', 'Night Visibility Table', 'p. 90'),
  noAircraftAtNight: rule('no-aircraft-at-night', 'No Aircraft at Night', 'p. 90'),
  timeOfDay: rule('time-of-day', 'Time of Day', 'p. 91'),
  dawn: rule('dawn', 'Dawn', 'p. 91'),
  dusk: rule('dusk', 'Dusk', 'p. 91'),
  moon: rule('moon', 'The Moon (optional)', 'p. 91'),
  // Aircraft (p. 44)
  aircraftArrival: rule('aircraft-arrival', 'Aircraft Arrival (4+)', 'p. 44'),
  closeAirSupport: rule('close-air-support', 'Close Air Support (3+)', 'p. 44'),
  fighterInterception: rule('fighter-interception', 'Fighter Interception (5+)', 'p. 44'),
  aircraftInReserve: rule('aircraft-in-reserve', 'Aircraft in Reserve', 'p. 44'),
  // Missions (pp. 92-97)
  whoAttacks: rule('who-attacks', 'Who Attacks', 'p. 92'),
  firstTurn: rule('who-has-the-first-turn', 'Who Has the First Turn', 'p. 93'),
  victoryPoints: rule('victory-points', 'Victory Points', 'p. 93'),
  noDraws: rule('no-draws', 'There Are No Draws', 'p. 93'),
  holdingObjectives: rule('holding-objectives', 'Holding Objectives', 'p. 94'),
  meetingEngagement: rule('meeting-engagements', 'Meeting Engagements', 'p. 96'),
  immediateReserves: rule('immediate-reserves', 'Immediate Reserves', 'p. 96'),
  delayedReserves: rule('delayed-reserves', 'Delayed Reserves', 'p. 96'),
  scatteredReserves: rule('scattered-reserves', 'Scattered Reserves', 'p. 96'),
  reserveOrders: rule('reserves-no-orders', 'No Movement Orders until on the table', 'p. 97'),
  // Special rules (pp. 42, 65-73)
  protectedAmmo: rule('protected-ammo', 'Protected Ammo (Remount -1)', 'p. 65'),
  unarmoured: rule('unarmoured', 'Unarmoured (must Break Off)', 'p. 65'),
  fuelTanks: rule('fuel-tanks', 'Fuel Tanks (Remount +1)', 'p. 42'),
  tankFlameThrowers: rule('tank-flame-throwers', 'Tank Flame-throwers must Break Off', 'p. 42'),
  overloaded: rule('overloaded', 'Overloaded (Cross +1)', 'p. 67'),
  wideTracks: rule('wide-tracks', 'Wide Tracks (Cross -1)', 'p. 67'),
  cavalry: rule('cavalry', 'Cavalry (Rally -1, Follow Me -1)', 'p. 68'),
  horseArtillery: rule('horse-artillery', 'Horse Artillery (Gun teams may Blitz)', 'p. 68'),
  duckbills: rule('duckbills', 'Duckbills (Cross 2+)', 'p. 69'),
  smoothRide: rule('smooth-ride', 'Smooth Ride (Cross 2+)', 'p. 69'),
  hedgerowCutters: rule('hedgerow-cutters', 'Hedgerow Cutters (re-roll Cross for hedges and bocage)', 'p. 69'),
  seekStrikeDestroy: rule('seek-strike-and-destroy', 'Seek, Strike, and Destroy', 'p. 69'),
  tigerAce: rule('tiger-ace', 'Tiger Ace (Last Stand -1, Blitz -1)', 'p. 71'),
  stormtroopers: rule('stormtroopers', 'Stormtroopers (second, different order)', 'p. 71'),
  mountedAssault: rule('mounted-assault', 'Mounted Assault (transport may Counterattack)', 'p. 71'),
  britishBulldog: rule('british-bulldog', 'British Bulldog (Counterattack -1)', 'p. 72'),
  tipAndRun: rule('tip-and-run', 'Tip and Run (Blitz and Shoot and Scoot -1)', 'p. 72'),
  tallyHo: rule('tally-ho', 'Tally Ho! (Tactics tests +1)', 'p. 72'),
  komissar: rule('komissar', 'Komissar (re-roll at the cost of a team)', 'p. 73'),
  battalionKomissar: rule('battalion-komissar', 'Battalion Komissar', 'p. 73'),
  shtraf: rule('shtraf-companies', 'Shtraf Companies (Motivation tests on 2+; never Dig In)', 'p. 73'),
} as const satisfies Record<string, RuleRef>;

/** Shooting (fow4 spec §6, pp. 26-43), its consequences (§3.5-3.6) and the special rules that change a shooting number (§11). */
export const FOW4_SHOOTING = {
  shootingSequence: rule('shooting-sequence', 'Shooting Sequence', 'p. 26'),
  whichWeapons: rule('which-weapons', 'Which Weapons Can Fire', 'p. 27'),
  shootingAtAircraft: rule('shooting-at-aircraft', 'Shooting at Aircraft', 'p. 27'),
  checkRange: rule('check-range', 'Check Range (long range over 16"/40cm)', 'p. 28'),
  concealment: rule('concealment', 'Check for Concealment', 'p. 30'),
  foxholes: rule('foxholes-cover', 'Foxholes: Infantry and Gun teams Concealed and in Bulletproof Cover', 'p. 24'),
  shtrafNoFoxholes: rule(
    'shtraf-no-foxholes',
    'Shtraf Companies never benefit from Foxholes (neither Concealed nor in Bulletproof Cover by them)',
    'p. 73',
  ),
  declareTargets: rule('declare-targets', 'Declare Targets', 'p. 32'),
  rollToHit: rule('roll-to-hit', 'Roll to Hit', 'p. 33'),
  noShooting: rule('no-shooting', 'No Shooting (Dash, Follow Me, Cross Here)', 'p. 33'),
  haltedMovingRof: rule('halted-moving-rof', 'Halted and Moving ROF', 'p. 33'),
  vehicleMgs: rule('vehicle-mgs', "Tank Team's Vehicle MGs and ROF", 'p. 33'),
  scoreToHit: rule('score-to-hit', 'Score To Hit', 'p. 33'),
  goneToGround: rule('gone-to-ground', 'Gone to Ground', 'p. 33'),
  isHitOn: rule('score-needed-to-hit', 'Score Needed to Hit (Is Hit On)', 'p. 33'),
  sevenToHit: rule('seven-to-hit', 'Targets Requiring 7 or More to Hit', 'p. 34'),
  assignHits: rule('assign-hits', 'Assign Hits', 'p. 34'),
  hqAndIndependent: rule('hq-and-independent', 'HQ Units and Independent Teams', 'p. 34'),
  mistakenTarget: rule('mistaken-target', 'Mistaken Target', 'p. 35'),
  tooCloseForError: rule('too-close-for-error', 'Too Close for Error', 'p. 35'),
  rollSaves: rule('roll-saves', 'Roll Saves', 'p. 36'),
  hullOrTurret: FOW4_SAVES.hullOrTurret,
  armourSave: FOW4_SAVES.armourSave,
  armourSaveLongRange: FOW4_SAVES.armourSaveLongRange,
  firepowerTest: FOW4_SAVES.firepowerTest,
  bailedOut: FOW4_SAVES.bailedOut,
  bailedOutAgain: FOW4_SAVES.bailedOutAgain,
  remountRating: FOW4_SAVES.remountRating,
  commanderRemount: FOW4_SAVES.commanderRemount,
  infantryGunSaves: FOW4_SAVES.infantryGunSaves,
  bulletproofCover: FOW4_SAVES.bulletproofCover,
  unarmouredTankSaves: FOW4_SAVES.unarmouredTankSaves,
  aircraftSaves: FOW4_SAVES.aircraftSaves,
  destroyedTeams: rule('destroyed-teams', 'Destroyed Teams (Wrecks)', 'p. 40'),
  killingCommanders: rule('killing-commanders', 'Killing Commanders', 'p. 40'),
  replaceUnitLeaders: rule('replace-unit-leaders', 'Replace Destroyed Unit Leaders', 'p. 40'),
  pinnedDown: rule('pinned-down', 'Pinned Down', 'p. 41'),
  pinnedRof: rule('pinned-rof', 'Pinned Down teams shoot at Moving ROF', 'p. 41'),
  firingSmoke: rule('firing-smoke', 'Firing Smoke', 'p. 42'),
  effectsOfSmoke: rule('effects-of-smoke', 'Effects of Smoke', 'p. 42'),
  flameThrowers: rule('flame-throwers', 'Flame-throwers', 'p. 42'),
  fuelTanks: FOW4_SAVES.fuelTanks,
  snipers: rule('snipers', 'Snipers', 'p. 43'),
  expertShot: rule('expert-shot', 'Expert Shot', 'p. 43'),
  perfectlyCamouflaged: rule('perfectly-camouflaged', 'Perfectly Camouflaged', 'p. 43'),
  drivenOff: rule('driven-off', 'Driven Off', 'p. 43'),
  aircraftHitOn: rule('aircraft-hit-on', 'Aircraft Are Hit On 5+', 'p. 44'),
  passengersInTransports: rule('passengers-in-transports', 'Passengers in Destroyed Transports', 'p. 23'),
  gunsTowedByTractors: rule('guns-towed-by-tractors', 'Guns Towed by Tractors', 'p. 23'),
  passengersOnTanks: rule('passengers-on-tanks', 'Passengers on Tanks', 'p. 23'),
  shootingAtPassengers: rule('shooting-at-passengers', 'Shooting at Passengers', 'p. 22'),
  gunShield: FOW4_SAVES.gunShield,
  protectedAmmo: FOW4_SAVES.protectedAmmo,
  antiAircraft: rule('anti-aircraft', 'Anti-aircraft', 'p. 66'),
  aaMgs: rule('aa-mgs', 'AA MGs, Self-defence Anti-aircraft, and Heavy Anti-aircraft', 'p. 66'),
  awkwardLayout: rule('awkward-layout', 'Awkward Layout', 'p. 66'),
  breakthroughGun: FOW4_SAVES.breakthroughGun,
  bunkerBuster: rule('bunker-buster', 'Bunker Buster', 'p. 66'),
  flyingTank: FOW4_SAVES.flyingTank,
  fullRofWhenMoving: rule('full-rof-when-moving', 'Full ROF When Moving', 'p. 66'),
  hitsTopArmour: FOW4_SAVES.hitsTopArmour,
  hullMounted: rule('hull-mounted', 'Hull Mounted and Gun Teams', 'p. 66'),
  improvisedArmour: FOW4_SAVES.improvisedArmour,
  minimumRange: rule('minimum-range', 'Minimum Range 8"/20cm', 'p. 67'),
  rof1Weapons: rule('rof-1-weapons', 'ROF 1 Weapons', 'p. 67'),
  multipleWeapons: rule('multiple-weapons', 'Multiple Weapons', 'p. 67'),
  noHe: rule('no-he', 'No HE', 'p. 67'),
  oneManTurret: rule('one-man-turret', 'One-man Turret', 'p. 67'),
  passengerFired: rule('passenger-fired', 'Passenger-fired Weapons', 'p. 67'),
  turretRearMg: rule('turret-rear-mg', 'Turret-rear MG', 'p. 67'),
  cavalry: rule('cavalry', 'Cavalry', 'p. 68'),
  motorcycleRecce: FOW4_SAVES.motorcycleRecce,
  recce: FOW4_SAVES.recce,
  automaticRifles: rule('automatic-rifles', 'Automatic Rifles', 'p. 69'),
  stabiliser: rule('stabiliser', 'Stabiliser', 'p. 69'),
  schurzen: FOW4_SAVES.schurzen,
  begleitEscorts: rule('begleit-escorts', 'Begleit Escorts', 'p. 71'),
  tigerAce: rule('tiger-ace', 'Tiger Ace', 'p. 71'),
  bagpipes: rule('bagpipes', 'Bagpipes', 'p. 72'),
  semiIndirectFire: rule('semi-indirect-fire', 'Semi-indirect Fire', 'p. 72'),
  volleyFire: rule('volley-fire', 'Volley Fire', 'p. 73'),
  catKillers: rule('cat-killers', 'Cat Killers', 'p. 73'),
  henAndChicks: rule('hen-and-chicks', 'Hen and Chicks', 'p. 74'),
  tankodesantniki: rule('tankodesantniki', 'Tankodesantniki', 'p. 74'),
  bunkers: FOW4_SAVES.bunkers,
  bunkersAreTough: FOW4_SAVES.bunkersAreTough,
  meetingEngagement: rule('meeting-engagement-first-turn', 'Meeting Engagement: first turn counts as moved', 'p. 96'),
  night: rule('night-shooting', 'Night: +1 to hit', 'p. 90'),
} as const satisfies Record<string, RuleRef>;

/**
 * Special rules that teams, weapons and units carry (in arsenals, forces and situations) whose
 * effect is applied under another rule's name above, or that the code only reads to tell teams
 * apart: listed so that every rule id a situation may name is in a catalogue, with its page.
 */
export const FOW4_SPECIAL_RULES = {
  // Team rules
  smallTeam: rule('small-team', 'Small Infantry Team (+1 to hit in assaults)', 'p. 57'),
  manPackedGun: rule('man-packed-gun', 'Man-packed Gun (a Heavy Weapon team)', 'p. 65'),
  largeGun: rule('large-gun', 'Large Gun', 'p. 65'),
  transport: rule('transport', 'Transport Team', 'p. 23'),
  tractor: rule('tractor', 'Tractor (tows a Gun)', 'p. 22'),
  bulldozer: rule('bulldozer', 'Bulldozer (assaults Bunkers like Infantry)', 'p. 80'),
  sniper: rule('sniper', 'Sniper team', 'p. 43'),
  reconnaissance: rule('reconnaissance', 'Reconnaissance and Recce', 'p. 68'),
  flameThrowerTank: rule('flame-thrower-tank', 'Tank Flame-thrower', 'p. 42'),
  fuelTrailer: rule('fuel-trailer', 'Fuel Trailer (no Fuel Tanks penalty)', 'p. 42'),
  armouredTrain: rule('armoured-train', 'Armoured Train', 'pp. 62-64'),
  towHooks: rule('tow-hooks', 'Tow Hooks', 'p. 72'),
  // Weapon rules
  flameThrower: rule('flame-thrower', 'Flame-thrower', 'p. 42'),
  smoke: rule('smoke', 'Smoke (the weapon may fire Smoke)', 'p. 42'),
  smokeBombardment: rule('smoke-bombardment', 'Smoke Bombardment (the weapon may fire one)', 'p. 51'),
  artilleryOnly: rule('artillery-only', 'Artillery only (fires only in Artillery Bombardments)', 'p. 45'),
  aaMg: rule('aa-mg', 'AA MG', 'p. 66'),
  selfDefenceAa: rule('self-defence-aa', 'Self-defence Anti-aircraft', 'p. 66'),
  heavyAntiAircraft: rule('heavy-anti-aircraft', 'Heavy Anti-aircraft', 'p. 66'),
  canFireOverFriendlyTeams: rule('can-fire-over-friendly-teams', 'Can Fire Over Friendly Teams', 'p. 66'),
  turntable: rule('turntable', 'Turntable', 'p. 67'),
  stukaZuFuss: rule('stuka-zu-fuss', 'Stuka zu Fuss', 'p. 71'),
  // Unit rules
  shtraf: rule('shtraf', 'Shtraf Company', 'p. 73'),
  soviet: rule('soviet', 'Soviet Special Rules (e.g. Soviet Flame-thrower tanks may Charge)', 'pp. 73-74'),
} as const satisfies Record<string, RuleRef>;
