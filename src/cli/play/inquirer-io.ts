/**
 * The terminal: @inquirer/prompts, loaded lazily. Ctrl-C answers "quit" and is remembered
 * (`umpire play` then exits 130). Messages and notes wrap at words to the terminal's width.
 */
import { encodeSet, isMeta, META_CHOICES, type PlayIO, type Question } from './io.js';
import { println } from '../output.js';
import { wrapText } from '../wrap.js';

const META_VALUES = new Set(['?', 'status', 'odds', 'undo', 'dice', 'quit']);

export class InquirerIO implements PlayIO {
  readonly interactive = true;
  readonly grouped = true;
  /** The player pressed Ctrl-C. */
  interrupted = false;
  get width(): number {
    return Math.max(40, Math.min(process.stdout.columns || 80, 120));
  }
  async ask(q: Question): Promise<string> {
    const { select, input, checkbox, Separator } = await import('@inquirer/prompts');
    // Inquirer prints "? " before the message: leave room for it on the first line.
    const message = wrapText(q.message, this.width - 2);
    try {
      if (q.kind === 'input') {
        const validate = q.validate;
        return await input({
          message,
          ...(q.default !== undefined ? { default: q.default } : {}),
          // The walker's words (odds, ?, undo, status...) are answers at every prompt, dice prompts too.
          ...(validate ? { validate: (text: string) => (isMeta(text) ? true : validate(text)) } : {}),
        });
      }
      if (q.kind === 'checkbox') {
        // Nothing can be typed in a checkbox: the walker's words are items below the line; ticking
        // one answers with that word (the set is asked again after it).
        const picked = await checkbox<string>({
          message: `${message}\n  (space ticks, a: all, i: invert, Enter accepts)`,
          choices: [
            ...q.choices.map((c) => ({ value: c.value, name: c.label, checked: q.default.includes(c.value) })),
            new Separator(),
            ...META_CHOICES.map((c) => ({ value: `meta:${c.value}`, name: c.label, checked: false })),
          ],
          pageSize: 14,
          loop: false,
        });
        const word = picked.find((v) => v.startsWith('meta:'));
        return word ? word.slice('meta:'.length) : encodeSet(picked);
      }
      const meta = q.choices.filter((c) => META_VALUES.has(c.value));
      const real = q.choices.filter((c) => !meta.includes(c));
      return await select<string>({
        message,
        choices: [
          ...real.map((c) => ({ value: c.value, name: c.label, ...(c.disabled ? { disabled: c.disabled } : {}) })),
          ...(meta.length ? [new Separator(), ...meta.map((c) => ({ value: c.value, name: c.label }))] : []),
        ],
        ...(q.default !== undefined ? { default: q.default } : {}),
        pageSize: 14,
        loop: false,
      });
    } catch (err) {
      if (err instanceof Error && (err.name === 'ExitPromptError' || err.name === 'AbortPromptError')) {
        this.interrupted = true;
        return 'quit';
      }
      throw err;
    }
  }
  print(text: string): void {
    println(
      text
        .split('\n')
        .map((l) => wrapText(l, this.width))
        .join('\n'),
    );
  }
}
