import { ScriptedDice } from '../../../src/dice/scripted.js';
import { ScriptedDecider } from '../../../src/engine/decider.js';
import type { Procedure } from '../../../src/engine/request.js';
import { runProcedureSync } from '../../../src/engine/runner.js';

/** Run a procedure on scripted faces; returns its result and how many faces it used. */
export function run<R>(proc: Procedure<R>, faces: number[], answers: string[] = []): { result: R; used: number } {
  const dice = new ScriptedDice(faces);
  const result = runProcedureSync(proc, { dice, decider: new ScriptedDecider(answers) });
  return { result, used: dice.used };
}
