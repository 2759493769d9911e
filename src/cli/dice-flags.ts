import type { Command } from 'commander';

/** The shared dice flags of every rolling command (no dice code is loaded to declare them). */
export function addDiceOptions(cmd: Command): Command {
  return cmd
    .option('--seed <n>', 'seeded, reproducible dice (the seed is printed)')
    .option(
      '--dice <faces>',
      'use these faces: grouped, one group per pool rolled together as --manual asks (e.g. "6 6 5 3 / 2 1 / 6": to hit, saves, Firepower tests); or flat, roll by roll in the order asked (shoot: every to-hit roll, then hit by hit its save and any Firepower test, e.g. 6,5,2,1,6)',
    )
    .option('--manual', 'type the faces of physical dice, one line per pool rolled together')
    .option('--allow-extra-dice', 'with --dice: faces left unused are a warning, not an error');
}
