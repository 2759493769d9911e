/** `umpire status` on a Flames Of War 4 game. */
import { commandEntry } from '../../contract.js';

export const statusEntry = commandEntry({
  summary: 'per side, every unit, its teams, ratings, state, In Good Spirits and what it may still do.',
  arguments: '[game]',
  options: () => [],
  examples: ['umpire status', 'umpire status game.yaml --json'],
  run: async (ctx) => (await import('./status.js')).runStatus(ctx),
});
