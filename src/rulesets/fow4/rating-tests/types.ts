/** The shapes every fow4 test returns (tests of nerve and skill, orders, reserves, time of day...). */
import type { Fraction } from '../../../dice/fraction.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { Score } from '../../flames-of-war/score.js';

/** Who rolled a die of a test: the test itself, or whichever rule granted its re-roll. */
export type RollBy =
  | 'test'
  | 'commander'
  | 'komissar'
  | 'battalion-komissar'
  | 'pioneer-supply'
  | 'hedgerow-cutters'
  | 'air-observation-post'
  | 'interception'
  | 'roll-off';

/** One die of a test as thrown (a 7 or 8 has a follow-up die). */
export interface TestRoll {
  readonly by: RollBy;
  readonly face: number;
  readonly followUp?: number;
  readonly success: boolean;
  /** What the die was for, when a test throws dice for several purposes. */
  readonly label?: string;
}

/** Something that follows from a test, in words, with a stable code a game state can act on. */
export interface Consequence {
  readonly code: string;
  readonly text: string;
}

export interface TestResult {
  /** The registry name of the test, e.g. "rally". */
  readonly kind: string;
  readonly passed: boolean;
  /** The score needed after modifiers ("auto" needs no roll; 9+ cannot pass). */
  readonly need: Score;
  readonly rolls: readonly TestRoll[];
  readonly rules: readonly RuleRef[];
  readonly consequences: readonly Consequence[];
}

/** The exact chance to pass, with nothing, and with each re-roll the situation could give. */
export interface TestOdds {
  readonly need: Score | string;
  /** Chance to pass without any re-roll. */
  readonly pass: Fraction;
  /** Chance to pass when the named re-roll(s) are available, e.g. "commander", "commander+komissar". */
  readonly withRerolls: readonly { readonly by: string; readonly pass: Fraction }[];
  /** Other exact figures a test has (arrival counts, visibility distances...). */
  readonly distribution?: readonly { readonly outcome: string; readonly p: Fraction }[];
}
