/** `umpire aircraft attack`: this ruleset's command entry (options, help, run). */
import { commandEntry } from '../../../contract.js';
import { attackOptions } from './aircraft-options.js';

export const aircraftAttackEntry = commandEntry({
  summary: 'an air attack: anti-aircraft fire first, then MGs, cannon, or Bombs and Rockets as artillery (pp. 27, 44).',
  options: attackOptions,
  help: `Dice are asked for in this order: anti-aircraft to-hit dice, the aircraft saves and Firepower
tests; then the attack (to-hit and saves as in shooting, or range in, to hit and saves as in a
bombardment).`,
  examples: [
    'umpire aircraft attack --aircraft "2 Typhoon" --weapon Rockets --under "3 T-34/85" --friendly 12',
    'umpire aircraft attack --aircraft "1 Typhoon" --weapon Cannon --target "2 T-34/85" --aa "1 Rifle/MG team"',
    'umpire aircraft attack --aircraft "2 Typhoon" --weapon Cannon --target "2 T-34/85" --target "3 StuG G:aircraft=2"',
  ],
  run: async (ctx) => (await import('./aircraft-run.js')).runAttack(ctx),
});
