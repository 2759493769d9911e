/** Ruleset-agnostic input of `umpire new`: a side's force file, and the dice the game keeps. */
import { existsSync } from 'node:fs';
import { SeededDice } from '../dice/seeded.js';
import { InputError } from '../errors/input-error.js';

export interface NewGameDiceOptions {
  seed?: string;
  dice?: string;
}

export function parseSide(text: string): { name: string; forceFile: string } {
  const m = /^([^=]+)=(.+)$/.exec(text);
  if (!m)
    throw new InputError(`--side takes NAME=force.yaml, not '${text}'`, {
      hint: 'e.g. --side British=scenarios/fow4/forces/british-armoured-squadron.yaml',
    });
  const file = m[2]!.trim();
  if (!existsSync(file))
    throw new InputError(`the force file '${file}' does not exist`, {
      hint: 'paths are relative to the current directory',
    });
  return { name: m[1]!.trim(), forceFile: file };
}

/** The dice a new game keeps: seeded (the default, with a fresh seed unless --seed), crypto or manual. */
export function diceState(
  opts: NewGameDiceOptions,
): { kind: 'seeded'; seed: number; state: number[] } | { kind: 'crypto' } | { kind: 'manual' } {
  if (opts.dice === 'crypto') return { kind: 'crypto' };
  if (opts.dice === 'manual') return { kind: 'manual' };
  if (opts.dice !== undefined && opts.dice !== 'seeded')
    throw new InputError(`--dice takes seeded, crypto or manual, not '${opts.dice}'`);
  let seed: number;
  if (opts.seed !== undefined) {
    seed = Number(opts.seed);
    if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32)
      throw new InputError(`--seed takes a whole number from 0 to 4294967295, not "${opts.seed}"`);
  } else seed = SeededDice.newSeed();
  const d = new SeededDice(seed).save();
  return { kind: 'seeded', seed: d.seed, state: [...d.state] };
}
