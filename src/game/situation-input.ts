import { readFileSync } from 'node:fs';
import { UserError } from '../engine/user-error.js';

const MAX_INPUT_BYTES = 5 * 1024 * 1024;

/** Read a situation document from a file or stdin, refusing anything over 5 MB. */
export function readInput(file: string | undefined): { text: string; name: string } {
  const name = file === undefined || file === '-' ? '<stdin>' : file;
  let buf: Buffer;
  try {
    buf = readFileSync(file === undefined || file === '-' ? 0 : file);
  } catch (err) {
    throw new UserError(`cannot read ${name}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  if (buf.length > MAX_INPUT_BYTES) throw new UserError(`${name} is ${buf.length} bytes; a situation may be at most 5 MB`);
  return { text: buf.toString('utf8'), name };
}
