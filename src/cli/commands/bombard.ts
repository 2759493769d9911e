import type { Command } from 'commander';
import { addDiceOptions } from '../dice-flags.js';

const collect = (v: string, prev: string[] = []) => [...prev, v];

export function registerBombard(program: Command): void {
  const cmd = program
    .command('bombard')
    .description('fow4 Artillery Bombardment: range in, roll to hit under the template, saves, pin down (pp. 45-51)')
    .option('--ruleset <id>', 'fow4 (default); fow3 Open Fire has no bombardments');
  addBombardOptions(cmd)
    .option('--game <file>', 'game mode: the Artillery Unit, its targets and their state come from this game file; results are written back')
    .option('--unit <name>', 'game mode: the Artillery Unit that fires')
    .option('--target <name>', 'game mode: a unit under the template (repeat for several)', collect)
    .option('--fact <key=value...>', 'game mode: answer a question, e.g. under="StuG Platoon/1,StuG Platoon/2" cover=short')
    .option('--json', 'print the result as JSON');
  addDiceOptions(cmd)
    .addHelpText(
      'after',
      `
Dice are asked for in this order (the order of --dice faces): each Range In attempt; then, per
group of --under teams, its to-hit dice and their re-roll; then each hit team's save dice.

Game mode (--game): the weapons are the unit's artillery lines (teams that moved, dug in, are
pinned or bailed out do not fire; teams that already shot this turn are left out), the spotter
is a team of the game (--spotter "<team id>", default the Unit Leader), the teams under the
template are the target units' (--fact under=<ids or numbers>, default all), Foxholes and
Bulletproof Cover come from the file (--fact cover=<cover> for the others, default none). A
unit Ranged In on the target fires a Repeat Bombardment. On a terminal umpire asks; otherwise
the defaults and --decide answers (Danger Close: fow4.danger-close=yes|no). Saved: destroyed,
bailed out, pinned down, the firing teams as having shot, and the Ranged In marker.

Examples:
  umpire bombard --game game.yaml --unit "Mortar Platoon" --target "1st Troop" --friendly 10
  umpire bombard --battery "4 15cm sFH18" --skill veteran --under "3 T-34/85" --friendly 10
  umpire bombard --battery "2 guns:at=3,fp=1+" --skill veteran --under "3 T-34/85" --dice 3,5,3,2,1,4,6
  umpire bombard --battery "4 10.5cm leFH18" --under "4 Rifle/MG team:foxholes:skill=veteran" --terrain
  umpire bombard --battery "3 Katyusha:at=2,fp=5+,rocket=2" --under "6 Rifle/MG team:type=infantry"
  umpire bombard --battery "3 10.5cm leFH18" --smoke --spotter-role observer
  umpire bombard --battery "4 15cm sFH18" --repeat --no-sight --under "2 Rifle/MG team:foxholes" --json`,
    )
    .action(async (opts) => {
      const { runBombard } = await import('../bombard/run.js');
      await runBombard(opts);
    });
}

/** The flags that describe a bombardment in quick mode (shared by `bombard` and `odds bombard`). */
export function addBombardOptions(cmd: Command): Command {
  return cmd
    .option('--battery <spec>', 'firing weapons: "<count> <arsenal team>" or "<count> <name>:at=3,fp=4+[,rocket=2][,unadjusted][,hmg][,stuka][,train]" (repeat for a mixed bombardment)', collect)
    .option('--under <spec>', 'teams under the template: "<count> <name>[:<cover>][:skill=veteran,unit=<name>,hit=3+,type=tank,top=1,save=3+,bailed,remount=4+,long]"; cover: none, short, foxholes, building, crater, trench, bulletproof, linear, gun-shield', collect)
    .option('--name <text>', 'name of the Artillery Unit')
    .option('--skill <rating>', 'the Artillery Unit\'s Skill: veteran, trained, conscript or N+', 'trained')
    .option('--ranging <score>', 'its Ranging rating, when it has one')
    .option('--target-skill <skill>', 'Skill of --under teams that give none', 'trained')
    .option('--spotter <name>', 'the spotting team')
    .option('--spotter-skill <rating>', 'the spotter\'s Skill (default: --skill)')
    .option('--spotter-role <role>', 'firing, formation-hq, observer, us-unit-leader or aop', 'firing')
    .option('--terrain', 'the template covers Short or Tall terrain or a Smoke Screen (+1 to range in)')
    .option('--night', 'night: +1 to range in')
    .option('--through-smoke', 'the spotter ranges in through smoke (+1)')
    .option('--repeat', 'Repeat Bombardment on the Ranged In marker')
    .option('--no-sight', 'with --repeat: the spotter cannot see the Aiming Point (+1 to hit)')
    .option('--time-on-target', 'US unit with a Staff Team: Time on Target')
    .option('--no-full-salvo', 'Super-heavy Rockets without their Full Salvo marker')
    .option('--smoke [weapons]', 'Smoke Bombardment (optionally fewer weapons for a shorter screen)')
    .option('--smoke-used', 'the unit already fired its Smoke Bombardment this game')
    .option('--friendly <distance>', 'distance from the template to the nearest friendly team (Danger Close)')
    .option('--long-range-armour', 'give tanks marked "long" the +1 Armour Save over 16"/40cm (AMB-14)')
    .option('--arsenal-adjusted', 'the arsenal\'s artillery lines are already 4th-edition bombardment values')
    .option('--cm', 'distances in centimetres')
    .option('--decide <answer>', 'answer a decision, e.g. fow4.danger-close=no', collect);
}
