/** Combat Infantry's command entries: each loads on use; a command the game lacks says so in one sentence. */
import type { CommandSlot } from '../../contract.js';

export const CI_COMMAND_SLOTS: Readonly<Record<string, CommandSlot>> = {
  shoot: { load: async () => (await import('./shoot.js')).shootEntry },
  assault: { load: async () => (await import('./assault.js')).assaultEntry },
  bombard: {
    declined:
      'Combat Infantry bombardment is fire combat: use umpire shoot "F3 x2 bombard" --at "3" --ruleset combat-infantry (or a mortar with --game)',
  },
  'aircraft arrive': {
    declined:
      'Combat Infantry air support is an off-board bombardment called in the Fire Phase of umpire play, with no arrival roll',
  },
  'aircraft attack': {
    declined:
      'Combat Infantry air strikes are called in the Fire Phase of umpire play (their firepower is a lost value, air.firepower)',
  },
  test: { load: async () => (await import('./test.js')).testEntry },
  'odds shoot': { load: async () => (await import('./odds.js')).oddsShootEntry },
  'odds test': { load: async () => (await import('./odds.js')).oddsTestEntry },
  'odds bombard': {
    declined:
      'Combat Infantry bombardment odds are fire odds: use umpire odds shoot "F3 x2 bombard" --at "3" --ruleset combat-infantry',
  },
  'odds assault': {
    declined:
      'a Combat Infantry assault (every unit firing in up to three rounds, with morale dice) has too many dice to enumerate exactly, and umpire gives exact odds only: ask umpire odds shoot for each fire',
  },
  new: { load: async () => (await import('./new.js')).newEntry },
  status: { load: async () => (await import('./status.js')).statusEntry },
  tables: { load: async () => (await import('./tables.js')).tablesEntry },
  import: {
    declined:
      'Combat Infantry has no list-builder roster format to import: write a force file (scenarios/combat-infantry has the demo forces)',
  },
};
