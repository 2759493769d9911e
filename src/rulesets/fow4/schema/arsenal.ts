/**
 * Arsenal files (scenarios/fow4/arsenals/*.yaml): team and weapon profiles as the books' Arsenals
 * give them (p. 26). The output of these schemas is exactly the shapes of ../profile.ts
 * (checked at compile time at the bottom of this file).
 */
import { z } from 'zod';
import { arsenalFileSchema } from '../../../game/arsenal-schema.js';
import type {
  ArmourProfile,
  GunSize,
  Mobility,
  TeamProfile,
  TeamType,
  WeaponProfile,
} from '../../flames-of-war/profile.js';
import {
  AntiTankSchema,
  DistanceSchema,
  FirepowerSchema,
  NameSchema,
  RofSchema,
  RuleIdSchema,
  ScoreSchema,
} from '../../flames-of-war/schema/common.js';

export const TEAM_TYPES = [
  'tank',
  'infantry',
  'heavy-weapon',
  'cavalry',
  'motorcycle',
  'gun',
  'aircraft',
] as const satisfies readonly TeamType[];
export const GUN_SIZES = ['light', 'medium', 'heavy', 'immobile'] as const satisfies readonly GunSize[];
export const MOBILITIES = [
  'infantry',
  'light-gun',
  'medium-gun',
  'heavy-gun',
  'immobile-gun',
  'wheeled',
  'half-tracked',
  'jeep',
  'standard-tank',
  'slow-tank',
  'light-tank',
  'fast-tank',
  'very-slow-tank',
  'aircraft',
] as const satisfies readonly Mobility[];

export const TeamTypeSchema = z.enum(TEAM_TYPES).meta({
  description: 'tank (armoured when it has armour), infantry, heavy-weapon, cavalry, motorcycle, gun, aircraft',
});
export const GunSizeSchema = z.enum(GUN_SIZES);
export const MobilitySchema = z.enum(MOBILITIES);

const ArmourNumber = z.int().min(0).max(30);
/** `6/4/1` (front/side/top) or `{front: 6, side: 4, top: 1}`. */
export const ArmourSchema = z
  .union([
    z.string().superRefine((s, ctx) => {
      const m = /^\s*(-?\d+)\s*\/\s*(-?\d+)\s*\/\s*(-?\d+)\s*$/.exec(s);
      if (!m) {
        ctx.addIssue({
          code: 'custom',
          message: `'${s}' is not an armour line`,
          params: { hint: 'write Front/Side/Top, e.g. 6/4/1' },
        });
        return;
      }
      const bad = [m[1], m[2], m[3]].map(Number).findIndex((n) => n < 0 || n > 30);
      if (bad >= 0) {
        ctx.addIssue({
          code: 'custom',
          message: `${['front', 'side', 'top'][bad]} armour ${m[bad + 1]} is impossible: armour ratings are whole numbers from 0 to 30`,
          params: { hint: 'an unarmoured tank has no armour line: leave `armour` out and give `save` instead' },
        });
      }
    }),
    z.strictObject({ front: ArmourNumber, side: ArmourNumber, top: ArmourNumber }),
  ])
  .transform((v): ArmourProfile => {
    if (typeof v !== 'string') return v;
    const [front, side, top] = v.split('/').map((x) => Number(x.trim()));
    return { front: front!, side: side!, top: top! };
  })
  .meta({ description: 'Front/Side/Top armour, e.g. "6/4/1".' });

/** A weapon's range: a distance, or `unlimited` (Naval Gunfire: every distance on the table is in range). */
export const RangeSchema = z
  .union([
    // A literal, so a wrong distance ("32 furlongs") is still told as the distance's own error.
    z.literal('unlimited').transform((): WeaponProfile['range'] => ({ inches: Infinity, cm: Infinity })),
    DistanceSchema,
  ])
  .meta({ description: 'A range: 24"/60cm, 24", 60cm, {in: 24, cm: 60}, or unlimited.' });

export const ArtillerySchema = z.strictObject({
  range: RangeSchema,
  antiTank: AntiTankSchema,
  firepower: FirepowerSchema,
  template: z.enum(['normal', 'salvo']).optional(),
  countsAs: z.int().min(1).optional(),
  rules: z.array(RuleIdSchema).optional(),
  /** The line gives 4th-edition bombardment values already (v4 unit cards, p. 49): not adjusted again. */
  adjusted: z.boolean().optional(),
});

/** A weapon line. */
export const WeaponSchema = z.strictObject({
  name: NameSchema,
  range: RangeSchema,
  minRange: DistanceSchema.optional(),
  rof: RofSchema.meta({ description: 'Halted ROF (p. 33).' }),
  movingRof: RofSchema.optional().meta({
    description: 'Moving ROF when the Arsenal gives one; default half the Halted ROF rounded down.',
  }),
  pinnedRof: RofSchema.optional().meta({ description: 'Pinned ROF when it differs from the Moving ROF.' }),
  antiTank: AntiTankSchema,
  firepower: FirepowerSchema,
  vehicleMg: z.boolean().optional(),
  rules: z.array(RuleIdSchema).optional(),
  artillery: ArtillerySchema.optional(),
  /** Arsenal-level weapons only: the team types that may carry it. */
  teams: z.array(TeamTypeSchema).min(1).optional(),
});

/** A team's weapon: the name of a weapon in the arsenal's `weapons` list, or a whole weapon line. */
export const TeamWeaponSchema = z.union([NameSchema, WeaponSchema]);

/** A speed the card prints: a distance, or "-" for no move. */
const SpeedSchema = z.union([z.literal('-').transform(() => null), DistanceSchema]);

export const TeamEntrySchema = z.strictObject({
  name: NameSchema,
  /** Other names forces may use for the same profile, e.g. "Command Sherman V". */
  aliases: z.array(NameSchema).optional(),
  type: TeamTypeSchema,
  gunSize: GunSizeSchema.optional(),
  mobility: MobilitySchema,
  armour: ArmourSchema.optional(),
  save: ScoreSchema.optional(),
  weapons: z.array(TeamWeaponSchema),
  rules: z.array(RuleIdSchema).optional(),
  passengers: z.int().min(0).max(20).optional(),
  /** Tank Assault rating when not the default 2 (p. 57). */
  tankAssault: z.int().min(0).max(30).optional(),
  /** The card's own speeds when they are not its mobility row's (p. 18): kept as printed. */
  speeds: z
    .strictObject({
      tactical: SpeedSchema,
      terrainDash: SpeedSchema,
      crossCountryDash: SpeedSchema,
      roadDash: SpeedSchema,
    })
    .optional(),
  source: z.string().optional(),
});

export const ArsenalFileSchema = arsenalFileSchema(
  'fow4',
  { name: NameSchema, weapon: WeaponSchema, team: TeamEntrySchema },
  { title: 'umpire fow4 arsenal', description: 'Team and weapon profiles (Flames Of War 4th edition).' },
);

export type ArsenalFile = z.output<typeof ArsenalFileSchema>;
export type TeamEntry = z.output<typeof TeamEntrySchema>;
export type WeaponEntry = z.output<typeof WeaponSchema>;

// --- Compile-time proof that the schema output is the profile shape (no field lost or renamed). ---
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer E)[] ? E[] : T[K] };
type WeaponOut = Omit<WeaponEntry, 'teams'>;
const weaponShape: Exact<keyof WeaponOut, keyof WeaponProfile> = true;
const weaponAssign: Exact<Required<WeaponOut>['range'], WeaponProfile['range']> = true;
const weaponFits = (w: WeaponOut): WeaponProfile => w;
type TeamOut = Omit<TeamEntry, 'weapons' | 'aliases'>;
const teamShape: Exact<keyof TeamOut, Exclude<keyof TeamProfile, 'weapons'>> = true;
const teamFits = (t: TeamOut): Omit<TeamProfile, 'weapons'> => t;
const profileFits = (
  t: Mutable<Omit<TeamProfile, 'weapons' | 'armour' | 'rules'>>,
): Omit<TeamOut, 'armour' | 'rules'> => t;
void [weaponShape, weaponAssign, weaponFits, teamShape, teamFits, profileFits];
