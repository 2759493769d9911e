import type { Command } from 'commander';

/** The shared dice flags of every rolling command (no dice code is loaded to declare them). */
export function addDiceOptions(cmd: Command): Command {
  return cmd
    .option('--seed <n>', 'seeded, reproducible dice (the seed is printed)')
    .option('--dice <faces>', 'use these faces, in the order they are asked for (e.g. 6,4,3)')
    .option('--manual', 'type the faces of physical dice at each roll')
    .option('--allow-extra-dice', 'with --dice: faces left unused are a warning, not an error');
}
