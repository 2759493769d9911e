/** Open Fire's command entries: each loads on use; a command Open Fire lacks says so in one sentence. */
import type { CommandSlot } from '../../contract.js';

export const FOW3_COMMAND_SLOTS: Readonly<Record<string, CommandSlot>> = {
  shoot: { load: async () => (await import('./shoot/entry.js')).shootEntry },
  bombard: {
    declined:
      'Flames Of War 3rd edition Open Fire! has no artillery bombardments: they are in the full rulebook (Advanced Rules); in an Open Fire game, mortars and guns shoot directly with umpire shoot',
  },
  'aircraft arrive': {
    declined: 'Flames Of War 3rd edition Open Fire! has no aircraft: they are in the full rulebook',
  },
  'aircraft attack': {
    declined: 'Flames Of War 3rd edition Open Fire! has no aircraft: they are in the full rulebook',
  },
  'odds shoot': { load: async () => (await import('./odds/shoot-entry.js')).oddsShootEntry },
  'odds bombard': {
    declined: 'Flames Of War 3rd edition Open Fire! has no artillery bombardments: they are in the full rulebook',
  },
  assault: { load: async () => (await import('./assault/entry.js')).assaultEntry },
  'odds assault': { load: async () => (await import('./odds/assault-entry.js')).oddsAssaultEntry },
  test: { load: async () => (await import('./test/entry.js')).testEntry },
  'odds test': { load: async () => (await import('./odds/test-entry.js')).oddsTestEntry },
  new: { load: async () => (await import('./new-entry.js')).newEntry },
  status: { load: async () => (await import('./status-entry.js')).statusEntry },
  import: {
    declined:
      'umpire imports BattleScribe / New Recruit rosters for Flames Of War 4th edition only: write an Open Fire force file (scenarios/fow3/forces has two), or import with --ruleset fow4',
  },
  tables: { declined: 'the Open Fire! book lost no values in its extraction: there are no tables for you to fill in' },
};
