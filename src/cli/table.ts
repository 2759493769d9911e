import { colourWanted } from './style.js';
import { visible, visibleText, wrapText } from './wrap.js';

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
  const longestWord = spec.head.map(
    (_, i) =>
      Math.max(
        ...cells.map((r) =>
          Math.max(
            0,
            ...visibleText(r[i] ?? '')
              .split(/\s+/)
              .map((w) => w.length),
          ),
        ),
      ) + 2,
  );
  const colWidths = fitColumns(natural, width - (spec.head.length + 1), longestWord);
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

/**
 * Narrow the columns until the sum fits `budget`: first the one with the most room above its
 * longest word (`floor`: a team's name is not cut mid-word while a wordy column wraps), then,
 * if that is not enough, the widest, down to 4.
 */
export function fitColumns(natural: readonly number[], budget: number, floor: readonly number[] = []): number[] {
  const w = [...natural];
  let total = w.reduce((a, b) => a + b, 0);
  const min = (i: number) => Math.min(natural[i]!, Math.max(4, floor[i] ?? 4));
  const pick = [(i: number) => w[i]! - min(i), (i: number) => (w[i]! > 4 ? w[i]! : 0)];
  for (const room of pick) {
    while (total > budget) {
      const i = w.reduce((best, _, j) => (room(j) > (best < 0 ? 0 : room(best)) ? j : best), -1);
      if (i < 0) break;
      w[i]!--;
      total--;
    }
  }
  return w;
}
