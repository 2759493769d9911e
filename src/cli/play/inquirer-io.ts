/**
 * The terminal: @inquirer/prompts, loaded lazily. Ctrl-C answers "quit" and is remembered
 * (`umpire play` then exits 130). Messages and notes wrap at words to the terminal's width.
 */
import { isMeta, type PlayIO, type Question } from './io.js';
import { println } from '../output.js';
import { wrapText } from '../wrap.js';

export class InquirerIO implements PlayIO {
  readonly interactive = true;
  readonly grouped = true;
  /** The player pressed Ctrl-C. */
  interrupted = false;
  get width(): number {
    return Math.max(40, Math.min(process.stdout.columns || 80, 120));
  }
  async ask(q: Question): Promise<string> {
    // Inquirer prints "? " before the message: leave room for it on the first line.
    const message = wrapText(q.message, this.width - 2);
    try {
      if (q.kind === 'input') {
        const { input } = await import('@inquirer/prompts');
        const validate = q.validate;
        return await input({
          message,
          ...(q.default !== undefined ? { default: q.default } : {}),
          // The walker's words (odds, ?, undo, status...) are answers at every prompt, dice prompts too.
          ...(validate ? { validate: (text: string) => (isMeta(text) ? true : validate(text)) } : {}),
        });
      }
      // A menu or a checklist: numbered items wrapped to the width, a line typed instead (a number,
      // "1-3,5", all, none) and the walker's words as commands, never items (menu-prompt.ts).
      const { menuPrompt } = await import('./menu-prompt.js');
      return await menuPrompt({
        message,
        choices: q.choices,
        multi: q.kind === 'checkbox',
        default: q.kind === 'checkbox' ? q.default : q.default !== undefined ? [q.default] : [],
        width: this.width,
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
