import type { TeamProfile, WeaponProfile } from '../../../../src/rulesets/flames-of-war/profile.js';

export { run } from '../../../helpers.js';

const d = (inches: number) => ({ inches, cm: inches * 2.5 });

export const KWK40: WeaponProfile = { name: '7.5cm KwK40', range: d(32), rof: 2, antiTank: 11, firepower: 3 };
export const VEHICLE_MG: WeaponProfile = {
  name: 'MG',
  range: d(16),
  rof: 3,
  antiTank: 2,
  firepower: 6,
  vehicleMg: true,
};

export const PANZER_IV_H: TeamProfile = {
  name: 'Panzer IV H',
  type: 'tank',
  mobility: 'standard-tank',
  armour: { front: 6, side: 3, top: 1 },
  weapons: [KWK40, { ...VEHICLE_MG, name: 'Co-ax MG' }, { ...VEHICLE_MG, name: 'Hull MG', rules: ['hull-mounted'] }],
  rules: ['schurzen'],
};

export const SHERMAN_V: TeamProfile = {
  name: 'Sherman V',
  type: 'tank',
  mobility: 'standard-tank',
  armour: { front: 6, side: 4, top: 1 },
  weapons: [
    { name: 'M3 75mm', range: d(32), rof: 2, antiTank: 10, firepower: 3, rules: ['smoke'] },
    { ...VEHICLE_MG, name: 'Co-ax MG' },
    { ...VEHICLE_MG, name: 'Hull MG' },
  ],
};

export const RIFLE_MG: TeamProfile = {
  name: 'Rifle/MG team',
  type: 'infantry',
  mobility: 'infantry',
  weapons: [{ name: 'Rifle/MG', range: d(16), rof: 2, movingRof: 1, antiTank: 2, firepower: 6 }],
};

export { d };
