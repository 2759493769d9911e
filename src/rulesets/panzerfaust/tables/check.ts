/**
 * `umpire tables panzerfaust --check`: where every value of the tables in force comes from (the
 * book's text, inferred from it, the player's own copy, umpire's house values) and what is still
 * empty, table by table; `--edit`: the file to open.
 */
import { auditTables, type EmptyCell, type InferredCell, type PanzerfaustTables } from './tables.js';

export interface TableCheck {
  readonly file: string;
  readonly tables: number;
  /** Values as the book's file prints them. */
  readonly book: number;
  readonly inferred: readonly InferredCell[];
  readonly player: readonly InferredCell[];
  readonly house: readonly InferredCell[];
  readonly empty: readonly EmptyCell[];
  /** One row per table with a value not plainly the book's: id, name, page and the counts. */
  readonly byTable: readonly {
    readonly table: string;
    readonly name: string;
    readonly page: string;
    readonly player: number;
    readonly house: number;
    readonly empty: number;
    readonly rows: readonly string[];
  }[];
}

export function checkTables(t: PanzerfaustTables): TableCheck {
  const a = auditTables(t.data, t.book);
  type Row = {
    table: string;
    name: string;
    page: string;
    player: number;
    house: number;
    empty: number;
    rows: string[];
  };
  const by = new Map<string, Row>();
  const count = (e: EmptyCell, k: 'player' | 'house' | 'empty') => {
    const b = by.get(e.table) ?? {
      table: e.table,
      name: e.name,
      page: e.page,
      player: 0,
      house: 0,
      empty: 0,
      rows: [],
    };
    b[k]++;
    if (k === 'empty' && !b.rows.includes(e.row)) b.rows.push(e.row);
    by.set(e.table, b);
  };
  for (const e of a.player) count(e, 'player');
  for (const e of a.house) count(e, 'house');
  for (const e of a.empty) count(e, 'empty');
  const order = Object.keys(t.data.tables);
  return {
    file: t.file,
    tables: order.length,
    book: a.book,
    inferred: a.inferred,
    player: a.player,
    house: a.house,
    empty: a.empty,
    byTable: [...by.values()].sort((x, y) => order.indexOf(x.table) - order.indexOf(y.table)),
  };
}

/** The check in plain lines (the JSON twin is the TableCheck itself). */
export function checkLines(c: TableCheck): string[] {
  const lost = c.player.length + c.house.length + c.empty.length;
  return [
    `${c.file}: ${c.book + c.inferred.length} values printed in the book (${c.inferred.length} of them inferred from its text); ` +
      `of the ${lost} the text lost, ${c.player.length} filled in by you, ${c.house.length} house values (umpire's, not the book's), ${c.empty.length} still empty.`,
    ...c.byTable.map(
      (b) => `${b.name} (${b.page}): ${b.player} yours, ${b.house} house, ${b.empty} empty [tables.${b.table}]`,
    ),
    c.empty.length > 0
      ? 'An empty value stops the rule that needs it; fill it from your copy of the book.'
      : 'Every lost value has one; each result that uses a house value says so. Your own copy of the book overrides them.',
  ];
}
