import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SeededDice } from '../../dice/seeded.js';
import { didYouMean } from '../../game/suggest.js';
import { createFow4Game, type GameSideInput } from '../../rulesets/fow4/game.js';
import { MISSIONS, TIMES_OF_DAY, type DiceState } from '../../rulesets/fow4/schema/game.js';
import { UserError } from '../errors.js';
import { printJson, println } from '../output.js';

export interface NewOptions {
  side?: string[];
  mission?: string;
  timeOfDay?: string;
  cm?: boolean;
  output: string;
  seed?: string;
  dice?: string;
  force?: boolean;
  json?: boolean;
  ruleset?: string;
}

function bundledForce(name: string): string {
  return fileURLToPath(new URL(`../../../scenarios/fow4/forces/${name}`, import.meta.url));
}

/** The demo pairing when no --side is given: the two bundled Open Fire forces. */
export function demoSides(): GameSideInput[] {
  return [
    { name: 'British', forceFile: bundledForce('british-armoured-squadron.yaml') },
    { name: 'German', forceFile: bundledForce('german-grenadierkompanie.yaml') },
  ];
}

export async function runNew(opts: NewOptions): Promise<void> {
  if (opts.ruleset === 'fow3') {
    const { runNewFow3 } = await import('./fow3.js');
    return runNewFow3(opts);
  }
  if (opts.ruleset !== undefined && opts.ruleset !== 'fow4') throw new UserError(`new knows the rulesets fow4 and fow3, not '${opts.ruleset}'`);
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
  if (opts.json) {
    printJson({ file: opts.output, journal: game.session.journalFile, ruleset: s.ruleset, mission: s.mission, sides: s.sides.map((x, i) => ({ name: x.name, force: game.forces[i]!.name, file: x.force, units: x.units.length })), dice: s.dice });
    return;
  }
  println(`new game ${opts.output} (journal ${basename(game.session.journalFile)})`);
  s.sides.forEach((x, i) => println(`  ${x.name}: ${game.forces[i]!.name}, ${x.units.length} units (${x.force})`));
  println(`  mission ${s.mission}, ${s.timeOfDay}, ${s.active} first; dice ${s.dice.kind === 'seeded' ? `seeded, seed ${s.dice.seed}` : s.dice.kind}`);
  println(`next: umpire status ${opts.output}`);
}

export function parseSide(text: string): GameSideInput {
  const m = /^([^=]+)=(.+)$/.exec(text);
  if (!m) throw new UserError(`--side takes NAME=force.yaml, not '${text}'`, undefined, 'e.g. --side British=scenarios/fow4/forces/british-armoured-squadron.yaml');
  const file = m[2]!.trim();
  if (!existsSync(file)) throw new UserError(`the force file '${file}' does not exist`, undefined, 'paths are relative to the current directory');
  return { name: m[1]!.trim(), forceFile: file };
}

export function diceState(opts: NewOptions): DiceState {
  if (opts.dice === 'crypto') return { kind: 'crypto' };
  if (opts.dice === 'manual') return { kind: 'manual' };
  if (opts.dice !== undefined && opts.dice !== 'seeded') throw new UserError(`--dice takes seeded, crypto or manual, not '${opts.dice}'`);
  let seed: number;
  if (opts.seed !== undefined) {
    seed = Number(opts.seed);
    if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32) throw new UserError(`--seed takes a whole number from 0 to 4294967295, not "${opts.seed}"`);
  } else seed = SeededDice.newSeed();
  const d = new SeededDice(seed).save();
  return { kind: 'seeded', seed: d.seed, state: [...d.state] };
}
