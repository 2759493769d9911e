import { ScriptedDice } from '../../../src/dice/scripted.js';
import { ScriptedDecider } from '../../../src/engine/decider.js';
import { runProcedureSync, type JournalEntry } from '../../../src/engine/runner.js';
import type { Procedure } from '../../../src/engine/request.js';

/** Run a procedure with scripted dice and decisions through the shared runner; every die must be used. */
export function run<R>(proc: Procedure<R>, faces: number[], answers: string[] = []): { result: R; journal: JournalEntry[] } {
  const dice = new ScriptedDice(faces);
  const journal: JournalEntry[] = [];
  const result = runProcedureSync(proc, { dice, decider: new ScriptedDecider(answers), record: (e) => journal.push(e) });
  if (dice.remaining !== 0) throw new Error(`${dice.remaining} scripted dice were not used`);
  return { result, journal };
}

export const ids = (rules: readonly { id: string }[]) => rules.map((r) => r.id);
