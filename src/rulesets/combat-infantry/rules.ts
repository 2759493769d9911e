import type { RuleRef } from '../../engine/rules.js';

/**
 * A Combat Infantry rule reference (spec: ../shared/rules/combat-infantry.md; book text v0.99b).
 * The book's pages are numbered 1-12 in the source; each reference gives the page and the
 * book's own heading in brackets. Where umpire chose a reading (spec §15.2, B1-B25), the
 * reference names the option.
 */
export function rule(id: string, name: string, page: string): RuleRef {
  return { id: `ci.${id}`, name, page };
}

export const CI = {
  // Sequence of play, fog of war
  playerTurn: rule('player-turn', 'Player Turn: Fire, Move, Assault, Supply, Victory', 'p. 1 [Sequence of Play]'),
  fogOfWar: rule('fog-of-war', 'Fog of War: blocks upright, revealed when they fire or assault', 'p. 1 [Fog of War]'),
  tanksRevealed: rule('tanks-revealed', 'Tanks are revealed when they fire or move', 'p. 1 [Fog of War]'),
  // Units
  strength: rule('strength', 'Strength: one die per step', 'p. 2 [Unit Data: Strength]'),
  stepReduction: rule('step-reduction', 'Step Reduction: rotate one face per hit', 'p. 2 [Step Reduction]'),
  // Fire
  firepower: rule('firepower', 'Firepower: each die at or under F is a hit', 'p. 5 [Fire Phase: Firepower]'),
  oneHitPerUnit: rule(
    'one-hit-per-unit',
    'One hit per firing unit (sidebar variant, option B1)',
    'p. 5 [Fire Phase sidebar]',
  ),
  range: rule('range', 'Range: up to double range at F-1', 'p. 5 [Range]'),
  fireLimits: rule(
    'fire-limits',
    'Hexside Fire Limits (2, 1, Ø; the most restrictive hexside)',
    'p. 5 [Hexside Fire Limits]',
  ),
  bombardment: rule(
    'bombardment',
    'Bombardment: spotted hex, no fire limits, one per firing hex',
    'p. 5 [Bombardment]',
  ),
  spotting: rule('spotting', 'Spotting: a revealed HQ adjacent with LOS, one per bombarding unit', 'p. 5 [Spotting]'),
  friendlyFire: rule('friendly-fire', 'Friendly Fire: a 0 puts one hit on the spotter hex', 'p. 5 [Friendly Fire]'),
  roadAiming: rule('road-aiming', 'Aiming bonus +1 on a bridge, crossroads or road junction', 'p. 4 [Roads]'),
  armor: rule('armor', 'Armor Defense: F minus armor; 0 or less is no fire', 'p. 6 [Armor Defense]'),
  targeting: rule(
    'targeting',
    'Targeting: tanks and anti-tank units name one target, all hits on it',
    'p. 6 [Targeting]',
  ),
  atGunTargets: rule('at-gun-targets', 'AT guns may target tanks, machine guns and bunkers', 'p. 3 [Anti Tank Guns]'),
  casualties: rule('casualties', 'Casualties: strongest unit first, the owner breaks ties', 'p. 6 [Casualties]'),
  lineOfSight: rule('line-of-sight', 'Line of Sight: blocking terrain, target hex counts', 'p. 6 [Line of Sight]'),
  elevations: rule('elevations', 'Elevations: blocking terrain is +1 height', 'p. 6 [Elevations]'),
  noFireThroughFriends: rule(
    'no-fire-through-friends',
    'No fire into or through friendly or assault hexes',
    'p. 6 [Targeting note]',
  ),
  woodsNoFire: rule(
    'woods-no-fire',
    'Woods: no fire combat into woods except bombardment (option B21)',
    'p. 4 [Woods]',
  ),
  doubleDefense: rule(
    'double-defense',
    'Double Defense (2D): two hits per step, half-hits',
    'pp. 6-7 [Double Defense]',
  ),
  halfHitMorale: rule(
    'half-hit-morale',
    'Half-hits: a Morale check at the end of the enemy Fire Phase',
    'p. 7 [Double Defense]',
  ),
  repulse: rule('repulse', 'Repulse Hits: the last hit in fire combat retreats the unit', 'p. 7 [Repulse Hits]'),
  wrecks: rule('wrecks', 'Wrecks (optional): destroyed armor stays as a wreck', 'p. 6 [Wrecks]'),
  walkingFire: rule('walking-fire', 'Walking Fire (optional): move one hex, fire at F-1', 'p. 8 [Walking Fire]'),
  artillery: rule(
    'artillery',
    'Artillery Support: one bombardment per Fire Phase, spotted hex',
    'p. 3 [Artillery Support]',
  ),
  air: rule('air', 'Air Support: one strike per Fire Phase; not with artillery the same turn', 'p. 3 [Air Support]'),
  // Morale
  morale: rule('morale', 'Morale: a d10 over the rating fails', 'p. 7 [Morale]'),
  moraleHq: rule(
    'morale-hq',
    'Morale: a unit with an HQ may use its rating; a fail affects the HQ too',
    'p. 7 [Morale]',
  ),
  farmMorale: rule('farm-morale', 'Farm: defender +1 Morale', 'p. 4 [Farm]'),
  withdraw: rule('withdraw', 'Morale fail: withdraw to an adjacent friendly hex, or captured', 'p. 7 [Morale]'),
  // Movement
  movement: rule('movement', 'Movement: units that did not fire, MPs per hexside', 'p. 8 [Movement]'),
  terrainMovement: rule(
    'terrain-movement',
    'Terrain & Movement: Clear 2, Woods 3, always one hex',
    'p. 8 [Terrain & Movement]',
  ),
  roadMovement: rule('road-movement', 'Road Movement: other terrain -1', 'p. 8 [Road Movement]'),
  hexControl: rule('hex-control', 'Hex Control: friendly, enemy, disputed, neutral', 'p. 8 [Hex Control]'),
  frontline: rule('frontline', 'Frontline Hexes: entering one stops the unit', 'p. 8 [Frontline Hexes]'),
  stacking: rule('stacking', 'Stacking Limits: by terrain, after all movement', 'p. 8 [Stacking Limits]'),
  hexsideLimits: rule(
    'hexside-limits',
    'Hexside Limits: move limit at frontline hexes, assaults, retreats',
    'p. 8 [Hexside Limits]',
  ),
  foxholes: rule('foxholes', 'Foxholes: dig as a move; 2D against fire, 1D in assaults', 'p. 8 [Foxholes]'),
  slopes: rule('slopes', 'Slopes: +1 MP uphill; assault F-1 in round 1', 'p. 4 [Slopes]'),
  river: rule(
    'river',
    'River/Canal: boats, one unit; assault F-1 in round 1; engineers only assault (B18)',
    'p. 4 [River/Canal]',
  ),
  smoke: rule('smoke', 'Smoke: blocks LOS, stop on entry, no assault', 'p. 7 [Smoke]'),
  // Assault
  assaultPhase: rule('assault-phase', 'Assault Phase: frontline units move into an enemy hex', 'p. 9 [Assault Phase]'),
  assaultRounds: rule('assault-rounds', 'Assault Rounds: three rounds, defender fires first', 'p. 9 [Assault Rounds]'),
  assaultNoRetreatRound1: rule(
    'assault-no-retreat-1',
    'Defender cannot retreat in round 1; attacker must retreat in round 3',
    'p. 9 [Assault Rounds]',
  ),
  assaultExcluded: rule(
    'assault-excluded',
    'Artillery, AT guns, mortars, MGs cannot move into an assault; guns and mortars do not fire defending',
    'p. 9 [Assault Modifiers]',
  ),
  assaultTanks: rule('assault-tanks', 'Tanks in assaults: armor 50% rounded up', 'p. 9 [Tanks]'),
  assaultAtr: rule('assault-atr', 'Anti-tank rockets may target armor in assaults', 'p. 9 [Anti-Tank Rockets]'),
  assaultNo2D: rule('assault-no-2d', 'No 2D in assaults (option B2)', 'p. 7 [Double Defense sidebar]'),
  assaultEliminated: rule('assault-eliminated', 'The last hit in an assault eliminates', 'p. 7 [Repulse Hits note]'),
  retreats: rule(
    'retreats',
    'Retreats: attackers via their hexsides, defenders to friendly or vacant hexes',
    'p. 9 [Retreats]',
  ),
  regroup: rule('regroup', 'Regrouping: the winner may move to adjacent friendly hexes', 'p. 9 [Regrouping]'),
  assaultHalfHit: rule(
    'assault-half-hit',
    'Assault half-hit: a full hit if the unit retreats',
    'p. 7 [Double Defense]',
  ),
  // Engineers and markers
  engineers: rule('engineers', 'Engineers: special actions in the Move Phase if they did not fire', 'p. 7 [Engineers]'),
  demolish: rule('demolish', 'Demolish Bridges: one hit blows the bridge', 'p. 7 [Demolish Bridges]'),
  minefields: rule('minefields', 'Minefields: secret, attack units entering; engineers clear', 'p. 7 [Minefields]'),
  bunkers: rule('bunkers', 'Bunkers: 2D except in assault; only some units attack them', 'p. 7 [Bunkers]'),
  // Supply
  supply: rule('supply', 'Supply: each SP adds one step to a unit in range', 'p. 10 [Supply]'),
  hqActivation: rule(
    'hq-activation',
    'HQ Activation: face-up, then lose one step at the end of the phase',
    'p. 10 [HQ Activation]',
  ),
  hqRanks: rule(
    'hq-ranks',
    'HQ Ranks: PHQ own platoon (and company weapons in its hex), CHQ own company and battalion assets',
    'p. 10 [HQ Ranks]',
  ),
  supplyRange: rule('supply-range', 'Supply Range: PHQ 2, CHQ 4 hexes by road, or adjacent', 'p. 10 [Supply Range]'),
  tankGunSupply: rule(
    'tank-gun-supply',
    'Tanks, field artillery and AT guns never receive steps',
    'p. 10 [Tank & Gun Supply]',
  ),
  hqMorale: rule('hq-morale', 'HQ Morale (optional): pass to supply', 'p. 10 [HQ Morale]'),
  // Victory
  victory: rule('victory', 'Victory: per scenario, at the end of each Player Turn', 'p. 11 [Scenarios]'),
  objective: rule('objective', 'Objective: the hex and all adjacent hexes friendly', 'p. 4 [Objective]'),
} as const;
