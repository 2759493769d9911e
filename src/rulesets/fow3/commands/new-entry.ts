/** `umpire new --ruleset fow3`: an Open Fire! game file (Free-for-All, the demo companies in scenarios/fow3/forces by default). */
import { commandEntry } from '../../contract.js';
import { newOptions } from './new-options.js';

export const newEntry = commandEntry({
  summary: 'a game file from two Open Fire forces; Free-for-All in daylight, the only Open Fire mission.',
  options: newOptions,
  examples: ['umpire new --ruleset fow3 -o openfire.yaml'],
  run: async (ctx) => (await import('./new.js')).runNewFow3(ctx),
});
