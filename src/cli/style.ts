/**
 * Colour only on a TTY; NO_COLOR (any value) turns it off, FORCE_COLOR turns it on.
 * Kept free of chalk so that commands that print no colour do not load it.
 */
export function colourWanted(stream: NodeJS.WriteStream = process.stdout): boolean {
  const env = process.env;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  if (env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}

import type { Paint } from '../rulesets/contract.js';

export type { Paint };

const plain: Paint = { bold: id, dim: id, good: id, bad: id, warn: id, info: id };

function id(s: string): string {
  return s;
}

let cached: Paint | undefined;

/** Colour functions for stdout (identity functions when colour is off). */
export async function paint(): Promise<Paint> {
  if (cached) return cached;
  if (!colourWanted()) return (cached = plain);
  const { Chalk } = await import('chalk');
  const c = new Chalk({ level: 1 });
  return (cached = { bold: c.bold, dim: c.dim, good: c.green, bad: c.red, warn: c.yellow, info: c.cyan });
}
