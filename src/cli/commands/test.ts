import type { Command } from 'commander';
import { addDiceOptions } from '../dice-flags.js';

export function registerTest(program: Command): void {
  const cmd = program
    .command('test')
    .description('a test of nerve or skill: rally, remount, counterattack, last-stand, blitz, cross, reserves, ... (`umpire test list`)')
    .argument('<kind>', 'which test, or "list" to see them all')
    .option('--ruleset <id>', 'fow4 (default) or fow3 (Open Fire: `umpire test list --ruleset fow3`)');
  addTestInputOptions(cmd)
    .option('--decide <answers...>', 'answers to decisions (e.g. fow4.rally.commander=true)')
    .option('--game <file>', 'game mode: take the unit\'s ratings, rules and state from this game file and save the outcome')
    .option('--unit <name>', 'game mode: the unit taking the test (repeat for the Test to Counterattack)', (v: string, prev: string[] = []) => [...prev, v])
    .option('--team <n>', 'game mode: the tank for bailed-out-again (number or id)')
    .option('--fact <key=value...>', 'game mode: answer a table question, e.g. pioneerSupply=yes')
    .option('--odds', 'also print the exact chance to pass, with and without each re-roll')
    .option('--json', 'print the result as JSON');
  addDiceOptions(cmd)
    .addHelpText(
      'after',
      `
\`umpire test list\` lists every test with its page; \`umpire test <kind> --help-input\` is not
needed: a missing or wrong input names the field and what it takes.

Game mode (--game): rally, remount, bailed-out-again, last-stand, counterattack, blitz,
shoot-and-scoot, dig-in and follow-me take the unit from the game file (ratings, sub-ratings,
special rules, pinned, bailed out, In Good Spirits from the morale rules, the order already used)
and save what follows: a rally clears Pinned Down, a remount clears Bailed Out, a failed
Last Stand destroys the unit, a failed counterattack test pins the unit (Break Off), an order is
recorded (Dig In gives Foxholes). The Commander re-roll is asked only if the test fails
(--commander yes|no answers it; without a terminal the answer is no).

Examples:
  umpire test rally --game game.yaml --unit "1st Grenadier Platoon"
  umpire test remount --game of.yaml --unit "StuG Platoon"   # an Open Fire game (rally, remount, free-bogged, morale, dig-in)
  umpire test counterattack --game game.yaml --unit "1st Grenadier Platoon" --unit "Kompanie HQ" --commander no
  umpire test rally --motivation confident --skill trained --commander yes --dice 2,5
  umpire test remount --motivation confident --skill trained --rules protected-ammo --odds
  umpire test last-stand --motivation reluctant --skill conscript --komissar --seed 4
  umpire test reserves --set type=immediate turn=3 --dice 2,4,1
  umpire test cross --set cross=3 --dice 2
  umpire test rally --ruleset fow3 --motivation confident --commander yes --dice 2,5
  umpire test bogging --ruleset fow3 --skill veteran --set team="Tiger I E" going=very-difficult --odds`,
    )
    .action(async (kind: string, opts) => {
      const { runTestCommand } = await import('../test-cmd/run.js');
      await runTestCommand(kind, opts);
    });
}

/** The flags that give a test's input (shared by `test` and `odds test`). */
export function addTestInputOptions(cmd: Command): Command {
  return cmd
    .option('--motivation <m>', 'fearless, confident or reluctant')
    .option('--skill <s>', 'veteran, trained or conscript')
    .option('--rally <score>', 'a Rally rating that differs from Motivation, e.g. 3+')
    .option('--remount <score>', 'a Remount rating that differs from Motivation')
    .option('--counterattack <score>', 'a Counterattack rating that differs from Motivation')
    .option('--last-stand <score>', 'a Last Stand rating that differs from Motivation')
    .option('--tactics <score>', 'a Tactics rating that differs from Skill')
    .option('--rules <ids>', 'special rules of the unit, comma-separated (tiger-ace, british-bulldog, cavalry, shtraf, ...)')
    .option('--commander <yes|no|ask>', 'the Formation Commander is within 6"/15cm and in line of sight (re-roll of a failure)')
    .option('--komissar [use]', 'a Komissar within 6"/15cm of the leader: re-roll at the cost of a team ("no" to decline)')
    .option('--set <key=value...>', 'any other input of the test, e.g. --set turn=3 type=immediate')
    .option('--input <file>', 'the whole input as JSON or YAML');
}
