/** The options that describe a bombardment in quick mode (shared by `bombard` and `odds bombard`). */
import { Option } from 'commander';
import { collect } from '../../../command-input.js';

/** The values of those options (and of `bombard`'s game-mode ones), as commander hands them over. */
export interface BombardFlags {
  battery?: string[];
  under?: string[];
  name?: string;
  skill?: string;
  ranging?: string;
  targetSkill?: string;
  spotter?: string;
  spotterSkill?: string;
  spotterRole?: string;
  terrain?: boolean;
  night?: boolean;
  throughSmoke?: boolean;
  repeat?: boolean;
  sight?: boolean;
  timeOnTarget?: boolean;
  fullSalvo?: boolean;
  smoke?: string | boolean;
  smokeUsed?: boolean;
  friendly?: string;
  longRangeArmour?: boolean;
  arsenalAdjusted?: boolean;
  cm?: boolean;
  decide?: string[];
  game?: string;
  unit?: string;
  target?: string[];
  fact?: string[];
  json?: boolean;
}

export function bombardOptions(): Option[] {
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
    new Option('--target-skill <skill>', 'Skill of --under teams that give none').default('trained'),
    new Option('--spotter <name>', 'the spotting team'),
    new Option('--spotter-skill <rating>', "the spotter's Skill (default: --skill)"),
    new Option('--spotter-role <role>', 'firing, formation-hq, observer, us-unit-leader or aop').default('firing'),
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
    new Option('--arsenal-adjusted', "the arsenal's artillery lines are already 4th-edition bombardment values"),
    new Option('--cm', 'distances in centimetres'),
  ];
}
