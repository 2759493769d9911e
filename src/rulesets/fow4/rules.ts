import type { RuleRef } from '../../engine/rules.js';

/** A Flames Of War 4th edition rule reference, with the printed page (spec: ../shared/rules/fow4.md). */
export function rule(id: string, name: string, page: string): RuleRef {
  return { id: `fow4.${id}`, name, page };
}

export const FOW4 = {
  rollingDice: rule('rolling-dice', 'Rolling Dice', 'p. 4'),
  sevenPlus: rule('seven-plus', 'Scores of 7 and 8 (a 6, then a second die)', 'p. 4'),
  betterThan2: rule('better-than-2', 'Better than 2+ still fails on a 1', 'p. 5'),
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
  movementOrders: rule('movement-orders', 'Movement Orders (one per turn; Gun teams only Dig In and Cross Here)', 'p. 24'),
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
  demolitionCarriersIgnored: rule('demolition-carriers-morale', 'Demolition Carriers are ignored for Unit Last Stand', 'p. 80'),
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
