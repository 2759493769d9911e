/**
 * Panzerfaust force files (scenarios/panzerfaust/forces/*.yaml): a force of companies (each with
 * its troop class and morale rating, p. 5: one per company), each company an HQ and platoons,
 * each platoon an HQ and its units: squads and sections of teams, heavy weapons, guns, AFVs and
 * softskins (spec §18-19). Team names are rows of the Infantry Teams table (tables.yaml).
 */
import { z } from 'zod';

export const NameSchema = z.string().trim().min(1);
export const TroopClassSchema = z
  .enum(['veteran', 'regular', 'conscript'])
  .meta({ description: 'Troop class (p. 22): Veteran, Regular or Conscript' });
export const MoraleRatingSchema = z
  .enum(['elite', 'reliable', 'poor'])
  .meta({ description: 'Morale rating (p. 22): Elite, Reliable or Poor' });
export const SizeSchema = z.enum(['A', 'B', 'C', 'D']).meta({ description: 'Target size A-D (p. 8)' });

/** `Rifle Team`, or `{ team: Rifle Team, count: 2, radio: true }`. */
export const TeamRefSchema = z.union([
  NameSchema,
  z.strictObject({
    team: NameSchema.meta({ description: 'A row of the Infantry Teams table, e.g. "Rifle Team", "LMG Team (belt)"' }),
    count: z.int().min(1).max(20).optional(),
    radio: z.boolean().optional().meta({ description: 'An HQ team with a radio (+20 PV)' }),
    weapon: NameSchema.optional().meta({
      description: 'The AT weapon of an AT Weapon Team (a row of the Infantry AT Weapons Table)',
    }),
  }),
]);

const nullableCm = z.number().min(0).nullable();

export const ArmourSchema = z
  .strictObject({ HF: nullableCm, HS: nullableCm, HR: nullableCm, TF: nullableCm, TS: nullableCm, TR: nullableCm })
  .meta({ description: 'Effective armour in cm from the armour chart (null: not filled in yet)' });

export const UnitKindSchema = z.enum(['squad', 'section', 'heavy-weapon', 'gun', 'afv', 'softskin']);

export const UnitSchema = z.strictObject({
  name: NameSchema.meta({ description: 'Unique in its platoon' }),
  kind: UnitKindSchema.meta({
    description:
      'What tests morale as one: a squad or section of teams, a heavy-weapon or gun crew, an AFV or softskin',
  }),
  teams: z.array(TeamRefSchema).optional().meta({ description: 'Squads, sections and crews: the teams' }),
  vehicle: NameSchema.optional().meta({ description: 'AFVs, softskins and guns: the chart name, e.g. "Pz IV G"' }),
  drive: z
    .enum(['Fully tracked', 'Semi-tracked', '6 & 8 wheeled', '4x4', '4x2', 'Motorcycle'])
    .optional()
    .meta({ description: 'AFVs and softskins: the column of the Vehicle Movement Restrictions Table (p. 25)' }),
  crossCountryCm: z
    .number()
    .min(0)
    .optional()
    .meta({ description: 'AFVs and softskins: the cross-country (C/C) speed in cm from the chart (p. 25)' }),
  roadCm: z.number().min(0).optional().meta({ description: 'AFVs and softskins: the road (Rd) speed in cm' }),
  size: SizeSchema.optional(),
  armour: ArmourSchema.optional(),
  calibreMm: z.number().min(0).optional(),
  fo: z.int().min(0).optional().meta({ description: 'Fire Order (FO) from the chart' }),
  oneManTurret: z.boolean().optional(),
  openTopped: z.boolean().optional(),
  radio: z.boolean().optional(),
  crewTeams: z.int().min(1).max(6).optional(),
  capacityTeams: z.int().min(0).optional().meta({ description: 'Softskins: passenger capacity in teams' }),
  pv: z.number().min(0).optional().meta({ description: 'Base PV from the list' }),
});

export const HqSchema = z.strictObject({
  name: NameSchema,
  teams: z.array(TeamRefSchema).min(1),
});

export const PlatoonSchema = z.strictObject({
  name: NameSchema.meta({ description: 'Unique in the force' }),
  recon: z.boolean().optional().meta({ description: 'Listed as Recon: no morale penalty out of radius (p. 23)' }),
  fr: z.int().min(0).max(7).optional().meta({ description: 'Frequency Rating: that of its rarest item (p. 44)' }),
  hq: HqSchema.optional(),
  units: z.array(UnitSchema).min(1, { error: 'a platoon needs at least one unit' }),
});

export const CompanySchema = z.strictObject({
  name: NameSchema,
  list: NameSchema.optional().meta({
    description: 'The army-list organisation it is built from, e.g. "German Infantry Company (p. 66)"',
  }),
  troopClass: TroopClassSchema,
  morale: MoraleRatingSchema,
  nationalRating: NameSchema.optional().meta({
    description: 'The row of the Compulsory National Troop Class/Morale Rating Table that sets its PV factor (p. 22)',
  }),
  hq: HqSchema,
  platoons: z.array(PlatoonSchema).min(1),
});

export const PzForceFileSchema = z
  .strictObject({
    $schema: z.string().optional(),
    ruleset: z.literal('panzerfaust'),
    name: NameSchema,
    nation: NameSchema,
    year: z.int().min(1936).max(1946).optional(),
    theatre: NameSchema.optional(),
    points: z.number().min(0).optional(),
    companies: z.array(CompanySchema).min(1, { error: 'a force needs at least one company' }),
    notes: z.string().optional(),
  })
  .meta({
    title: 'umpire panzerfaust force',
    description: 'A Panzerfaust Revised force: companies of platoons of squads, heavy weapons, guns and AFVs.',
  });

export type PzForceFile = z.output<typeof PzForceFileSchema>;
export type PzCompany = z.output<typeof CompanySchema>;
export type PzPlatoon = z.output<typeof PlatoonSchema>;
export type PzUnit = z.output<typeof UnitSchema>;
export type PzTeamRef = z.output<typeof TeamRefSchema>;
