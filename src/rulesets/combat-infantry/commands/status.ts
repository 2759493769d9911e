/** `umpire status` on a Combat Infantry game: each side's blocks by hex; --as SIDE keeps the enemy's fog of war. */
import { Option } from '../../command-input.js';
import { commandEntry } from '../../contract.js';

export const statusEntry = commandEntry({
  summary: "each side's blocks by hex (strength, half-hits, foxholes, face-up), markers and assaults waiting.",
  arguments: '[game]',
  options: () => [new Option('--as <side>', "show only what this side may see of the enemy's blocks (fog of war)")],
  examples: ['umpire status ci.yaml', 'umpire status ci.yaml --as Germany'],
  async run(ctx) {
    const file = ctx.game ?? ctx.args[0] ?? 'umpire-game.yaml';
    const [{ openGame }, { statusLines }] = await Promise.all([import('../game.js'), import('../status.js')]);
    const game = openGame(file, { readOnly: true });
    const as = ctx.opts.as;
    const lines = statusLines(game.session.state, game.forces, as);
    if (ctx.json)
      // The shape of every ruleset's status --json: file, ruleset, the game's fields (none of the
      // enemy's under --as, fog of war), journal (docs/situation.md).
      ctx.out.json({
        file,
        ...(as ? { as } : game.session.state),
        ruleset: 'combat-infantry',
        lines,
        journal: {
          file: game.session.journalFile,
          entries: game.session.journal.length,
          undoable: game.session.undoable().length,
        },
      });
    else for (const l of lines) ctx.out.line(l);
  },
});
