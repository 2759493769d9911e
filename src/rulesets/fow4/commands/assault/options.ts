/** The options that describe an assault (shared by `assault` and `odds assault`). */
import { Option } from 'commander';
import { collect } from '../../../command-input.js';

export function assaultOptions(): Option[] {
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
  ];
}
