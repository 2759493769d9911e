/**
 * British (and US) arsenal of Open Fire (spec §12.1; the British Arsenal and British Tank
 * Profiles sections). Values exactly as printed.
 */
import { inch, type Fow3TeamProfile, type Fow3Weapon } from '../profile.js';

const src = 'Open Fire! British Arsenal (p. 38)';

export const VEHICLE_MG: Fow3Weapon = { name: 'Vehicle MG', range: inch(16), rof: 3, antiTank: 2, firepower: 6 };
const coax: Fow3Weapon = { ...VEHICLE_MG, name: 'Co-ax MG', vehicleMg: 'coax' };
const hullMg: Fow3Weapon = { ...VEHICLE_MG, name: 'Hull MG', vehicleMg: 'hull' };

export const M3_75MM: Fow3Weapon = { name: 'M3 75mm gun', range: inch(32), rof: 2, antiTank: 10, firepower: 3, rules: ['semi-indirect-fire', 'smoke'] };
export const OQF_17PDR: Fow3Weapon = { name: 'OQF 17 pdr gun', range: inch(32), rof: 2, antiTank: 13, firepower: 3, rules: ['no-he', 'semi-indirect-fire'] };

export const SHERMAN_V: Fow3TeamProfile = {
  name: 'Sherman V', kind: 'tank', mobility: 'standard-tank', armour: { front: 6, side: 4, top: 1 },
  weapons: [M3_75MM, coax, hullMg], rules: ['tow-hook'], source: src,
};
export const FIREFLY_VC: Fow3TeamProfile = {
  name: 'Firefly VC', kind: 'tank', mobility: 'standard-tank', armour: { front: 6, side: 4, top: 1 },
  weapons: [OQF_17PDR, coax], rules: ['tow-hook'], source: src,
};
export const STUART_V: Fow3TeamProfile = {
  name: 'Stuart V or VI', kind: 'tank', mobility: 'light-tank', armour: { front: 4, side: 2, top: 1 },
  weapons: [{ name: 'M6 37mm gun', range: inch(24), rof: 2, antiTank: 7, firepower: 4 }, coax, hullMg], rules: ['recce'], source: src,
};
export const M10C: Fow3TeamProfile = {
  name: 'M10C 17 pdr SP', kind: 'tank', mobility: 'standard-tank', armour: { front: 4, side: 2, top: 0 },
  weapons: [{ ...OQF_17PDR, rules: ['no-he', 'slow-traverse'] }, { ...VEHICLE_MG, name: '.50 cal AA MG', vehicleMg: 'aa' }], source: src,
};
export const SEXTON: Fow3TeamProfile = {
  name: 'Sexton', kind: 'tank', mobility: 'standard-tank', armour: { front: 1, side: 0, top: 0 },
  weapons: [
    { name: 'OQF 25 pdr gun', range: inch(24), rof: 2, antiTank: 9, firepower: 3, rules: ['hull-mounted', 'smoke-bombardment'], bombardment: { range: inch(80), antiTank: 4, firepower: 5 } },
    { ...VEHICLE_MG, name: 'AA MG', vehicleMg: 'aa' },
  ],
  source: src,
};
/** Listed in the Field Battery without a profile (A13). */
export const OP_SHERMAN: Fow3TeamProfile = { ...SHERMAN_V, name: 'OP Sherman', rules: ['observer'], requiresFullRulebook: true };

export const RIFLE: Fow3TeamProfile = {
  name: 'Rifle team', kind: 'infantry', mobility: 'infantry', tankAssault: 2,
  weapons: [{ name: 'Rifle', range: inch(16), rof: 1, antiTank: 2, firepower: 6 }], source: src,
};
export const RIFLE_MG: Fow3TeamProfile = {
  name: 'Rifle/MG team', kind: 'infantry', mobility: 'infantry', tankAssault: 2,
  weapons: [{ name: 'Rifle/MG', range: inch(16), rof: 2, antiTank: 2, firepower: 6 }], source: src,
};
/** US paratroopers' Rifle/MG teams: Gammon bombs, Tank Assault 3. */
export const PARA_RIFLE_MG: Fow3TeamProfile = { ...RIFLE_MG, name: 'Paratrooper Rifle/MG team', tankAssault: 3, rules: ['gammon-bombs'] };
export const SMG: Fow3TeamProfile = {
  name: 'SMG team', kind: 'infantry', mobility: 'infantry', tankAssault: 2,
  weapons: [{ name: 'SMG', range: inch(4), rof: 3, antiTank: 1, firepower: 6, rules: ['full-rof-when-moving'] }], source: src,
};
/** The generic MG team of the Infantry Weapons table (pinned ROF 2, p. 15). */
export const MG: Fow3TeamProfile = {
  name: 'MG team', kind: 'infantry', mobility: 'infantry', tankAssault: 2,
  weapons: [{ name: 'MG', range: inch(16), rof: 3, pinnedRof: 2, antiTank: 2, firepower: 6 }], source: src,
};
export const LIGHT_MORTAR: Fow3TeamProfile = {
  name: 'Light Mortar team', kind: 'infantry', mobility: 'infantry', tankAssault: 2,
  weapons: [{ name: 'Light Mortar', range: inch(16), rof: 1, antiTank: 1, firepower: 4, rules: ['smoke', 'can-fire-over-friendly-teams'] }], source: src,
};
export const BAZOOKA: Fow3TeamProfile = {
  name: 'Bazooka team', kind: 'infantry', mobility: 'infantry', tankAssault: 4,
  weapons: [{ name: 'Bazooka', range: inch(8), rof: 1, antiTank: 10, firepower: 5, rules: ['bazooka'] }], source: src,
};
/** Listed in the Rifle Platoon without a profile (A13). */
export const PIAT: Fow3TeamProfile = { name: 'PIAT team', kind: 'infantry', mobility: 'infantry', weapons: [], requiresFullRulebook: true, source: src };
export const M2_MORTAR: Fow3TeamProfile = {
  name: 'M2 60mm mortar', kind: 'gun', mobility: 'man-packed',
  weapons: [{ name: 'M2 60mm mortar', range: inch(24), rof: 2, antiTank: 1, firepower: 3, rules: ['can-fire-over-friendly-teams'], bombardment: { range: inch(32), antiTank: 1, firepower: 6 } }],
  source: src,
};

export const BRITISH_ARSENAL: readonly Fow3TeamProfile[] = [
  SHERMAN_V, FIREFLY_VC, STUART_V, M10C, SEXTON, OP_SHERMAN, RIFLE, RIFLE_MG, PARA_RIFLE_MG, SMG, MG, LIGHT_MORTAR, BAZOOKA, PIAT, M2_MORTAR,
];
