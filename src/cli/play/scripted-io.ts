/**
 * Answers from a list (tests) or from lines of standard input (`umpire play --script`). A select
 * answer may be a choice's value, its label, its number (1-based), or "" for the default.
 */
import { createInterface } from 'node:readline';
import type { PlayIO, Question } from './io.js';
import { encodeSet, isMeta } from './io.js';
import { InputError } from '../../errors/input-error.js';
import { terminalWidth } from '../table.js';
import { wrapText } from '../wrap.js';

export class ScriptError extends InputError {
  constructor(message: string) {
    super(message, { code: 'script' });
  }
}

export function matchAnswer(q: Question, raw: string): string {
  const text = raw.trim();
  if (isMeta(text)) return text.toLowerCase();
  if (q.kind === 'input') {
    const value = text === '' && q.default !== undefined ? q.default : text;
    const ok = q.validate ? q.validate(value) : true;
    if (ok !== true) throw new ScriptError(`"${raw}" is not an answer to "${q.message}": ${ok}`);
    return value;
  }
  if (q.kind === 'checkbox') return encodeSet(matchSet(q.choices, q.default, text, q.message));
  if (text === '' && q.default !== undefined) return q.default;
  const lower = text.toLowerCase();
  const found =
    q.choices.find((c) => c.value.toLowerCase() === lower) ??
    q.choices.find((c) => c.label.toLowerCase() === lower) ??
    (/^\d+$/.test(text) ? q.choices[Number(text) - 1] : undefined) ??
    q.choices.find((c) => c.label.toLowerCase().startsWith(lower));
  if (!found)
    throw new ScriptError(
      `"${raw}" is not an answer to "${q.message}"; choose one of: ${q.choices
        .filter((c) => !c.disabled)
        .map((c) => c.value)
        .join(', ')}`,
    );
  if (found.disabled) throw new ScriptError(`"${raw}": ${found.label} is not allowed now: ${found.disabled}`);
  return found.value;
}

/**
 * A set typed as text: "" keeps the ticked defaults, "all", "none", or a comma-separated list of
 * values, labels, numbers (1-based) or runs of numbers, e.g. "1-3,5" or "Sherman 1, Sherman 3".
 */
export function matchSet(
  choices: readonly { value: string; label: string }[],
  dflt: readonly string[],
  text: string,
  message: string,
): string[] {
  const t = text.trim().toLowerCase();
  if (t === '') return [...dflt];
  if (t === 'all') return choices.map((c) => c.value);
  if (t === 'none') return [];
  const out: string[] = [];
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const l = part.toLowerCase();
    const run = /^(\d+)\s*-\s*(\d+)$/.exec(part);
    if (run && !choices.some((c) => c.value.toLowerCase() === l || c.label.toLowerCase() === l)) {
      const [from, to] = [Number(run[1]), Number(run[2])];
      if (from < 1 || to > choices.length || from > to)
        throw new ScriptError(`"${part}": the choices of "${message}" are numbered 1 to ${choices.length}`);
      for (let n = from; n <= to; n++) if (!out.includes(choices[n - 1]!.value)) out.push(choices[n - 1]!.value);
      continue;
    }
    const found =
      choices.find((c) => c.value.toLowerCase() === l) ??
      choices.find((c) => c.label.toLowerCase() === l) ??
      (/^\d+$/.test(part) ? choices[Number(part) - 1] : undefined) ??
      choices.find((c) => c.label.toLowerCase().startsWith(l));
    if (!found)
      throw new ScriptError(
        `"${part}" is not one of the choices of "${message}": ${choices.map((c, i) => `${i + 1}. ${c.label}`).join('; ')}; or all, none, or Enter for the ticked ones`,
      );
    if (!out.includes(found.value)) out.push(found.value);
  }
  return out;
}

export class ScriptedIO implements PlayIO {
  readonly interactive = false;
  readonly transcript: string[] = [];
  private readonly answers: string[];
  /** One question and one roll at a time unless told (answer lists written that way). */
  constructor(
    answers: readonly string[],
    private readonly echo = false,
    readonly grouped = false,
  ) {
    this.answers = [...answers];
  }
  get remaining(): number {
    return this.answers.length;
  }
  async ask(q: Question): Promise<string> {
    if (this.answers.length === 0) throw new ScriptError(`the script has no answer for "${q.message}"`);
    const raw = this.answers.shift()!;
    this.transcript.push(`? ${q.message} > ${raw}`);
    if (this.echo) process.stdout.write(`? ${q.message} > ${raw}\n`);
    return matchAnswer(q, raw);
  }
  print(text: string): void {
    this.transcript.push(text);
    if (this.echo) process.stdout.write(text + '\n');
  }
}

/** Prints to stdout, wrapped at words to the terminal's width (80 columns when not a terminal). */
abstract class StdoutPrinter {
  get width(): number {
    return terminalWidth();
  }
  print(text: string): void {
    process.stdout.write(wrapText(text, this.width) + '\n');
  }
}

/** One answer per line of standard input; the questions and their choices are printed. */
export class LineIO extends StdoutPrinter implements PlayIO {
  readonly interactive = false;
  readonly grouped = true;
  private readonly lines: string[] = [];
  private waiting: ((line: string | undefined) => void) | undefined;
  private closed = false;
  /** Standard input ended while a question waited for its answer: the script was too short. */
  endedEarly = false;
  constructor() {
    super();
    const rl = createInterface({ input: process.stdin });
    rl.on('line', (line) => (this.waiting ? (this.waiting(line), (this.waiting = undefined)) : this.lines.push(line)));
    rl.on('close', () => {
      this.closed = true;
      this.waiting?.(undefined);
    });
  }
  private next(): Promise<string | undefined> {
    if (this.lines.length) return Promise.resolve(this.lines.shift());
    if (this.closed) return Promise.resolve(undefined);
    return new Promise((res) => (this.waiting = res));
  }
  async ask(q: Question): Promise<string> {
    const opts =
      q.kind === 'select'
        ? ` [${q.choices.map((c, i) => (c.disabled ? `(${i + 1}: ${c.label}: not now, ${c.disabled})` : `${i + 1}:${c.value}`)).join(' ')}]`
        : q.kind === 'checkbox'
          ? ` [${q.choices.map((c, i) => `${i + 1}:${q.default.includes(c.value) ? '*' : ''}${c.value}`).join(' ')}; all, none, a list like 1,3, or Enter for the *]`
          : '';
    process.stdout.write(`${wrapText(`? ${q.message}${opts}`, this.width)}\n`);
    for (;;) {
      const line = await this.next();
      if (line === undefined) {
        this.endedEarly = true;
        return 'quit';
      }
      try {
        return matchAnswer(q, line);
      } catch (err) {
        process.stdout.write(`${(err as Error).message}\n`);
      }
    }
  }
}

/** Every question takes its default (the non-interactive demo). */
export class AutoIO extends StdoutPrinter implements PlayIO {
  readonly interactive = false;
  async ask(q: Question): Promise<string> {
    if (q.kind === 'input') return q.default ?? '';
    if (q.kind === 'checkbox') return encodeSet(q.default);
    return q.default ?? q.choices[0]!.value;
  }
}
