/** Flames Of War 4's command entries: each loads on use. */
import type { CommandSlot } from '../../contract.js';

export const FOW4_COMMANDS: Readonly<Record<string, CommandSlot>> = {
  shoot: { load: async () => (await import('./shoot/entry.js')).shootEntry },
  bombard: { load: async () => (await import('./bombard/entry.js')).bombardEntry },
  'aircraft arrive': { load: async () => (await import('./bombard/arrive-entry.js')).aircraftArriveEntry },
  'aircraft attack': { load: async () => (await import('./bombard/attack-entry.js')).aircraftAttackEntry },
  'odds shoot': { load: async () => (await import('./odds/shoot-entry.js')).oddsShootEntry },
  'odds bombard': { load: async () => (await import('./odds/bombard-entry.js')).oddsBombardEntry },
  assault: { load: async () => (await import('./assault/entry.js')).assaultEntry },
  'odds assault': { load: async () => (await import('./odds/assault-entry.js')).oddsAssaultEntry },
  test: { load: async () => (await import('./test/entry.js')).testEntry },
  'odds test': { load: async () => (await import('./odds/test-entry.js')).oddsTestEntry },
  new: { load: async () => (await import('./new-entry.js')).newEntry },
  status: { load: async () => (await import('./status-entry.js')).statusEntry },
  import: { load: async () => (await import('../roster-import/command.js')).importCommand },
  tables: {
    declined:
      'the Flames Of War 4th edition book lost no values in its extraction: there are no tables for you to fill in',
  },
};
