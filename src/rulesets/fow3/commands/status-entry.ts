/** `umpire status` on an Open Fire! game. */
import { commandEntry } from '../../contract.js';

export const statusEntry = commandEntry({
  summary: 'per side, platoon by platoon: teams, ratings, state, platoon and company morale.',
  arguments: '[game]',
  options: () => [],
  examples: ['umpire status openfire.yaml'],
  run: async (ctx) => (await import('./status.js')).runStatusFow3(ctx),
});
