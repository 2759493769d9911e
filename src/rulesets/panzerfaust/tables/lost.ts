import { InputError } from '../../../errors/input-error.js';

/**
 * A rule needed a table value the source lost and the player has not filled in yet. One sentence
 * naming the table, row, column, page and the file to fill; the CLI exits 2 and nothing changes.
 */
export class LostValueError extends InputError {
  constructor(
    readonly table: string,
    readonly tableName: string,
    readonly page: string,
    readonly row: string,
    readonly column: string,
    readonly file: string,
  ) {
    super(
      (row === '(headings)'
        ? `The ${tableName} (${page}) lost its ${column === 'column headings' ? 'column headings' : column}: `
        : `The ${tableName} (${page}) has no value for row '${row}', column '${column}': `) +
        `fill it in from your copy of the book in ${file} (tables.${table}).`,
      { code: 'lost-table', hint: 'umpire tables panzerfaust --check lists every value still empty' },
    );
  }
}

/** An inferred value a result used: said in the result (and its JSON). */
export interface InferredUse {
  readonly table: string;
  readonly what: string;
  /** umpire's house value (house-values.yaml), not an inference from the book's text. */
  readonly house?: true;
}

export function describeInferred(u: InferredUse): string {
  return u.house ? `${u.what}: house value, not the book's` : `${u.what} is inferred, not read from the book`;
}
