/**
 * Combat Infantry (`combat-infantry`): the one value through which the CLI reaches this ruleset.
 * Cheap to import: schemas, games and command entries load on use.
 */
import type { Ruleset } from '../contract.js';
import type { Resolvable } from '../resolvable.js';
import { CI_COMMAND_SLOTS } from './commands/index.js';
import { detectCiKind } from './file-kind.js';

const resolvable = (id: 'combat-infantry.fire' | 'combat-infantry.morale' | 'combat-infantry.assault') => async () =>
  (await import('./resolvable.js')).RESOLVABLES[id] as unknown as Resolvable;

export const ruleset: Ruleset = {
  id: 'combat-infantry',
  name: 'Combat Infantry (Columbia Games), rules text v0.99b',
  dice: ['d10 (0 reads as 10)'],
  files: {
    kinds: ['force', 'game', 'setup', 'lost-values', 'house-values', 'terrain'],
    async schema(kind) {
      if (kind === 'force') return (await import('./schema/force.js')).ForceFileSchema;
      if (kind === 'game') return (await import('./schema/game.js')).GameFileWithJournalSchema;
      if (kind === 'setup') return (await import('./schema/game.js')).GameFileSchema;
      if (kind === 'lost-values') return (await import('./lost-values.js')).LostValuesFileSchema;
      if (kind === 'house-values') return (await import('./lost-values.js')).HouseValuesFileSchema;
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
      const [{ GameSession }, { gameCodec }] = await Promise.all([
        import('../../game/session.js'),
        import('./game.js'),
      ]);
      return GameSession.repair(file, gameCodec());
    },
  },
  resolvable: {
    'combat-infantry.fire': resolvable('combat-infantry.fire'),
    'combat-infantry.morale': resolvable('combat-infantry.morale'),
    'combat-infantry.assault': resolvable('combat-infantry.assault'),
  },
  commands: CI_COMMAND_SLOTS,
  play: {
    async open(file) {
      const [{ openGame }, { ciPlay }, { statusLines }, { ciOpponent }] = await Promise.all([
        import('./game.js'),
        import('./turn/index.js'),
        import('./status.js'),
        import('./opponent/index.js'),
      ]);
      const game = openGame(file);
      return {
        session: game.session,
        turn: { ...ciPlay(game.forces), opponent: ciOpponent(game.forces) },
        statusLines: (s) => statusLines(s, game.forces),
        help: () => [
          'Combat Infantry: each Player Turn runs Fire, Move, Assault, Supply and Victory (Sequence of Play); type physical d10s as faces, 0 reads as 10.',
          "Values the extraction lost come from the lost-values file (umpire tables combat-infantry --check); one still empty there comes from umpire's house values, and every result that uses one says so.",
        ],
      };
    },
    demo: {
      forces: 'a US rifle company against German grenadiers holding Granger farm (Last Stand)',
      async create(file, seed, options) {
        (await import('./demo.js')).createCiDemo(file, seed, options);
      },
      // One round: stop when turn 2 begins.
      stop: (s) => (s as { turn: number }).turn >= 2,
    },
  },
};
