/**
 * The one family of user-caused errors. A situation, a file or a flag the player can fix: a plain
 * sentence, a short `code` (as eemeli/yaml's errors carry one), where it is ("file:line:col") when
 * known, an optional `hint` on what to do, and for file errors the offending source line with a
 * caret under the column (`excerpt`). The CLI recognises the family by `instanceof InputError`,
 * prints it without a stack trace and exits 2. Any layer may throw it; it does no I/O and imports
 * nothing, so the dice layer may extend it too.
 */
export interface InputErrorOptions {
  /** Short and stable, e.g. 'dice', 'yaml', 'schema', 'shooting'. */
  readonly code?: string;
  /** What to do about it, one sentence. */
  readonly hint?: string | undefined;
  /** "file:line:col" when the problem is in a file. */
  readonly where?: string | undefined;
  /** The offending source line with a caret under the column (see `caretExcerpt`). */
  readonly excerpt?: string | undefined;
  readonly cause?: unknown;
}

export class InputError extends Error {
  override readonly name: string = 'InputError';
  readonly code: string;
  readonly hint?: string;
  readonly where?: string;
  readonly excerpt?: string;

  constructor(message: string, options: InputErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code ?? 'input';
    if (options.hint !== undefined) this.hint = options.hint;
    if (options.where !== undefined) this.where = options.where;
    if (options.excerpt !== undefined) this.excerpt = options.excerpt;
  }
}

/**
 * A source line with a caret under a 1-based column, in the spirit of eemeli/yaml's
 * `prettifyError`:
 *
 *     12 | armour: { front: 9, side: x }
 *        |                           ^
 *
 * Tabs before the column are kept so the caret lines up in a terminal.
 */
export function caretExcerpt(source: string, line: number, col: number): string {
  const gutter = String(line);
  let text = source.replace(/\r?\n$/, '');
  // A very long line (a hostile or minified file) is cut to a window around the column.
  if (text.length > 100) {
    const from = Math.max(0, Math.min(col - 1 - 40, text.length - 100));
    const cut = text.slice(from, from + 100);
    text = (from > 0 ? '...' : '') + cut + (from + 100 < text.length ? '...' : '');
    col = col - from + (from > 0 ? 3 : 0);
  }
  const upTo = text.slice(0, Math.max(0, col - 1)).replace(/[^\t]/g, ' ');
  return `${gutter} | ${text}\n${' '.repeat(gutter.length)} | ${upTo}^`;
}
