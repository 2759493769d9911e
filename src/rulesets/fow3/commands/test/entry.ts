/** `umpire test <kind>` under Open Fire!: a Motivation or Skill test in quick mode, or on a game (`list` lists them). */
import { Option } from 'commander';
import { InputError } from '../../../../errors/input-error.js';
import { collect } from '../../../command-input.js';
import type { CommandEntry } from '../../../contract.js';

/** The flags that give a test's inputs (shared with `umpire odds test`). */
export function testInputOptions(): Option[] {
  return [
    new Option('--motivation <m>', 'fearless, confident or reluctant'),
    new Option('--skill <s>', 'veteran, trained or conscript'),
    new Option('--commander <yes|no|ask>', 'the Company command team joined the platoon (re-roll of a failure)'),
    new Option('--set <key=value...>', 'any other input of the test, e.g. --set team="Tiger I E" going=very-difficult'),
    new Option('--input <file>', 'the whole input as JSON or YAML'),
  ];
}

export const testEntry: CommandEntry = {
  summary:
    'a Motivation or Skill test: rally, remount, morale, bogging, free-bogged, dig-in, tank-terror, ... (`umpire test list --ruleset fow3`).',
  arguments: '<kind>',
  options: () => [
    ...testInputOptions(),
    new Option('--odds', 'also print the exact chance to pass'),
    new Option('--unit <name>', 'game mode: the platoon taking the test').argParser(collect),
    new Option('--team <n>', 'game mode: the tank (number or id) for a tank test'),
    new Option('--fact <key=value...>', 'game mode: not taken (every input comes from the game file)'),
  ],
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
    if (f.motivation || f.skill || f.input || (f.set as string[] | undefined)?.length)
      throw new InputError(
        'with --game the ratings come from the game file: drop --motivation, --skill, --set and --input',
      );
    return (await import('./game.js')).runTestGameFow3(ctx, ctx.game, kind);
  },
};
