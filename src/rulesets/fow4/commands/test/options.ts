/** The options that give a test's input (shared by `test` and `odds test`). */
import { Option } from '@commander-js/extra-typings';

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
