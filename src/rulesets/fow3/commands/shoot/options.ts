/** The options of `umpire shoot` and `umpire odds shoot` (Open Fire), and the types they give. */
import { collect, gameModeOptions, Option } from '../../../command-input.js';
import type { OptsOf } from '../../../contract.js';
import { optOption } from '../options.js';

export type Fow3ShootFlags = OptsOf<ReturnType<typeof quickShootOptions>>;
/** With the game mode's --unit, --target and --fact (`shoot` and `odds shoot` take the same). */
export type Fow3ShootGameFlags = OptsOf<ReturnType<typeof shootOptions>>;

/** The flags that describe a shooting in quick mode (shared with `umpire odds shoot`). */
export function quickShootOptions() {
  return [
    new Option('--at <target...>', 'the target platoon as "COUNT NAME", e.g. "1 StuG G"'),
    new Option(
      '--weapon <name>',
      "a weapon every shooter fires (repeat for several, e.g. a tank's gun and co-ax MG); default a tank's main gun and MGs, another team's first weapon",
    ).argParser(collect),
    new Option('--moved', 'the shooters moved (moving ROF)'),
    new Option('--pinned', 'the shooting platoon is Pinned Down'),
    new Option('--target-skill <skill>', "the target's Skill: it is hit on veteran 4+, trained 3+, conscript 2+")
      .choices(['veteran', 'trained', 'conscript'])
      .default('trained'),
    new Option('--long-range', 'range over 16"/40cm (+1 to hit, +1 armour save)'),
    new Option('--concealed', 'the target is Concealed (+1 to hit)'),
    new Option('--gone-to-ground', 'the target is Gone to Ground (+2 with Concealed)'),
    new Option('--bulletproof', 'the target is in Bulletproof Cover'),
    new Option('--facing <where>', 'which armour the shot hits').choices(['front', 'side']),
    new Option('--bailed-out <numbers>', 'target teams already Bailed Out, e.g. 2'),
    new Option('--hits-earlier <n>', 'hits the target platoon already took this step (5 pin it)'),
    optOption(),
  ] as const;
}

/** `umpire shoot`'s options: the shot's, then the game mode's. */
export function shootOptions() {
  return [
    ...quickShootOptions(),
    ...gameModeOptions({
      unit: 'the shooting platoon, e.g. "1st Troop"',
      target: 'the target platoon, e.g. "1st Grenadier Platoon"',
      fact: 'answer a table question: longRange, concealed, bulletproof, facing',
    }),
  ] as const;
}

/** `umpire odds shoot`'s options: the shot's, then the game mode's. */
export function oddsShootOptions() {
  return [
    ...quickShootOptions(),
    ...gameModeOptions({
      unit: 'the shooting platoon',
      target: 'the target platoon',
      fact: 'answer a table question: longRange, concealed, bulletproof, facing',
    }),
  ] as const;
}
