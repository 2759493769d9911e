import type { Procedure } from '../../../src/engine/request.js';
import type { JournalEntry } from '../../../src/engine/runner.js';
import { run as runScripted } from '../../helpers.js';

/** Run a procedure with scripted d10 faces (10 is the die's 0) and decisions (an unscripted decision takes its default); every die must be used. */
export function run<R>(
  proc: Procedure<R>,
  faces: number[],
  answers: string[] = [],
): { result: R; journal: JournalEntry[] } {
  return runScripted(proc, faces, answers, { strict: false });
}

/** How many dice requests a procedure made before it ended. */
export function diceAsked(journal: readonly JournalEntry[]): number {
  return journal.filter((e) => e.type === 'dice').length;
}
