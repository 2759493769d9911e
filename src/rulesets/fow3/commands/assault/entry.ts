/** `umpire assault` under Open Fire!: quick mode (teams from scenarios/fow3/arsenals, or a fow3.assault situation) or --game. */
import { Option } from 'commander';
import { InputError } from '../../../../errors/input-error.js';
import { collect, gameModeOptions } from '../../../command-input.js';
import type { CommandEntry } from '../../../contract.js';
import { optOption } from '../options.js';

/** The flags that describe an assault in quick mode (shared with `umpire odds assault`). */
export function quickAssaultOptions(): Option[] {
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
  ];
}

export const assaultEntry: CommandEntry = {
  summary: 'Tank Terror, defensive fire, rounds of close combat, counterattack or break off, until one side wins.',
  options: () => [
    ...quickAssaultOptions(),
    ...gameModeOptions({
      unit: 'the assaulting platoon',
      target: 'a defending platoon (repeat for several)',
      fact: 'answer a question, e.g. tankWithin6=no',
    }).map((o) => (o.long === '--target' ? o.argParser(collect).default([]) : o)),
  ],
  help: `Decisions (--decide id=value) and the table question tankWithin6 take their defaults without
a terminal. Open Fire! has no smoke, night, Cross test or Formation Commander re-roll in an
assault: those options are Flames Of War 4's.`,
  examples: [
    'umpire assault --ruleset fow3 --attacker "Paratrooper Rifle/MG team:4,Bazooka team" --attacker-rating fearless-veteran --defender "StuG G:2" --defender-rating confident-veteran --seed 4',
    'umpire assault --game of.yaml --unit "Recce Troop" --target "2nd Grenadier Platoon" --fact tankWithin6=no',
  ],
  async run(ctx) {
    if (ctx.game !== undefined) {
      if (ctx.opts.attacker || (ctx.opts.defender as string[]).length || ctx.opts.situation)
        throw new InputError(
          'with --game, name platoons with --unit and --target instead of --attacker, --defender or --situation',
        );
      return (await import('./game.js')).runAssaultGameFow3(ctx, ctx.game);
    }
    return (await import('./quick.js')).runAssaultFow3(ctx);
  },
};
