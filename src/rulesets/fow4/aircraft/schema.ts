/** Zod schemas of the aircraft procedures for `umpire resolve`. Loaded only by resolve. */
import { z } from 'zod';
import type { Resolvable } from '../../resolvable.js';
import { teamsUnderTemplateSchema } from '../bombard/schema.js';
import { toBombardSituation } from '../bombard/schema.js';
import { shootingSituationSchema, teamProfileSchema } from '../shooting/situation-schema.js';
import { aircraftArrival, type ArrivalResult, type ArrivalSituation } from './arrival.js';
import { airAttack, type AirAttackResult, type AirAttackSituation } from './attack.js';

export const arrivalSituationSchema = z.strictObject({
  unit: z.string().optional(),
  closeAirSupport: z.boolean().optional(),
  night: z.boolean().optional(),
  inReserve: z.boolean().optional(),
  meetingEngagementFirstTurn: z.boolean().optional(),
  aop: z.boolean().optional(),
  fighterInterception: z.boolean().optional(),
});

export const airAttackSituationSchema = z.strictObject({
  units: z.enum(['inches', 'cm']).optional(),
  aircraft: z.strictObject({
    id: z.string(),
    name: z.string().optional(),
    teams: z
      .array(
        z.strictObject({
          id: z.string(),
          profile: teamProfileSchema,
          target: z.string().optional(),
          pairs: z.record(z.string(), z.any()).optional(),
        }),
      )
      .min(1),
  }),
  weapon: z.string().describe('the weapon declared for the unit, or "mgs"'),
  antiAircraft: z.array(shootingSituationSchema.shape.shooter).optional(),
  targets: shootingSituationSchema.shape.targets.optional(),
  bombard: z
    .strictObject({
      under: z.array(teamsUnderTemplateSchema),
      nearestFriendly: z.number().nonnegative().optional(),
      templateCoversTerrain: z.boolean().optional(),
      throughSmoke: z.boolean().optional(),
      adjusted: z.boolean().optional(),
    })
    .optional(),
});

type AirAttackInput = z.infer<typeof airAttackSituationSchema>;

function toAirAttack(input: AirAttackInput): AirAttackSituation {
  if (!input.bombard) return input as AirAttackSituation;
  const under = toBombardSituation({
    spotter: { name: '-', rating: 3 },
    units: [
      {
        name: '-',
        skill: 3,
        weapons: [{ name: '-', count: 1, antiTank: 0, firepower: 1 }],
        under: input.bombard.under,
      },
    ],
  }).units[0]!.under;
  return { ...input, bombard: { ...input.bombard, under } } as AirAttackSituation;
}

export const aircraftArrivalResolvable: Resolvable<ArrivalSituation, ArrivalResult> = {
  id: 'fow4.aircraft-arrival',
  ruleset: 'fow4',
  description: 'Aircraft arrival: 4+, Close Air Support 3+, Fighter Interception 5+ (p. 44)',
  schema: arrivalSituationSchema as z.ZodType<ArrivalSituation>,
  procedure: (s) => aircraftArrival(s),
};

export const airAttackResolvable: Resolvable<AirAttackInput, AirAttackResult> = {
  id: 'fow4.air-attack',
  ruleset: 'fow4',
  description:
    'Aircraft attack: anti-aircraft fire first, then MGs, cannon, or Bombs and Rockets as artillery (pp. 27, 44)',
  schema: airAttackSituationSchema as unknown as z.ZodType<AirAttackInput>,
  procedure: (s) => airAttack(toAirAttack(s)),
};
