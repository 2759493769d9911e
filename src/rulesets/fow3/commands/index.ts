/** Open Fire's command entries: each loads on use; a command Open Fire lacks says so in one sentence. */
import type { CommandSlot } from '../../contract.js';

export const FOW3_COMMAND_SLOTS: Readonly<Record<string, CommandSlot>> = {
  shoot: { load: async () => (await import('./shoot/entry.js')).shootEntry },
  bombard: { declined: 'Open Fire! has no artillery bombardments (they are in the full rulebook)' },
  aircraft: { declined: 'Open Fire! has no aircraft (they are in the full rulebook)' },
};
