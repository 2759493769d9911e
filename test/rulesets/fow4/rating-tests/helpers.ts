import { ScriptedDice } from '../../../../src/dice/index.js';
import { ScriptedDecider, runProcedureSync, type Procedure } from '../../../../src/engine/index.js';

/** Run a procedure with scripted faces (all of which must be used) and scripted decisions. */
export function run<R>(proc: Procedure<R>, faces: number[], answers: string[] = []): R {
  const dice = new ScriptedDice(faces);
  const result = runProcedureSync(proc, { dice, decider: new ScriptedDecider(answers, true) });
  if (dice.remaining !== 0) throw new Error(`${dice.remaining} scripted dice were not used`);
  return result;
}

export const codes = (r: { consequences: readonly { code: string }[] }) => r.consequences.map((c) => c.code);
export const ruleIds = (r: { rules: readonly { id: string }[] }) => r.rules.map((x) => x.id);
export const faces = (r: { rolls: readonly { face: number; by: string }[] }) => r.rolls.map((x) => `${x.by}:${x.face}`);
