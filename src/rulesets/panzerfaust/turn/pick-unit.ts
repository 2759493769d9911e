/** How a Panzerfaust player action asks which unit: a pick from a list, and a yes/no of the table. */
import { decide, type Procedure } from '../../../engine/request.js';
import { TABLE, type StepOutcome } from '../../play.js';
import type { PzGameState } from '../schema/game.js';
import { findUnit, label, unitKey, unitsOnTable, type PzView, type UnitRef } from './units.js';

/** A player action: a procedure that returns the next state and what to print. */
export type Out = Procedure<StepOutcome<PzGameState>>;
const YES_NO = [
  { value: true, label: 'yes' },
  { value: false, label: 'no' },
] as const;

/**
 * A unit picked from a list: by `player` (the acting side's choice: its player or the opponent
 * that plays it), or by the table.
 */
export function* pickUnit(
  v: PzView,
  id: string,
  question: string,
  side?: number,
  which: (u: UnitRef) => boolean = () => true,
  player: string = TABLE,
): Procedure<UnitRef> {
  const units = unitsOnTable(v, side).filter(which);
  const key = yield* decide<string>(
    id,
    player,
    question,
    units.map((u) => ({ value: unitKey(u), label: label(v, u) })),
    unitKey(units[0]!),
  );
  return findUnit(v, key);
}

export function* yesNo(id: string, question: string, dflt = false): Procedure<boolean> {
  return yield* decide<boolean>(id, TABLE, question, YES_NO, dflt);
}
