/** The options that describe a bombardment in quick mode (shared by `bombard` and `odds bombard`). */
import { collect, Option } from '../../../command-input.js';
import type { OptsOf } from '../../../contract.js';
import type { SpotterRole } from '../../bombard/eligibility.js';
import { TARGET_SKILLS } from '../shoot/options.js';

/** The spotters --spotter-role names (p. 46). */
export const SPOTTER_ROLES = [
  'firing',
  'formation-hq',
  'observer',
  'us-unit-leader',
  'aop',
] as const satisfies readonly SpotterRole[];

/** What the quick-mode bombardment options give (`ctx.opts` of `bombard` and `odds bombard`). */
export type BombardFlags = OptsOf<ReturnType<typeof bombardOptions>>;
/** What `umpire bombard`'s options give, with the game mode's. */
export type BombardGameFlags = OptsOf<ReturnType<typeof bombardCommandOptions>>;

/** `umpire bombard`'s options: the bombardment's, then the game mode's. */
export function bombardCommandOptions() {
  return [
    ...bombardOptions(),
    new Option('--unit <name>', 'game mode: the Artillery Unit that fires'),
    new Option('--target <name>', 'game mode: a unit under the template (repeat for several)').argParser(collect),
    new Option(
      '--fact <key=value...>',
      'game mode: answer a question, e.g. under="StuG Platoon/1,StuG Platoon/2" cover=short',
    ),
  ] as const;
}

export function bombardOptions() {
  return [
    new Option(
      '--battery <spec>',
      'firing weapons: "<count> <arsenal team>" or "<count> <name>:at=3,fp=4+", adding any of ,rocket=2 ,unadjusted ,hmg ,stuka ,train (repeat for a mixed bombardment)',
    ).argParser(collect),
    new Option(
      '--under <spec>',
      'teams under the template: "<count> <name>", then optionally ":<cover>", then optionally ":" and any of skill=veteran, unit=<name>, hit=3+, type=tank, top=1, save=3+, bailed, remount=4+, long, shtraf, comma-separated (e.g. "2 Sherman V:foxholes:type=tank,top=1"); shtraf: a Shtraf Company, no Foxholes (p. 73); cover: none, short, foxholes, building, crater, trench, bulletproof, linear, gun-shield',
    ).argParser(collect),
    new Option('--name <text>', 'name of the Artillery Unit'),
    new Option('--skill <rating>', "the Artillery Unit's Skill: veteran, trained, conscript or N+").default('trained'),
    new Option('--ranging <score>', 'its Ranging rating, when it has one'),
    new Option('--target-skill <skill>', 'Skill of --under teams that give none')
      .choices(TARGET_SKILLS)
      .default('trained'),
    new Option('--spotter <name>', 'the spotting team'),
    new Option('--spotter-skill <rating>', "the spotter's Skill (default: --skill)"),
    new Option('--spotter-role <role>', 'firing, formation-hq, observer, us-unit-leader or aop')
      .choices(SPOTTER_ROLES)
      .default('firing'),
    new Option('--terrain', 'the template covers Short or Tall terrain or a Smoke Screen (+1 to range in)'),
    new Option('--night', 'night: +1 to range in'),
    new Option('--through-smoke', 'the spotter ranges in through smoke (+1)'),
    new Option('--repeat', 'Repeat Bombardment on the Ranged In marker'),
    new Option('--no-sight', 'with --repeat: the spotter cannot see the Aiming Point (+1 to hit)'),
    new Option('--time-on-target', 'US unit with a Staff Team: Time on Target'),
    new Option('--no-full-salvo', 'Super-heavy Rockets without their Full Salvo marker'),
    new Option('--smoke [weapons]', 'Smoke Bombardment (optionally fewer weapons for a shorter screen)'),
    new Option('--smoke-used', 'the unit already fired its Smoke Bombardment this game'),
    new Option('--friendly <distance>', 'distance from the template to the nearest friendly team (Danger Close)'),
    new Option('--long-range-armour', 'give tanks marked "long" the +1 Armour Save over 16"/40cm (AMB-14)'),
    new Option(
      '--arsenal <file>',
      'look --battery and --under names up first in this arsenal file, or in the arsenals a force file names (e.g. one made by umpire import)',
    ),
    new Option(
      '--battery-arsenal <ids|file>',
      'look the --battery names up only in these arsenals, e.g. american, or first in this arsenal or force file',
    ),
    new Option(
      '--under-arsenal <ids|file>',
      'look the --under names up only in these arsenals, e.g. german, or first in this arsenal or force file',
    ),
    new Option('--arsenal-adjusted', "the arsenal's artillery lines are already 4th-edition bombardment values"),
    new Option('--cm', 'distances in centimetres'),
  ] as const;
}
