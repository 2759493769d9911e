/**
 * What `undo N` steps back over (ruleset-agnostic): the last N changes of the journal with the dice
 * and decisions recorded just before the first of them, or one sentence saying why N cannot be
 * undone. Pure: src/game/session.ts journals the undo and replays the rest.
 */
import { ValidationError } from './issues.js';
import { effectiveEntries, undoableChanges, type JournalLine } from './journal.js';

export function undoPlan(
  entries: readonly JournalLine[],
  steps: number,
  file: string,
): { to: number; undone: JournalLine[] } {
  const changes = undoableChanges(entries);
  if (!Number.isInteger(steps) || steps < 1)
    throw new ValidationError([{ file, line: 1, col: 1, message: `undo steps back 1 or more changes, not ${steps}` }]);
  if (changes.length === 0)
    throw new ValidationError([
      { file, line: 1, col: 1, message: 'there is nothing to undo: the game is as it was created' },
    ]);
  if (steps > changes.length) {
    throw new ValidationError([
      {
        file,
        line: 1,
        col: 1,
        message: `only ${changes.length} change${changes.length === 1 ? '' : 's'} can be undone, not ${steps}`,
        hint: `run \`umpire undo ${changes.length}\` to go back to the start`,
      },
    ]);
  }
  const first = changes[changes.length - steps]!;
  // Dice and decisions recorded just before the first undone change belong to it.
  const eff = effectiveEntries(entries);
  let to = first.seq;
  for (let i = eff.findIndex((e) => e.seq === first.seq) - 1; i >= 0 && eff[i]!.kind !== 'change'; i--)
    to = eff[i]!.seq;
  const undone = eff.filter((e) => e.seq >= to);
  return { to, undone };
}
