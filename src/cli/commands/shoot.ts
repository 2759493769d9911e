import type { Command } from 'commander';
import { addDiceOptions } from '../dice-flags.js';

export function registerShoot(program: Command): void {
  const cmd = program
    .command('shoot')
    .description('resolve a Flames Of War 4 shooting: to hit, assign hits, Mistaken Target, saves, Firepower tests, pinning')
    .argument('[shooters...]', 'shooting teams as "COUNT NAME", e.g. "3 Panzer IV H" (arsenal names, or raw numbers with --rof ...)');
  addShotOptions(cmd)
    .option('--decide <answers...>', 'answers to decisions (Mistaken Target: "A<->B" or stop)')
    .option('--ruleset <id>', 'fow4 (default) or fow3 (Open Fire: teams by arsenal name)')
    .option('--opt <key=value...>', 'fow3 readings of the book\'s ambiguities, e.g. scoreAboveSix=v4 (see README)')
    .option('--game <file>', 'game mode: take profiles, ratings and table state from this game file and write the results back')
    .option('--unit <name>', 'game mode: the shooting unit, e.g. "1st Troop"')
    .option('--target <name>', 'game mode: the target unit, e.g. "StuG Platoon" ("Side:Unit" if both sides have one)')
    .option('--fact <key=value...>', 'game mode: answer a table question, e.g. longRange=yes within6=1,2 target=2 (see below)')
    .option('--json', 'print the result as JSON');
  addDiceOptions(cmd)
    .addHelpText(
      'after',
      `
Dice are asked for in this order (for --dice): smoke shots; each shooting team's to-hit dice
(then follow-up dice for 6s when 7+ is needed, then re-rolls); Mistaken Target tries; then per
target team and per hit: [hull/turret die] save die [save re-roll] [Firepower die] [Bailed Out
Again die]; then passengers' saves; then a destroyed Formation Commander's 3+ roll.

Game mode (--game): profiles, ratings and every team's state (moved, dashed, pinned, bailed
out, concealed, gone to ground, bulletproof cover, foxholes, smoke, passengers) come from the file.
On a terminal umpire asks what only the table shows; otherwise it takes --long-range,
--concealed, --smoke, --facing, --within6 (team numbers), --hits-earlier, --bagpipes, --weapon,
--fact answers, or the defaults: within 16"/40cm, not concealed, no smoke, every team within
6"/15cm of the declared target (the first team), front facing, no Commander nearby, not
assaulting, no earlier hits. Facts: longRange, concealed, smoke, target, within6, facing,
commanderNearby, hqTeamWithin6, switchTeamWithin6, willAssault, hitsEarlier, shooters, weapon,
bagpipes, friendlyWithin4, meetingEngagementFirstTurn. Teams that already shot this turn do not
shoot again. Destroyed, Bailed Out, Pinned Down, smoke and "shot" are saved with the dice in the
journal (\`umpire undo --game <file>\` steps back).

Examples:
  umpire shoot --game game.yaml --unit "1st Troop" --target "StuG Platoon" --long-range
  umpire shoot --game of.yaml --unit "1st Troop" --target "1st Grenadier Platoon" --fact concealed=no   # an Open Fire game: the ruleset comes from the file (facts longRange, concealed, bulletproof, facing)
  umpire shoot "3 Panzer IV H" --at "4 Sherman V" --target-skill veteran --long-range
  umpire shoot "2 Shooter" --rof 2 --anti-tank 11 --firepower 3+ --at "3 Sherman" --armour 6/4/1 --target-skill veteran --dice 4,5,2,6,3,6
  umpire shoot "2 Sherman V" --at "1 StuG G" --ruleset fow3 --target-skill veteran --seed 3
  umpire shoot "6 Rifle team" --rof 1 --anti-tank 2 --firepower 6 --at "4 Rifle team" --save 3+ --concealed --gone-to-ground --seed 7 --json`,
    )
    .action(async (shooters: string[], opts) => {
      const { runShoot } = await import('../shoot/run.js');
      await runShoot(shooters, opts);
    });
}

/** The flags that describe a shot in quick mode (shared by `shoot` and `odds shoot`). */
export function addShotOptions(cmd: Command): Command {
  return cmd
    .option('--at <target...>', 'the target unit as "COUNT NAME", e.g. "4 Sherman V"; the first team is the declared target')
    .option('--arsenal <file>', 'look team names up first in this arsenal file, or in the arsenals a force file names (e.g. one made by `umpire import`)')
    .option('--weapon <name>', 'the weapon every shooter fires (or "mgs" for all machine-guns); default the main weapon')
    .option('--moved', 'the shooters moved (Moving ROF, "when moving" penalties)')
    .option('--out-of-command', 'the shooters moved Out of Command or failed a Blitz (+1 to hit)')
    .option('--pinned', 'the shooting unit is Pinned Down (Pinned ROF)')
    .option('--dashed', 'the shooters moved at Dash speed (they cannot shoot)')
    .option('--formation-commander', 'the shooter is its Formation Commander (Tiger Ace)')
    .option('--target-skill <skill>', 'veteran, trained or conscript (gives Is Hit On)', 'trained')
    .option('--target-motivation <motivation>', 'fearless, confident or reluctant (gives Remount)', 'confident')
    .option('--is-hit-on <score>', 'the target is hit on this score, whatever its Skill')
    .option('--long-range', 'range over 16"/40cm (+1 to hit, +1 armour save)')
    .option('--concealed', 'the target is Concealed (+1 to hit)')
    .option('--gone-to-ground', 'the target is Gone to Ground (+2 with Concealed)')
    .option('--bulletproof', 'the target is in Bulletproof Cover')
    .option('--smoke', 'shooting into, through or out of smoke (+1)')
    .option('--night', 'shooting at night (+1)')
    .option('--facing <where>', 'front, side, top, turret-front (hull side) or hull-front (turret side)')
    .option('--within6 <numbers>', 'target teams within 6"/15cm of team 1, e.g. 2,3 (default all)')
    .option('--bailed-out <numbers>', 'target teams already Bailed Out, e.g. 2')
    .option('--teams-at-start <n>', 'teams in the target unit when the step began (8 hits pin 12 or more)')
    .option('--hits-earlier <n>', 'hits the target unit already took this step')
    .option('--bagpipes', 'the target unit is within 6"/15cm of a Bagpiper')
    .option('--no-mistaken-target', 'do not offer Mistaken Target')
    .option('--rof <n>', 'raw weapon: Halted ROF (with --anti-tank and --firepower)')
    .option('--moving-rof <n>', 'raw weapon: Moving ROF')
    .option('--anti-tank <n>', 'raw weapon: Anti-tank')
    .option('--firepower <score>', 'raw weapon: Firepower, e.g. 3+')
    .option('--range <inches>', 'raw weapon: range in inches', '24')
    .option('--armour <f/s/t>', 'raw target: armoured tank with Front/Side/Top, e.g. 6/4/1')
    .option('--save <score>', 'raw target: the save of an infantry, gun or unarmoured team, e.g. 3+')
    .option('--target-type <type>', 'raw target: infantry, heavy-weapon, gun, heavy-gun, unarmoured-tank', 'infantry');
}
