import { println } from '../output.js';
import { runRoll } from '../roll/run.js';

/** The bundled demo. It grows with the project: the interactive demo battle replaces it. */
export async function runDemo(opts: { seed?: string }): Promise<void> {
  println('umpire demo: twelve Trained riflemen fire at Veteran infantry that is concealed and gone to ground.');
  println('Is Hit On 4+ with +2 for Concealed and Gone to Ground: each die needs 6 then 5+ (a score of 7).');
  println();
  await runRoll('12', { need: '7', ...(opts.seed !== undefined ? { seed: opts.seed } : {}), odds: true });
}
