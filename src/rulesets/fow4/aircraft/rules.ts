import type { RuleRef } from '../../../engine/rules.js';
import { rule } from '../rules.js';

/** Aircraft (fow4 spec §7, p. 44) and anti-aircraft fire (pp. 27, 66). */
export const AIR = {
  aircraft: rule('aircraft', 'Aircraft', 'p. 44'),
  arrival: rule('aircraft-arrival', 'Aircraft Arrival (4+)', 'p. 44'),
  inReserve: rule('aircraft-in-reserve', 'Aircraft in Reserve', 'p. 44'),
  depart: rule('aircraft-depart', 'Aircraft Depart', 'p. 44'),
  closeAirSupport: rule('close-air-support', 'Close Air Support (3+)', 'p. 44'),
  fighterInterception: rule('fighter-interception', 'Fighter Interception (5+)', 'p. 44'),
  numberOfAircraft: rule('number-of-aircraft', 'Number of Aircraft Teams (Priority, Limited, Sporadic)', 'p. 44'),
  choosingWeapons: rule('choosing-weapons', 'Choosing Weapons', 'p. 44'),
  weaponRanges: rule('aircraft-weapon-ranges', 'Aircraft Weapon Ranges and Rules', 'p. 44'),
  weaponsRof: rule('aircraft-weapons-rof', 'Aircraft Weapons ROF (MG 3, cannon 2)', 'p. 44'),
  hitOn: rule('aircraft-hit-on-5', 'Aircraft Are Hit On 5+', 'p. 44'),
  bombsAndRockets: rule('aircraft-bombs-and-rockets', 'Bombs and Rockets (one template per flight)', 'p. 44'),
  shootingAtAircraft: rule('shooting-at-aircraft-aa', 'Shooting at Aircraft', 'p. 27'),
  concealment: rule('concealment-and-aircraft', 'Concealment and Aircraft', 'p. 31'),
  safetyDistance: rule('aircraft-safety-distance', 'Aircraft Safety Distance', 'p. 32'),
  antiAircraft: rule('anti-aircraft-rof', 'Anti-aircraft (normal ROF)', 'p. 66'),
  aaMgs: rule('aa-mgs-rof-1', 'AA MGs, Self-defence Anti-aircraft, and Heavy Anti-aircraft (ROF 1)', 'p. 66'),
  aaRof1Sheet: rule(
    'aa-rof-1-sheet',
    'Anti-aircraft ROF: +1 to hit if already ROF 1 (reference sheet, AMB-10)',
    'p. 106',
  ),
  flyingTank: rule('flying-tank-aircraft', 'Flying Tank', 'p. 66'),
  noAircraftAtNight: rule('no-aircraft-at-night', 'No Aircraft at Night', 'p. 90'),
  meetingEngagement: rule('meeting-engagement-aircraft', 'Meeting Engagement: no aircraft in the first turn', 'p. 96'),
  aop: rule('aop-arrival', 'Air Observation Post arrives automatically', 'p. 50'),
  cannotBePinned: rule('aircraft-not-pinned', 'Aircraft cannot be Pinned Down', 'p. 41'),
} as const satisfies Record<string, RuleRef>;
