/**
 * The output port through which a ruleset prints (src/cli implements it with chalk and cli-table3;
 * tests implement it in memory). Its own file so that contract.ts and play.ts can both use it
 * without importing each other.
 */

/** Styles a ruleset may ask for; plain text when colour is off (no TTY, NO_COLOR). */
export interface Paint {
  bold(s: string): string;
  dim(s: string): string;
  good(s: string): string;
  bad(s: string): string;
  warn(s: string): string;
  info(s: string): string;
}

export interface TableSpec {
  readonly title?: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
  /** Right-align these columns (numbers). */
  readonly numeric?: readonly number[];
}

/** Where a command's human output goes. Every human output has a JSON twin (`json`). */
export interface Out {
  readonly paint: Paint;
  /** The width to fit (the terminal's, 80 or more; 100 without a terminal). */
  readonly width: number;
  /** One paragraph, wrapped at word boundaries to `width`. */
  line(text?: string): void;
  /** A table that fits `width` (cells wrap at words). */
  table(spec: TableSpec): Promise<void>;
  /** A titled list, one wrapped item per line (e.g. "Rules applied"). */
  list(title: string, items: readonly string[]): void;
  /**
   * The machine-readable twin: printed instead of the human output with --json. `plain`: the
   * caller built `value` of plain objects, arrays, strings, finite numbers, booleans and null only,
   * so it is written as it is, without a walk through it for what JSON cannot hold (a 70 KB answer's
   * walk was a tenth of `odds bombard`'s compute, issue 32).
   */
  json(value: unknown, options?: { readonly plain?: boolean }): void;
}
