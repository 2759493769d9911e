import { ScriptedDice } from '../../../src/dice/scripted.js';
import { ScriptedDecider } from '../../../src/engine/decider.js';
import type { Procedure } from '../../../src/engine/request.js';
import { runProcedureSync, type JournalEntry } from '../../../src/engine/runner.js';

/** Run a procedure with scripted d10 faces (10 is the die's 0) and decisions; every die must be used. */
export function run<R>(proc: Procedure<R>, faces: number[], answers: string[] = []): { result: R; journal: JournalEntry[] } {
  const dice = new ScriptedDice(faces);
  const journal: JournalEntry[] = [];
  const result = runProcedureSync(proc, { dice, decider: new ScriptedDecider(answers), record: (e) => journal.push(e) });
  if (dice.remaining !== 0) throw new Error(`${dice.remaining} scripted dice were not used`);
  return { result, journal };
}

/** How many dice requests a procedure made before it ended. */
export function diceAsked(journal: readonly JournalEntry[]): number {
  return journal.filter((e) => e.type === 'dice').length;
}
