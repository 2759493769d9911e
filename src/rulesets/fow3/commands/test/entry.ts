/** `umpire test <kind>` under Open Fire!: a Motivation or Skill test in quick mode, or on a game (`list` lists them). */
import { InputError } from '../../../../errors/input-error.js';
import { commandEntry } from '../../../contract.js';
import { testOptions } from './options.js';

export const testEntry = commandEntry({
  summary:
    'a Motivation or Skill test: rally, remount, morale, bogging, free-bogged, dig-in, tank-terror, ... (`umpire test list --ruleset fow3`).',
  arguments: '<kind>',
  options: testOptions,
  help: `Game mode (--game): rally, remount, free-bogged, morale and dig-in take the platoon from the
game file and save what follows.`,
  examples: [
    'umpire test rally --ruleset fow3 --motivation confident --commander yes --dice 2,5',
    'umpire test bogging --ruleset fow3 --skill veteran --set team="Tiger I E" going=very-difficult --odds',
    'umpire test remount --game of.yaml --unit "StuG Platoon"',
  ],
  async run(ctx) {
    const kind = ctx.args[0]!;
    if (ctx.game === undefined || kind === 'list') return (await import('./quick.js')).runTestFow3(ctx);
    const f = ctx.opts;
    if (f.motivation || f.skill || f.input || f.set?.length)
      throw new InputError(
        'with --game the ratings come from the game file: drop --motivation, --skill, --set and --input',
      );
    return (await import('./game.js')).runTestGameFow3(ctx, ctx.game, kind);
  },
});
