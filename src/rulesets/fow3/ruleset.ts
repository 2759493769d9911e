/**
 * Flames Of War 3rd edition, "Open Fire!" (`fow3`): the one value through which the CLI reaches
 * this ruleset. Cheap to import: schemas, games and command entries load on use.
 */
import type { Ruleset } from '../contract.js';
import { FOW3_COMMAND_SLOTS } from './commands/index.js';
import { detectFow3Kind } from './file-kind.js';
import { FOW3_RESOLVABLE } from './resolvable.js';

export const ruleset: Ruleset = {
  id: 'fow3',
  name: 'Flames Of War 3rd edition, Open Fire!',
  dice: ['d6'],
  async scoreRule(need) {
    // Open Fire has no rule for a score above 6 (A1): it cannot succeed.
    const { fow3Score } = await import('./score.js');
    const s = fow3Score(need, [], { scoreAboveSix: 'impossible' });
    return { target: s.target, note: ['Open Fire! (fow3)', ...s.rules.map((r) => `${r.name} (${r.page})`)].join('; ') };
  },
  files: {
    kinds: ['force', 'game', 'arsenal', 'demo-table'],
    async schema(kind) {
      if (kind === 'force') return (await import('./schema/force.js')).Fow3ForceFileSchema;
      if (kind === 'game') return (await import('./schema/game.js')).Fow3GameFileWithJournalSchema;
      if (kind === 'arsenal') return (await import('./schema/arsenal.js')).Fow3ArsenalFileSchema;
      if (kind === 'demo-table') return (await import('../flames-of-war/demo-table.js')).demoTableSchema;
      throw new Error(`fow3 has no ${kind} files`);
    },
    detectKind: detectFow3Kind,
    async validate(path, kind) {
      const { validateFow3File } = await import('./validate.js');
      return validateFow3File(path, kind as 'force' | 'game' | 'arsenal' | 'demo-table');
    },
  },
  games: {
    async open(file, options) {
      const { openFow3Game } = await import('./game.js');
      return { ruleset: 'fow3', session: openFow3Game(file, options).session };
    },
    async repair(file) {
      const [{ GameSession }, { fow3GameCodec }] = await Promise.all([
        import('../../game/session.js'),
        import('./game.js'),
      ]);
      return GameSession.repair(file, fow3GameCodec());
    },
  },
  resolvable: FOW3_RESOLVABLE,
  play: {
    async open(file) {
      const [{ fow3PlayGame }, { fow3Opponent }] = await Promise.all([
        import('./turn/play-game.js'),
        import('./opponent/index.js'),
      ]);
      return fow3PlayGame(file, fow3Opponent);
    },
    demo: {
      forces: 'a British Armoured Squadron against a German Grenadierkompanie (Open Fire!)',
      async create(file, seed, options) {
        (await import('./turn/play-game.js')).createFow3Demo(file, seed, options);
      },
      // One round: stop when turn 2 comes round to the Starting Step.
      stop: (s) => (s as { turn: number }).turn >= 2 && (s as { step: string }).step === 'starting',
    },
  },
  commands: FOW3_COMMAND_SLOTS,
};
