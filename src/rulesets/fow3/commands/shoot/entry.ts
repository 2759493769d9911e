/** `umpire shoot` under Open Fire!: quick mode (teams by arsenal name) or --game. */
import { Option } from 'commander';
import { InputError } from '../../../../errors/input-error.js';
import { collect, gameModeOptions } from '../../../command-input.js';
import type { CommandEntry } from '../../../contract.js';
import { optOption } from '../options.js';

/** The flags that describe a shooting in quick mode (shared with `umpire odds shoot`). */
export function quickShootOptions(): Option[] {
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
  ];
}

export const shootEntry: CommandEntry = {
  summary: 'to hit, allocate hits, saves and Firepower tests, Pinned Down at 5 hits (teams by Open Fire arsenal name).',
  arguments: '[shooters...]',
  options: () => [
    ...quickShootOptions(),
    ...gameModeOptions({
      unit: 'the shooting platoon, e.g. "1st Troop"',
      target: 'the target platoon, e.g. "1st Grenadier Platoon"',
      fact: 'answer a table question: longRange, concealed, bulletproof, facing',
    }),
  ],
  help: `Dice are asked for in this order (for --dice): the to-hit dice of each shooter and weapon, in
the order given; picking-out dice; then, per hit in allocation order: [hull/turret die] save die
[Schürzen 4+ die, right after a failed side save against a bazooka] [firepower die].
Open Fire! has no smoke or night modifiers, no Is Hit On rating apart from Skill, and no
Bailed Out Again roll: --smoke, --night, --is-hit-on and --target-motivation are Flames Of War 4's.
With --game the platoon's teams fire their default weapons; the ruleset comes from the file.`,
  examples: [
    'umpire shoot "2 Sherman V" --at "1 StuG G" --ruleset fow3 --target-skill veteran --seed 3',
    'umpire shoot "1 Sherman V" --at "1 StuG G" --ruleset fow3 --weapon "M3 75mm gun"',
    'umpire shoot --game of.yaml --unit "1st Troop" --target "1st Grenadier Platoon" --fact concealed=no',
  ],
  async run(ctx) {
    if (ctx.game !== undefined) {
      if (ctx.args.length > 0 || (ctx.opts.at as string[] | undefined)?.length)
        throw new InputError('with --game, name platoons with --unit and --target instead of teams and --at');
      if (ctx.opts.weapon !== undefined)
        throw new InputError('with --game an Open Fire platoon fires its default weapons; --weapon is for quick mode');
      return (await import('./game.js')).runShootGameFow3(ctx, ctx.game);
    }
    return (await import('./quick.js')).runShootFow3(ctx);
  },
};
