/**
 * What a rule procedure asks of whoever holds the dice. A procedure never rolls: it yields a
 * DiceRequest and receives the faces (DESIGN.md). The same request serves fair, seeded,
 * scripted and physical (manual) dice.
 */
export interface DiceRequest {
  readonly type: 'dice';
  /** How many dice to throw together. */
  readonly count: number;
  /** Faces on each die (6 for a d6, 10 for a d10). */
  readonly sides: number;
  /** What the dice are for, shown to a player who rolls physical dice, e.g. "to hit: Panzer IV H". */
  readonly label: string;
  /** What counts as a success, for display, e.g. "4+", "6 then 5+", "3 or under". */
  readonly need?: string;
  /**
   * When set, a player rolling physical dice may answer with just the number of successes
   * ("3s"); the faces stand in as `success` and `failure` (they only ever decide pass or fail).
   */
  readonly countShortcut?: {
    readonly success: number;
    readonly failure: number;
    /** How many faces succeed (the exact odds then weigh the two faces instead of trying every face). */
    readonly successFaces?: number;
  };
}

export function diceRequest(
  count: number,
  sides: number,
  label: string,
  extra: Partial<Pick<DiceRequest, 'need' | 'countShortcut'>> = {},
): DiceRequest {
  // Written key by key: spreading `extra` into the literal is slow in V8, and every roll asks here.
  const r: { -readonly [K in keyof DiceRequest]: DiceRequest[K] } = { type: 'dice', count, sides, label };
  if ('need' in extra) r.need = extra.need;
  if ('countShortcut' in extra) r.countShortcut = extra.countShortcut;
  return r;
}

/** A generator that asks for dice and finally returns a result. */
export type DiceProcedure<R> = Generator<DiceRequest, R, number[]>;
