import { ScriptedDice } from '../src/dice/scripted.js';
import { runProcedureSync } from '../src/engine/runner.js';
import { ScriptedDecider } from '../src/engine/decider.js';
import type { Procedure } from '../src/engine/request.js';

/** Run a procedure with these faces (in request order) and, optionally, scripted decisions. */
export function withDice<R>(proc: Procedure<R>, faces: number[], decisions: string[] = []): { result: R; dice: ScriptedDice } {
  const dice = new ScriptedDice(faces);
  const result = runProcedureSync(proc, { dice, decider: new ScriptedDecider(decisions) });
  return { result, dice };
}
