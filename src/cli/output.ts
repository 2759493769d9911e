import { terminalWidth } from './table.js';
import { wrapText } from './wrap.js';

/** Print a result as JSON (the `--json` twin of every human output). */
export function printJson(value: unknown, options: { readonly plain?: boolean } = {}): void {
  // The replacer, called back for every key, was most of a 70 KB answer's time (`odds bombard` at
  // 40 teams, issue 32): plain data (the usual case) is written without it, which gives the same
  // text; a caller that built plain data says so (`plain`) and is not walked through either.
  const text =
    options.plain === true || isPlainJson(value)
      ? JSON.stringify(value, null, 2)
      : JSON.stringify(value, jsonReplacer, 2);
  process.stdout.write(text + '\n');
}

/**
 * True when the replacer would change nothing: no bigint, Map or Infinity anywhere, and no object
 * that writes itself (toJSON) or that is not a plain object or array.
 */
export function isPlainJson(value: unknown): boolean {
  switch (typeof value) {
    case 'bigint':
      return false;
    case 'number':
      return value !== Infinity;
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) {
        for (const v of value) if (!isPlainJson(v)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) return false;
      if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
      for (const k in value) if (!isPlainJson((value as Record<string, unknown>)[k])) return false;
      return true;
    }
    default:
      return true;
  }
}

/** JSON has no bigint, Map or Infinity: a bigint as its digits, a Map as an object, Infinity (an
 * unlimited range, such as Naval Gunfire's) as "unlimited" rather than JSON's silent null. */
function jsonReplacer(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value === Infinity) return 'unlimited';
  if (value instanceof Map) return Object.fromEntries(value);
  return value;
}

/** A line of human output, wrapped at words to the terminal (80 columns when not a terminal). */
export function println(text = ''): void {
  process.stdout.write(wrapText(text, terminalWidth()) + '\n');
}
