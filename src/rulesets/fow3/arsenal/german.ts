/**
 * German arsenal of Open Fire (spec §12.2; German Arsenal and German Tank and Gun Profiles). The
 * values live in one place, scenarios/fow3/arsenals/german.yaml; this module only names its teams
 * and weapons for the rule code and tests.
 */
import type { Fow3TeamProfile, Fow3Weapon } from '../profile.js';
import { bundledFow3Arsenal, bundledFow3Team, bundledFow3Weapon } from './load.js';

const team = (name: string) => bundledFow3Team('german', name);

export const STUG_G: Fow3TeamProfile = team('StuG G');
export const STUK40: Fow3Weapon = STUG_G.weapons[0]!;
export const PANTHER_A: Fow3TeamProfile = team('Panther A');
export const TIGER_I_E: Fow3TeamProfile = team('Tiger I E');
export const KONIGSTIGER: Fow3TeamProfile = team('Königstiger (Henschel)');
export const PAK40: Fow3TeamProfile = team('7.5cm PaK40');
/** The profile prints Top Armour 2 for the FlaK36: stored, unused under Open Fire (A15). */
export const FLAK36: Fow3TeamProfile = team('8.8cm FlaK36');
export const MG42_HMG: Fow3TeamProfile = team('MG42 HMG');
export const GW34: Fow3TeamProfile = team('8cm GW34 mortar');
export const LEFH18: Fow3TeamProfile = team('10.5cm leFH18');
export const SFH18: Fow3TeamProfile = team('15cm sFH18');
export const PANZERFAUST: Fow3Weapon = bundledFow3Weapon('german', 'Panzerfaust');
export const G_RIFLE_MG: Fow3TeamProfile = team('Rifle/MG team');
export const G_SMG: Fow3TeamProfile = team('SMG team');
/** A command SMG team with a Panzerfaust: Tank Assault 6 from the Panzerfaust. */
export const PANZERFAUST_SMG: Fow3TeamProfile = team('Command Panzerfaust SMG team');
export const PANZERSCHRECK: Fow3TeamProfile = team('Panzerschreck team');
export const OBSERVER_RIFLE: Fow3TeamProfile = team('Observer Rifle team');

/** Every German team, in file order. */
export const GERMAN_ARSENAL: readonly Fow3TeamProfile[] = bundledFow3Arsenal().teams.get('german')!;
