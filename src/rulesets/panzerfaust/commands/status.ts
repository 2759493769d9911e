/** `umpire status` on a Panzerfaust game: turn, phase, and each side's units with their state. */
import { commandEntry } from '../../contract.js';

export const statusEntry = commandEntry({
  summary: 'turn, phase, pips, and every unit that has lost teams, is Shaken, Retreating, pinned or damaged.',
  arguments: '[game]',
  options: () => [],
  examples: ['umpire status pf.yaml', 'umpire status pf.yaml --json'],
  async run(ctx) {
    const [{ openPzGame }, { pzStatusLines }] = await Promise.all([import('../game/game.js'), import('../status.js')]);
    const game = openPzGame(ctx.game!, { readOnly: true });
    const s = game.session.state;
    if (ctx.json)
      // The shape of every ruleset's status --json: file, ruleset, the game's fields, journal (docs/situation.md).
      return ctx.out.json({
        file: ctx.game,
        ...s,
        journal: {
          file: game.session.journalFile,
          entries: game.session.journal.length,
          undoable: game.session.undoable().length,
        },
      });
    for (const l of pzStatusLines(s, game.forces)) ctx.out.line(l);
  },
});
