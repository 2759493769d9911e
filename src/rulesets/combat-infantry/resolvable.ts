/**
 * What `umpire resolve` runs from a situation document: one fire, one Morale check, one
 * assault. The situation is hex-local (strengths, F, defense, armor): the same as the quick
 * form, in JSON. Modifiers name their kind so the result cites the rule.
 */
import { z } from 'zod';
import type { RuleRef } from '../../engine/rules.js';
import { assault, type AssaultSituation } from './assault.js';
import { fire, type FireSituation } from './fire/fire.js';
import { moraleCheck } from './morale.js';
import { CI } from './rules.js';
import { UNIT_KINDS } from './schema/force.js';

const MODIFIER_RULES: Record<string, RuleRef> = {
  'long-range': CI.range,
  armor: CI.armor,
  'assault-armor': CI.assaultTanks,
  road: CI.roadAiming,
  'walking-fire': CI.walkingFire,
  uphill: CI.slopes,
  downhill: CI.slopes,
  river: CI.river,
};

const Modifier = z.strictObject({ kind: z.enum(Object.keys(MODIFIER_RULES) as [string, ...string[]]), delta: z.int() });
const HitUnitSchema = z.strictObject({
  id: z.string().min(1),
  owner: z.string().min(1),
  strength: z.int().min(0).max(4),
  lastStep: z
    .union([z.literal(0), z.literal(1)])
    .default(1)
    .meta({ description: '0 for HQs (their Ø face)' }),
  defense: z.union([z.literal(1), z.literal(2)]).default(1),
  halfHit: z.enum(['fire', 'assault']).optional(),
  armor: z.int().min(0).optional(),
});

export const FireSituationSchema = z.strictObject({
  firer: z.strictObject({
    id: z.string().min(1),
    side: z.string().min(1),
    strength: z.int().min(1).max(10),
    F: z.int(),
  }),
  mode: z.enum(['direct', 'bombard', 'assault']).default('direct'),
  modifiers: z.array(Modifier).default([]),
  targets: z.array(HitUnitSchema).min(1),
  targeted: z.string().optional(),
  armorPerDie: z.boolean().optional(),
  spotterHex: z.array(HitUnitSchema).optional(),
  oneHitPerUnit: z.boolean().optional(),
  friendlyFireZeros: z.enum(['one', 'each']).optional(),
});

const toModifiers = (ms: readonly { kind: string; delta: number }[]) =>
  ms.map((m) => ({ name: m.kind, delta: m.delta, rule: MODIFIER_RULES[m.kind]! }));

export function fireFromJson(s: z.output<typeof FireSituationSchema>): FireSituation {
  return { ...s, modifiers: toModifiers(s.modifiers) } as FireSituation;
}

export const MoraleSituationSchema = z.strictObject({
  unit: z.string().min(1),
  owner: z.string().min(1),
  rating: z.int().min(0).max(10),
  why: z.string().default('morale check'),
  hq: z.strictObject({ id: z.string(), rating: z.int().min(0).max(10) }).optional(),
  bonus: z.int().optional().meta({ description: '+1 defending a farm' }),
});

const AssaultUnitSchema = HitUnitSchema.extend({
  kind: z.enum(UNIT_KINDS),
  F: z.int(),
  morale: z.int().min(0).max(10),
  antiTank: z.boolean().optional(),
  hq: z.strictObject({ id: z.string(), rating: z.int() }).optional(),
  canRetreat: z.boolean().default(true),
  round1: z.array(Modifier).optional(),
});

export const AssaultSituationSchema = z.strictObject({
  hex: z.string().min(1),
  attacker: z.string().min(1),
  defender: z.string().min(1),
  attackers: z.array(AssaultUnitSchema).min(1),
  defenders: z.array(AssaultUnitSchema).min(1),
  round1: z.array(Modifier).default([]),
  defenderMoraleBonus: z.int().optional(),
  attackerRetreatRound1: z.boolean().default(true),
  oneHitPerUnit: z.boolean().optional(),
});

export function assaultFromJson(s: z.output<typeof AssaultSituationSchema>): AssaultSituation {
  const { defenderMoraleBonus, ...rest } = s;
  return {
    ...rest,
    round1: toModifiers(s.round1),
    attackers: s.attackers.map((a) => ({ ...a, ...(a.round1 ? { round1: toModifiers(a.round1) } : {}) })),
    defenders: s.defenders.map((d) => ({ ...d, ...(d.round1 ? { round1: toModifiers(d.round1) } : {}) })),
    ...(defenderMoraleBonus !== undefined
      ? { defenderMorale: { delta: defenderMoraleBonus, rule: CI.farmMorale } }
      : {}),
  } as AssaultSituation;
}

export const RESOLVABLES = {
  'combat-infantry.fire': {
    id: 'combat-infantry.fire',
    ruleset: 'combat-infantry',
    description:
      'Combat Infantry: one unit fires (hits at or under F on d10s, casualties, 2D half-hits, repulse, friendly fire), pp. 5-7',
    schema: FireSituationSchema,
    procedure: (s: z.output<typeof FireSituationSchema>) => fire(fireFromJson(s)),
  },
  'combat-infantry.morale': {
    id: 'combat-infantry.morale',
    ruleset: 'combat-infantry',
    description: "Combat Infantry: a Morale check (d10 over the rating fails; an HQ's rating in the hex), p. 7",
    schema: MoraleSituationSchema,
    procedure: (s: z.output<typeof MoraleSituationSchema>) => {
      const { bonus, hq, ...rest } = s;
      return moraleCheck({
        ...rest,
        ...(hq ? { hq } : {}),
        ...(bonus !== undefined ? { bonus: { delta: bonus, rule: CI.farmMorale } } : {}),
      });
    },
  },
  'combat-infantry.assault': {
    id: 'combat-infantry.assault',
    ruleset: 'combat-infantry',
    description: 'Combat Infantry: an assault over three rounds (defender first, morale, retreats), p. 9',
    schema: AssaultSituationSchema,
    procedure: (s: z.output<typeof AssaultSituationSchema>) => assault(assaultFromJson(s)),
  },
} as const;
