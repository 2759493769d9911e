/**
 * Every Open Fire test of nerve or skill that `umpire test <kind> --ruleset fow3` runs: its input
 * (zod), and a procedure that rolls it with the rule code of tests.ts, morale.ts, movement.ts and
 * the assault's Tank Terror and counterattack, giving one result shape for the CLI. Pure.
 */
import { z } from 'zod';
import type { DiceProcedure } from '../../../dice/request.js';
import { enumerateOutcomes } from '../../../engine/enumerate.js';
import { Fraction } from '../../../dice/fraction.js';
import type { RuleRef } from '../../../engine/rules.js';
import { findFow3Teams, bundledFow3Arsenal } from '../arsenal/load.js';
import { counterattackTest } from '../assault/counterattack.js';
import { tankTerror } from '../assault/tank-terror.js';
import { companyMoraleCheck, platoonMoraleCheck } from '../morale.js';
import { boggingCheck, digIn, freeBoggedDown } from '../movement.js';
import { fow3Options } from '../options.js';
import { FOW3_MOTIVATIONS, FOW3_SKILLS } from '../schema/force.js';
import { motivationTest, type TestResult } from './motivation-skill.js';

export interface Fow3TestOutcome {
  readonly kind: Fow3TestKind;
  /** No roll was needed (e.g. a counterattack by a platoon that took no hits). */
  readonly rolled: boolean;
  readonly need?: number | 'auto';
  /** The die, and its re-roll when a failure was re-rolled. */
  readonly faces: readonly number[];
  readonly passed: boolean;
  readonly consequences: readonly string[];
  readonly rules: readonly RuleRef[];
}

const motivation = z.enum(FOW3_MOTIVATIONS);
const skill = z.enum(FOW3_SKILLS);
const joined = z.boolean().default(false).meta({
  description: 'The Company command team has joined the platoon (re-roll of a failed rally, remount or morale check)',
});

/** What follows a Starting Step test, in words (the quick command and play's Starting Step). */
export const STARTING_WORDS = {
  rally: (passed: boolean) => (passed ? 'the platoon rallies: no longer pinned down' : 'the platoon stays pinned down'),
  remount: (passed: boolean) =>
    passed ? 'the crew remounts: the tank may move and shoot' : 'the tank stays bailed out',
  'free-bogged': (passed: boolean) => (passed ? 'the tank is free' : 'the tank stays bogged down'),
} as const;

/** What follows a platoon morale check, in words. */
export function moraleWords(r: {
  readonly platoonDestroyed: boolean;
  readonly companyCommandDestroyed: boolean;
}): string[] {
  return r.platoonDestroyed
    ? [
        'the platoon is destroyed: remove it',
        ...(r.companyCommandDestroyed ? ['the Company command team that joined it is destroyed with it'] : []),
      ]
    : ['the platoon fights on'];
}

/** A test's procedure result as `umpire test --ruleset fow3` reports it. */
export function outcome(
  kind: Fow3TestKind,
  t: TestResult | undefined,
  passed: boolean,
  consequences: string[],
  rules: readonly RuleRef[],
): Fow3TestOutcome {
  return {
    kind,
    rolled: t !== undefined,
    ...(t ? { need: t.need } : {}),
    faces: t?.faces ?? [],
    passed,
    consequences,
    rules: [...new Map(rules.map((r) => [r.id, r])).values()],
  };
}

const teamName = z.string().refine((n) => findFow3Teams(bundledFow3Arsenal(), n).length > 0, {
  error: 'not a team of the Open Fire arsenals (scenarios/fow3/arsenals)',
});

export const FOW3_TEST_KINDS = {
  rally: {
    title: 'Rally a Pinned Down platoon',
    page: 'p. 15',
    description: 'Motivation Test in the Starting Step; pass and the platoon is no longer pinned down',
    schema: z.strictObject({ motivation, companyCommandJoined: joined }),
    *run(i: { motivation: z.infer<typeof motivation>; companyCommandJoined: boolean }): DiceProcedure<Fow3TestOutcome> {
      const t = yield* motivationTest(i.motivation, 'rally', {
        companyCommandJoined: i.companyCommandJoined,
        label: 'rally',
      });
      return outcome('rally', t, t.passed, [STARTING_WORDS.rally(t.passed)], t.rules);
    },
  },
  remount: {
    title: 'Remount a Bailed Out tank',
    page: 'p. 7',
    description: 'Motivation Test in the Starting Step; pass and the crew climbs back in',
    schema: z.strictObject({ motivation, companyCommandJoined: joined }),
    *run(i: { motivation: z.infer<typeof motivation>; companyCommandJoined: boolean }): DiceProcedure<Fow3TestOutcome> {
      const t = yield* motivationTest(i.motivation, 'remount', {
        companyCommandJoined: i.companyCommandJoined,
        label: 'remount',
      });
      return outcome('remount', t, t.passed, [STARTING_WORDS.remount(t.passed)], t.rules);
    },
  },
  counterattack: {
    title: 'Counterattack',
    page: '[Counterattacks]',
    description:
      'Motivation Test to fight on in an assault; automatic if the platoon took no hits and is not fighting tanks',
    schema: z.strictObject({
      motivation,
      tookHits: z.boolean().default(true),
      fightingTanks: z.boolean().default(false),
    }),
    *run(i: {
      motivation: z.infer<typeof motivation>;
      tookHits: boolean;
      fightingTanks: boolean;
    }): DiceProcedure<Fow3TestOutcome> {
      const r = yield* counterattackTest([
        { name: 'platoon', motivation: i.motivation, tookHits: i.tookHits, fightingTanks: i.fightingTanks },
      ]);
      const p = r.platoons[0]!;
      return {
        kind: 'counterattack',
        rolled: r.face !== undefined,
        need: p.need,
        faces: r.face !== undefined ? [r.face] : [],
        passed: p.counterattacks,
        consequences: [
          p.need === 'auto'
            ? 'it took no hits: it counterattacks without rolling'
            : p.counterattacks
              ? 'the platoon counterattacks'
              : 'the platoon breaks off: it loses the assault',
        ],
        rules: r.rules,
      };
    },
  },
  'tank-terror': {
    title: 'Tank Terror!',
    page: '[Infantry Assaulting Tanks]',
    description: 'Motivation Test for a platoon within 6"/15cm of an enemy tank before it may launch an assault',
    schema: z.strictObject({
      motivation,
      platoon: z.enum(['infantry', 'tank']).default('infantry'),
      enemyTankWithin6: z.boolean().default(true),
      tankTerrorForTanks: z.boolean().default(false),
    }),
    *run(i: {
      motivation: z.infer<typeof motivation>;
      platoon: 'infantry' | 'tank';
      enemyTankWithin6: boolean;
      tankTerrorForTanks: boolean;
    }): DiceProcedure<Fow3TestOutcome> {
      const r = yield* tankTerror(
        i.platoon,
        i.motivation,
        i.enemyTankWithin6,
        fow3Options({ tankTerrorForTanks: i.tankTerrorForTanks }),
      );
      const words = r.required
        ? r.mayAssault
          ? 'the platoon may launch its assault'
          : 'the platoon may not launch an assault this turn'
        : (r.note ?? 'no enemy tank within 6"/15cm: no test');
      return outcome('tank-terror', r.test, r.mayAssault, [words], r.rules);
    },
  },
  morale: {
    title: 'Platoon morale check',
    page: '[Checking Morale]',
    description: 'Motivation Test at the end of a step in which a platoon with more teams dead than alive lost a team',
    schema: z.strictObject({ motivation, companyCommandJoined: joined }),
    *run(i: { motivation: z.infer<typeof motivation>; companyCommandJoined: boolean }): DiceProcedure<Fow3TestOutcome> {
      const r = yield* platoonMoraleCheck(i.motivation, i.companyCommandJoined);
      return outcome('morale', r.test, !r.platoonDestroyed, moraleWords(r), r.rules);
    },
  },
  'company-morale': {
    title: 'Company morale check',
    page: 'p. 31',
    description:
      'At the start of the turn with more platoons destroyed than fighting: the Company command team (or 2iC) rolls 4+',
    schema: z.strictObject({
      motivation: motivation.default('confident'),
      platoonsDestroyed: z.int().min(0),
      platoonsFighting: z.int().min(0),
      companyCommandAlive: z.boolean().default(true),
      twoICAlive: z.boolean().default(true),
      companyMorale: z
        .enum(['flat-4', 'motivation'])
        .default('flat-4')
        .meta({ description: 'A4: flat 4+ (main text) or the Motivation Test (summary)' }),
    }),
    *run(i: {
      motivation: z.infer<typeof motivation>;
      platoonsDestroyed: number;
      platoonsFighting: number;
      companyCommandAlive: boolean;
      twoICAlive: boolean;
      companyMorale: 'flat-4' | 'motivation';
    }): DiceProcedure<Fow3TestOutcome> {
      const r = yield* companyMoraleCheck({ ...i }, { companyMorale: i.companyMorale });
      const words = !r.required
        ? ['no more platoons destroyed than fighting: no check']
        : r.fightsOn
          ? ['the company fights on']
          : [r.note ?? "the company's morale breaks: the game is over, and lost"];
      return outcome('company-morale', r.test, r.fightsOn, words, r.rules);
    },
  },
  'dig-in': {
    title: 'Dig in',
    page: 'pp. 14, 17',
    description: 'Skill Test instead of moving; pass and the infantry or guns are dug in (bulletproof cover)',
    schema: z.strictObject({ skill }),
    *run(i: { skill: z.infer<typeof skill> }): DiceProcedure<Fow3TestOutcome> {
      const t = yield* digIn(i.skill, 'dig in');
      return outcome(
        'dig-in',
        t,
        t.passed,
        [t.passed ? 'dug in: bulletproof cover, concealed' : 'not dug in this turn'],
        t.rules,
      );
    },
  },
  bogging: {
    title: 'Bogging check',
    page: 'p. 9',
    description: 'A tank or medium gun entering Difficult (bogs on 1) or Very Difficult going (Skill Test)',
    schema: z.strictObject({
      skill,
      team: teamName,
      going: z.enum(['easy', 'difficult', 'very-difficult']).default('difficult'),
    }),
    *run(i: {
      skill: z.infer<typeof skill>;
      team: string;
      going: 'easy' | 'difficult' | 'very-difficult';
    }): DiceProcedure<Fow3TestOutcome> {
      const p = findFow3Teams(bundledFow3Arsenal(), i.team)[0]!;
      if (p.kind !== 'tank' && i.going === 'very-difficult') {
        return outcome(
          'bogging',
          undefined,
          false,
          [
            p.mobility === 'medium'
              ? `${p.name}: medium guns cannot enter Very Difficult going`
              : `${p.name} never bogs down`,
          ],
          [],
        );
      }
      const r = yield* boggingCheck(p, i.skill, i.going, `${p.name} bogging check`);
      const words = !r.needed
        ? [`${p.name} does not bog down here`]
        : r.boggedDown
          ? [`${p.name} is bogged down: it stops, and frees itself with a Skill Test in a later Starting Step`]
          : [`${p.name} crosses`];
      if (r.note) words.push(r.note);
      return outcome('bogging', r.test, !r.boggedDown, words, r.rules);
    },
  },
  'free-bogged': {
    title: 'Free a bogged down tank',
    page: 'p. 9',
    description: 'Skill Test in the Starting Step; pass and the tank may move again',
    schema: z.strictObject({ skill }),
    *run(i: { skill: z.infer<typeof skill> }): DiceProcedure<Fow3TestOutcome> {
      const t = yield* freeBoggedDown(i.skill, 'free bogged down tank');
      return outcome('free-bogged', t, t.passed, [STARTING_WORDS['free-bogged'](t.passed)], t.rules);
    },
  },
} as const;

export type Fow3TestKind = keyof typeof FOW3_TEST_KINDS;
export const FOW3_TEST_KIND_NAMES = Object.keys(FOW3_TEST_KINDS) as Fow3TestKind[];

export function isFow3TestKind(kind: string): kind is Fow3TestKind {
  return Object.hasOwn(FOW3_TEST_KINDS, kind);
}

/** Parse the raw input of a test (throws ZodError) and give its procedure. */
export function runFow3Test(kind: Fow3TestKind, raw: unknown): DiceProcedure<Fow3TestOutcome> {
  const k = FOW3_TEST_KINDS[kind];
  const input = k.schema.parse(raw);
  return (k.run as (i: unknown) => DiceProcedure<Fow3TestOutcome>)(input);
}

/** The exact chance to pass, from the same rule code (every sequence of faces enumerated). */
export function fow3TestOdds(kind: Fow3TestKind, raw: unknown): Fraction {
  return enumerateOutcomes(() => runFow3Test(kind, raw))
    .filter((o) => o.result.passed)
    .reduce((p, o) => p.add(o.p), Fraction.ZERO);
}
