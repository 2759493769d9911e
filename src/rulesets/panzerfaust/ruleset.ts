/**
 * Panzerfaust Revised (`panzerfaust`): the one value through which the CLI reaches this ruleset.
 * Cheap to import: schemas, games and command entries load on use.
 */
import type { Ruleset } from '../contract.js';
import { PZ_COMMAND_SLOTS } from './commands/index.js';
import { PZ_RESOLVABLE } from './resolvable.js';
import { detectPzKind, type PzFileKind } from './file-kind.js';

export const ruleset: Ruleset = {
  id: 'panzerfaust',
  name: 'Panzerfaust Revised (4th edition, v1.05)',
  dice: ['d6', '2d6', '3d6 roll-under'],
  files: {
    kinds: ['force', 'game', 'tables', 'house-values'],
    async schema(kind) {
      if (kind === 'force') return (await import('./schema/force.js')).PzForceFileSchema;
      if (kind === 'game') return (await import('./schema/game.js')).PzGameFileWithJournalSchema;
      if (kind === 'tables') return (await import('./tables/schema.js')).tablesFileSchema;
      if (kind === 'house-values') return (await import('./tables/house.js')).houseFileSchema;
      throw new Error(`panzerfaust has no ${kind} files`);
    },
    detectKind: detectPzKind,
    async validate(path, kind) {
      const { validatePzFile } = await import('./validate.js');
      const r = validatePzFile(path, kind as PzFileKind);
      return { kind: r.kind, summary: r.lines.join('; ') };
    },
  },
  games: {
    async open(file, options) {
      const { openPzGame } = await import('./game/game.js');
      return { ruleset: 'panzerfaust', session: openPzGame(file, options).session };
    },
    async repair(file) {
      const [{ GameSession }, { pzGameCodec }] = await Promise.all([
        import('../../game/session.js'),
        import('./game/game.js'),
      ]);
      return GameSession.repair(file, pzGameCodec());
    },
  },
  resolvable: PZ_RESOLVABLE,
  play: {
    async open(file) {
      const [{ openPzPlayGame }, { pzOpponent }] = await Promise.all([
        import('./turn/play-game.js'),
        import('./opponent/index.js'),
      ]);
      const g = openPzPlayGame(file, pzOpponent);
      return { session: g.session, turn: g.play, statusLines: g.status, help: g.help };
    },
    demo: {
      forces: 'a German infantry company against a Soviet rifle company, 1942',
      async create(file, seed, options) {
        (await import('./turn/play-game.js')).createPzDemo(file, seed, options);
      },
      // One round: stop when turn 2 begins.
      stop: (s) => (s as { turn: number }).turn >= 2,
    },
  },
  commands: PZ_COMMAND_SLOTS,
};
