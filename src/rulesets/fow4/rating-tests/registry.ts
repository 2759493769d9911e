/**
 * Every fow4 test by its kebab-case name: what it is, its page, its input schema (zod; a CLI
 * can build `umpire test <kind>` flags from `inputSchema(kind)`), its procedure and its exact
 * odds. `runTest(kind, raw)` validates raw input and returns the procedure to drive.
 */
import { z } from 'zod';
import type { Procedure } from '../../../engine/request.js';
import {
  aircraftArrival,
  aircraftArrivalOdds,
  AircraftArrivalInput,
  reserves,
  reservesOdds,
  ReservesInput,
} from './reserves.js';
import { rangeIn, rangeInOdds, RangeInInput } from './artillery.js';
import { commanderSurvives, commanderSurvivesOdds, CommanderSurvivesInput } from './commander.js';
import { counterattack, counterattackOdds, CounterattackInput } from './counterattack.js';
import { cross, crossHere, crossHereOdds, CrossInput, crossOdds } from './cross.js';
import { boobyTrap, boobyTrapOdds, HazardInput, minefield, minefieldOdds } from './hazards.js';
import {
  bailedOutAgain,
  bailedOutAgainOdds,
  BailedOutAgainInput,
  lastStand,
  LastStandInput,
  lastStandOdds,
  rally,
  RallyInput,
  rallyOdds,
  remount,
  RemountInput,
  remountOdds,
} from './motivation.js';
import {
  blitz,
  BlitzInput,
  blitzOdds,
  digIn,
  DigInInput,
  digInOdds,
  followMe,
  FollowMeInput,
  followMeOdds,
  shootAndScoot,
  ShootAndScootInput,
  shootAndScootOdds,
} from './orders.js';
import {
  dispute,
  DisputeInput,
  disputeOdds,
  firstTurn,
  FirstTurnInput,
  whoAttacks,
  WhoAttacksInput,
  whoAttacksOdds,
} from './setup.js';
import {
  dawn,
  DawnDuskInput,
  dawnDuskOdds,
  dusk,
  evenThirds,
  moon,
  nightVisibility,
  NightVisibilityInput,
  nightVisibilityOdds,
  timeOfDay,
  TimeOfDayInput,
} from './time.js';
import type { TestOdds, TestResult } from './types.js';

export interface TestKind<S extends z.ZodType = z.ZodType> {
  readonly kind: string;
  readonly title: string;
  readonly page: string;
  readonly description: string;
  readonly input: S;
  run(input: z.infer<S>): Procedure<TestResult>;
  odds(input: z.infer<S>): TestOdds;
}

function kind<S extends z.ZodType>(k: TestKind<S>): TestKind<S> {
  return k;
}

export const TEST_KINDS = {
  rally: kind({
    kind: 'rally',
    title: 'Rally',
    page: 'p. 41',
    description: 'A Pinned Down unit tries to Rally (Rally rating; Commander and Komissar re-rolls).',
    input: RallyInput,
    run: rally,
    odds: rallyOdds,
  }),
  remount: kind({
    kind: 'remount',
    title: 'Remount',
    page: 'p. 38',
    description: 'A Bailed Out tank tries to Remount (Remount rating; Protected Ammo, Fuel Tanks; Commander re-roll).',
    input: RemountInput,
    run: remount,
    odds: remountOdds,
  }),
  counterattack: kind({
    kind: 'counterattack',
    title: 'Test to Counterattack',
    page: 'pp. 57-58',
    description:
      'One die for every Defending unit; the Commander re-roll applies to failed units in range; Komissar re-rolls.',
    input: CounterattackInput,
    run: counterattack,
    odds: counterattackOdds,
  }),
  'last-stand': kind({
    kind: 'last-stand',
    title: 'Unit Last Stand',
    page: 'p. 60',
    description:
      'A unit not In Good Spirits tests to fight on (Last Stand rating; Tiger Ace; Commander and Komissar re-rolls; HQ Units never test).',
    input: LastStandInput,
    run: lastStand,
    odds: lastStandOdds,
  }),
  'bailed-out-again': kind({
    kind: 'bailed-out-again',
    title: 'Bailed Out Again',
    page: 'p. 38',
    description: 'A Bailed Out tank that would bail out again rolls its Remount rating or is Destroyed.',
    input: BailedOutAgainInput,
    run: bailedOutAgain,
    odds: bailedOutAgainOdds,
  }),
  blitz: kind({
    kind: 'blitz',
    title: 'Blitz Move',
    page: 'p. 24',
    description: 'Tactics test for a Blitz Move order (Tiger Ace, Tip and Run, Tally Ho!).',
    input: BlitzInput,
    run: blitz,
    odds: blitzOdds,
  }),
  'shoot-and-scoot': kind({
    kind: 'shoot-and-scoot',
    title: 'Shoot and Scoot',
    page: 'p. 24',
    description: 'Tactics test for a Shoot and Scoot order in the Assault Step (Tip and Run, Tally Ho!).',
    input: ShootAndScootInput,
    run: shootAndScoot,
    odds: shootAndScootOdds,
  }),
  'dig-in': kind({
    kind: 'dig-in',
    title: 'Dig In',
    page: 'p. 24',
    description: 'Tactics test to dig Foxholes (Pioneer Supply re-roll).',
    input: DigInInput,
    run: digIn,
    odds: digInOdds,
  }),
  'follow-me': kind({
    kind: 'follow-me',
    title: 'Follow Me',
    page: 'p. 25',
    description: 'Motivation test for a Follow Me order (Cavalry -1).',
    input: FollowMeInput,
    run: followMe,
    odds: followMeOdds,
  }),
  cross: kind({
    kind: 'cross',
    title: 'Cross test',
    page: 'p. 20',
    description:
      'A team enters or moves in Difficult Terrain (Cross number; night, Wide Tracks, Overloaded, Duckbills, Smooth Ride, Hedgerow Cutters).',
    input: CrossInput,
    run: cross,
    odds: crossOdds,
  }),
  'cross-here': kind({
    kind: 'cross-here',
    title: 'Cross test under Cross Here',
    page: 'p. 25',
    description: 'A Cross test within 6"/15cm of where the Unit Leader crosses under a Cross Here order (-1).',
    input: CrossInput,
    run: crossHere,
    odds: crossHereOdds,
  }),
  'range-in': kind({
    kind: 'range-in',
    title: 'Range In (one attempt)',
    page: 'p. 47',
    description:
      'One attempt to Range In (worse Skill of spotter and artillery; terrain, night and smoke +1; AOP third-attempt re-roll).',
    input: RangeInInput,
    run: rangeIn,
    odds: rangeInOdds,
  }),
  minefield: kind({
    kind: 'minefield',
    title: 'Minefield',
    page: 'p. 78',
    description: 'Skill (or Tactics) test for a team moving into a Minefield; failure is an AT 5, FP 1+ hit.',
    input: HazardInput,
    run: minefield,
    odds: minefieldOdds,
  }),
  'booby-trap': kind({
    kind: 'booby-trap',
    title: 'Booby Trap',
    page: 'p. 79',
    description: 'Skill test for the first team over a Booby Trap; failure is an AT 3, FP 2+ hit.',
    input: HazardInput,
    run: boobyTrap,
    odds: boobyTrapOdds,
  }),
  'commander-survives': kind({
    kind: 'commander-survives',
    title: 'Killing Commanders',
    page: 'p. 40',
    description: 'A Destroyed Formation Commander survives on 3+ if a team of the right type is within 6"/15cm.',
    input: CommanderSurvivesInput,
    run: commanderSurvives,
    odds: commanderSurvivesOdds,
  }),
  reserves: kind({
    kind: 'reserves',
    title: 'Reserves',
    page: 'p. 96',
    description:
      'Immediate (turn t: t dice) or Delayed (turn t: t-2 dice) Reserves; 5+ each; 3+ dice guarantee one unit; Scattered entry rolls.',
    input: ReservesInput,
    run: reserves,
    odds: reservesOdds,
  }),
  'aircraft-arrival': kind({
    kind: 'aircraft-arrival',
    title: 'Aircraft arrival',
    page: 'p. 44',
    description: 'Aircraft arrive on 4+ (Close Air Support 3+), never at night; the opponent may intercept on 5+.',
    input: AircraftArrivalInput,
    run: aircraftArrival,
    odds: aircraftArrivalOdds,
  }),
  dawn: kind({
    kind: 'dawn',
    title: 'Dawn',
    page: 'p. 91',
    description: "From the Defender's turn 3, one more die each turn; any 5+ and morning breaks.",
    input: DawnDuskInput,
    run: dawn,
    odds: dawnDuskOdds,
  }),
  dusk: kind({
    kind: 'dusk',
    title: 'Dusk',
    page: 'p. 91',
    description: "From the Defender's turn 3, one more die each turn; any 5+ and night falls.",
    input: DawnDuskInput,
    run: dusk,
    odds: dawnDuskOdds,
  }),
  'night-visibility': kind({
    kind: 'night-visibility',
    title: 'Night Visibility',
    page: 'p. 90',
    description:
      'A unit rolls how far it can see at night: 4"/10cm per pip (Full Moon higher of 2, New Moon lower of 2).',
    input: NightVisibilityInput,
    run: nightVisibility,
    odds: nightVisibilityOdds,
  }),
  'time-of-day': kind({
    kind: 'time-of-day',
    title: 'Time of Day',
    page: 'p. 91',
    description: '1-2 Dusk, 3-4 Darkness, 5-6 Dawn.',
    input: TimeOfDayInput,
    run: timeOfDay,
    odds: () => evenThirds(['dusk', 'darkness', 'dawn']),
  }),
  moon: kind({
    kind: 'moon',
    title: 'The Moon',
    page: 'p. 91',
    description: '1-2 Full Moon, 3-4 normal, 5-6 New Moon (optional rule).',
    input: TimeOfDayInput,
    run: moon,
    odds: () => evenThirds(['full', 'normal', 'new']),
  }),
  'who-attacks': kind({
    kind: 'who-attacks',
    title: 'Who Attacks',
    page: 'p. 92',
    description: 'Roll-off (higher attacks), secret choice, or more infantry Formations defends.',
    input: WhoAttacksInput,
    run: whoAttacks,
    odds: whoAttacksOdds,
  }),
  'first-turn': kind({
    kind: 'first-turn',
    title: 'Who Has the First Turn',
    page: 'p. 93',
    description: 'The Attacker, or in a Meeting Engagement the higher roll.',
    input: FirstTurnInput,
    run: firstTurn,
    odds: () => ({ need: 'roll-off', pass: whoAttacksOdds().pass, withRerolls: [] }),
  }),
  dispute: kind({
    kind: 'dispute',
    title: 'Settling a rules dispute',
    page: 'p. 5',
    description: "4-6: the roller's reading for the rest of the game; 1-3: the opponent's.",
    input: DisputeInput,
    run: dispute,
    odds: disputeOdds,
  }),
} as const;

export type TestKindName = keyof typeof TEST_KINDS;

export const TEST_KIND_NAMES = Object.keys(TEST_KINDS) as TestKindName[];

export function isTestKind(name: string): name is TestKindName {
  return Object.prototype.hasOwnProperty.call(TEST_KINDS, name);
}

function lookup(name: string): TestKind {
  if (!isTestKind(name))
    throw new RangeError(`"${name}" is not a fow4 test; choose one of: ${TEST_KIND_NAMES.join(', ')}`);
  return TEST_KINDS[name] as unknown as TestKind;
}

/** The JSON Schema of a test's input (field types, descriptions, enums). */
export function inputSchema(name: string): Record<string, unknown> {
  return z.toJSONSchema(lookup(name).input) as Record<string, unknown>;
}

/** Validate raw input (e.g. from CLI flags or JSON) and return the test's procedure. Throws a ZodError on bad input. */
export function runTest(name: string, raw: unknown): Procedure<TestResult> {
  const k = lookup(name);
  return k.run(k.input.parse(raw));
}

/** Validate raw input and give the test's exact odds. */
export function testOdds(name: string, raw: unknown): TestOdds {
  const k = lookup(name);
  return k.odds(k.input.parse(raw));
}
