/**
 * Flames Of War 4th edition (`fow4`): the one value through which the CLI reaches this ruleset.
 * Cheap to import: schemas, games and command entries load on use.
 */
import type { Ruleset } from '../contract.js';
import { FOW4_COMMANDS } from './commands/index.js';
import { detectFow4Kind } from './file-kind.js';
import { FOW4_RESOLVABLE } from './resolvable.js';

export const ruleset: Ruleset = {
  id: 'fow4',
  name: 'Flames Of War 4th edition',
  dice: ['d6'],
  async scoreRule(need) {
    const [{ scoreTarget }, { FOW4_FOW_RULES }] = await Promise.all([
      import('../flames-of-war/score.js'),
      import('./rules.js'),
    ]);
    const s = scoreTarget(FOW4_FOW_RULES, need);
    return { target: s.target, note: s.rules.map((r) => `${r.name} (${r.page})`).join('; ') };
  },
  files: {
    kinds: ['force', 'game', 'arsenal', 'demo-table'],
    async schema(kind) {
      if (kind === 'force') return (await import('./schema/force.js')).ForceFileSchema;
      if (kind === 'game') return (await import('./schema/game.js')).GameFileWithJournalSchema;
      if (kind === 'arsenal') return (await import('./schema/arsenal.js')).ArsenalFileSchema;
      if (kind === 'demo-table') return (await import('../flames-of-war/demo-table.js')).demoTableSchema;
      throw new Error(`fow4 has no ${kind} files`);
    },
    detectKind: detectFow4Kind,
    async validate(path, kind) {
      const { validateFow4File } = await import('./validate.js');
      return validateFow4File(path, kind as 'force' | 'game' | 'arsenal' | 'demo-table');
    },
  },
  games: {
    async open(file, options) {
      const { openFow4Game } = await import('./game.js');
      return { ruleset: 'fow4', session: openFow4Game(file, options).session };
    },
    async repair(file) {
      const [{ GameSession }, { fow4GameCodec }] = await Promise.all([
        import('../../game/session.js'),
        import('./game.js'),
      ]);
      return GameSession.repair(file, fow4GameCodec());
    },
  },
  resolvable: FOW4_RESOLVABLE,
  play: {
    async open(file) {
      const [{ fow4PlayGame }, { fow4Opponent }] = await Promise.all([
        import('./turn/play-game.js'),
        import('./opponent/index.js'),
      ]);
      return fow4PlayGame(file, fow4Opponent);
    },
    demo: {
      forces: 'British armour against German grenadiers',
      async create(file, seed, options) {
        (await import('./turn/play-game.js')).createFow4Demo(file, seed, options);
      },
      // One round: stop when turn 2 comes round to the Starting Step.
      stop: (s) => (s as { turn: number }).turn >= 2 && (s as { step: string }).step === 'starting',
    },
  },
  commands: FOW4_COMMANDS,
};
