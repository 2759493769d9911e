import { colourWanted } from './style.js';
import { visible, wrapText } from './wrap.js';

import type { TableSpec } from '../rulesets/contract.js';

export type { TableSpec };

/** Width to fit: the terminal's, or $COLUMNS, or 80 columns when not a terminal. */
export function terminalWidth(): number {
  const cols = process.stdout.columns;
  return cols && cols > 20 ? cols : Number(process.env.COLUMNS) || 80;
}

/**
 * Render a table with cli-table3, shrinking the widest columns (with word wrap) until it fits
 * the terminal. Loaded lazily so commands without tables do not pay for it.
 */
export async function renderTable(spec: TableSpec, width = terminalWidth()): Promise<string> {
  const { default: Table } = await import('cli-table3');
  const cells = [spec.head.map(String), ...spec.rows.map((r) => r.map(String))];
  const natural = spec.head.map((_, i) => Math.max(...cells.map((r) => visible(r[i] ?? ''))) + 2);
  const colWidths = fitColumns(natural, width - (spec.head.length + 1));
  const table = new Table({
    head: [...spec.head],
    colWidths,
    wordWrap: true,
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
    colAligns: spec.head.map((_, i) => (spec.numeric?.includes(i) ? 'right' : 'left')),
    style: colourWanted() ? { head: ['cyan'], border: ['grey'] } : { head: [], border: [] },
  });
  for (const r of spec.rows) table.push(r.map(String));
  return (spec.title ? `${wrapText(spec.title, width)}\n` : '') + table.toString();
}

/** Shrink the widest columns first until the sum fits `budget` (each column at least 4 wide). */
export function fitColumns(natural: readonly number[], budget: number): number[] {
  const w = [...natural];
  let total = w.reduce((a, b) => a + b, 0);
  while (total > budget) {
    const widest = w.indexOf(Math.max(...w));
    if (w[widest]! <= 4) break;
    w[widest]!--;
    total--;
  }
  return w;
}
