import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CommandContext } from '../../contract.js';
import { diceState, parseSide } from '../../new-game-input.js';
import { didYouMean } from '../../../game/suggest.js';
import { createFow4Game, type GameSideInput } from '../game.js';
import { MISSIONS, TIMES_OF_DAY } from '../schema/game.js';
import { UserError } from '../../../engine/user-error.js';

export interface NewOptions {
  side?: string[];
  mission?: string;
  timeOfDay?: string;
  cm?: boolean;
  output: string;
  seed?: string;
  dice?: string;
  force?: boolean;
}

function bundledForce(name: string): string {
  return fileURLToPath(new URL(`../../../../scenarios/fow4/forces/${name}`, import.meta.url));
}

/** The demo pairing when no --side is given: the two bundled Open Fire forces. */
export function demoSides(): GameSideInput[] {
  return [
    { name: 'British', forceFile: bundledForce('british-armoured-squadron.yaml') },
    { name: 'German', forceFile: bundledForce('german-grenadierkompanie.yaml') },
  ];
}

export async function runNew(ctx: CommandContext): Promise<void> {
  const opts = ctx.opts as unknown as NewOptions;
  const out = ctx.out;
  const sides = (opts.side ?? []).map(parseSide);
  if (sides.length === 1) throw new UserError('a game needs two sides: give --side twice, or none for the demo forces');
  const mission = opts.mission ?? 'free-for-all';
  if (!(MISSIONS as readonly string[]).includes(mission)) throw new UserError(`unknown mission '${mission}'${didYouMean(mission, MISSIONS)}`, undefined, `missions: ${MISSIONS.join(', ')}`);
  const timeOfDay = opts.timeOfDay ?? 'daylight';
  if (!(TIMES_OF_DAY as readonly string[]).includes(timeOfDay)) throw new UserError(`unknown time of day '${timeOfDay}'${didYouMean(timeOfDay, TIMES_OF_DAY)}`, undefined, `one of: ${TIMES_OF_DAY.join(', ')}`);
  const dice = diceState(opts);
  const game = createFow4Game(
    {
      gameFile: opts.output,
      sides: sides.length > 0 ? sides : demoSides(),
      mission: mission as (typeof MISSIONS)[number],
      timeOfDay: timeOfDay as (typeof TIMES_OF_DAY)[number],
      measure: opts.cm ? 'cm' : 'inches',
      dice,
    },
    { overwrite: opts.force === true },
  );
  const s = game.session.state;
  if (ctx.json) {
    out.json({ file: opts.output, journal: game.session.journalFile, ruleset: s.ruleset, mission: s.mission, sides: s.sides.map((x, i) => ({ name: x.name, force: game.forces[i]!.name, file: x.force, units: x.units.length })), dice: s.dice });
    return;
  }
  out.line(`new game ${opts.output} (journal ${basename(game.session.journalFile)})`);
  s.sides.forEach((x, i) => out.line(`  ${x.name}: ${game.forces[i]!.name}, ${x.units.length} units (${x.force})`));
  out.line(`  mission ${s.mission}, ${s.timeOfDay}, ${s.active} first; dice ${s.dice.kind === 'seeded' ? `seeded, seed ${s.dice.seed}` : s.dice.kind}`);
  out.line(`next: umpire status ${opts.output}`);
}
