/**
 * Night and time of day (pp. 90-91): the Time of Day roll, Dawn and Dusk (from the Defender's
 * turn 3, one more die at each player's turn, any 5+ changes the light), the Night Visibility
 * Table (4"/10cm per pip) and the optional Moon.
 */
import { z } from 'zod';
import { Fraction } from '../../../dice/fraction.js';
import { rollPool } from '../../../dice/pool.js';
import { diceRequest } from '../../../dice/request.js';
import { atLeast } from '../../../dice/target.js';
import type { Procedure } from '../../../engine/request.js';
import { FOW4_TESTS as R } from '../rules.js';
import { PlayerField } from './inputs.js';
import type { TestOdds, TestResult, TestRoll } from './types.js';

// ---------------------------------------------------------------- Dawn and Dusk (p. 91)

export const DawnDuskInput = z.strictObject({
  player: z.enum(['attacker', 'defender']).describe('Whose turn is starting'),
  turn: z.number().int().min(1).describe("That player's own turn number"),
  dice: z.number().int().min(0).optional().describe('Number of dice, when not derived from the turn'),
});
export type DawnDuskInput = z.infer<typeof DawnDuskInput>;

/**
 * Dice for the Dawn or Dusk roll: none before the Defender's turn 3; then 1 (Defender turn 3),
 * 2 (Attacker turn 4), 3 (Defender turn 4), 4 (Attacker turn 5)... one more at each turn.
 */
export function dawnDuskDice(player: 'attacker' | 'defender', turn: number): number {
  if (player === 'defender') return turn >= 3 ? 2 * (turn - 3) + 1 : 0;
  return turn >= 4 ? 2 * (turn - 4) + 2 : 0;
}

export interface DawnDuskResult extends TestResult {
  readonly dice: number;
}

function* lightChange(kind: 'dawn' | 'dusk', input: DawnDuskInput): Procedure<DawnDuskResult> {
  const dice = input.dice ?? dawnDuskDice(input.player, input.turn);
  const rule = kind === 'dawn' ? R.dawn : R.dusk;
  const event = kind === 'dawn' ? 'Morning breaks' : 'Night falls';
  if (dice === 0) {
    return {
      kind,
      passed: false,
      need: 5,
      rolls: [],
      rules: [rule],
      dice,
      consequences: [
        {
          code: 'no-roll',
          text: `No roll yet: the first is at the start of the Defender's turn 3 (the game is in ${kind === 'dawn' ? 'Darkness' : 'Daylight'}).`,
        },
      ],
    };
  }
  const pool = yield* rollPool({
    count: dice,
    target: atLeast(5),
    label: `${kind === 'dawn' ? 'Dawn' : 'Dusk'}: ${dice} ${dice === 1 ? 'die' : 'dice'}, any 5+`,
  });
  const rolls: TestRoll[] = pool.dice.map((d) => ({ by: 'test', face: d.first.face, success: d.success }));
  const passed = pool.successes > 0;
  const consequences = passed
    ? [
        {
          code: kind === 'dawn' ? 'morning-breaks' : 'night-falls',
          text: `${event}: the rest of the game is ${kind === 'dawn' ? 'Daylight (no Night rules)' : 'Darkness (Night rules)'}.`,
        },
      ]
    : [
        {
          code: 'no-change',
          text: `No 5+: ${kind === 'dawn' ? 'still dark' : 'still light'}; the next player's turn rolls ${dice + 1} dice.`,
        },
      ];
  return { kind, passed, need: 5, rolls, rules: [rule], consequences, dice };
}

export function* dawn(input: DawnDuskInput): Procedure<DawnDuskResult> {
  return yield* lightChange('dawn', input);
}

export function* dusk(input: DawnDuskInput): Procedure<DawnDuskResult> {
  return yield* lightChange('dusk', input);
}

export function dawnDuskOdds(input: DawnDuskInput): TestOdds {
  const dice = input.dice ?? dawnDuskDice(input.player, input.turn);
  return { need: `${dice} dice, any 5+`, pass: Fraction.ONE.sub(Fraction.of(2, 3).pow(dice)), withRerolls: [] };
}

// ---------------------------------------------------------------- Night Visibility (pp. 90-91)

export const NightVisibilityInput = z.strictObject({
  unit: z.string().optional().describe('The unit rolling, for the dice label'),
  moon: z
    .enum(['normal', 'full', 'new'])
    .optional()
    .describe('Optional Moon: Full rolls 2 dice and keeps the higher, New the lower'),
  infraRed: z.boolean().optional().describe('Infra-red Equipment: a New Moon does not affect the team'),
});
export type NightVisibilityInput = z.infer<typeof NightVisibilityInput>;

export interface NightVisibilityResult extends TestResult {
  readonly die: number;
  readonly inches: number;
  readonly cm: number;
}

function moonOf(input: NightVisibilityInput): 'normal' | 'full' | 'new' {
  const moon = input.moon ?? 'normal';
  return moon === 'new' && input.infraRed ? 'normal' : moon;
}

/** Roll on the Night Visibility Table just before checking Line of Sight: 4"/10cm per pip. */
export function* nightVisibility(input: NightVisibilityInput): Procedure<NightVisibilityResult> {
  const moon = moonOf(input);
  const count = moon === 'normal' ? 1 : 2;
  const faces: number[] = yield diceRequest(
    count,
    6,
    `Night visibility: ${input.unit ?? 'unit'}${moon === 'full' ? ' (Full Moon: higher)' : moon === 'new' ? ' (New Moon: lower)' : ''}`,
  );
  const die = moon === 'full' ? Math.max(...faces) : moon === 'new' ? Math.min(...faces) : faces[0]!;
  const rolls: TestRoll[] = faces.map((f) => ({ by: 'test', face: f, success: f === die }));
  return {
    kind: 'night-visibility',
    passed: true,
    need: 'auto',
    rolls,
    rules: moon === 'normal' ? [R.nightVisibility] : [R.nightVisibility, R.moon],
    consequences: [
      { code: 'visibility', text: `The unit's teams cannot see enemy teams beyond ${4 * die}"/${10 * die}cm.` },
      {
        code: 'muzzle-flash',
        text: 'Enemy teams that shot in their previous Shooting Step can be seen at any distance.',
      },
    ],
    die,
    inches: 4 * die,
    cm: 10 * die,
  };
}

export function nightVisibilityOdds(input: NightVisibilityInput): TestOdds {
  const moon = moonOf(input);
  const distribution = [1, 2, 3, 4, 5, 6].map((n) => {
    // P(max = n) = (2n-1)/36; P(min = n) = (13-2n)/36
    const p =
      moon === 'normal'
        ? Fraction.of(1, 6)
        : moon === 'full'
          ? Fraction.of(2 * n - 1, 36)
          : Fraction.of(13 - 2 * n, 36);
    return { outcome: `${4 * n}"/${10 * n}cm`, p };
  });
  return { need: 'table', pass: Fraction.ONE, withRerolls: [], distribution };
}

// ---------------------------------------------------------------- Time of Day and Moon rolls (p. 91)

export const TimeOfDayInput = z.strictObject({ player: PlayerField });
export type TimeOfDayInput = z.infer<typeof TimeOfDayInput>;

const TIME_OF_DAY = ['dusk', 'dusk', 'darkness', 'darkness', 'dawn', 'dawn'] as const;
const MOON = ['full', 'full', 'normal', 'normal', 'new', 'new'] as const;

export interface TableRollResult extends TestResult {
  readonly value: string;
}

/** Roll for the Time of Day: 1-2 Dusk, 3-4 Darkness, 5-6 Dawn. */
export function* timeOfDay(_input: TimeOfDayInput = {}): Procedure<TableRollResult> {
  const [face] = yield diceRequest(1, 6, 'Time of Day: 1-2 Dusk, 3-4 Darkness, 5-6 Dawn');
  const value = TIME_OF_DAY[face! - 1]!;
  return {
    kind: 'time-of-day',
    passed: true,
    need: 'auto',
    rolls: [{ by: 'test', face: face!, success: true }],
    rules: [R.timeOfDay],
    consequences: [
      {
        code: value,
        text: `The battle is fought at ${value === 'darkness' ? 'night (Darkness)' : value === 'dawn' ? 'Dawn (starts in Darkness)' : 'Dusk (starts in Daylight)'}.`,
      },
    ],
    value,
  };
}

/** Roll for the optional Moon: 1-2 Full Moon, 3-4 normal night, 5-6 New Moon. */
export function* moon(_input: TimeOfDayInput = {}): Procedure<TableRollResult> {
  const [face] = yield diceRequest(1, 6, 'The Moon: 1-2 Full, 3-4 normal, 5-6 New');
  const value = MOON[face! - 1]!;
  return {
    kind: 'moon',
    passed: true,
    need: 'auto',
    rolls: [{ by: 'test', face: face!, success: true }],
    rules: [R.moon],
    consequences: [
      {
        code: `${value}-moon`,
        text:
          value === 'normal'
            ? 'Normal Night rules.'
            : `${value === 'full' ? 'Full Moon: visibility rolls 2 dice and keeps the higher' : 'New Moon: visibility rolls 2 dice and keeps the lower'}.`,
      },
    ],
    value,
  };
}

export const evenThirds = (labels: readonly string[]): TestOdds => ({
  need: 'table',
  pass: Fraction.ONE,
  withRerolls: [],
  distribution: labels.map((outcome) => ({ outcome, p: Fraction.of(1, 3) })),
});
