/** Open Fire's command entries: each loads on use; a command Open Fire lacks says so in one sentence. */
import type { CommandSlot } from '../../contract.js';

export const FOW3_COMMAND_SLOTS: Readonly<Record<string, CommandSlot>> = {
  shoot: { load: async () => (await import('./shoot/entry.js')).shootEntry },
  bombard: { declined: 'Flames Of War 3rd edition Open Fire! has no artillery bombardments: they are in the full rulebook (Advanced Rules); in an Open Fire game, mortars and guns shoot directly with umpire shoot' },
  'aircraft arrive': { declined: 'Flames Of War 3rd edition Open Fire! has no aircraft: they are in the full rulebook' },
  'aircraft attack': { declined: 'Flames Of War 3rd edition Open Fire! has no aircraft: they are in the full rulebook' },
  'odds shoot': { declined: 'umpire has no exact odds for Open Fire! shooting yet' },
  'odds bombard': { declined: 'Flames Of War 3rd edition Open Fire! has no artillery bombardments: they are in the full rulebook' },
  assault: { load: async () => (await import('./assault/entry.js')).assaultEntry },
  'odds assault': { declined: 'umpire has no assault estimate for Open Fire! yet' },
  test: { load: async () => (await import('./test/entry.js')).testEntry },
  'odds test': { declined: 'umpire has no exact test odds for Open Fire! under odds test yet: use umpire test <kind> --ruleset fow3 --odds' },
  new: { load: async () => (await import('./new-entry.js')).newEntry },
  status: { load: async () => (await import('./status-entry.js')).statusEntry },
  import: { declined: 'umpire imports BattleScribe / New Recruit rosters for Flames Of War 4th edition only: write an Open Fire force file (scenarios/fow3/forces has two), or import with --ruleset fow4' },
  tables: { declined: 'the Open Fire! book lost no values in its extraction: there are no tables for you to fill in' },
};
