/**
 * The terminal's `Out` (the port through which ruleset command entries print): colour only on a
 * TTY (style.ts), tables fitted to the width with cli-table3 (table.ts), JSON via output.ts.
 */
import type { Out } from '../rulesets/contract.js';
import { printJson, println } from './output.js';
import { paint } from './style.js';
import { renderTable, terminalWidth } from './table.js';

export async function terminalOut(): Promise<Out> {
  const c = await paint();
  return {
    paint: c,
    width: terminalWidth(),
    line: (text = '') => println(text),
    table: async (spec) => println(await renderTable(spec)),
    list: (title, items) => {
      println(title);
      for (const i of items) println(`  • ${i}`);
    },
    json: printJson,
  };
}
