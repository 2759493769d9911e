import { SeededDice } from '../dice/seeded.js';
import { ScriptedDecider, type Decider } from '../engine/decider.js';
import type { Procedure } from '../engine/request.js';
import { runProcedure, type JournalEntry } from '../engine/runner.js';
import { diceFromFlags, type DiceFlags } from './dice-options.js';

/**
 * Run a procedure with the dice the flags ask for (--seed / --dice / --manual / fair) and the
 * decisions given with --decide (or another decider), recording every die and decision.
 */
export async function runWithFlags<R>(
  proc: Procedure<R>,
  flags: DiceFlags & { decide?: string[] },
  decider: Decider = new ScriptedDecider(flags.decide ?? []),
): Promise<{ result: R; journal: JournalEntry[]; seed?: number }> {
  const dice = diceFromFlags(flags);
  const journal: JournalEntry[] = [];
  const result = await runProcedure(proc, { dice, decider, record: (e) => journal.push(e) });
  return dice instanceof SeededDice ? { result, journal, seed: dice.seed } : { result, journal };
}
