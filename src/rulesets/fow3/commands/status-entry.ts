/** `umpire status` on an Open Fire! game. */
import type { CommandEntry } from '../../contract.js';

export const statusEntry: CommandEntry = {
  summary: 'per side, platoon by platoon: teams, ratings, state, platoon and company morale.',
  arguments: '[game]',
  options: () => [],
  examples: ['umpire status openfire.yaml'],
  run: async (ctx) => (await import('./status.js')).runStatusFow3(ctx),
};
