/** The options of `umpire assault` and `umpire odds assault` (Open Fire), and the types they give. */
import { collect, Option } from '../../../command-input.js';
import type { OptsOf } from '../../../contract.js';
import { optOption } from '../options.js';

export type Fow3AssaultFlags = OptsOf<ReturnType<typeof quickAssaultOptions>>;
export type Fow3AssaultCommandFlags = OptsOf<ReturnType<typeof assaultOptions>>;
export type Fow3OddsAssaultFlags = OptsOf<ReturnType<typeof oddsAssaultOptions>>;

/** The flags that describe an assault in quick mode (shared with `umpire odds assault`). */
export function quickAssaultOptions() {
  return [
    new Option(
      '--attacker <teams>',
      'the assaulting platoon: arsenal team names with counts, e.g. "Rifle/MG team:4,Bazooka team"',
    ),
    new Option(
      '--attacker-rating <rating>',
      'Motivation and Skill of the assaulting platoon, e.g. fearless-veteran',
    ).default('confident-trained'),
    new Option('--defender <teams>', 'a defending platoon (repeat for several)').argParser(collect).default([]),
    new Option(
      '--defender-rating <rating>',
      'ratings of each defending platoon, in order (repeat; the last one is reused)',
    )
      .argParser(collect)
      .default([]),
    new Option('--attacker-arsenal <ids>', "look the attacker's names up only in these arsenals, e.g. british"),
    new Option('--defender-arsenal <ids>', "look the defender's names up only in these arsenals, e.g. german"),
    new Option('--situation <file>', 'a full fow3.assault situation (JSON or YAML) instead of the flags above'),
    new Option('--defender-pinned', 'the defending platoons are Pinned Down'),
    new Option(
      '--sneaking',
      'the assaulting infantry did not move or shoot and start Concealed (no defensive fire from tanks)',
    ),
    new Option('--charge-going <going>', 'the going the assaulting tanks charge through (bogging checks)').choices([
      'easy',
      'difficult',
      'very-difficult',
    ]),
    optOption(),
  ] as const;
}

/** `umpire assault`'s options: the assault's, then the game mode's. */
export function assaultOptions() {
  return [
    ...quickAssaultOptions(),
    new Option('--unit <name>', 'game mode: the assaulting platoon'),
    new Option('--target <name>', 'game mode: a defending platoon (repeat for several)').argParser(collect).default([]),
    new Option('--fact <key=value...>', 'game mode: answer a question, e.g. tankWithin6=no'),
  ] as const;
}

/** `umpire odds assault`'s options: the assault's, then the runs'. */
export function oddsAssaultOptions() {
  return [
    ...quickAssaultOptions(),
    new Option('--trials <n>', 'how many seeded runs (default 2000)'),
    new Option('--seed <n>', 'the seed of the runs (default: a fresh one, printed)'),
  ] as const;
}
