import type { JournalEntry } from '../../../../src/engine/runner.js';
import { assault, type AssaultResult } from '../../../../src/rulesets/fow4/assault/procedure.js';
import { run } from '../../../helpers.js';
import type {
  AssaultInput,
  AssaultTeamInput,
  AssaultUnitInput,
} from '../../../../src/rulesets/fow4/assault/situation.js';

/** A team profile as an assault situation holds it (the schema's type: its lists are not read-only). */
export type AssaultProfile = AssaultTeamInput['profile'];

/** Run an assault with scripted dice and keyed answers ("contact:Rifle 1=none"); every die must be used. */
export function runAssault(
  input: AssaultInput,
  faces: number[],
  answers: string[] = [],
): { result: AssaultResult; journal: JournalEntry[] } {
  return run(assault(input), faces, answers, { strict: false });
}

export const d = (inches: number) => ({ inches, cm: inches * 2.5 });
const VMG: AssaultProfile['weapons'][number] = {
  name: 'MG',
  range: d(16),
  rof: 3,
  antiTank: 2,
  firepower: 6,
  vehicleMg: true,
};

export const RIFLE: AssaultProfile = {
  name: 'Rifle team',
  type: 'infantry',
  mobility: 'infantry',
  weapons: [{ name: 'Rifle', range: d(16), rof: 1, antiTank: 2, firepower: 6 }],
};
export const MG_TEAM: AssaultProfile = {
  name: 'MG team',
  type: 'infantry',
  mobility: 'infantry',
  weapons: [{ name: 'MG', range: d(16), rof: 3, movingRof: 1, antiTank: 2, firepower: 6 }],
};
export const BOYS: AssaultProfile = {
  name: 'Boys anti-tank rifle',
  type: 'infantry',
  mobility: 'infantry',
  weapons: [{ name: 'Boys AT rifle', range: d(16), rof: 2, movingRof: 1, antiTank: 4, firepower: 5 }],
};
export const TWO_PDR: AssaultProfile = {
  name: '2 pdr gun',
  type: 'gun',
  gunSize: 'medium',
  mobility: 'medium-gun',
  weapons: [{ name: '2 pdr gun', range: d(24), rof: 3, movingRof: 1, antiTank: 7, firepower: 4 }],
};
export const EIGHTY_EIGHT: AssaultProfile = {
  name: '8.8cm FlaK36',
  type: 'gun',
  gunSize: 'immobile',
  mobility: 'immobile-gun',
  weapons: [{ name: '8.8cm FlaK36', range: d(40), rof: 2, movingRof: 1, antiTank: 13, firepower: 3 }],
};
export const PANZER_III_H: AssaultProfile = {
  name: 'Panzer III H',
  type: 'tank',
  mobility: 'standard-tank',
  armour: { front: 4, side: 3, top: 1 },
  weapons: [
    { name: '5cm KwK38', range: d(24), rof: 2, antiTank: 7, firepower: 4 },
    { ...VMG, name: 'Co-ax MG' },
  ],
};
export const PANZER_IV: AssaultProfile = {
  name: 'Panzer IV H',
  type: 'tank',
  mobility: 'standard-tank',
  armour: { front: 6, side: 3, top: 1 },
  weapons: [
    { name: '7.5cm KwK40', range: d(32), rof: 2, antiTank: 11, firepower: 3 },
    { ...VMG, name: 'Co-ax MG' },
  ],
};
export const STUART: AssaultProfile = {
  name: 'Stuart',
  type: 'tank',
  mobility: 'light-tank',
  armour: { front: 4, side: 2, top: 1 },
  weapons: [
    { name: '37mm gun', range: d(24), rof: 2, antiTank: 7, firepower: 4 },
    { ...VMG, name: 'Co-ax MG' },
  ],
};
export const A13: AssaultProfile = {
  name: 'A13 Cruiser',
  type: 'tank',
  mobility: 'fast-tank',
  armour: { front: 2, side: 2, top: 1 },
  weapons: [
    { name: '2 pdr gun', range: d(24), rof: 3, antiTank: 7, firepower: 4 },
    { ...VMG, name: 'Co-ax MG' },
  ],
};
export const M13_40: AssaultProfile = {
  name: 'M13/40',
  type: 'tank',
  mobility: 'standard-tank',
  armour: { front: 4, side: 2, top: 1 },
  weapons: [{ name: '47mm gun', range: d(24), rof: 2, antiTank: 7, firepower: 4 }],
};
export const TRUCK: AssaultProfile = {
  name: 'Truck',
  type: 'tank',
  mobility: 'wheeled',
  weapons: [],
  rules: ['transport'],
  passengers: 6,
};

export const VETERAN_CONFIDENT = { motivation: 'confident', skill: 'veteran' } as const;
export const TRAINED_CONFIDENT = { motivation: 'confident', skill: 'trained' } as const;

/** n teams named `${prefix} 1..n` of one profile, with extra fields. */
export function teams(
  prefix: string,
  profile: AssaultProfile,
  n: number,
  extra: Partial<AssaultTeamInput> = {},
): AssaultTeamInput[] {
  return Array.from({ length: n }, (_, i) => ({ id: `${prefix} ${i + 1}`, profile, ...extra }));
}

export function unit(name: string, ts: AssaultTeamInput[], more: Partial<AssaultUnitInput> = {}): AssaultUnitInput {
  return { name, ratings: VETERAN_CONFIDENT, teams: ts, ...more };
}

export function situation(
  attacker: AssaultUnitInput,
  defenders: AssaultUnitInput[],
  more: Partial<AssaultInput> = {},
): AssaultInput {
  return { attacker: { unit: attacker }, defender: { units: defenders }, ...more };
}
