import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CommandContext } from '../../contract.js';
import { diceState, parseSide } from '../../new-game-input.js';
import { didYouMean } from '../../../game/suggest.js';
import { createFow4Game, type GameSideInput } from '../game.js';
import { MISSIONS, TIMES_OF_DAY } from '../schema/game.js';
import { InputError } from '../../../errors/input-error.js';
import type { NewOptions } from './new-options.js';

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

/** What `umpire new` leaves to play's set-up (the mission, time of day and dice are new's). */
const SET_UP_AT_PLAY = ['attacker', 'first turn'];

export async function runNew(ctx: CommandContext<NewOptions>): Promise<void> {
  const opts = ctx.opts;
  const out = ctx.out;
  const sides = (opts.side ?? []).map(parseSide);
  if (sides.length === 1)
    throw new InputError('a game needs two sides: give --side twice, or none for the demo forces');
  const mission = opts.mission ?? 'free-for-all';
  if (!(MISSIONS as readonly string[]).includes(mission))
    throw new InputError(`unknown mission '${mission}'${didYouMean(mission, MISSIONS)}`, {
      hint: `missions: ${MISSIONS.join(', ')}`,
    });
  const timeOfDay = opts.timeOfDay ?? 'daylight';
  if (!(TIMES_OF_DAY as readonly string[]).includes(timeOfDay))
    throw new InputError(`unknown time of day '${timeOfDay}'${didYouMean(timeOfDay, TIMES_OF_DAY)}`, {
      hint: `one of: ${TIMES_OF_DAY.join(', ')}`,
    });
  const dice = diceState(opts);
  const game = createFow4Game(
    {
      gameFile: opts.output,
      sides: sides.length > 0 ? sides : demoSides(),
      mission: mission as (typeof MISSIONS)[number],
      timeOfDay: timeOfDay as (typeof TIMES_OF_DAY)[number],
      measure: opts.cm ? 'cm' : 'inches',
      dice,
      chosen: ['mission', 'timeOfDay', 'dice'],
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
      timeOfDay: s.timeOfDay,
      sides: s.sides.map((x, i) => ({
        name: x.name,
        force: game.forces[i]!.name,
        file: x.force,
        units: x.units.length,
      })),
      dice: s.dice,
      setUpAtPlay: SET_UP_AT_PLAY,
    });
    return;
  }
  out.line(`new game ${opts.output} (journal ${basename(game.session.journalFile)})`);
  s.sides.forEach((x, i) => out.line(`  ${x.name}: ${game.forces[i]!.name}, ${x.units.length} units (${x.force})`));
  out.line(
    `  mission ${s.mission}, ${s.timeOfDay}; dice ${s.dice.kind === 'seeded' ? `seeded, seed ${s.dice.seed}` : s.dice.kind}`,
  );
  // The first turn is rolled after deployment (p. 93): no side goes first until play's set-up.
  out.line(`  who attacks and who has the first turn: rolled at set-up, when \`umpire play ${opts.output}\` starts`);
  out.line(`next: umpire play ${opts.output} (or umpire status ${opts.output})`);
}
