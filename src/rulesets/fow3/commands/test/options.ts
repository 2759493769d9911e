/** The options of `umpire test` and `umpire odds test` (Open Fire), and the types they give. */
import { collect, Option } from '../../../command-input.js';
import type { OptsOf } from '../../../contract.js';

export type Fow3TestInputFlags = OptsOf<ReturnType<typeof testInputOptions>>;

/** The flags that give a test's inputs (shared with `umpire odds test`). */
export function testInputOptions() {
  return [
    new Option('--motivation <m>', 'fearless, confident or reluctant'),
    new Option('--skill <s>', 'veteran, trained or conscript'),
    new Option('--commander <yes|no|ask>', 'the Company command team joined the platoon (re-roll of a failure)'),
    new Option('--set <key=value...>', 'any other input of the test, e.g. --set team="Tiger I E" going=very-difficult'),
    new Option('--input <file>', 'the whole input as JSON or YAML'),
  ] as const;
}

export type Fow3TestFlags = OptsOf<ReturnType<typeof testOptions>>;

/** `umpire test`'s options: the test's input, --odds, then the game mode's. */
export function testOptions() {
  return [
    ...testInputOptions(),
    new Option('--odds', 'also print the exact chance to pass'),
    new Option('--unit <name>', 'game mode: the platoon taking the test').argParser(collect),
    new Option('--team <n>', 'game mode: the tank (number or id) for a tank test'),
    new Option('--fact <key=value...>', 'game mode: not taken (every input comes from the game file)'),
  ] as const;
}
