/**
 * The two Open Fire companies (spec §12; Armoured Squadron, Grenadierkompanie): platoons, their
 * options and points. Team names refer to the arsenal profiles.
 */
import type { Motivation, Skill } from '../ratings.js';

export interface PlatoonOption {
  /** Teams by arsenal profile name, with how many. */
  readonly teams: readonly { readonly profile: string; readonly count: number; readonly role?: string }[];
  readonly points: number;
  readonly note?: string;
}

export interface PlatoonEntry {
  readonly name: string;
  readonly slot: 'headquarters' | 'combat' | 'weapons' | 'support';
  /** How many of this platoon a company must take (black boxes). */
  readonly compulsory: number;
  /** How many it may take at most. */
  readonly max: number;
  readonly options: readonly PlatoonOption[];
  /** Platoon ratings where they differ from the company's. */
  readonly ratings?: { readonly motivation: Motivation; readonly skill: Skill };
  readonly requiresFullRulebook?: boolean;
}

export interface CompanyEntry {
  readonly name: string;
  readonly nation: 'british' | 'german';
  readonly ratings: { readonly motivation: Motivation; readonly skill: Skill };
  readonly platoons: readonly PlatoonEntry[];
}

const t = (profile: string, count: number, role?: string) => ({ profile, count, ...(role ? { role } : {}) });

export const ARMOURED_SQUADRON: CompanyEntry = {
  name: 'Armoured Squadron',
  nation: 'british',
  ratings: { motivation: 'confident', skill: 'trained' },
  platoons: [
    // A12: modelled as the two command tanks; the text also names "2 Sherman V" for the same 135 points.
    {
      name: 'Armoured Squadron HQ',
      slot: 'headquarters',
      compulsory: 1,
      max: 1,
      options: [
        {
          teams: [t('Sherman V', 1, 'Company Command'), t('Sherman V', 1, '2iC Command')],
          points: 135,
          note: 'the source also lists 2 Sherman V for 135 points (A12)',
        },
      ],
    },
    {
      name: 'Armoured Platoon',
      slot: 'combat',
      compulsory: 2,
      max: 4,
      options: [
        { teams: [t('Sherman V', 3), t('Firefly VC', 1)], points: 280 },
        { teams: [t('Sherman V', 2), t('Firefly VC', 1)], points: 215 },
      ],
    },
    {
      name: 'Recce Patrol',
      slot: 'weapons',
      compulsory: 0,
      max: 1,
      requiresFullRulebook: true,
      options: [
        { teams: [t('Stuart V or VI', 4)], points: 160 },
        { teams: [t('Stuart V or VI', 3)], points: 120 },
      ],
    },
    {
      name: 'Anti-tank Platoon (SP)',
      slot: 'support',
      compulsory: 0,
      max: 1,
      options: [
        { teams: [t('M10C 17 pdr SP', 4)], points: 260 },
        { teams: [t('M10C 17 pdr SP', 2)], points: 130 },
      ],
    },
    {
      name: 'Field Battery (SP)',
      slot: 'support',
      compulsory: 0,
      max: 1,
      requiresFullRulebook: true,
      options: [
        { teams: [t('OP Sherman', 1), t('Rifle team', 1, 'Command'), t('Sexton', 4)], points: 195 },
        { teams: [t('OP Sherman', 1), t('Rifle team', 1, 'Command'), t('Sexton', 2)], points: 110 },
      ],
    },
    {
      name: 'Rifle Platoon',
      slot: 'support',
      compulsory: 0,
      max: 1,
      requiresFullRulebook: true,
      options: [
        {
          teams: [t('Rifle/MG team', 1, 'Command'), t('PIAT team', 1), t('Light Mortar team', 1)],
          points: 140,
          note: 'HQ + 3 Rifle Squads; squad size not given (A13)',
        },
        {
          teams: [t('Rifle/MG team', 1, 'Command'), t('PIAT team', 1), t('Light Mortar team', 1)],
          points: 105,
          note: 'HQ + 2 Rifle Squads; squad size not given (A13)',
        },
      ],
    },
    {
      name: 'US Parachute Rifle Platoon',
      slot: 'support',
      compulsory: 0,
      max: 1,
      ratings: { motivation: 'fearless', skill: 'veteran' },
      options: [
        {
          teams: [t('SMG team', 1, 'Command'), t('Paratrooper Rifle/MG team', 6), t('M2 60mm mortar', 1)],
          points: 265,
          note: 'HQ + Mortar squad + 3 Rifle Squads (2 teams a squad assumed)',
        },
        {
          teams: [t('SMG team', 1, 'Command'), t('Paratrooper Rifle/MG team', 4), t('M2 60mm mortar', 1)],
          points: 205,
        },
      ],
    },
    {
      name: 'Typhoon Flight',
      slot: 'support',
      compulsory: 0,
      max: 1,
      requiresFullRulebook: true,
      options: [
        { teams: [], points: 220, note: 'Priority Air Support' },
        { teams: [], points: 170, note: 'Limited Air Support' },
      ],
    },
  ],
};

export const GRENADIERKOMPANIE: CompanyEntry = {
  name: 'Grenadierkompanie',
  nation: 'german',
  ratings: { motivation: 'confident', skill: 'veteran' },
  platoons: [
    {
      name: 'Grenadierkompanie HQ',
      slot: 'headquarters',
      compulsory: 1,
      max: 1,
      options: [
        {
          teams: [
            t('Command Panzerfaust SMG team', 1, 'Company Command'),
            t('Command Panzerfaust SMG team', 1, '2iC Command'),
            t('Panzerschreck team', 1, 'Anti-tank Section'),
          ],
          points: 70,
        },
      ],
    },
    {
      name: 'Grenadier Platoon',
      slot: 'combat',
      compulsory: 3,
      max: 3,
      options: [
        {
          teams: [t('Command Panzerfaust SMG team', 1, 'Command'), t('Rifle/MG team', 9)],
          points: 165,
          note: 'HQ + 3 Grenadier Squads (3 teams a squad assumed)',
        },
        { teams: [t('Command Panzerfaust SMG team', 1, 'Command'), t('Rifle/MG team', 6)], points: 120 },
      ],
    },
    {
      name: 'Grenadier Machine-gun Platoon',
      slot: 'weapons',
      compulsory: 0,
      max: 1,
      options: [
        { teams: [t('SMG team', 1, 'Command'), t('MG42 HMG', 4)], points: 135 },
        { teams: [t('SMG team', 1, 'Command'), t('MG42 HMG', 2)], points: 70 },
      ],
    },
    {
      name: 'Grenadier Mortar Platoon',
      slot: 'weapons',
      compulsory: 0,
      max: 1,
      options: [6, 4, 2].map((n, i) => ({
        teams: [t('SMG team', 1, 'Command'), t('Observer Rifle team', 1), t('8cm GW34 mortar', n)],
        points: [180, 125, 65][i]!,
      })),
    },
    {
      name: 'Grenadier Anti-tank Gun Platoon',
      slot: 'weapons',
      compulsory: 0,
      max: 1,
      options: [4, 3, 2].map((n, i) => ({
        teams: [t('SMG team', 1, 'Command'), t('7.5cm PaK40', n)],
        points: [205, 155, 105][i]!,
      })),
    },
    {
      name: 'Panzer Platoon',
      slot: 'support',
      compulsory: 0,
      max: 1,
      options: [
        ...[5, 4, 3].map((n, i) => ({ teams: [t('StuG G', n)], points: [475, 380, 285][i]! })),
        ...[5, 4, 3].map((n, i) => ({ teams: [t('Panther A', n)], points: [940, 750, 560][i]! })),
      ],
    },
    {
      name: 'Heavy Tank Platoon',
      slot: 'support',
      compulsory: 0,
      max: 1,
      options: [
        ...[4, 3, 2, 1].map((n) => ({ teams: [t('Tiger I E', n)], points: 215 * n })),
        ...[3, 2, 1].map((n) => ({ teams: [t('Königstiger (Henschel)', n)], points: 345 * n })),
      ],
    },
    {
      name: 'Artillery Battery',
      slot: 'support',
      compulsory: 0,
      max: 1,
      requiresFullRulebook: true,
      options: [
        { teams: [t('10.5cm leFH18', 4)], points: 210 },
        { teams: [t('10.5cm leFH18', 2)], points: 115 },
        { teams: [t('15cm sFH18', 4)], points: 310 },
        { teams: [t('15cm sFH18', 2)], points: 160 },
      ],
    },
    {
      name: 'Heavy Anti-aircraft Gun Platoon',
      slot: 'support',
      compulsory: 0,
      max: 1,
      options: [
        { teams: [t('8.8cm FlaK36', 2)], points: 180 },
        { teams: [t('8.8cm FlaK36', 1)], points: 90 },
      ],
    },
  ],
};

/** Points of a platoon option with these team counts (Building Your Army); undefined when no option matches. */
export function platoonPoints(
  company: CompanyEntry,
  platoon: string,
  teams: Readonly<Record<string, number>>,
): number | undefined {
  const entry = company.platoons.find((p) => p.name === platoon);
  const want = JSON.stringify(Object.entries(teams).sort());
  return entry?.options.find(
    (o) =>
      JSON.stringify(
        o.teams
          .filter((x) => !x.role)
          .map((x) => [x.profile, x.count])
          .sort(),
      ) === want,
  )?.points;
}
