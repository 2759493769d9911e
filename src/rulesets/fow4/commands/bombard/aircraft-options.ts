/** The options of `umpire aircraft arrive` and `umpire aircraft attack`, and the types they give. */
import { collect, Option } from '../../../command-input.js';
import type { OptsOf } from '../../../contract.js';
import { TARGET_SKILLS } from '../shoot/options.js';

export type ArriveFlags = OptsOf<ReturnType<typeof arriveOptions>>;
export type AttackFlags = OptsOf<ReturnType<typeof attackOptions>>;

export function arriveOptions() {
  return [
    new Option('--name <text>', 'the Aircraft Unit'),
    new Option('--cas', 'Close Air Support (arrives on 3+)'),
    new Option('--night', 'night: no aircraft'),
    new Option('--reserve', 'the unit is still in Reserve'),
    new Option('--meeting-engagement', "the first player's first turn of a Meeting Engagement"),
    new Option('--aop', 'an Air Observation Post (arrives automatically)'),
    new Option('--fighter-interception', 'the opponent has Fighter Interception (5+)'),
  ] as const;
}

export function attackOptions() {
  return [
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
    new Option('--target-skill <skill>', 'Skill of target teams that give none')
      .choices(TARGET_SKILLS)
      .default('trained'),
    new Option(
      '--friendly <distance>',
      'distance from the template to the nearest friendly team (8"/20cm Danger Close)',
    ),
    new Option('--terrain', 'the template covers Short or Tall terrain (+1 to range in)'),
    new Option('--adjusted', "the arsenal's rocket or bomb line is already a 4th-edition bombardment line"),
    new Option('--cm', 'distances in centimetres'),
  ] as const;
}
