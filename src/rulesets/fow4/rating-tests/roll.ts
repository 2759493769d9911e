/**
 * The one sub-procedure every rated test uses: throw a die against the score needed, offer the
 * one re-roll of a failure the situation gives (a Formation Commander's leadership, a Pioneer
 * Supply vehicle...), then a Komissar's second re-roll at the cost of a team (p. 73).
 */
import { Fraction } from '../../../dice/fraction.js';
import { pThrow } from '../../../dice/distribution.js';
import { throwDice } from '../../../dice/pool.js';
import type { Target } from '../../../dice/target.js';
import { decide, type Procedure } from '../../../engine/request.js';
import { RulesApplied, type RuleRef } from '../../../engine/rules.js';
import type { TestRating } from '../ratings.js';
import { FOW4_TESTS as R } from '../rules.js';
import { formatScore, type Score } from '../../flames-of-war/score.js';
import type { Consequence, RollBy, TestOdds, TestRoll } from './types.js';

/** A re-roll of a failed test that some rule grants. */
export interface RerollOption {
  readonly by: RollBy;
  readonly rule: RuleRef;
  /** Whether the condition holds (e.g. Commander within 6"/15cm and in LOS); "ask" asks the player if the test fails. */
  readonly available: boolean | 'ask';
  /** The yes/no question asked when `available` is "ask". */
  readonly question: string;
}

/** A Komissar (or Battalion Komissar) within 6"/15cm of the Unit Leader (p. 73). */
export interface KomissarOption {
  readonly kind: 'komissar' | 'battalion-komissar';
  /** Use it if the test is still failed (destroying a team of the unit); when absent the player is asked. */
  readonly use?: boolean;
}

export interface RatedTestSpec {
  /** Registry name of the test, used for decision ids. */
  readonly kind: string;
  /** Shown with the dice, e.g. "Rally: 1st Rifle Platoon". */
  readonly label: string;
  /** Who decides re-rolls, e.g. "owner". */
  readonly player?: string;
  readonly rating: TestRating;
  readonly reroll?: RerollOption;
  readonly komissar?: KomissarOption;
}

export interface RatedTestOutcome {
  readonly passed: boolean;
  readonly need: Score;
  readonly rolls: TestRoll[];
  readonly rules: RuleRef[];
  readonly consequences: Consequence[];
}

const YES_NO = [
  { value: true, label: 'yes' },
  { value: false, label: 'no' },
] as const;

/** Throw one die for a test and record it as a TestRoll. */
export function* throwOne(target: Target, label: string, by: RollBy): Procedure<TestRoll> {
  const [t] = yield* throwDice(1, 6, target, label);
  return t!.followUp === undefined
    ? { by, face: t!.face, success: t!.success }
    : { by, face: t!.face, followUp: t!.followUp, success: t!.success };
}

/** Ask whether a re-roll's condition holds, unless the situation already says. */
export function* rerollAvailable(kind: string, player: string, option: RerollOption): Procedure<boolean> {
  if (option.available !== 'ask') return option.available;
  return yield* decide<boolean>(`fow4.${kind}.${option.by}`, player, option.question, YES_NO, false);
}

/** Ask whether to spend a team for the Komissar's re-roll, unless the situation already says. */
export function* komissarUsed(kind: string, player: string, option: KomissarOption): Procedure<boolean> {
  if (option.use !== undefined) return option.use;
  const who = option.kind === 'komissar' ? 'Komissar' : 'Battalion Komissar';
  return yield* decide<boolean>(
    `fow4.${kind}.${option.kind}`,
    player,
    `Have the ${who} destroy a team of the unit within 6"/15cm to re-roll the failed test?`,
    YES_NO,
    true,
  );
}

/**
 * The Komissar's re-roll (p. 73): a team of the unit within 6"/15cm is destroyed to pay for it,
 * but a re-roll of 1 destroys the Komissar instead, and the test fails.
 */
export function* komissarReroll(
  target: Target,
  label: string,
  option: KomissarOption,
): Procedure<{ roll: TestRoll; consequences: Consequence[] }> {
  const who = option.kind === 'komissar' ? 'Komissar' : 'Battalion Komissar';
  const raw = yield* throwOne(target, `${label}: ${who} re-roll`, option.kind);
  if (raw.face === 1) {
    const roll: TestRoll = { ...raw, success: false };
    return {
      roll,
      consequences: [
        {
          code: 'komissar-destroyed',
          text: `The ${who} rolled a 1: the ${who} team is Destroyed instead, and the test fails.`,
        },
      ],
    };
  }
  return {
    roll: raw,
    consequences: [
      {
        code: 'komissar-team-destroyed',
        text: `The ${who} destroys one team of the unit within 6"/15cm to force the re-roll.`,
      },
    ],
  };
}

/** A rated test: one die, the one re-roll of a failure, then a Komissar's extra re-roll. */
export function* ratedTest(spec: RatedTestSpec): Procedure<RatedTestOutcome> {
  const player = spec.player ?? 'owner';
  const check = spec.rating.check;
  const rules = new RulesApplied();
  rules.add(...spec.rating.rules);
  const rolls: TestRoll[] = [];
  const consequences: Consequence[] = [];
  const label = `${spec.label} (${check.need === 'auto' ? 'Auto' : check.target.kind === 'impossible' ? 'cannot pass' : formatScore(check.need)})`;
  if (check.target.kind === 'auto') return { passed: true, need: check.need, rolls, rules: rules.list(), consequences };
  if (check.target.kind === 'impossible')
    return { passed: false, need: check.need, rolls, rules: rules.list(), consequences };

  let last = yield* throwOne(check.target, label, 'test');
  rolls.push(last);
  if (!last.success && spec.reroll && (yield* rerollAvailable(spec.kind, player, spec.reroll))) {
    if (spec.reroll.by === 'commander') rules.add(R.commandLeadership);
    rules.add(spec.reroll.rule);
    last = yield* throwOne(check.target, `${label}: re-roll`, spec.reroll.by);
    rolls.push(last);
  }
  if (!last.success && spec.komissar && (yield* komissarUsed(spec.kind, player, spec.komissar))) {
    rules.add(spec.komissar.kind === 'komissar' ? R.komissar : R.battalionKomissar);
    const k = yield* komissarReroll(check.target, label, spec.komissar);
    last = k.roll;
    rolls.push(last);
    consequences.push(...k.consequences);
  }
  return { passed: last.success, need: check.need, rolls, rules: rules.list(), consequences };
}

/** The chance a Komissar's re-roll passes: it must succeed and its first die must not be a 1. */
export function pKomissar(target: Target): Fraction {
  if (target.kind !== 'atLeast') return pThrow(target);
  const first = Fraction.of([2, 3, 4, 5, 6].filter((f) => f >= target.need).length, 6);
  const then = target.then;
  return then === undefined ? first : first.mul(Fraction.of(7 - then, 6));
}

/**
 * Exact odds of a rated test: without re-rolls, with the named re-roll of a failure, with a
 * Komissar's re-roll alone and after the first re-roll failed (the only second re-roll, p. 73).
 */
export function ratedTestOdds(rating: TestRating, options: { reroll?: string; komissar?: boolean } = {}): TestOdds {
  const target = rating.check.target;
  const p = pThrow(target);
  const q = p.complement();
  const withRerolls: { by: string; pass: Fraction }[] = [];
  const afterOne = p.add(q.mul(p));
  if (options.reroll) withRerolls.push({ by: options.reroll, pass: afterOne });
  if (options.komissar) {
    const pk = pKomissar(target);
    withRerolls.push({ by: 'komissar', pass: p.add(q.mul(pk)) });
    if (options.reroll) withRerolls.push({ by: `${options.reroll}+komissar`, pass: afterOne.add(q.mul(q).mul(pk)) });
  }
  return { need: rating.check.need, pass: p, withRerolls };
}
