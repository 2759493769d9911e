/**
 * `umpire tables panzerfaust --check`: which lost book values are still empty, table by table,
 * and which values are inferred; `--edit`: the file to open.
 */
import { auditTables, type EmptyCell, type InferredCell, type PanzerfaustTables } from './tables.js';

export interface TableCheck {
  readonly file: string;
  readonly tables: number;
  readonly empty: readonly EmptyCell[];
  readonly inferred: readonly InferredCell[];
  /** One row per table with something empty: id, name, page, count, the rows concerned. */
  readonly byTable: readonly {
    readonly table: string;
    readonly name: string;
    readonly page: string;
    readonly empty: number;
    readonly rows: readonly string[];
  }[];
}

export function checkTables(t: PanzerfaustTables): TableCheck {
  const { empty, inferred } = auditTables(t.data);
  const by = new Map<string, { table: string; name: string; page: string; empty: number; rows: string[] }>();
  for (const e of empty) {
    const b = by.get(e.table) ?? { table: e.table, name: e.name, page: e.page, empty: 0, rows: [] };
    b.empty++;
    if (!b.rows.includes(e.row)) b.rows.push(e.row);
    by.set(e.table, b);
  }
  return { file: t.file, tables: Object.keys(t.data.tables).length, empty, inferred, byTable: [...by.values()] };
}

/** The check in plain lines (the JSON twin is the TableCheck itself). */
export function checkLines(c: TableCheck): string[] {
  if (c.empty.length === 0)
    return [
      `${c.file}: every lost value is filled in (${c.inferred.length} inferred values remain, flagged in the file).`,
    ];
  return [
    `${c.file}: ${c.empty.length} lost values still empty in ${c.byTable.length} of ${c.tables} tables; fill them from your copy of the book.`,
    ...c.byTable.map((b) => `${b.name} (${b.page}): ${b.empty} empty [tables.${b.table}]`),
    `${c.inferred.length} values are inferred (used, and said so in every result): ${[...new Set(c.inferred.map((i) => i.name))].join('; ')}.`,
  ];
}
