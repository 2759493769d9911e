import type { TeamProfile } from '../../../../src/rulesets/flames-of-war/profile.js';

export { run } from '../../../helpers.js';

const d = (inches: number) => ({ inches, cm: inches * 2.5 });

export const T34_85: TeamProfile = {
  name: 'T-34/85',
  type: 'tank',
  mobility: 'standard-tank',
  armour: { front: 6, side: 4, top: 1 },
  weapons: [{ name: '85mm gun', range: d(32), rof: 2, antiTank: 12, firepower: 3 }],
};

export const RIFLE_MG: TeamProfile = {
  name: 'Rifle/MG team',
  type: 'infantry',
  mobility: 'infantry',
  weapons: [{ name: 'Rifle/MG', range: d(16), rof: 2, movingRof: 1, antiTank: 2, firepower: 6 }],
};

export const ZIS3: TeamProfile = {
  name: 'ZiS-3 76mm gun',
  type: 'gun',
  gunSize: 'medium',
  mobility: 'medium-gun',
  weapons: [{ name: 'ZiS-3', range: d(24), rof: 2, antiTank: 9, firepower: 3 }],
  rules: ['gun-shield'],
};

/** An unarmoured tank with a Gun Shield (saves 4+ against shooting, p. 39). */
export const SU76_OPEN: TeamProfile = {
  name: 'Portee gun',
  type: 'tank',
  mobility: 'wheeled',
  weapons: [{ name: '2 pdr', range: d(24), rof: 2, antiTank: 7, firepower: 4 }],
  rules: ['gun-shield'],
};

export const TRUCK: TeamProfile = { name: 'Truck', type: 'tank', mobility: 'wheeled', weapons: [] };
