/** The options that describe an assault (shared by `assault` and `odds assault`). */
import { collect, Option } from '../../../command-input.js';
import type { OptsOf } from '../../../contract.js';

/** What the assault options give (`ctx.opts` of `assault`, with the game mode's, and `odds assault`). */
export type AssaultFlags = OptsOf<ReturnType<typeof assaultOptions>>;
export type AssaultCommandFlags = OptsOf<ReturnType<typeof assaultCommandOptions>>;
export type OddsAssaultFlags = OptsOf<ReturnType<typeof oddsAssaultOptions>>;

/** `umpire assault`'s options: the assault's, --ask, then the game mode's. */
export function assaultCommandOptions() {
  return [
    ...assaultOptions(),
    new Option(
      '--ask',
      'ask every decision and table question at the terminal (default: take the --decide answers, else the default)',
    ),
    new Option('--unit <name>', 'game mode: the assaulting unit'),
    new Option('--target <name>', 'game mode: a defending unit (repeat for several)').argParser(collect).default([]),
    new Option('--fact <key=value...>', 'game mode: answer a question, e.g. smoke=yes shotHalted="1st Troop/2"'),
  ] as const;
}

/** `umpire odds assault`'s options: the assault's, then the runs'. */
export function oddsAssaultOptions() {
  return [
    ...assaultOptions(),
    new Option('--trials <n>', 'exactly this many simulated assaults (default: as many as --precision needs)'),
    new Option(
      '--precision <points>',
      "run until each side's chance to win is known to within this many percentage points (95% interval)",
    ).default('5'),
    new Option('--seed <n>', 'seed of the simulation (printed; the same seed gives the same estimate)'),
  ] as const;
}

export function assaultOptions() {
  return [
    new Option(
      '--attacker <teams>',
      'the assaulting unit: arsenal team names with counts, e.g. "Rifle/MG team:6,Panzerfaust SMG team"',
    ),
    new Option(
      '--attacker-rating <rating>',
      'Motivation and Skill of the assaulting unit, e.g. confident-veteran',
    ).default('confident-trained'),
    new Option('--defender <teams>', 'a defending unit (repeat for several units)').argParser(collect).default([]),
    new Option(
      '--defender-rating <rating>',
      'ratings of each defending unit, in order (repeat; the last one is reused)',
    )
      .argParser(collect)
      .default([]),
    new Option(
      '--attacker-arsenal <ids|file>',
      "look the attacker's names up only in these arsenals, e.g. british, or first in this arsenal or force file",
    ),
    new Option(
      '--defender-arsenal <ids|file>',
      "look the defender's names up only in these arsenals, e.g. german, or first in this arsenal or force file",
    ),
    new Option(
      '--situation <file>',
      'a full situation as JSON (the `umpire resolve` fow4.assault input) instead of the flags above',
    ),
    new Option('--attacker-pinned', 'the assaulting unit is Pinned Down (it cannot assault)'),
    new Option('--defender-pinned', 'the defending units are Pinned Down (Defensive Fire at Moving ROF)'),
    new Option('--concealed', 'the assaulting teams are Concealed (+1 to hit them in Defensive Fire)'),
    new Option(
      '--sneaking',
      'the assaulting infantry did not move, shoot or use an order and start Concealed (Sneaking Up on Tanks)',
    ),
    new Option('--cross', 'the assaulting tanks must pass a Cross test to reach Contact'),
    new Option('--night', 'night: +1 to hit in Defensive Fire, Cross +1'),
    new Option('--smoke', 'Defensive Fire passes through Smoke (+1 to hit)'),
    new Option(
      '--defender-commander',
      'the defending Formation Commander is within 6"/15cm of each Unit Leader (Counterattack re-roll)',
    ),
    new Option('--defender-rules <ids>', 'defending unit rules, e.g. british-bulldog'),
    new Option('--attacker-rules <ids>', 'assaulting unit rules, e.g. bagpipes, british-bulldog'),
    new Option('--max-rounds <n>', 'stop after this many rounds').default('20'),
  ] as const;
}
