import type { Procedure } from '../../../../src/engine/index.js';
import { run as runScripted } from '../../../helpers.js';

/** Run a procedure with scripted faces (all of which must be used) and scripted decisions. */
export function run<R>(proc: Procedure<R>, faces: number[], answers: string[] = []): R {
  return runScripted(proc, faces, answers).result;
}

export const codes = (r: { consequences: readonly { code: string }[] }) => r.consequences.map((c) => c.code);
export const ruleIds = (r: { rules: readonly { id: string }[] }) => r.rules.map((x) => x.id);
export const faces = (r: { rolls: readonly { face: number; by: string }[] }) => r.rolls.map((x) => `${x.by}:${x.face}`);
