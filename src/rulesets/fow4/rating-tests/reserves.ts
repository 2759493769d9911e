/**
 * Reserves (p. 96) and Aircraft arrival (p. 44).
 * Immediate Reserves roll one die per turn number; Delayed Reserves start on turn 3 with one die
 * (turn t: t-2 dice). Each 5+ brings one unit; rolling 3 or more dice with no 5+ still brings one.
 * Scattered Reserves roll a die per arriving unit for its entry edge or corner (mission map).
 * Aircraft arrive on 4+ (Close Air Support 3+), never at night (p. 90), not in the first player's
 * first turn of a Meeting Engagement (p. 96), and only once out of Reserve; an opponent with
 * Fighter Interception then rolls 5+ to stop them.
 */
import { z } from 'zod';
import { binomial } from '../../../dice/distribution.js';
import { Fraction, sumFractions } from '../../../dice/fraction.js';
import { rollPool } from '../../../dice/pool.js';
import { diceRequest } from '../../../dice/request.js';
import { atLeast } from '../../../dice/target.js';
import type { Procedure } from '../../../engine/request.js';
import { RulesApplied } from '../../../engine/rules.js';
import { testRating } from '../ratings.js';
import { FOW4_TESTS as R } from '../rules.js';
import { PlayerField } from './inputs.js';
import { throwOne } from './roll.js';
import type { Consequence, TestOdds, TestResult, TestRoll } from './types.js';

export const ReservesInput = z.strictObject({
  type: z.enum(['immediate', 'delayed']).describe('Immediate or Delayed Reserves'),
  turn: z.number().int().min(1).describe("The player's own turn number"),
  unitsInReserve: z.number().int().min(0).optional().describe('Units still in Reserve (caps the arrivals)'),
  scattered: z.boolean().optional().describe('Scattered Reserves: roll the entry edge or corner of each arriving unit'),
  player: PlayerField,
});
export type ReservesInput = z.infer<typeof ReservesInput>;

/** How many dice the turn gives (p. 96). */
export function reserveDice(type: 'immediate' | 'delayed', turn: number): number {
  if (type === 'immediate') return Math.max(0, turn);
  return turn >= 3 ? turn - 2 : 0;
}

export interface ReservesResult extends TestResult {
  readonly dice: number;
  readonly successes: number;
  readonly arrivals: number;
  /** One unit arrived because 3 or more dice were rolled and none scored 5+. */
  readonly guaranteed: boolean;
  /** Scattered Reserves: the entry die of each arriving unit (map edges and corners are mission-specific). */
  readonly entryRolls?: readonly number[];
}

/** Arrivals from the dice: 5+ each, at least one when 3+ dice were rolled, never more than are in Reserve. */
export function reserveArrivals(
  dice: number,
  successes: number,
  inReserve = Infinity,
): { arrivals: number; guaranteed: boolean } {
  const guaranteed = dice >= 3 && successes === 0;
  return { arrivals: Math.min(guaranteed ? 1 : successes, inReserve), guaranteed };
}

export function* reserves(input: ReservesInput): Procedure<ReservesResult> {
  const rules = new RulesApplied();
  rules.add(input.type === 'immediate' ? R.immediateReserves : R.delayedReserves);
  const dice = reserveDice(input.type, input.turn);
  const inReserve = input.unitsInReserve ?? Infinity;
  const rolls: TestRoll[] = [];
  let successes = 0;
  if (dice > 0 && inReserve > 0) {
    const pool = yield* rollPool({
      count: dice,
      target: atLeast(5),
      label: `Reserves, turn ${input.turn} (${input.type}): ${dice} ${dice === 1 ? 'die' : 'dice'}`,
    });
    pool.dice.forEach((d) => rolls.push({ by: 'test', face: d.first.face, success: d.success }));
    successes = pool.successes;
  }
  const { arrivals, guaranteed } =
    inReserve > 0 ? reserveArrivals(dice, successes, inReserve) : { arrivals: 0, guaranteed: false };
  const consequences: Consequence[] = [];
  if (dice === 0)
    consequences.push({
      code: 'no-roll',
      text: `No Reserve roll on turn ${input.turn}${input.type === 'delayed' ? ' (Delayed Reserves start on turn 3)' : ''}.`,
    });
  if (guaranteed && arrivals > 0)
    consequences.push({ code: 'guaranteed-arrival', text: '3 or more dice and no 5+: one unit arrives anyway.' });
  if (arrivals > 0) {
    consequences.push({
      code: 'arrivals',
      text: `${arrivals} unit(s) of your choice arrive from Reserve, with their Attachments, and must end their move In Command.`,
    });
    consequences.push({
      code: 'no-orders-until-on-table',
      text: 'An arriving unit cannot use Movement Orders until it has moved onto the table.',
    });
    rules.add(R.reserveOrders);
  }
  let entryRolls: number[] | undefined;
  if (input.scattered && arrivals > 0) {
    rules.add(R.scatteredReserves);
    entryRolls = yield diceRequest(
      arrivals,
      6,
      'Scattered Reserves: entry edge or corner of each arriving unit (see the mission map)',
    );
    entryRolls!.forEach((f) => rolls.push({ by: 'test', face: f, success: true, label: 'entry point' }));
    consequences.push({
      code: 'scattered-entry',
      text: `Entry rolls ${entryRolls!.join(', ')}: on an edge anywhere along it; on a corner within 16"/40cm of it.`,
    });
  }
  return {
    kind: 'reserves',
    passed: arrivals > 0,
    need: 5,
    rolls,
    rules: rules.list(),
    consequences,
    dice,
    successes,
    arrivals,
    guaranteed,
    ...(entryRolls ? { entryRolls } : {}),
  };
}

/** Exact distribution of the number of arriving units, and the chance at least one arrives. */
export function reservesOdds(input: ReservesInput): TestOdds {
  const dice = reserveDice(input.type, input.turn);
  const inReserve = input.unitsInReserve ?? Infinity;
  const byCount = new Map<number, Fraction>();
  binomial(dice, Fraction.of(1, 3)).forEach((p, k) => {
    const { arrivals } = inReserve > 0 ? reserveArrivals(dice, k, inReserve) : { arrivals: 0 };
    byCount.set(arrivals, (byCount.get(arrivals) ?? Fraction.ZERO).add(p));
  });
  const distribution = [...byCount.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([n, p]) => ({ outcome: `${n} unit(s) arrive`, p }));
  const pass = sumFractions([...byCount.entries()].filter(([n]) => n > 0).map(([, p]) => p));
  return { need: `${dice} dice, 5+ each`, pass, withRerolls: [], distribution };
}

// ---------------------------------------------------------------- Aircraft (p. 44)

export const AircraftArrivalInput = z.strictObject({
  closeAirSupport: z.boolean().optional().describe('Close Air Support: arrives on 3+ instead of 4+'),
  night: z.boolean().optional().describe('Night: no roll for aircraft'),
  meetingEngagementFirstTurn: z
    .boolean()
    .optional()
    .describe("The first player's first turn of a Meeting Engagement: no aircraft"),
  inReserve: z.boolean().optional().describe('The Aircraft Unit is still in Reserve: no roll until it arrives'),
  enemyFighterInterception: z
    .boolean()
    .optional()
    .describe('The opponent has Fighter Interception (5+ after a successful arrival roll)'),
  player: PlayerField,
});
export type AircraftArrivalInput = z.infer<typeof AircraftArrivalInput>;

export interface AircraftArrivalResult extends TestResult {
  readonly intercepted: boolean;
}

const arrivalRating = (input: AircraftArrivalInput) =>
  testRating(
    input.closeAirSupport ? 3 : 4,
    input.closeAirSupport ? [R.aircraftArrival, R.closeAirSupport] : [R.aircraftArrival],
  );
const interceptionRating = () => testRating(5, [R.fighterInterception]);

export function* aircraftArrival(input: AircraftArrivalInput): Procedure<AircraftArrivalResult> {
  const rating = arrivalRating(input);
  const none = (code: string, text: string, rule: (typeof R)[keyof typeof R]): AircraftArrivalResult => ({
    kind: 'aircraft-arrival',
    passed: false,
    need: rating.check.need,
    rolls: [],
    rules: [R.aircraftArrival, rule],
    consequences: [{ code, text }],
    intercepted: false,
  });
  if (input.inReserve)
    return none(
      'in-reserve',
      'The Aircraft Unit is still in Reserve: no arrival roll until it arrives from Reserve.',
      R.aircraftInReserve,
    );
  if (input.night) return none('night', 'No aircraft roll at night.', R.noAircraftAtNight);
  if (input.meetingEngagementFirstTurn)
    return none(
      'meeting-engagement',
      "No aircraft in the first player's first turn of a Meeting Engagement.",
      R.meetingEngagement,
    );
  const rules = new RulesApplied();
  rules.add(...rating.rules);
  const rolls: TestRoll[] = [];
  const arrive = yield* throwOne(rating.check.target, `Aircraft arrival (${rating.check.need}+)`, 'test');
  rolls.push(arrive);
  if (!arrive.success) {
    return {
      kind: 'aircraft-arrival',
      passed: false,
      need: rating.check.need,
      rolls,
      rules: rules.list(),
      consequences: [{ code: 'no-aircraft', text: 'The aircraft do not arrive this turn.' }],
      intercepted: false,
    };
  }
  let intercepted = false;
  if (input.enemyFighterInterception) {
    rules.add(R.fighterInterception);
    const fi = yield* throwOne(
      interceptionRating().check.target,
      "Opponent's Fighter Interception (5+)",
      'interception',
    );
    rolls.push(fi);
    intercepted = fi.success;
  }
  const consequences: Consequence[] = intercepted
    ? [{ code: 'intercepted', text: 'The aircraft are intercepted and not placed on the table.' }]
    : [
        {
          code: 'aircraft-arrive',
          text: 'The Aircraft Unit arrives: place it anywhere on the table in the Movement Step.',
        },
        { code: 'aircraft-leave', text: 'Aircraft leave at the end of the Shooting Step.' },
      ];
  return {
    kind: 'aircraft-arrival',
    passed: !intercepted,
    need: rating.check.need,
    rolls,
    rules: rules.list(),
    consequences,
    intercepted,
  };
}

export function aircraftArrivalOdds(input: AircraftArrivalInput): TestOdds {
  const rating = arrivalRating(input);
  if (input.inReserve || input.night || input.meetingEngagementFirstTurn)
    return { need: 'no roll', pass: Fraction.ZERO, withRerolls: [] };
  const p = rating.check.target.kind === 'atLeast' ? Fraction.of(7 - rating.check.target.need, 6) : Fraction.ZERO;
  const notIntercepted = Fraction.of(4, 6);
  return {
    need: rating.check.need,
    pass: input.enemyFighterInterception ? p.mul(notIntercepted) : p,
    withRerolls: [],
    distribution: [
      { outcome: 'arrive', p: input.enemyFighterInterception ? p.mul(notIntercepted) : p },
      ...(input.enemyFighterInterception ? [{ outcome: 'intercepted', p: p.mul(Fraction.of(2, 6)) }] : []),
      { outcome: 'do not arrive', p: p.complement() },
    ],
  };
}
