import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFow3Game } from '../game.js';
import { FOW3_MISSIONS } from '../schema/game.js';
import { InputError } from '../../../errors/input-error.js';
import type { Fow3NewOptions } from './new-options.js';
import type { CommandContext } from '../../contract.js';
import { diceState, parseSide } from '../../new-game-input.js';

function bundledForce(name: string): string {
  return fileURLToPath(new URL(`../../../../scenarios/fow3/forces/${name}`, import.meta.url));
}

/** The demo pairing for Open Fire: the same two companies as the fow4 demo, in fow3 files. */
export function fow3DemoSides(): { name: string; forceFile: string }[] {
  return [
    { name: 'British', forceFile: bundledForce('british-armoured-squadron.yaml') },
    { name: 'German', forceFile: bundledForce('german-grenadierkompanie.yaml') },
  ];
}

/** `umpire new --ruleset fow3`: an Open Fire game file (Free-for-All, the only Open Fire mission). */
export async function runNewFow3(ctx: CommandContext<Fow3NewOptions>): Promise<void> {
  const opts = ctx.opts;
  const out = ctx.out;
  const sides = (opts.side ?? []).map(parseSide);
  if (sides.length === 1)
    throw new InputError('a game needs two sides: give --side twice, or none for the demo forces');
  if (opts.mission !== undefined && !(FOW3_MISSIONS as readonly string[]).includes(opts.mission)) {
    throw new InputError(`Open Fire has one mission, free-for-all, not '${opts.mission}'`, {
      hint: 'the other missions are in the full 3rd-edition rulebook (Advanced Rules)',
    });
  }
  if (opts.timeOfDay !== undefined && opts.timeOfDay !== 'daylight')
    throw new InputError(`Open Fire has no rules for ${opts.timeOfDay}: its games are fought in daylight`);
  const game = createFow3Game(
    {
      gameFile: opts.output,
      sides: sides.length > 0 ? sides : fow3DemoSides(),
      measure: opts.cm ? 'cm' : 'inches',
      dice: diceState(opts),
      chosen: ['dice'],
    },
    { overwrite: opts.force === true },
  );
  const s = game.session.state;
  if (ctx.json) {
    out.json({
      file: opts.output,
      journal: game.session.journalFile,
      ruleset: s.ruleset,
      mission: s.mission,
      sides: s.sides.map((x, i) => ({
        name: x.name,
        force: game.forces[i]!.name,
        file: x.force,
        platoons: x.platoons.length,
      })),
      dice: s.dice,
      setUpAtPlay: ['first turn'],
    });
    return;
  }
  out.line(`new Open Fire! (fow3) game ${opts.output} (journal ${basename(game.session.journalFile)})`);
  s.sides.forEach((x, i) =>
    out.line(`  ${x.name}: ${game.forces[i]!.name}, ${x.platoons.length} platoons (${x.force})`),
  );
  out.line(`  mission ${s.mission}; dice ${s.dice.kind === 'seeded' ? `seeded, seed ${s.dice.seed}` : s.dice.kind}`);
  out.line(`  who has the first turn: rolled at set-up, when \`umpire play ${opts.output}\` starts`);
  out.line(`next: umpire play ${opts.output} (or umpire status ${opts.output})`);
}
