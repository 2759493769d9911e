/** German arsenal of Open Fire (spec §12.2; German Arsenal and German Tank and Gun Profiles). */
import { inch, type Fow3TeamProfile, type Fow3Weapon } from '../profile.js';
import { VEHICLE_MG } from './british.js';

const src = 'Open Fire! German Arsenal (p. 46)';
const coax: Fow3Weapon = { ...VEHICLE_MG, name: 'Co-ax MG', vehicleMg: 'coax' };
const hullMg: Fow3Weapon = { ...VEHICLE_MG, name: 'Hull MG', vehicleMg: 'hull' };

export const STUK40: Fow3Weapon = { name: '7.5cm StuK40 gun', range: inch(32), rof: 2, antiTank: 11, firepower: 3, rules: ['hull-mounted'] };

export const STUG_G: Fow3TeamProfile = {
  name: 'StuG G', kind: 'tank', mobility: 'standard-tank', armour: { front: 7, side: 3, top: 1 },
  weapons: [STUK40, hullMg], rules: ['protected-ammo', 'schurzen'], source: src,
};
export const PANTHER_A: Fow3TeamProfile = {
  name: 'Panther A', kind: 'tank', mobility: 'standard-tank', armour: { front: 10, side: 5, top: 1 },
  weapons: [{ name: '7.5cm KwK42 gun', range: inch(32), rof: 2, antiTank: 14, firepower: 3 }, coax, hullMg], rules: ['wide-tracks'], source: src,
};
export const TIGER_I_E: Fow3TeamProfile = {
  name: 'Tiger I E', kind: 'tank', mobility: 'slow-tank', armour: { front: 9, side: 8, top: 2 },
  weapons: [{ name: '8.8cm KwK36', range: inch(40), rof: 2, antiTank: 13, firepower: 3 }, coax, hullMg], rules: ['slow-traverse', 'protected-ammo', 'wide-tracks'], source: src,
};
export const KONIGSTIGER: Fow3TeamProfile = {
  name: 'Königstiger (Henschel)', kind: 'tank', mobility: 'slow-tank', armour: { front: 15, side: 8, top: 2 },
  weapons: [{ name: '8.8cm KwK43 gun', range: inch(40), rof: 2, antiTank: 16, firepower: 3 }, coax, hullMg], rules: ['slow-traverse', 'overloaded'], source: src,
};

export const PAK40: Fow3TeamProfile = {
  name: '7.5cm PaK40', kind: 'gun', mobility: 'medium', tankAssault: 2,
  weapons: [{ name: '7.5cm PaK40 gun', range: inch(32), rof: 2, antiTank: 12, firepower: 3 }], rules: ['gun-shield', 'anti-tank-gun'], source: src,
};
/** The profile prints Top Armour 2 for the FlaK36: stored, unused under Open Fire (A15). */
export const FLAK36: Fow3TeamProfile = {
  name: '8.8cm FlaK36', kind: 'gun', mobility: 'immobile', tankAssault: 2, armour: { front: 0, side: 0, top: 2 },
  weapons: [{ name: '8.8cm FlaK36 gun', range: inch(40), rof: 3, antiTank: 13, firepower: 3, rules: ['heavy-anti-aircraft', 'turntable'] }], rules: ['gun-shield', 'anti-tank-gun'], source: src,
};
export const MG42_HMG: Fow3TeamProfile = {
  name: 'MG42 HMG', kind: 'gun', mobility: 'man-packed',
  weapons: [{ name: 'MG42 HMG', range: inch(24), rof: 6, movingRof: 3, pinnedRof: 3, antiTank: 2, firepower: 6 }], source: src,
};
export const GW34: Fow3TeamProfile = {
  name: '8cm GW34 mortar', kind: 'gun', mobility: 'man-packed',
  weapons: [{ name: '8cm GW34 mortar', range: inch(24), rof: 2, antiTank: 2, firepower: 3, rules: ['smoke', 'minimum-range'], bombardment: { range: inch(40), antiTank: 2, firepower: 6 } }], source: src,
};
export const LEFH18: Fow3TeamProfile = {
  name: '10.5cm leFH18', kind: 'gun', mobility: 'immobile',
  weapons: [{ name: '10.5cm leFH18', range: inch(24), rof: 1, antiTank: 10, firepower: 2, rules: ['breakthrough-gun', 'smoke-bombardment'], bombardment: { range: inch(72), antiTank: 4, firepower: 4 } }],
  rules: ['gun-shield'], source: src,
};
export const SFH18: Fow3TeamProfile = {
  name: '15cm sFH18', kind: 'gun', mobility: 'immobile',
  weapons: [{ name: '15cm sFH18', range: inch(24), rof: 1, antiTank: 13, firepower: 1, rules: ['bunker-buster', 'smoke-bombardment'], bombardment: { range: inch(80), antiTank: 5, firepower: 2 } }],
  source: src,
};

export const PANZERFAUST: Fow3Weapon = { name: 'Panzerfaust', range: inch(4), rof: 1, antiTank: 12, firepower: 5, rules: ['panzerfaust'], extra: true };
const smg: Fow3Weapon = { name: 'SMG', range: inch(4), rof: 3, antiTank: 1, firepower: 6, rules: ['full-rof-when-moving'] };

export const G_RIFLE_MG: Fow3TeamProfile = {
  name: 'Rifle/MG team', kind: 'infantry', mobility: 'infantry', tankAssault: 2,
  weapons: [{ name: 'Rifle/MG', range: inch(16), rof: 2, antiTank: 2, firepower: 6 }], source: src,
};
export const G_SMG: Fow3TeamProfile = { name: 'SMG team', kind: 'infantry', mobility: 'infantry', tankAssault: 2, weapons: [smg], source: src };
/** A command SMG team with a Panzerfaust: Tank Assault 6 from the Panzerfaust. */
export const PANZERFAUST_SMG: Fow3TeamProfile = {
  name: 'Command Panzerfaust SMG team', kind: 'infantry', mobility: 'infantry', tankAssault: 6,
  weapons: [smg, PANZERFAUST], rules: ['command'], source: src,
};
export const PANZERSCHRECK: Fow3TeamProfile = {
  name: 'Panzerschreck team', kind: 'infantry', mobility: 'infantry', tankAssault: 5,
  weapons: [{ name: 'Panzerschreck', range: inch(8), rof: 2, antiTank: 11, firepower: 5 }], source: src,
};
export const OBSERVER_RIFLE: Fow3TeamProfile = {
  name: 'Observer Rifle team', kind: 'infantry', mobility: 'infantry', tankAssault: 2,
  weapons: [{ name: 'Rifle', range: inch(16), rof: 1, antiTank: 2, firepower: 6 }], rules: ['observer'], source: src,
};

export const GERMAN_ARSENAL: readonly Fow3TeamProfile[] = [
  STUG_G, PANTHER_A, TIGER_I_E, KONIGSTIGER, PAK40, FLAK36, MG42_HMG, GW34, LEFH18, SFH18, G_RIFLE_MG, G_SMG, PANZERFAUST_SMG, PANZERSCHRECK, OBSERVER_RIFLE,
];
