import { LIMITS } from './limits.js';
import { readLimited, readTextFile } from './read-limited.js';

const MAX_INPUT_BYTES = LIMITS.fileBytes;

/**
 * Read a situation document from a file or stdin with the same guards as any file: only a regular
 * file (or the piped standard input), at most 5 MB, counted while reading.
 */
export function readInput(file: string | undefined): { text: string; name: string } {
  if (file === undefined || file === '-')
    return { text: readLimited(0, '<stdin>', { maxBytes: MAX_INPUT_BYTES, what: 'input' }), name: '<stdin>' };
  return { text: readTextFile(file, { maxBytes: MAX_INPUT_BYTES, what: 'situation' }), name: file };
}
