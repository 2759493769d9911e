/**
 * British (and US) arsenal of Open Fire (spec §12.1; the British Arsenal and British Tank
 * Profiles sections). The values live in one place, scenarios/fow3/arsenals/british.yaml; this
 * module only names its teams and weapons for the rule code and tests.
 */
import type { Fow3TeamProfile, Fow3Weapon } from '../profile.js';
import { bundledFow3Arsenal, bundledFow3Team, bundledFow3Weapon } from './load.js';

const team = (name: string) => bundledFow3Team('british', name);

/** Any tank's machine-gun: 16"/40cm, ROF 3, AT 2, FP 6 (the Co-ax MG line of the file). */
export const VEHICLE_MG: Fow3Weapon = (({ vehicleMg: _v, ...w }) => ({ ...w, name: 'Vehicle MG' }))(
  bundledFow3Weapon('british', 'Co-ax MG'),
);
export const M3_75MM: Fow3Weapon = bundledFow3Weapon('british', 'M3 75mm gun');
export const OQF_17PDR: Fow3Weapon = bundledFow3Weapon('british', 'OQF 17 pdr gun');

export const SHERMAN_V: Fow3TeamProfile = team('Sherman V');
export const FIREFLY_VC: Fow3TeamProfile = team('Firefly VC');
export const STUART_V: Fow3TeamProfile = team('Stuart V or VI');
export const M10C: Fow3TeamProfile = team('M10C 17 pdr SP');
export const SEXTON: Fow3TeamProfile = team('Sexton');
/** Listed in the Field Battery without a profile (A13). */
export const OP_SHERMAN: Fow3TeamProfile = team('OP Sherman');
export const RIFLE: Fow3TeamProfile = team('Rifle team');
export const RIFLE_MG: Fow3TeamProfile = team('Rifle/MG team');
/** US paratroopers' Rifle/MG teams: Gammon bombs, Tank Assault 3. */
export const PARA_RIFLE_MG: Fow3TeamProfile = team('Paratrooper Rifle/MG team');
export const SMG: Fow3TeamProfile = team('SMG team');
/** The generic MG team of the Infantry Weapons table (pinned ROF 2, p. 15). */
export const MG: Fow3TeamProfile = team('MG team');
export const LIGHT_MORTAR: Fow3TeamProfile = team('Light Mortar team');
export const BAZOOKA: Fow3TeamProfile = team('Bazooka team');
/** Listed in the Rifle Platoon without a profile (A13). */
export const PIAT: Fow3TeamProfile = team('PIAT team');
export const M2_MORTAR: Fow3TeamProfile = team('M2 60mm mortar');

/** Every British and US team, in file order. */
export const BRITISH_ARSENAL: readonly Fow3TeamProfile[] = bundledFow3Arsenal().teams.get('british')!;
