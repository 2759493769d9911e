/** The options that describe a shot in quick mode (shared by `shoot` and `odds shoot`). */
import type { OptsOf } from '../../../contract.js';
import { gameModeOptions, Option } from '../../../command-input.js';
import { SHOOTER_TYPES, TARGET_TYPES } from './profiles.js';

/** The target's Skill and Motivation (they give its Is Hit On and Remount ratings). */
export const TARGET_SKILLS = ['veteran', 'trained', 'conscript'] as const;
export const TARGET_MOTIVATIONS = ['fearless', 'confident', 'reluctant'] as const;
/** --facing: which armour a hit meets (turret-front: turret front, hull side; hull-front: the reverse). */
export const FACING_WORDS = ['front', 'side', 'top', 'turret-front', 'hull-front'] as const;

/** What the quick-mode shot options give (`ctx.opts` of `shoot` and `odds shoot`). */
export type ShootFlags = OptsOf<ReturnType<typeof shotOptions>>;
/** What `umpire shoot`'s options give, with the game mode's --unit, --target and --fact. */
export type ShootGameFlags = OptsOf<ReturnType<typeof shootOptions>>;

/** `umpire shoot`'s options: the shot's, then the game mode's. */
export function shootOptions() {
  return [
    ...shotOptions(),
    ...gameModeOptions({
      unit: 'the shooting unit, e.g. "1st Troop"',
      target: 'the target unit, e.g. "StuG Platoon" ("Side:Unit" if both sides have one)',
      fact: 'answer a table question, e.g. longRange=yes within6=1,2 target=2 (see below)',
    }),
  ] as const;
}

export function shotOptions() {
  return [
    new Option(
      '--at <target...>',
      'the target unit as "COUNT NAME", e.g. "4 Sherman V"; the first team is the declared target',
    ),
    new Option(
      '--arsenal <file>',
      'look team names up first in this arsenal file, or in the arsenals a force file names (e.g. one made by umpire import)',
    ),
    new Option(
      '--shooter-arsenal <ids|file>',
      "look the shooters' names up only in these arsenals, e.g. british (for a name, like Rifle/MG team, that several arsenals have), or first in this arsenal or force file",
    ),
    new Option(
      '--target-arsenal <ids|file>',
      'look the --at names up only in these arsenals, e.g. german, or first in this arsenal or force file',
    ),
    new Option(
      '--weapon <name>',
      'the weapon every shooter fires (or "mgs" for all machine-guns); default the main weapon',
    ),
    new Option('--moved', 'the shooters moved (Moving ROF, "when moving" penalties)'),
    new Option('--out-of-command', 'the shooters moved Out of Command or failed a Blitz (+1 to hit)'),
    new Option('--pinned', 'the shooting unit is Pinned Down (Pinned ROF)'),
    new Option('--dashed', 'the shooters moved at Dash speed (they cannot shoot)'),
    new Option('--formation-commander', 'the shooter is its Formation Commander (Tiger Ace)'),
    new Option('--target-skill <skill>', 'veteran, trained or conscript (gives Is Hit On)')
      .choices(TARGET_SKILLS)
      .default('trained'),
    new Option('--target-motivation <motivation>', 'fearless, confident or reluctant (gives Remount)')
      .choices(TARGET_MOTIVATIONS)
      .default('confident'),
    new Option('--is-hit-on <score>', 'the target is hit on this score, whatever its Skill'),
    new Option('--long-range', 'range over 16"/40cm (+1 to hit, +1 armour save)'),
    new Option('--concealed', 'the target is Concealed (+1 to hit)'),
    new Option('--gone-to-ground', 'the target is Gone to Ground (+2 with Concealed)'),
    new Option('--bulletproof', 'the target is in Bulletproof Cover'),
    new Option(
      '--dug-in',
      'the target is dug in: in Foxholes (Infantry and Gun teams Concealed and in Bulletproof Cover, p. 24) and Gone to Ground',
    ),
    new Option(
      '--shtraf',
      'the target unit is a Shtraf Company: it never benefits from Foxholes (p. 73), so --dug-in leaves it only Gone to Ground',
    ),
    new Option('--smoke', 'shooting into, through or out of smoke (+1)'),
    new Option('--night', 'shooting at night (+1)'),
    new Option('--facing <where>', 'front, side, top, turret-front (hull side) or hull-front (turret side)').choices(
      FACING_WORDS,
    ),
    new Option('--within6 <numbers>', 'target teams within 6"/15cm of team 1, e.g. 2,3 (default all)'),
    new Option('--bailed-out <numbers>', 'target teams already Bailed Out, e.g. 2'),
    new Option('--teams-at-start <n>', 'teams in the target unit when the step began (8 hits pin 12 or more)'),
    new Option('--hits-earlier <n>', 'hits the target unit already took this step'),
    new Option('--bagpipes', 'the target unit is within 6"/15cm of a Bagpiper'),
    new Option('--no-mistaken-target', 'do not offer Mistaken Target'),
    new Option('--rof <n>', 'raw weapon: Halted ROF (with --anti-tank and --firepower)'),
    new Option('--moving-rof <n>', 'raw weapon: Moving ROF'),
    new Option(
      '--shooter-type <type>',
      `raw weapon: what the shooting team is: ${SHOOTER_TYPES.join(', ')} (default: the arsenal's type for its name, else tank)`,
    ),
    new Option('--anti-tank <n>', 'raw weapon: Anti-tank'),
    new Option('--firepower <score>', 'raw weapon: Firepower, e.g. 3+'),
    new Option('--range <inches>', 'raw weapon: range in inches').default('24'),
    new Option('--armour <f/s/t>', 'raw target: armoured tank with Front/Side/Top, e.g. 6/4/1'),
    new Option('--save <score>', 'raw target: the save of an infantry, gun or unarmoured team, e.g. 3+'),
    new Option('--target-type <type>', `raw target with --save: ${TARGET_TYPES.join(', ')}`).default('infantry'),
  ] as const;
}
