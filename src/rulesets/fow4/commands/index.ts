/** Flames Of War 4's command entries: each loads on use. */
import type { CommandSlot } from '../../contract.js';

export const FOW4_COMMANDS: Readonly<Record<string, CommandSlot>> = {
  shoot: { load: async () => (await import('./shoot/entry.js')).shootEntry },
};
