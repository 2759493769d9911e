import { ScriptedDice } from '../src/dice/scripted.js';
import { runProcedureSync, type JournalEntry } from '../src/engine/runner.js';
import { ScriptedDecider } from '../src/engine/decider.js';
import type { Procedure } from '../src/engine/request.js';

/** Run a procedure with these faces (in request order) and, optionally, scripted decisions. */
export function withDice<R>(
  proc: Procedure<R>,
  faces: number[],
  decisions: string[] = [],
): { result: R; dice: ScriptedDice } {
  const dice = new ScriptedDice(faces);
  const result = runProcedureSync(proc, { dice, decider: new ScriptedDecider(decisions) });
  return { result, dice };
}

/**
 * Run a procedure with scripted dice and scripted decisions; fail if a scripted die is left over.
 * Strict (the default): a decision with no scripted answer fails; otherwise it takes its default.
 */
export function run<R>(
  proc: Procedure<R>,
  faces: number[],
  answers: string[] = [],
  { strict = true } = {},
): { result: R; journal: JournalEntry[] } {
  const dice = new ScriptedDice(faces);
  const journal: JournalEntry[] = [];
  const result = runProcedureSync(proc, {
    dice,
    decider: new ScriptedDecider(answers, strict),
    record: (e) => journal.push(e),
  });
  if (dice.remaining !== 0) throw new Error(`${dice.remaining} scripted dice were not used`);
  return { result, journal };
}

/**
 * Seeded draws for property tests (xorshift32): `draw(n)` gives a whole number in 0..n-1, the same
 * sequence on every run for the same seed.
 */
export function seededDraws(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}
