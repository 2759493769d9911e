/**
 * Combat Infantry (`combat-infantry`): the one value through which the CLI reaches this ruleset.
 * Cheap to import: schemas, games and command entries load on use.
 */
import type { Ruleset } from '../contract.js';
import type { Resolvable } from '../resolvable.js';
import { CI_COMMAND_SLOTS } from './commands/index.js';
import { detectCiKind } from './file-kind.js';

const resolvable = (id: 'combat-infantry.fire' | 'combat-infantry.morale' | 'combat-infantry.assault') => async () => (await import('./resolvable.js')).RESOLVABLES[id] as unknown as Resolvable;

export const ruleset: Ruleset = {
  id: 'combat-infantry',
  name: 'Combat Infantry (Columbia Games), rules text v0.99b',
  dice: ['d10 (0 reads as 10)'],
  files: {
    kinds: ['force', 'game', 'setup', 'lost-values', 'terrain'],
    async schema(kind) {
      if (kind === 'force') return (await import('./schema/force.js')).ForceFileSchema;
      if (kind === 'game') return (await import('./schema/game.js')).GameFileWithJournalSchema;
      if (kind === 'setup') return (await import('./schema/game.js')).GameFileSchema;
      if (kind === 'lost-values') return (await import('./lost-values.js')).LostValuesFileSchema;
      if (kind === 'terrain') return (await import('./terrain.js')).TerrainFileSchema;
      throw new Error(`combat-infantry has no ${kind} files`);
    },
    detectKind: detectCiKind,
    async validate(path, kind) {
      const { validateCiFile } = await import('./validate.js');
      return validateCiFile(path, kind);
    },
  },
  games: {
    async open(file, options) {
      const { openGame } = await import('./game.js');
      return { ruleset: 'combat-infantry', session: openGame(file, options).session };
    },
    async repair(file) {
      const [{ GameSession }, { gameCodec }] = await Promise.all([import('../../game/session.js'), import('./game.js')]);
      return GameSession.repair(file, gameCodec());
    },
  },
  resolvable: {
    'combat-infantry.fire': resolvable('combat-infantry.fire'),
    'combat-infantry.morale': resolvable('combat-infantry.morale'),
    'combat-infantry.assault': resolvable('combat-infantry.assault'),
  },
  commands: CI_COMMAND_SLOTS,
};
