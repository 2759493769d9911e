import type { JournalEntry } from '../../../src/engine/runner.js';
import { run as runScripted } from '../../helpers.js';
import type { Procedure } from '../../../src/engine/request.js';

/** Run a procedure with scripted dice and decisions through the shared runner (an unscripted decision takes its default); every die must be used. */
export function run<R>(
  proc: Procedure<R>,
  faces: number[],
  answers: string[] = [],
): { result: R; journal: JournalEntry[] } {
  return runScripted(proc, faces, answers, { strict: false });
}

export const ids = (rules: readonly { id: string }[]) => rules.map((r) => r.id);
