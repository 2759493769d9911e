/** `umpire aircraft attack`: this ruleset's command entry (options, help, run). */
import { Option } from 'commander';
import { collect } from '../../../command-input.js';
import type { CommandEntry } from '../../../contract.js';

export const aircraftAttackEntry: CommandEntry = {
  summary: 'an air attack: anti-aircraft fire first, then MGs, cannon, or Bombs and Rockets as artillery (pp. 27, 44).',
  options: () => [
    new Option('--aircraft <spec>', 'the Aircraft Unit: "<count> <arsenal aircraft>", e.g. "2 Typhoon"'),
    new Option('--weapon <name>', 'the weapon declared for the unit this turn, or "mgs"'),
    new Option(
      '--aa <spec>',
      'anti-aircraft teams: "<count> <arsenal team>[:weapon=<name>,target=<n>][:concealed][:long]"',
    ).argParser(collect),
    new Option(
      '--target <spec>',
      'MGs or cannon: a ground unit "<count> <arsenal team>", adding any of :skill=veteran :concealed :gone-to-ground :bulletproof :aircraft=2+3; repeat for several units; aircraft= says which aircraft (from 1) fire at it, the rest fire at the first (split fire, p. 32)',
    ).argParser(collect),
    new Option('--under <spec>', 'Bombs or Rockets: teams under the template, as for `umpire bombard`').argParser(
      collect,
    ),
    new Option('--target-skill <skill>', 'Skill of target teams that give none').default('trained'),
    new Option(
      '--friendly <distance>',
      'distance from the template to the nearest friendly team (8"/20cm Danger Close)',
    ),
    new Option('--terrain', 'the template covers Short or Tall terrain (+1 to range in)'),
    new Option('--adjusted', "the arsenal's rocket or bomb line is already a 4th-edition bombardment line"),
    new Option('--cm', 'distances in centimetres'),
  ],
  help: `Dice are asked for in this order: anti-aircraft to-hit dice, the aircraft saves and Firepower
tests; then the attack (to-hit and saves as in shooting, or range in, to hit and saves as in a
bombardment).`,
  examples: [
    'umpire aircraft attack --aircraft "2 Typhoon" --weapon Rockets --under "3 T-34/85" --friendly 12',
    'umpire aircraft attack --aircraft "1 Typhoon" --weapon Cannon --target "2 T-34/85" --aa "1 Rifle/MG team"',
    'umpire aircraft attack --aircraft "2 Typhoon" --weapon Cannon --target "2 T-34/85" --target "3 StuG G:aircraft=2"',
  ],
  run: async (ctx) => (await import('./aircraft-run.js')).runAttack(ctx),
};
