/**
 * The terminal's `Out` (the port through which ruleset command entries print): colour only on a
 * TTY (style.ts), prose wrapped at words and tables fitted to the width (80 columns when not a
 * terminal) with cli-table3 (table.ts), JSON via output.ts. `writerOut` is the same port over any
 * writer (the play screen prints through its prompt seam).
 */
import type { Out, Paint } from '../rulesets/contract.js';
import { printJson, println } from './output.js';
import { paint } from './style.js';
import { renderTable, terminalWidth } from './table.js';
import { wrapText } from './wrap.js';

/** An `Out` that writes whole blocks of text through `write`, fitted to `width`. */
export function writerOut(write: (text: string) => void, width: number, colours: Paint): Out {
  return {
    paint: colours,
    width,
    line: (text = '') => write(wrapText(text, width)),
    table: async (spec) => write(await renderTable(spec, width)),
    list: (title, items) => write([title, ...items.map((i) => wrapText(`  • ${i}`, width))].join('\n')),
    json: printJson,
  };
}

export async function terminalOut(): Promise<Out> {
  return writerOut(println, terminalWidth(), await paint());
}
