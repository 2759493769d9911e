/** Panzerfaust's command entries: each loads on use; a command the book (or umpire) lacks says so in one sentence. */
import type { CommandSlot } from '../../contract.js';

const AIRCRAFT =
  'umpire does not resolve Panzerfaust airstrikes yet (pp. 42-43, the bomb table is lost); roll an AA test with umpire roll 2d6 --under N --ruleset panzerfaust';

export const PZ_COMMAND_SLOTS: Readonly<Record<string, CommandSlot>> = {
  shoot: { load: async () => (await import('./shoot.js')).shootEntry },
  'odds shoot': { load: async () => (await import('./shoot.js')).oddsShootEntry },
  assault: { load: async () => (await import('./assault.js')).assaultEntry },
  'odds assault': { load: async () => (await import('./assault.js')).oddsAssaultEntry },
  test: { load: async () => (await import('./test.js')).testEntry },
  'odds test': { load: async () => (await import('./test.js')).oddsTestEntry },
  bombard: { load: async () => (await import('./bombard.js')).bombardEntry },
  'odds bombard': { load: async () => (await import('./bombard.js')).oddsBombardEntry },
  roll: { load: async () => (await import('./roll.js')).rollEntry },
  tables: { load: async () => (await import('./tables.js')).tablesEntry },
  'aircraft arrive': { declined: AIRCRAFT },
  'aircraft attack': { declined: AIRCRAFT },
  new: { load: async () => (await import('./new.js')).newEntry },
  status: { load: async () => (await import('./status.js')).statusEntry },
  import: {
    declined:
      'Panzerfaust has no list-builder roster format to import: write a force file (scenarios/panzerfaust/forces has two)',
  },
};
