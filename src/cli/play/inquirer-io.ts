/** The terminal: @inquirer/prompts, loaded lazily. Ctrl-C answers "quit". */
import type { PlayIO, Question } from './io.js';
import { println } from '../output.js';

export class InquirerIO implements PlayIO {
  readonly interactive = true;
  async ask(q: Question): Promise<string> {
    const { select, input, Separator } = await import('@inquirer/prompts');
    try {
      if (q.kind === 'input') {
        return await input({ message: q.message, ...(q.default !== undefined ? { default: q.default } : {}), ...(q.validate ? { validate: q.validate } : {}) });
      }
      const meta = q.choices.filter((c) => c.value === '?' || c.value === 'status' || c.value === 'odds' || c.value === 'undo' || c.value === 'dice' || c.value === 'quit');
      const real = q.choices.filter((c) => !meta.includes(c));
      return await select<string>({
        message: q.message,
        choices: [...real.map((c) => ({ value: c.value, name: c.label })), ...(meta.length ? [new Separator(), ...meta.map((c) => ({ value: c.value, name: c.label }))] : [])],
        ...(q.default !== undefined ? { default: q.default } : {}),
        pageSize: 14,
        loop: false,
      });
    } catch (err) {
      if (err instanceof Error && (err.name === 'ExitPromptError' || err.name === 'AbortPromptError')) return 'quit';
      throw err;
    }
  }
  print(text: string): void {
    println(text);
  }
}
