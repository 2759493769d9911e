/** The options that give a test's input (shared by `test` and `odds test`). */
import { collect, Option } from '../../../command-input.js';
import type { OptsOf } from '../../../contract.js';

/** What the test input options give (`ctx.opts` of `odds test`). */
export type TestInputFlags = OptsOf<ReturnType<typeof testInputOptions>>;
/** What `umpire test`'s options give, with the game mode's and --odds. */
export type TestFlags = OptsOf<ReturnType<typeof testOptions>>;

/** `umpire test`'s options: the test's input, then the game mode's, then --odds. */
export function testOptions() {
  return [
    ...testInputOptions(),
    new Option(
      '--unit <name>',
      'game mode: the unit taking the test (repeat for the Test to Counterattack); without a game, counterattack takes NAME:RATING (fearless|confident|reluctant or a score such as 4+), repeated',
    ).argParser(collect),
    new Option('--team <n>', 'game mode: the tank for bailed-out-again (number or id)'),
    new Option('--fact <key=value...>', 'game mode: answer a table question, e.g. pioneerSupply=yes'),
    new Option('--odds', 'also print the exact chance to pass, with and without each re-roll'),
  ] as const;
}

export function testInputOptions() {
  return [
    new Option('--motivation <m>', 'fearless, confident or reluctant'),
    new Option('--skill <s>', 'veteran, trained or conscript'),
    new Option('--rally <score>', 'a Rally rating that differs from Motivation, e.g. 3+'),
    new Option('--remount <score>', 'a Remount rating that differs from Motivation'),
    new Option('--counterattack <score>', 'a Counterattack rating that differs from Motivation'),
    new Option('--last-stand <score>', 'a Last Stand rating that differs from Motivation'),
    new Option('--tactics <score>', 'a Tactics rating that differs from Skill'),
    new Option(
      '--rules <ids>',
      'special rules of the unit, comma-separated (tiger-ace, british-bulldog, cavalry, shtraf, ...)',
    ),
    new Option(
      '--commander <yes|no|ask>',
      'the Formation Commander is within 6"/15cm and in line of sight (re-roll of a failure)',
    ),
    new Option(
      '--komissar [use]',
      'a Komissar within 6"/15cm of the leader: re-roll at the cost of a team ("no" to decline)',
    ),
    new Option('--set <key=value...>', 'any other input of the test, e.g. --set turn=3 type=immediate'),
  ] as const;
}
