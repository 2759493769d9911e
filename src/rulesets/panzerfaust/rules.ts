import type { RuleRef } from '../../engine/rules.js';

/**
 * Panzerfaust Revised (4th edition, v1.05) rule references (spec: ../shared/rules/panzerfaust.md).
 * Pages are the printed page numbers of the rulebook; names are the book's own headings or our
 * short description of the rule, never its sentences.
 */
export function rule(id: string, name: string, page: string): RuleRef {
  return { id: `panzerfaust.${id}`, name, page };
}

export const PZ = {
  // Dice (§1)
  rollUnder3d6: rule('roll-under-3d6', '3D6 roll-under: hit on the adjusted number or less', 'pp. 29, 31-32, 36'),
  rollUnder2d6: rule('roll-under-2d6', '2D6 roll-under tests', 'pp. 30, 37-38, 43'),
  chanceFactor: rule('chance-factor', 'Chance factor: 1D6 as a shift (1-2 = -1, 3-4 = 0, 5-6 = +1)', 'pp. 14, 16, 18'),
  // Pre-game (§2)
  battleType: rule('battle-type', 'Battle Type Table (2D6)', 'p. 4'),
  breakthroughExit: rule('breakthrough-exit', 'Breakthrough exit zone (1D6)', 'p. 5'),
  objective: rule('objective', 'Random objective (1D6)', 'p. 5'),
  deployment: rule('deployment', 'Deployment order and radius', 'p. 5'),
  season: rule('season', 'Season (1D6)', 'p. 9'),
  sphere: rule('sphere', 'Sphere: the lower roll chooses', 'p. 9'),
  weather: rule('weather', 'Weather Table (2D6) and weather effects', 'p. 10'),
  wind: rule('wind', 'Wind strength and direction (1D6)', 'p. 10'),
  night: rule('night', 'Night: sky, visibility and penalties', 'p. 10'),
  // Sequence and command (§3-4)
  sequence: rule('sequence', 'Sequence of Play (phases A-I)', 'p. 6'),
  fireOrder: rule('fire-order', 'Fire order in phase G', 'p. 6; p. 111 Q7'),
  commandRadius: rule('command-radius', 'Command radius', 'p. 7'),
  pipDie: rule('pip-die', 'Movement pips: 1D6 per company HQ, Veteran and Conscript re-rolls', 'p. 7'),
  pipCost: rule('pip-cost', 'Pip costs and surcharges', 'p. 7'),
  // Observation (§5)
  observation: rule('observation', 'Observation Table and multiplying modifiers', 'p. 8'),
  targetSize: rule('target-size', 'Target sizes A-D', 'p. 8'),
  muzzleFlash: rule('muzzle-flash', 'Muzzle flash: exact and general ranges', 'p. 9'),
  camouflage: rule('camouflage', 'Camouflage', 'p. 9'),
  arcOfVision: rule('arc-of-vision', 'Arc of vision', 'p. 9'),
  // Movement (§6)
  infantryMovement: rule('infantry-movement', 'Infantry movement rates and costs', 'p. 12'),
  vehicleMovement: rule('vehicle-movement', 'Vehicle Movement Restrictions Table', 'p. 25'),
  bogging: rule('bogging', 'Bogging in mud, sand, fords and marsh (1D6)', 'p. 25'),
  overrun: rule('overrun', 'AFV overrun of infantry', 'p. 111 Q1'),
  // Infantry fire (§7)
  infantryFire: rule('infantry-fire', 'Procedure for Firing with Infantry Weapons', 'p. 14'),
  fireFactors: rule('fire-factors', 'Infantry Teams/Weapons Fire Factors Table', 'p. 15'),
  groupOf100: rule('group-of-100', 'Fire factors over 100 split into groups', 'p. 14'),
  infantryVariations: rule('infantry-variations', 'Infantry Weapons Direct Fire Variations (row shifts)', 'p. 16'),
  variationLimits: rule('variation-limits', 'Final variation held between -9 and +7', 'p. 16'),
  casualtyTable: rule('casualty-table', 'Infantry Casualty Table', 'pp. 16, 18'),
  casualtyAllocation: rule('casualty-allocation', 'Casualties: the owner removes whole teams', 'p. 14'),
  softskinPassengers: rule('softskin-passengers', 'Soft-skin vehicles and passengers', 'p. 17'),
  afvCrewSmallArms: rule('afv-crew-small-arms', 'AFV crews and small arms fire', 'p. 17'),
  speculativeFire: rule('speculative-fire', 'Speculative Fire (SF)', 'p. 17'),
  coveringFire: rule('covering-fire', 'Covering Fire (CF) and its widths', 'p. 17'),
  weatherFire: rule('weather-fire', 'Rain or falling snow: a variation on the casualty table', 'p. 10'),
  nightFire: rule('night-fire', 'Night: a variation on the casualty table', 'p. 10'),
  // CQC (§8)
  cqc: rule('cqc', 'Close Quarter Combat procedure', 'pp. 17-18'),
  cqcVariations: rule('cqc-variations', 'CQC variations (with errata)', 'pp. 18-19, 111'),
  cqcBuildings: rule('cqc-buildings', 'CQC in buildings and fortifications', 'p. 19'),
  cqcSurrender: rule('cqc-surrender', 'A Retreat result in CQC surrenders', 'p. 19'),
  // Infantry AT (§9)
  infantryAt: rule('infantry-at', 'Infantry anti-tank weapons', 'pp. 19-20'),
  flameVsAfv: rule('flame-vs-afv', 'Flamethrowers and Molotovs against AFVs (1D6)', 'p. 21'),
  // Troop class (§10)
  troopClass: rule('troop-class', 'Troop classes and morale ratings', 'p. 22'),
  nationalRatings: rule('national-ratings', 'Compulsory National Troop Class/Morale Rating Table', 'p. 22'),
  // Morale (§11)
  moraleWhen: rule('morale-when', 'Morale checks: when a unit tests', 'p. 23'),
  moraleTest: rule('morale-test', 'Morale test: 2D6 and the variations', 'p. 23'),
  moraleTable: rule('morale-table', 'Morale Reaction Table', 'p. 24'),
  moraleEscalation: rule('morale-escalation', 'A result of 2 or less makes the parent HQ test', 'p. 23'),
  shaken: rule('shaken', 'Shaken: 1D6 turns, Elite and Poor re-rolls', 'p. 24'),
  retreat: rule('retreat', 'Retreat', 'p. 24'),
  rally: rule('rally', 'Rallying', 'p. 24'),
  regroup: rule('regroup', 'Regrouping', 'p. 24'),
  abandon: rule('abandon', 'An immobilised AFV is abandoned on any result but OK', 'p. 24'),
  // AT fire (§12)
  atProcedure: rule('at-procedure', 'Anti-Tank Fire Procedure', 'p. 29'),
  rangeBands: rule('range-bands', 'Range rounded up to the next chart band', 'p. 29'),
  atVariations: rule('at-variations', 'Anti-Tank Fire Variations', 'p. 30'),
  oneManTurret: rule('one-man-turret', 'One-man turrets double firing deductions', 'p. 28'),
  hitLocation: rule('hit-location', 'Determine AFV Hit Location (1D6)', 'p. 29'),
  hiddenLocation: rule('hidden-location', 'Partly hidden targets: only exposed parts are hit', 'p. 30'),
  penetration: rule('penetration', 'Penetration must exceed the armour', 'p. 30; p. 111 Q6'),
  skirts: rule('skirts', 'Skirts, spaced armour, sandbags and concrete', 'p. 28'),
  penetrationEffects: rule('penetration-effects', 'Penetration Effects Table (3D6)', 'p. 31'),
  nextResultUp: rule('next-result-up', 'A repeated result moves one step up', 'p. 31'),
  heVsAfv: rule('he-vs-afv', 'HE against AFVs: the HE variations', 'p. 31'),
  crewCasualties: rule('crew-casualties', 'AFV/Gun Crew/Passenger Casualties Table (2D6)', 'p. 30'),
  gunsSoftskinsHit: rule('guns-softskins-hit', 'Guns and softskins hit by AT fire', 'p. 30'),
  autoCannon: rule('auto-cannon', 'AA/Automatic cannon: extra hits', 'p. 31'),
  // Area fire (§13)
  areaFire: rule('area-fire', 'Direct Area Fire Procedure', 'p. 32'),
  areaVariations: rule('area-variations', 'Direct Area Fire Variations', 'p. 32'),
  partialBzr: rule('partial-bzr', 'A base partly under the BZR: 1D6 4-6 inside', 'p. 32'),
  // Indirect fire (§15)
  callDown: rule('call-down', 'Calling down indirect fire (3D6)', 'p. 36'),
  creeping: rule('creeping', 'Creeping barrage +1 (never cumulative)', 'p. 36; p. 111 Q5'),
  beatenZone: rule('beaten-zone', 'Dicing in a beaten zone (base 8 on 3D6)', 'p. 37'),
  indirectEffects: rule('indirect-effects', 'Effects of indirect fire hits', 'p. 37'),
  mapFire: rule('map-fire', 'Map fire and its delays', 'p. 37'),
  battery: rule('battery', 'Off-table batteries, fire control and FAOs', 'p. 35'),
  rockets: rule('rockets', 'Rocket batteries (base 6, German 15/21/30 cm base 7)', 'p. 38'),
  // Defences (§16)
  mines: rule('mines', 'Minefields: 2D6 trip-off per square', 'p. 38'),
  mineDamage: rule('mine-damage', 'AFVs tripping mines (1D6)', 'p. 39'),
  fortifications: rule('fortifications', 'Fortifications and their PV', 'p. 39'),
  bridges: rule('bridges', 'Demolishing bridges', 'p. 40'),
  // Air (§17)
  paradrop: rule('paradrop', 'Off-table landing losses', 'p. 41'),
  aircraftPv: rule('aircraft-pv', 'Aircraft PV and bomb loads', 'p. 43'),
  aaFire: rule('aa-fire', 'AA fire against aircraft (2D6) and damage', 'p. 43'),
  // Force building (§18)
  frequency: rule('frequency', 'Frequency Rating of a platoon', 'p. 44'),
  skirtsPv: rule('skirts-pv', 'Skirts: 3 PV per facing', 'p. 28'),
} as const;
