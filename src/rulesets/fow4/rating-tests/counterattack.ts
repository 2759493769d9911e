/**
 * Test to Counterattack (pp. 57-58): the defender rolls ONE die and compares it with each
 * Defending unit's Counterattack rating in turn. If any unit failed, the die is re-rolled once
 * and the new result applies only to failed units whose Formation Commander is within 6"/15cm
 * and in Line of Sight of their Unit Leader. A Komissar may then re-roll for its own unit (p. 73).
 * Unarmoured and Transport units (p. 59) and tank flame-throwers (p. 42) always Break Off.
 */
import { z } from 'zod';
import { Fraction, sumFractions } from '../../../dice/fraction.js';
import { diceRequest } from '../../../dice/request.js';
import { judge, type Target } from '../../../dice/target.js';
import type { Procedure } from '../../../engine/request.js';
import { RulesApplied, type RuleRef } from '../../../engine/rules.js';
import { ratingForTest, type TestRating } from '../ratings.js';
import { FOW4_TESTS as R } from '../rules.js';
import { formatScore, type Score } from '../../flames-of-war/score.js';
import {
  CommanderField,
  KomissarField,
  LEADERSHIP,
  PlayerField,
  RatingsSchema,
  commanderReroll,
  komissarOf,
  subjectOf,
} from './inputs.js';
import { komissarReroll, komissarUsed, pKomissar, rerollAvailable } from './roll.js';
import type { Consequence, TestOdds, TestResult, TestRoll } from './types.js';

export const CounterattackUnit = z.strictObject({
  name: z.string().describe('Defending unit'),
  ratings: z.union([RatingsSchema, z.array(RatingsSchema).min(1)]),
  rules: z
    .array(z.string())
    .optional()
    .describe(
      'Unit rules: british-bulldog, shtraf; unarmoured, transport (unless mounted-assault), flame-thrower-tank (unless soviet) always Break Off',
    ),
  commander: CommanderField,
  komissar: KomissarField,
});
export type CounterattackUnit = z.infer<typeof CounterattackUnit>;

export const CounterattackInput = z.strictObject({
  units: z.array(CounterattackUnit).min(1).describe('The Defending units, in the order they are compared'),
  player: PlayerField,
});
export type CounterattackInput = z.infer<typeof CounterattackInput>;

export interface CounterattackUnitResult {
  readonly name: string;
  /** Score needed, or null when the unit must Break Off without testing. */
  readonly need: Score | null;
  readonly mayCounterattack: boolean;
  /** Which die decided: the shared die, the Commander's re-roll of it, or the unit's Komissar. */
  readonly decidedBy: 'die' | 'commander' | 'komissar' | 'battalion-komissar' | 'must-break-off';
  readonly mustBreakOff?: string;
}

export interface CounterattackResult extends TestResult {
  readonly units: readonly CounterattackUnitResult[];
}

const has = (u: CounterattackUnit, id: string) => u.rules?.includes(id) ?? false;

/** Why a unit must Break Off whatever the die (pp. 42, 59, 71), if it must. */
export function mustBreakOffReason(u: CounterattackUnit): { reason: string; rule: RuleRef } | undefined {
  if (has(u, 'unarmoured')) return { reason: 'Unarmoured tank teams must Break Off', rule: R.mustBreakOff };
  if (has(u, 'transport') && !has(u, 'mounted-assault'))
    return { reason: 'Transport teams must Break Off', rule: R.mustBreakOff };
  if (has(u, 'flame-thrower-tank') && !has(u, 'soviet'))
    return { reason: 'Tank flame-throwers must Break Off', rule: R.tankFlameThrowers };
  return undefined;
}

function unitRating(u: CounterattackUnit): TestRating {
  return ratingForTest('counterattack', subjectOf(u));
}

/** One throw of the shared die: the face, and a follow-up die when some unit needs 7 or 8 (success is set by the caller). */
function* sharedThrow(label: string, needFollowUp: boolean, by: TestRoll['by']): Procedure<TestRoll> {
  const [face] = yield diceRequest(1, 6, label);
  if (face === 6 && needFollowUp) {
    const [followUp] = yield diceRequest(1, 6, `${label}: follow-up for the 6`);
    return { by, face: face!, followUp: followUp!, success: true };
  }
  return { by, face: face!, success: true };
}

const passes = (t: Target, roll: TestRoll) => judge(t, roll.face, roll.followUp);

/** Test to Counterattack for every Defending unit with one shared die (pp. 57-58). */
export function* counterattack(input: CounterattackInput): Procedure<CounterattackResult> {
  const player = input.player ?? 'owner';
  const rules = new RulesApplied();
  rules.add(R.counterattackTest);
  const results = new Map<number, CounterattackUnitResult>();
  const testers: { i: number; u: CounterattackUnit; rating: TestRating }[] = [];
  input.units.forEach((u, i) => {
    const reason = mustBreakOffReason(u);
    if (reason) {
      rules.add(reason.rule);
      results.set(i, {
        name: u.name,
        need: null,
        mayCounterattack: false,
        decidedBy: 'must-break-off',
        mustBreakOff: reason.reason,
      });
    } else {
      const rating = unitRating(u);
      rules.add(...rating.rules);
      testers.push({ i, u, rating });
    }
  });
  const rolls: TestRoll[] = [];
  const consequences: Consequence[] = [];
  const rollable = testers.filter((t) => t.rating.check.target.kind === 'atLeast');
  const needFollowUp = rollable.some(
    (t) => t.rating.check.target.kind === 'atLeast' && t.rating.check.target.then !== undefined,
  );
  let failed = testers;
  if (rollable.length > 0) {
    const first = yield* sharedThrow('Test to Counterattack (one die for every Defending unit)', needFollowUp, 'test');
    failed = [];
    for (const t of testers) {
      if (passes(t.rating.check.target, first))
        results.set(t.i, { name: t.u.name, need: t.rating.check.need, mayCounterattack: true, decidedBy: 'die' });
      else failed.push(t);
    }
    rolls.push({ ...first, success: failed.length === 0 });
  } else {
    failed = testers.filter((t) => t.rating.check.target.kind !== 'auto');
    for (const t of testers)
      if (t.rating.check.target.kind === 'auto')
        results.set(t.i, { name: t.u.name, need: 'auto', mayCounterattack: true, decidedBy: 'die' });
  }
  // Commander's Leadership (p. 58): one re-roll of the shared die, for failed units in command range.
  const led: typeof testers = [];
  for (const t of failed) {
    const option = commanderReroll(t.u.commander, LEADERSHIP.counterattack, `the Unit Leader of ${t.u.name}`);
    if (option && t.rating.check.target.kind === 'atLeast' && (yield* rerollAvailable('counterattack', player, option)))
      led.push(t);
  }
  if (led.length > 0) {
    rules.add(R.commandLeadership, LEADERSHIP.counterattack);
    const again = yield* sharedThrow('Test to Counterattack: Commander re-roll', needFollowUp, 'commander');
    for (const t of led) {
      if (passes(t.rating.check.target, again))
        results.set(t.i, { name: t.u.name, need: t.rating.check.need, mayCounterattack: true, decidedBy: 'commander' });
    }
    rolls.push({ ...again, success: led.every((t) => results.has(t.i)) });
  }
  // Komissar (p. 73): its own re-roll for its unit, at the cost of a team, even after the Commander's.
  for (const t of failed) {
    if (results.has(t.i)) continue;
    const k = komissarOf(t.u.komissar);
    if (k && t.rating.check.target.kind === 'atLeast' && (yield* komissarUsed('counterattack', player, k))) {
      rules.add(k.kind === 'komissar' ? R.komissar : R.battalionKomissar);
      const out = yield* komissarReroll(t.rating.check.target, `Test to Counterattack: ${t.u.name}`, k);
      rolls.push({ ...out.roll, label: t.u.name });
      consequences.push(...out.consequences.map((c) => ({ ...c, text: `${t.u.name}: ${c.text}` })));
      if (out.roll.success)
        results.set(t.i, { name: t.u.name, need: t.rating.check.need, mayCounterattack: true, decidedBy: k.kind });
    }
    if (!results.has(t.i))
      results.set(t.i, { name: t.u.name, need: t.rating.check.need, mayCounterattack: false, decidedBy: 'die' });
  }
  const units = input.units.map((_, i) => results.get(i)!);
  for (const u of units) {
    if (u.mayCounterattack)
      consequences.push({ code: 'may-counterattack', text: `${u.name} may Counterattack or Break Off.` });
    else
      consequences.push({
        code: 'must-break-off',
        text: `${u.name} must Break Off${u.mustBreakOff ? ` (${u.mustBreakOff})` : ''}: it is Pinned Down and moves more than 6"/15cm away.`,
      });
  }
  if (units.some((u) => !u.mayCounterattack)) rules.add(R.breakOff);
  const needs = units.map((u) => u.need).filter((n): n is Score => n !== null);
  const worst: Score =
    needs.length === 0 ? 'auto' : needs.reduce((a, b) => (a === 'auto' ? b : b === 'auto' ? a : Math.max(a, b)));
  return {
    kind: 'counterattack',
    passed: units.every((u) => u.mayCounterattack),
    need: worst,
    rolls,
    rules: rules.list(),
    consequences,
    units,
  };
}

// ---------------------------------------------------------------- exact odds

/** The shared die as one value: 1-5, 6 (a 6 then 1-4), 7 (a 6 then a 5), 8 (a 6 then a 6). */
const LEVELS: readonly [number, Fraction][] = [
  [1, Fraction.of(1, 6)],
  [2, Fraction.of(1, 6)],
  [3, Fraction.of(1, 6)],
  [4, Fraction.of(1, 6)],
  [5, Fraction.of(1, 6)],
  [6, Fraction.of(4, 36)],
  [7, Fraction.of(1, 36)],
  [8, Fraction.of(1, 36)],
];

function threshold(t: Target): number {
  if (t.kind === 'auto') return 0;
  if (t.kind !== 'atLeast') return 99;
  if (t.then === undefined) return Math.min(t.need, 6);
  return t.then === 5 ? 7 : 8;
}

interface OddsUnit {
  readonly thr: number;
  readonly commander: boolean;
  readonly pk: Fraction | null;
}

function pAll(units: readonly OddsUnit[], useCommander: boolean, useKomissar: boolean): Fraction {
  const terms: Fraction[] = [];
  for (const [v1, p1] of LEVELS) {
    const failed = units.filter((u) => u.thr > v1);
    const komissarAll = (still: readonly OddsUnit[]) =>
      still.reduce((acc, u) => acc.mul(useKomissar && u.pk ? u.pk : Fraction.ZERO), Fraction.ONE);
    const led = useCommander ? failed.filter((u) => u.commander) : [];
    const unled = failed.filter((u) => !led.includes(u));
    if (led.length === 0) {
      terms.push(p1.mul(failed.length === 0 ? Fraction.ONE : komissarAll(failed)));
      continue;
    }
    for (const [v2, p2] of LEVELS) {
      const still = [...unled, ...led.filter((u) => u.thr > v2)];
      terms.push(p1.mul(p2).mul(still.length === 0 ? Fraction.ONE : komissarAll(still)));
    }
  }
  return sumFractions(terms);
}

/** Exact chance that every tested unit may counterattack, and each unit's own chance. */
export function counterattackOdds(input: CounterattackInput): TestOdds {
  const tested = input.units.filter((u) => !mustBreakOffReason(u));
  const oddsUnits = tested.map((u) => {
    const target = unitRating(u).check.target;
    return {
      name: u.name,
      thr: threshold(target),
      commander: u.commander !== undefined && u.commander !== false,
      pk: u.komissar ? pKomissar(target) : null,
    };
  });
  const anyCommander = oddsUnits.some((u) => u.commander);
  const anyKomissar = oddsUnits.some((u) => u.pk !== null);
  const withRerolls: { by: string; pass: Fraction }[] = [];
  if (tested.length < input.units.length) {
    return { need: 'break off', pass: Fraction.ZERO, withRerolls, distribution: perUnit(oddsUnits) };
  }
  if (anyCommander) withRerolls.push({ by: 'commander', pass: pAll(oddsUnits, true, false) });
  if (anyKomissar) withRerolls.push({ by: 'komissar', pass: pAll(oddsUnits, false, true) });
  if (anyCommander && anyKomissar) withRerolls.push({ by: 'commander+komissar', pass: pAll(oddsUnits, true, true) });
  const needs = tested.map((u) => unitRating(u).check.need);
  return {
    need: needs.map((n) => formatScore(n)).join(' / '),
    pass: pAll(oddsUnits, false, false),
    withRerolls,
    distribution: perUnit(oddsUnits),
  };
}

function perUnit(units: readonly (OddsUnit & { name: string })[]): { outcome: string; p: Fraction }[] {
  return units.map((u) => ({
    outcome: `${u.name} may counterattack (all its re-rolls used)`,
    p: pAll([u], true, true),
  }));
}
