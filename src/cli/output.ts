import { terminalWidth } from './table.js';
import { wrapText } from './wrap.js';

/** Print a result as JSON (the `--json` twin of every human output). */
export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value, jsonReplacer, 2) + '\n');
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
