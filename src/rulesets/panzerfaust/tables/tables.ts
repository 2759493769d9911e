/**
 * Reading the Panzerfaust tables file and looking values up in it. A lookup that meets a lost
 * value throws LostValueError (one sentence, exit 2); a lookup that meets an inferred value
 * returns it with `inferred` set so the result can say so.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InputError } from '../../../errors/input-error.js';
import { ValidationError, type Issue } from '../../../game/issues.js';
import { positionOf, readYamlFile, type YamlSource } from '../../../game/yaml-source.js';
import { checkWith } from '../../../game/zod-issues.js';
import { readHouseFile, sameRow, withHouseValues } from './house.js';
import { LostValueError, type InferredUse } from './lost.js';
import { tablesFileSchema, type Cell, type TableData, type TableRow, type TablesFile } from './schema.js';

/** The environment variable naming the player's own filled copy. */
export const TABLES_ENV = 'UMPIRE_PANZERFAUST_TABLES';

export function bundledTablesPath(): string {
  return fileURLToPath(new URL('../../../../scenarios/panzerfaust/tables.yaml', import.meta.url));
}

/** Which tables file to read: an explicit path (a game's `tables:`), else the environment, else the bundled file. */
export function tablesPath(explicit?: string): string {
  if (explicit) return resolve(explicit);
  const env = process.env[TABLES_ENV];
  if (env && env.trim() !== '') return resolve(env);
  return bundledTablesPath();
}

export interface Found<T> {
  readonly value: T;
  readonly inferred?: InferredUse;
}

function plain(c: Cell | undefined): { value: number | string | null; inferred: boolean; house: boolean } {
  if (c === undefined || c === null) return { value: null, inferred: false, house: false };
  if (typeof c === 'object') return { value: c.value, inferred: true, house: 'house' in c };
  return { value: c, inferred: false, house: false };
}

/** How a used value that is not plainly the book's is reported. */
function use(id: string, what: string, house: boolean): InferredUse {
  return house ? { table: id, what, house: true } : { table: id, what };
}

export class PanzerfaustTables {
  constructor(
    readonly data: TablesFile,
    readonly file: string,
    /** The book's own file (the bundled one, lost values empty), to tell the player's values from it. */
    readonly book: TablesFile = data,
  ) {}

  table(id: string): TableData {
    const t = this.data.tables[id];
    if (!t)
      throw new InputError(
        `The tables file ${this.file} has no table '${id}': start again from the bundled file (umpire tables panzerfaust --edit shows its path).`,
      );
    return t;
  }

  private lost(id: string, row: string, column: string): LostValueError {
    const t = this.table(id);
    return new LostValueError(id, t.name, t.page, row, column, this.file);
  }

  row(id: string, label: string): TableRow {
    const t = this.table(id);
    const r = t.rows.find((x) => x.label.toLowerCase() === label.toLowerCase());
    if (!r)
      throw new InputError(
        `The ${t.name} (${t.page}) has no row '${label}': use one of ${t.rows.map((x) => `'${x.label}'`).join(', ')}.`,
      );
    return r;
  }

  /** The column headings; throws when they were lost. */
  columns(id: string): (number | string)[] {
    const t = this.table(id);
    if (t.columns === null) throw this.lost(id, '(headings)', 'column headings');
    return t.columns.map((c, i) => {
      const p = plain(c);
      if (p.value === null) throw this.lost(id, '(headings)', `column ${i + 1} heading`);
      return p.value;
    });
  }

  /** The index of a named column. */
  columnIndex(id: string, name: string): number {
    const cols = this.columns(id).map(String);
    const i = cols.findIndex((c) => c.toLowerCase() === name.toLowerCase());
    if (i < 0)
      throw new InputError(
        `The ${this.table(id).name} has no column '${name}': use one of ${cols.map((c) => `'${c}'`).join(', ')}.`,
      );
    return i;
  }

  /**
   * The first column whose heading (a number: the largest value it covers) is `n` or more, for
   * tables whose columns are ascending bands (range bands, fire-factor totals).
   */
  bandColumn(id: string, n: number, what: string): { index: number; label: string } {
    const cols = this.columns(id);
    for (let i = 0; i < cols.length; i++) {
      const c = Number(cols[i]);
      if (!Number.isFinite(c))
        throw new InputError(
          `Column ${i + 1} of the ${this.table(id).name} in ${this.file} should be a number, not '${cols[i]}'.`,
        );
      if (n <= c) return { index: i, label: String(cols[i]) };
    }
    throw new InputError(
      `${what} ${n} is beyond the last column (${cols[cols.length - 1]}) of the ${this.table(id).name} (${this.table(id).page}).`,
    );
  }

  /**
   * The band of `n` in one row whose cells are the largest value of each band, shortest first
   * (the range bands of p. 20 and p. 29: one list per kind of chart); a cell that is not a
   * number ('-') ends the row's bands.
   */
  bandInRow(id: string, rowLabel: string, n: number, what: string): { index: number; inferred?: InferredUse } {
    const r = this.row(id, rowLabel);
    const count = r.cells === null ? 1 : r.cells.length;
    for (let i = 0; i < count; i++) {
      const f = this.cell(id, rowLabel, i);
      const edge = Number(f.value);
      if (!Number.isFinite(edge)) break;
      if (n <= edge) return { index: i, ...(f.inferred ? { inferred: f.inferred } : {}) };
    }
    throw new InputError(
      `${what} ${n} is beyond the last band of '${r.label}' in the ${this.table(id).name} (${this.table(id).page}).`,
    );
  }

  /** One cell; throws LostValueError when it is empty. */
  cell(id: string, rowLabel: string, column: number): Found<number | string> {
    const t = this.table(id);
    const r = this.row(id, rowLabel);
    const colName =
      t.columns === null ? `column ${column + 1}` : String(plain(t.columns[column]).value ?? `column ${column + 1}`);
    if (r.cells === null) throw this.lost(id, r.label, colName);
    const p = plain(r.cells[column]);
    if (p.value === null) throw this.lost(id, r.label, colName);
    return p.inferred
      ? {
          value: p.value,
          inferred: use(id, `${t.name} (${t.page}), row '${r.label}', column '${colName}' = ${p.value}`, p.house),
        }
      : { value: p.value };
  }

  number(id: string, rowLabel: string, column: number): Found<number> {
    const f = this.cell(id, rowLabel, column);
    const v = typeof f.value === 'number' ? f.value : Number(f.value);
    if (!Number.isFinite(v))
      throw new InputError(
        `The ${this.table(id).name} holds '${f.value}' at row '${rowLabel}', where a number belongs: correct it in ${this.file}.`,
      );
    return { ...f, value: v };
  }

  /** A row's key; throws LostValueError when lost, undefined when the row has none (a named row). */
  key(id: string, r: TableRow): Found<number> | undefined {
    if (r.key === undefined) return undefined;
    const p = plain(r.key);
    if (p.value === null) throw this.lost(id, r.label, 'key (the band edge)');
    const t = this.table(id);
    return p.inferred
      ? {
          value: Number(p.value),
          inferred: use(id, `${t.name} (${t.page}), the band edge of row '${r.label}' = ${p.value}`, p.house),
        }
      : { value: Number(p.value) };
  }

  /**
   * Rows listed largest first, keyed by the smallest value of each band (calibre tables): the
   * first keyed row whose key is at most `n`. Lost keys met on the way stop the lookup.
   */
  bandRowFrom(id: string, n: number): { row: TableRow; inferred?: InferredUse } {
    // A band whose edge was lost only matters if `n` could fall in it: the bands sit in order,
    // so a value equal to a known edge belongs to that band whatever the lost edges above it.
    let lostAbove: TableRow | undefined;
    for (const r of this.table(id).rows) {
      if (r.key === undefined) continue;
      if (plain(r.key).value === null) {
        lostAbove = r;
        continue;
      }
      const k = this.key(id, r)!;
      if (n < k.value) {
        lostAbove = undefined;
        continue;
      }
      if (n > k.value && lostAbove) throw this.lost(id, lostAbove.label, 'key (the band edge)');
      return { row: r, ...(k.inferred ? { inferred: k.inferred } : {}) };
    }
    if (lostAbove) throw this.lost(id, lostAbove.label, 'key (the band edge)');
    const t = this.table(id);
    throw new InputError(`${n} is below the smallest band of the ${t.name} (${t.page}).`);
  }

  /** Rows listed smallest first, keyed by the largest value of each band: the first whose key is `n` or more. */
  bandRowUpTo(id: string, n: number): { row: TableRow; inferred?: InferredUse } {
    for (const r of this.table(id).rows) {
      const k = this.key(id, r);
      if (k && n <= k.value) return { row: r, ...(k.inferred ? { inferred: k.inferred } : {}) };
    }
    const t = this.table(id);
    throw new InputError(`${n} is above the largest band of the ${t.name} (${t.page}).`);
  }
}

/** One empty place in the tables file: what `umpire tables panzerfaust --check` lists. */
export interface EmptyCell {
  readonly table: string;
  readonly name: string;
  readonly page: string;
  readonly row: string;
  readonly column: string;
}

export interface InferredCell extends EmptyCell {
  readonly value: number | string;
}

/** Where each value of the tables in force comes from, place by place. */
export interface TablesAudit {
  /** Places still empty (lost and filled by nobody). */
  readonly empty: EmptyCell[];
  /** Values worked out from the book's surviving text (flagged in the book's file). */
  readonly inferred: InferredCell[];
  /** Places filled from umpire's house values. */
  readonly house: InferredCell[];
  /** Places the player's own copy fills (or changes) where the book's file has no such value. */
  readonly player: InferredCell[];
  /** Values as the book's file prints them. */
  readonly book: number;
}

/**
 * Every place of the tables, sorted by where its value comes from. `book` is the book's own file
 * (the bundled one): a value the tables in force hold where the book's file has none, or a
 * different one, is the player's.
 */
export function auditTables(data: TablesFile, book: TablesFile = data): TablesAudit {
  const a: TablesAudit = { empty: [], inferred: [], house: [], player: [], book: 0 };
  const same = (x: Cell | undefined, y: Cell | undefined) => JSON.stringify(plain(x)) === JSON.stringify(plain(y));
  for (const [id, t] of Object.entries(data.tables)) {
    const bt = book.tables[id];
    const at = (row: string, column: string) => ({ table: id, name: t.name, page: t.page, row, column });
    const colName = (i: number) =>
      t.columns === null ? `column ${i + 1}` : String(plain(t.columns[i]).value ?? `column ${i + 1}`);
    const sort = (c: Cell | undefined, inBook: Cell | undefined, where: EmptyCell) => {
      const p = plain(c);
      if (p.value === null) a.empty.push(where);
      else if (p.house) a.house.push({ ...where, value: p.value });
      else if (!same(c, inBook)) a.player.push({ ...where, value: p.value });
      else if (p.inferred) a.inferred.push({ ...where, value: p.value });
      else (a as { book: number }).book++;
    };
    if (t.columns === null) a.empty.push(at('(headings)', 'all column headings'));
    else t.columns.forEach((c, i) => sort(c, bt?.columns?.[i], at('(headings)', `column ${i + 1} heading`)));
    for (const [ri, r] of t.rows.entries()) {
      const br = bt ? sameRow(bt.rows, r.label, ri) : undefined;
      if (r.key !== undefined) sort(r.key, br?.key, at(r.label, 'band edge (key)'));
      if (r.cells === null) {
        a.empty.push(at(r.label, 'every cell'));
        continue;
      }
      r.cells.forEach((c, i) => sort(c, br?.cells?.[i], at(r.label, colName(i))));
    }
  }
  return a;
}

function shapeIssues(src: YamlSource, data: TablesFile): Issue[] {
  const issues: Issue[] = [];
  for (const [id, t] of Object.entries(data.tables)) {
    if (t.columns === null) continue;
    t.rows.forEach((r, ri) => {
      if (r.cells !== null && r.cells.length !== t.columns!.length) {
        issues.push({
          file: src.file,
          ...positionOf(src, ['tables', id, 'rows', ri, 'cells']),
          message: `row '${r.label}' of ${t.name} has ${r.cells.length} cells but the table has ${t.columns!.length} columns`,
          hint: 'write one value per column (null for one you have not filled yet)',
        });
      }
    });
  }
  return issues;
}

/** Read and check a tables file (throws ValidationError with file:line:col). */
export function readTablesFile(file: string): PanzerfaustTables {
  if (!existsSync(file)) {
    throw new ValidationError([
      {
        file,
        line: 1,
        col: 1,
        message: 'no such Panzerfaust tables file',
        hint: `copy the bundled one (${bundledTablesPath()}) and fill it in`,
      },
    ]);
  }
  const src = readYamlFile(file);
  const r = checkWith(tablesFileSchema, src);
  if (!r.ok) throw new ValidationError(r.issues);
  const shape = shapeIssues(src, r.value);
  if (shape.length > 0) throw new ValidationError(shape);
  return new PanzerfaustTables(r.value, file);
}

const cache = new Map<string, PanzerfaustTables>();

/**
 * The tables in force: `explicit` (a game's `tables:`), else UMPIRE_PANZERFAUST_TABLES, else the
 * bundled file; every place it leaves empty is filled from umpire's house values (marked, so every
 * result that used one says so).
 */
export function loadTables(explicit?: string): PanzerfaustTables {
  const file = tablesPath(explicit);
  let t = cache.get(file);
  if (!t) {
    const own = readTablesFile(file);
    const book = file === bundledTablesPath() ? own : readTablesFile(bundledTablesPath());
    t = new PanzerfaustTables(withHouseValues(own.data, readHouseFile()), file, book.data);
    cache.set(file, t);
  }
  return t;
}

/** Tables built in memory (tests and fixtures). */
export function tablesFrom(data: TablesFile, file = '(test fixture)'): PanzerfaustTables {
  return new PanzerfaustTables(tablesFileSchema.parse(data), file);
}
