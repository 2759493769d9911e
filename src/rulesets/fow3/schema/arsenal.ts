/**
 * fow3 arsenal files (scenarios/fow3/arsenals/*.yaml): Open Fire team and weapon profiles as the
 * book prints them (spec §3.1, §12). The output of these schemas is exactly the shapes of
 * ../profile.ts (checked at compile time at the bottom of this file); the value notation (`3+`,
 * `32"/80cm`, `6/4/1`) is the one fow4 files use, from ../../flames-of-war/schema/common.ts.
 */
import { z } from 'zod';
import { arsenalFileSchema } from '../../../game/arsenal-schema.js';
import { DistanceSchema, NameSchema, RofSchema, ScoreSchema } from '../../flames-of-war/schema/common.js';
import type { ArmourProfile, Fow3Mobility, Fow3TeamKind, Fow3TeamProfile, Fow3Weapon } from '../profile.js';

export const FOW3_TEAM_KINDS = ['tank', 'infantry', 'gun'] as const satisfies readonly Fow3TeamKind[];
export const FOW3_MOBILITIES = [
  'standard-tank',
  'light-tank',
  'slow-tank',
  'infantry',
  'man-packed',
  'medium',
  'immobile',
] as const satisfies readonly Fow3Mobility[];

/**
 * The special rules the Open Fire arsenals name (spec §11.3). Most are only named in Open Fire and
 * change nothing; the ones umpire applies are listed in the README.
 */
export const FOW3_RULE_IDS = [
  // team rules
  'tow-hook',
  'recce',
  'protected-ammo',
  'schurzen',
  'wide-tracks',
  'slow-traverse',
  'overloaded',
  'gun-shield',
  'anti-tank-gun',
  'observer',
  'gammon-bombs',
  'command',
  // weapon rules
  'semi-indirect-fire',
  'smoke',
  'no-he',
  'hull-mounted',
  'smoke-bombardment',
  'full-rof-when-moving',
  'can-fire-over-friendly-teams',
  'bazooka',
  'panzerfaust',
  'heavy-anti-aircraft',
  'turntable',
  'minimum-range',
  'breakthrough-gun',
  'bunker-buster',
] as const;

export const Fow3RuleIdSchema = z
  .enum(FOW3_RULE_IDS)
  .meta({ description: 'An Open Fire special rule (fow3-openfire.md §11.3), e.g. "no-he", "schurzen", "gun-shield".' });

const ArmourNumber = z.int().min(0).max(30);
/** `6/4/1` (front/side/top) or `{front: 6, side: 4, top: 1}`. */
export const Fow3ArmourSchema = z
  .union([
    z.string().superRefine((s, ctx) => {
      const m = /^\s*(\d+)\s*\/\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(s);
      if (!m)
        ctx.addIssue({
          code: 'custom',
          message: `'${s}' is not an armour line`,
          params: { hint: 'write Front/Side/Top, e.g. 6/4/1' },
        });
      else {
        const bad = [m[1], m[2], m[3]].map(Number).findIndex((n) => n > 30);
        if (bad >= 0)
          ctx.addIssue({
            code: 'custom',
            message: `${['front', 'side', 'top'][bad]} armour ${m[bad + 1]} is impossible: armour ratings are whole numbers from 0 to 30`,
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

/** Open Fire prints an Anti-tank number for every weapon. */
const Fow3AntiTankSchema = z.int().min(0).max(30).meta({ description: 'Anti-tank rating' });

export const Fow3BombardmentSchema = z
  .strictObject({ range: DistanceSchema, antiTank: Fow3AntiTankSchema, firepower: ScoreSchema })
  .meta({ description: 'The "firing bombardments" line: outside Open Fire (Advanced Rules), kept as data only.' });

/** A weapon line. */
export const Fow3WeaponSchema = z.strictObject({
  name: NameSchema,
  range: DistanceSchema,
  rof: RofSchema.meta({ description: 'ROF as printed (p. 9).' }),
  movingRof: RofSchema.optional().meta({
    description: 'Moving ROF, only where the arsenal prints one (MG42 HMG 3); otherwise the ROF rules work it out.',
  }),
  pinnedRof: RofSchema.optional().meta({
    description: 'Pinned Down ROF, only where the arsenal or the ROF table gives one (MG team 2, MG42 HMG 3).',
  }),
  antiTank: Fow3AntiTankSchema,
  firepower: ScoreSchema.meta({ description: 'Firepower, e.g. "3+".' }),
  vehicleMg: z
    .enum(['coax', 'hull', 'aa'])
    .optional()
    .meta({ description: "A tank's machine-gun: coax, hull or aa (Hull Weapons, p. 16)." }),
  rules: z.array(Fow3RuleIdSchema).optional(),
  extra: z
    .boolean()
    .optional()
    .meta({ description: 'An extra weapon of an infantry team (the Panzerfaust of a command SMG team).' }),
  bombardment: Fow3BombardmentSchema.optional(),
});

export const Fow3TeamWeaponSchema = z.union([NameSchema, Fow3WeaponSchema]);

export const Fow3TeamEntrySchema = z.strictObject({
  name: NameSchema,
  aliases: z
    .array(NameSchema)
    .optional()
    .meta({ description: 'Other names forces may use, e.g. "Command Sherman V".' }),
  kind: z.enum(FOW3_TEAM_KINDS).meta({ description: 'tank, infantry or gun (Companies and Platoons)' }),
  mobility: z
    .enum(FOW3_MOBILITIES)
    .meta({ description: 'standard-tank, light-tank, slow-tank, infantry, man-packed, medium or immobile' }),
  armour: Fow3ArmourSchema.optional(),
  weapons: z.array(Fow3TeamWeaponSchema),
  tankAssault: z
    .int()
    .min(0)
    .max(30)
    .optional()
    .meta({ description: 'Tank Assault rating in assaults against tanks.' }),
  rules: z.array(Fow3RuleIdSchema).optional(),
  requiresFullRulebook: z
    .boolean()
    .optional()
    .meta({ description: 'Open Fire lists the team without a full profile (A13).' }),
  source: z.string().optional().meta({ description: "Where the values are printed; default the file's `source`." }),
});

export const Fow3ArsenalFileSchema = arsenalFileSchema(
  'fow3',
  {
    name: NameSchema,
    weapon: Fow3WeaponSchema,
    team: Fow3TeamEntrySchema,
    sourceDescription: 'Where the values are printed, e.g. "Open Fire! British Arsenal (p. 38)".',
  },
  { title: 'umpire fow3 arsenal', description: 'Team and weapon profiles (Flames Of War 3rd edition, Open Fire!).' },
);

export type Fow3ArsenalFile = z.output<typeof Fow3ArsenalFileSchema>;
export type Fow3TeamEntry = z.output<typeof Fow3TeamEntrySchema>;
export type Fow3WeaponEntry = z.output<typeof Fow3WeaponSchema>;

// --- Compile-time proof that the schema output is the profile shape (no field lost or renamed). ---
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const weaponShape: Exact<keyof Fow3WeaponEntry, keyof Fow3Weapon> = true;
const weaponFits = (w: Fow3WeaponEntry): Fow3Weapon => w;
type TeamOut = Omit<Fow3TeamEntry, 'weapons' | 'aliases'>;
const teamShape: Exact<keyof TeamOut, Exclude<keyof Fow3TeamProfile, 'weapons'>> = true;
const teamFits = (t: TeamOut & { source: string }): Omit<Fow3TeamProfile, 'weapons'> => t;
void [weaponShape, weaponFits, teamShape, teamFits];
