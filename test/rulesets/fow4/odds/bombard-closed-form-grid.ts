/**
 * The grid of templates and fires on which the closed-form bombardment odds are compared with the
 * enumeration of every die (bombard-closed-form.test.ts: the quick part; bombard-closed-form.slow.test.ts: all of it).
 */
import type { RerollPolicy } from '../../../../src/dice/pool.js';
import type { TemplateFire } from '../../../../src/rulesets/fow4/bombard/fire.js';
import type { TeamsUnderTemplate } from '../../../../src/rulesets/fow4/bombard/targets.js';
import type { FireOdds } from '../../../../src/rulesets/fow4/odds/fire-odds.js';
import { RIFLE_MG, SU76_OPEN, T34_85, TRUCK, ZIS3 } from '../bombard/helpers.js';
import type { unit } from './bombard-situations.js';

/** Every number of a FireOdds as text, in order, with the rules: equal texts are equal odds. */
export function text(o: FireOdds): unknown {
  // Each unit's counts (worked out on their own) are the marginals of its joint (built as before).
  for (const u of o.units) {
    const counts = [u.destroyed, u.bailedOut, u.unharmed].map((w) => w.fractions().map(String));
    const fromJoint = [u.joint.destroyed(), u.joint.middle(), u.joint.unharmed()].map((w) => w.fractions().map(String));
    if (JSON.stringify(counts) !== JSON.stringify(fromJoint))
      throw new Error(
        `${u.name}: the counts ${JSON.stringify(counts)} are not the joint's ${JSON.stringify(fromJoint)}`,
      );
  }
  return {
    groups: o.groups.map((g) => [g.name, g.unit, g.count, g.pHit.toString(), g.states.fractions().map(String)]),
    units: o.units.map((u) => [
      u.name,
      u.teams,
      u.joint.w.fractions().map(String),
      u.destroyed.fractions().map(String),
      u.bailedOut.fractions().map(String),
      u.unharmed.fractions().map(String),
      u.pinned?.toString() ?? null,
    ]),
    rules: (o.rules ?? []).map((r) => r.id),
  };
}

export const UNDER: [string, TeamsUnderTemplate[]][] = [
  ['3 Trained T-34/85s', [{ name: 'T-34/85', count: 3, profile: T34_85, skill: 'trained' }]],
  [
    'a Bailed Out T-34 with a Commander re-roll, 2 Veteran ones long range',
    [
      {
        name: 'T-34 A',
        profile: T34_85,
        skill: 'trained',
        bailedOut: true,
        remount: { base: 4, modifiers: [], rules: [] },
        commanderReroll: true,
        unit: 'Coy',
      },
      { name: 'T-34 B', count: 2, profile: T34_85, skill: 'veteran', longRange: true, unit: 'Coy' },
    ],
  ],
  [
    'infantry in foxholes, in the open and Shtraf in foxholes',
    [
      { name: 'Dug in', count: 4, profile: RIFLE_MG, skill: 'trained', cover: 'foxholes', unit: 'Platoon' },
      { name: 'Open', count: 2, profile: RIFLE_MG, skill: 'conscript', unit: 'Platoon' },
      { name: 'Shtraf', count: 3, profile: RIFLE_MG, skill: 'trained', cover: 'foxholes', shtraf: true },
    ],
  ],
  [
    'a gun with a Gun Shield, a portee and a bunker',
    [
      { name: 'ZiS-3', count: 2, profile: ZIS3, skill: 'trained', cover: 'gun-shield' },
      { name: 'Portee', profile: SU76_OPEN, skill: 'veteran' },
      { name: 'Nest', profile: RIFLE_MG, bunker: 'nest', skill: 'trained' },
    ],
  ],
  [
    'riders on a T-34 and passengers in a truck',
    [
      {
        name: 'T-34 desant',
        count: 2,
        profile: T34_85,
        skill: 'trained',
        riders: [{ name: 'Desant', profile: RIFLE_MG, unit: 'Desant platoon' }],
      },
      {
        name: 'Truck',
        profile: TRUCK,
        skill: 'trained',
        passengers: [
          { name: 'Riflemen', profile: RIFLE_MG, unit: 'Rifle platoon' },
          { name: 'Towed gun', profile: ZIS3, unit: 'Gun battery' },
        ],
      },
    ],
  ],
];

export const FIRE: [string, Omit<TemplateFire, 'under'>][] = [
  ['attempt 1, AT 3 FP 2+', { battery: 'B', antiTank: 3, firepower: 2, rangingPenalty: 0, reroll: 'none' }],
  [
    'attempt 2, re-roll successful hits',
    { battery: 'B', antiTank: 5, firepower: 3, rangingPenalty: 1, reroll: 'successes' },
  ],
  [
    'attempt 3, re-roll failed hits',
    { battery: 'B', antiTank: 2, firepower: 5, rangingPenalty: 2, reroll: 'failures' },
  ],
  [
    'unseen Repeat, infantry re-roll saves',
    {
      battery: 'B',
      antiTank: 4,
      firepower: 4,
      rangingPenalty: 0,
      repeatWithoutSight: true,
      reroll: 'none',
      rerollInfantryGunSaves: 'repeat',
    },
  ],
  [
    'Time on Target, Breakthrough Gun, long-range bonus',
    {
      battery: 'B',
      antiTank: 6,
      firepower: 1,
      rangingPenalty: 0,
      reroll: 'failures' as RerollPolicy,
      rerollInfantryGunSaves: 'time-on-target',
      weaponRules: ['breakthrough-gun'],
      longRangeArmourBonus: true,
    },
  ],
  [
    'HMG Bombardment (AT and FP -)',
    { battery: 'B', antiTank: null, firepower: null, rangingPenalty: 1, reroll: 'none' },
  ],
];

/** Whole bombardments: the unit's changes from the odds tests' Heavy Artillery Battery, and the situation's. */
export const BOMBARDMENTS: [string, Parameters<typeof unit>[0], { night?: boolean }?][] = [
  ['a Heavy Artillery Battery on 3 T-34/85s', {}],
  [
    '2 guns (re-roll successful hits) on infantry in foxholes, at night',
    { weapons: [{ name: '10.5cm', count: 2, antiTank: 2, firepower: 5 }], under: UNDER[2]![1] },
    { night: true },
  ],
  ['Time on Target (attempt 1 only) on riders and passengers', { timeOnTarget: true, under: UNDER[4]![1] }],
  ['an unseen Repeat Bombardment on guns and a bunker', { repeat: { spotterCanSee: false }, under: UNDER[3]![1] }],
];

/**
 * The pairs quick enough for npm test (the enumeration of every die is the slow side). Time on
 * Target on riders is left out of both: its enumeration passes 100,000 dice paths.
 */
export const QUICK = new Set([
  ...[0, 1, 2, 3, 5].map((f) => `${f}/0`),
  ...[2, 3].map((f) => `${f}/1`),
  ...[1, 2, 3, 5].map((f) => `${f}/2`),
  ...[1, 2, 3, 5].map((f) => `${f}/3`),
  ...[2, 5].map((f) => `${f}/4`),
]);
export const TOO_LARGE = '4/4';
