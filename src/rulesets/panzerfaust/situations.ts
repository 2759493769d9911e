/**
 * The situations `umpire resolve` (and the command entries) hand to the Panzerfaust procedures,
 * as zod schemas: unknown keys refused, every field described for the JSON Schema.
 */
import { z } from 'zod';
import { LIMITS } from '../../game/limits.js';
import { MoraleRatingSchema, SizeSchema, TroopClassSchema } from './schema/force.js';

const d = (s: string) => ({ description: s });
const flag = (s: string) => z.boolean().optional().meta(d(s));

export const WeatherNowSchema = z.strictObject({
  rain: flag('Rain'),
  snowFalling: flag('Snow falling'),
  night: flag('Night'),
});

export const InfantryFireSituationSchema = z.strictObject({
  firers: z
    .array(
      z.strictObject({
        team: z.string().min(1).meta(d('A row of the Fire Factors Table')),
        count: z.int().min(1).max(LIMITS.teamsPerGroup).optional(),
        ff: z.number().min(0).optional().meta(d('Fire factor of one team at this range, read from the book')),
      }),
    )
    .min(1),
  rangeCm: z.number().min(0).optional(),
  fireType: z.enum(['direct', 'speculative', 'muzzle-flash', 'covering']).optional(),
  firer: z.strictObject({
    class: TroopClassSchema,
    moved: z.enum(['none', 'up-to-half', 'over-half']).optional(),
    underCoveringFire: flag('Firer is under covering fire (-2)'),
    extraBarrels: z.int().min(0).optional(),
    crewTeamsLost: z.int().min(0).optional(),
    oneManTurret: flag('AFV firing from a one-man turret (-3)'),
  }),
  target: z.strictObject({
    cover: z.enum(['none', 'soft', 'hard', 'fortification']).optional(),
    moving: z.enum(['none', 'over-5', 'over-10']).optional(),
    prone: flag('Prone infantry (-2)'),
    inSoftskin: flag('In a softskin vehicle (+1)'),
  }),
  weather: WeatherNowSchema.optional(),
});

const CoverSchema = z.enum(['none', 'soft', 'hard', 'fortification']);
export const CqcSideSchema = z.strictObject({
  name: z.string().min(1),
  teams: z
    .array(
      z.strictObject({
        team: z.string().min(1),
        count: z.int().min(1).max(LIMITS.teamsPerGroup).optional(),
        cqc: z.number().min(0).optional(),
      }),
    )
    .min(1),
  class: TroopClassSchema,
  cover: CoverSchema.optional(),
  charged: flag('Charged into CQC this turn'),
  disengaging: flag('Disengaging'),
  fromBehind: flag("Attacking from behind the enemy's rear edge (+4)"),
  pinnedOrSmoke: flag('Pinned or in smoke'),
  riding: flag('Riding a vehicle or AFV (-2)'),
  engineers: flag('Engineers'),
  mountedCavalry: flag('Mounted cavalry (+1)'),
  crewTeamsLost: z.int().min(0).optional(),
});
export const CqcSituationSchema = z.strictObject({
  sides: z.tuple([CqcSideSchema, CqcSideSchema]),
  weather: WeatherNowSchema.optional(),
  cqcText: flag('Use the p. 19 values (pinned -2, engineers +1) instead of the p. 18 table (-3, +2)'),
});

export const MoraleSituationSchema = z.strictObject({
  unit: z.string().optional(),
  rating: MoraleRatingSchema,
  teamsLost: z.int().min(0).optional(),
  subunitsShaken: z.int().min(0).optional(),
  subunitsLost: z.int().min(0).optional(),
  afv: flag('AFV crew or unit (+1)'),
  commanderKilled: flag("AFV's head-up commander killed (-2)"),
  afvDamaged: flag('AFV disabled or damaged (-6)'),
  afvInBuiltUpArea: flag('AFVs among buildings (-1)'),
  lowVisibility: flag('Low visibility (-1)'),
  outOfRadius: flag('Outside command radius (-3)'),
  recon: flag('A Recon platoon (no out-of-radius penalty)'),
  flameOrAircraft: flag('Under flame or aircraft attack (-2)'),
  indirectFire: z.enum(['none', 'artillery', 'mortars']).optional(),
  pinnedOrLostCqc: flag('Pinned, or lost CQC this move (-2)'),
  afvsNearNoAt: flag('Enemy AFVs within 20 cm and no effective AT weapon (-2)'),
  hqDestroyedOrRetreating: flag('Own HQ destroyed or Retreating (-2)'),
  defending: z.enum(['none', 'hill-or-woods', 'dug-in-or-buildings', 'pillbox']).optional(),
  night: flag('Night (-3)'),
  witnessedPrisonersKilled: flag('Witnessed the enemy killing prisoners (+3)'),
  immobilised: flag('Immobilised AFV (abandoned on anything but OK)'),
  breakingPin: flag('Testing to break a pin'),
});

const ArmourNumbers = z.strictObject({
  HF: z.number(),
  HS: z.number(),
  HR: z.number(),
  TF: z.number(),
  TS: z.number(),
  TR: z.number(),
});
const LocationSchema = z.enum(['tracks', 'lower-hull', 'upper-hull', 'turret']);

export const AtFireSituationSchema = z.strictObject({
  weapon: z.strictObject({
    name: z.string().min(1),
    infantry: flag('A row of the Infantry AT Weapons Table'),
    calibreMm: z.number().min(0).optional(),
    ammo: z.enum(['AP', 'APCR', 'HVAP', 'APDS', 'HEAT', 'HE']).optional(),
    toHit: z.int().optional().meta(d('The bracketed chart to-hit for this band')),
    toHitByBand: z.array(z.int()).optional(),
    penetration: z.number().optional(),
    calibreModifier: z
      .int()
      .optional()
      .meta(d('The calibre variation on the Penetration Effects Table, read from the book')),
    autoCannon: z.enum(['20-25', '37-40']).optional(),
    extraBarrels: z.int().min(0).optional(),
    atRifle: flag('An AT rifle'),
  }),
  firer: z.strictObject({
    name: z.string().optional(),
    class: TroopClassSchema,
    moved: z.enum(['none', 'over-5', 'over-half']).optional(),
    turnedOverHalf: flag('Turned over half its traverse'),
    towedGun: flag('A towed gun'),
    turreted: flag('A turreted gun'),
    oneManTurret: flag('A one-man turret (deductions doubled)'),
    commanderKilled: flag("The firer's commander was killed"),
    gunOrOpenTopped: flag('A field/AT gun or open-topped AFV (rain and snow apply)'),
  }),
  target: z.strictObject({
    name: z.string().optional(),
    kind: z.enum(['afv', 'gun', 'softskin']),
    size: SizeSchema,
    facing: z.enum(['front', 'side', 'rear']).optional(),
    armour: ArmourNumbers.optional(),
    hidden: z.enum(['none', 'partly', 'hull-down']).optional(),
    lowerHullCovered: flag('Only tracks and lower hull covered'),
    moving: z.enum(['none', 'toward-or-away-over-15', 'across-up-to-15', 'across-15-plus']).optional(),
    justCameIntoSight: flag('Just came into sight (-1)'),
    seenUnderHalf: flag('Seen for less than half the turn (-1)'),
    skirts: z.array(LocationSchema).optional(),
    light: flag('A light AFV'),
    open: z.enum(['none', 'top', 'top-rear', 'top-sides-rear']).optional(),
    crewBases: z.int().min(0).optional(),
    passengerBases: z.int().min(0).optional(),
    previousEffect: z.enum(['none', 'stunned-1', 'stunned-2', 'damaged', 'destroyed']).optional(),
  }),
  band: z.int().min(1).optional(),
  rangeCm: z.number().min(0).optional(),
  previousShots: z.int().min(0).optional(),
  limbered: flag('Limbered fire (no second-shot bonus)'),
  muzzleFlash: flag('Firing at a muzzle flash (-4)'),
  boreSighted: flag('Inside the bore-sighted area (+3)'),
  weather: WeatherNowSchema.optional(),
});

export const BeatenZoneSituationSchema = z.strictObject({
  target: z.enum(['infantry', 'heavy-weapon', 'gun', 'softskin', 'afv', 'open-afv']),
  targetName: z.string().optional(),
  calibreMm: z.number().min(0),
  mortar: flag('A mortar'),
  rocket: z.enum(['other', 'german-15-21-30']).optional(),
  pairs: z.int().min(1).optional(),
  partly: flag('Inside less than the whole move (-1)'),
  firstMortarShot: flag('A mortar firing at this target for the first time (-1)'),
  protection: z.enum(['none', 'hard-cover', 'dug-in', 'pillbox']).optional(),
  calibreModifier: z.int().optional(),
  light: flag('A light AFV'),
  open: flag('An AFV open at top, sides or rear'),
  previousEffect: z.enum(['none', 'stunned-1', 'stunned-2', 'damaged', 'destroyed']).optional(),
});

export const CallDownSituationSchema = z.strictObject({
  caller: z.enum(['FAO', 'Company commander (with radio)']),
  quality: z.enum(['US', 'Vet/Reg', 'Conscript']),
  creeping: flag('Within 20 cm of the last successful POA (+1)'),
});

export const AreaFireSituationSchema = z.strictObject({
  toHit: z.int().meta(d('The bracketed chart to-hit at the range to the POA')),
  calibreMm: z.number().min(0),
  calibreModifier: z.int().optional().meta(d('The calibre variation, read from the book')),
  firerClass: TroopClassSchema,
  firerMovedOver5: flag('Firer moved over 5 cm (-2)'),
  continuingTurns: z.int().min(0).optional(),
  ammo: z.enum(['HE', 'smoke', 'WP']).optional(),
  speculative: flag('Speculative fire (-2)'),
  targets: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        kind: z.enum(['infantry', 'gun', 'softskin', 'open-afv-crew']),
        size: SizeSchema.optional(),
        cover: z.enum(['none', 'soft', 'hard', 'dug-in', 'fortification']).optional(),
        moving: flag('Target moving (-1)'),
        observedHalfOrLess: flag('Observed half the turn or less (-1)'),
        partly: flag('Only partly under the BZR (in on 4-6)'),
      }),
    )
    .min(1),
});
