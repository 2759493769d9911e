import type { Command } from 'commander';
import { addDiceOptions } from '../dice-flags.js';

const collect = (v: string, prev: string[] = []) => [...prev, v];

export function registerAircraft(program: Command): void {
  const air = program
    .command('aircraft')
    .description('fow4 aircraft: arrival rolls and air attacks with anti-aircraft fire (pp. 27, 44)')
    .addHelpText('after', `
Examples:
  umpire aircraft arrive --cas --seed 3
  umpire help aircraft attack`);
  const arrive = air
    .command('arrive')
    .description('roll for an Aircraft Unit to arrive: 4+, Close Air Support 3+, Fighter Interception 5+')
    .option('--name <text>', 'the Aircraft Unit')
    .option('--cas', 'Close Air Support (arrives on 3+)')
    .option('--night', 'night: no aircraft')
    .option('--reserve', 'the unit is still in Reserve')
    .option('--meeting-engagement', "the first player's first turn of a Meeting Engagement")
    .option('--aop', 'an Air Observation Post (arrives automatically)')
    .option('--fighter-interception', 'the opponent has Fighter Interception (5+)')
    .option('--json', 'print the result as JSON');
  addDiceOptions(arrive)
    .addHelpText('after', `
Examples:
  umpire aircraft arrive
  umpire aircraft arrive --cas --fighter-interception --dice 3,2`)
    .action(async (opts) => {
      const { runArrive } = await import('../bombard/aircraft-run.js');
      await runArrive(opts);
    });
  const attack = air
    .command('attack')
    .description('an air attack: anti-aircraft fire first, then MGs, cannon, or Bombs and Rockets as artillery')
    .option('--aircraft <spec>', 'the Aircraft Unit: "<count> <arsenal aircraft>", e.g. "2 Typhoon"')
    .option('--weapon <name>', 'the weapon declared for the unit this turn, or "mgs"')
    .option('--aa <spec>', 'anti-aircraft teams: "<count> <arsenal team>[:weapon=<name>,target=<n>][:concealed][:long]"', collect)
    .option('--target <spec>', 'MGs or cannon: a ground unit "<count> <arsenal team>[:skill=veteran][:concealed][:gone-to-ground][:bulletproof]"', collect)
    .option('--under <spec>', 'Bombs or Rockets: teams under the template, as for `umpire bombard`', collect)
    .option('--target-skill <skill>', 'Skill of target teams that give none', 'trained')
    .option('--friendly <distance>', 'distance from the template to the nearest friendly team (8"/20cm Danger Close)')
    .option('--terrain', 'the template covers Short or Tall terrain (+1 to range in)')
    .option('--adjusted', "the arsenal's rocket or bomb line is already a 4th-edition bombardment line")
    .option('--cm', 'distances in centimetres')
    .option('--decide <answer>', 'answer a decision, e.g. fow4.danger-close=no', collect)
    .option('--json', 'print the result as JSON');
  addDiceOptions(attack)
    .addHelpText('after', `
Dice are asked for in this order: anti-aircraft to-hit dice, the aircraft saves and Firepower
tests; then the attack (to-hit and saves as in shooting, or range in, to hit and saves as in a
bombardment).

Examples:
  umpire aircraft attack --aircraft "2 Typhoon" --weapon Rockets --under "3 T-34/85" --friendly 12
  umpire aircraft attack --aircraft "1 Typhoon" --weapon Cannon --target "2 T-34/85" --aa "1 Rifle/MG team"`)
    .action(async (opts) => {
      const { runAttack } = await import('../bombard/aircraft-run.js');
      await runAttack(opts);
    });
}
