/**
 * Read YAML with positions (eemeli/yaml Document + LineCounter) so every later problem can be
 * reported as file:line:col. Refuses oversized files before reading them and alias bombs before
 * expanding them. Ruleset-agnostic.
 */
import {
  LineCounter,
  isMap,
  isPair,
  isScalar,
  isSeq,
  isAlias,
  parseDocument,
  visit,
  type Document,
  type Node,
} from 'yaml';
import { ValidationError, type Issue } from './issues.js';
import { LIMITS } from './limits.js';
import { readTextFile, size as megabytes } from './read-limited.js';

export type Path = readonly (string | number)[];

/** Keys refused in every document: the names an object's prototype answers to. */
const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export interface YamlSource {
  readonly file: string;
  readonly text: string;
  readonly doc: Document;
  readonly lineCounter: LineCounter;
  /** The plain data (aliases expanded within the limit). */
  readonly data: unknown;
}

export interface YamlLimits {
  /** Largest file read, in bytes (default 5 MB). */
  readonly maxBytes?: number;
  /** Largest number of alias expansions (yaml's maxAliasCount, default 100). */
  readonly maxAliasCount?: number;
}

export const DEFAULT_MAX_BYTES = LIMITS.fileBytes;
export const DEFAULT_MAX_ALIAS_COUNT = LIMITS.yamlAliases;

/** Read and parse a YAML file; throws ValidationError with positions for anything wrong. */
export function readYamlFile(file: string, limits: YamlLimits = {}): YamlSource {
  const maxBytes = limits.maxBytes ?? DEFAULT_MAX_BYTES;
  return parseYamlText(readTextFile(file, { maxBytes, what: 'file' }), file, limits);
}

/** Parse YAML text (already in memory) with the same checks. */
export function parseYamlText(text: string, file: string, limits: YamlLimits = {}): YamlSource {
  const maxBytes = limits.maxBytes ?? DEFAULT_MAX_BYTES;
  if (text.length > maxBytes)
    throw fail(file, `the text is ${megabytes(text.length)}, more than ${megabytes(maxBytes)}`);
  // Old Mac files end lines with a lone CR, which YAML does not count as a line break.
  if (/\r(?!\n)/.test(text)) text = text.replace(/\r(?!\n)/g, '\n');
  const tooDeep = nestingTooDeep(text);
  if (tooDeep)
    throw new ValidationError([
      {
        file,
        ...tooDeep,
        message: `the document nests more than ${MAX_DEPTH} levels deep here, more than any umpire file needs`,
        hint: 'flatten the document; a force or game file needs only a few levels',
      },
    ]);
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true });
  const issues: Issue[] = [];
  for (const err of doc.errors) {
    const pos = lineCounter.linePos(err.pos[0]);
    issues.push({
      file,
      line: pos.line,
      col: pos.col,
      ...yamlErrorWords(err.code, err.message),
      ...sourceOf(text, lineCounter, pos.line),
    });
  }
  if (issues.length > 0) throw new ValidationError(issues, 'yaml');
  // A key an object reserves would be kept by one reader and lost (or refused) by another: refuse it
  // here; and no text longer than any umpire file needs (what one command accepts, the next reads).
  visit(doc, {
    Scalar(_k, node) {
      if (typeof node.value === 'string' && node.value.length > LIMITS.textChars) {
        const pos = lineCounter.linePos(node.range?.[0] ?? 0);
        issues.push({
          file,
          line: pos.line,
          col: pos.col,
          message: `this text is ${node.value.length.toLocaleString('en-US')} characters long, more than the ${LIMITS.textChars.toLocaleString('en-US')} umpire accepts`,
          hint: 'shorten it (names are a few words; the limits are in docs/limits.md)',
        });
        return visit.BREAK;
      }
      return undefined;
    },
    Pair(_k, pair) {
      if (isScalar(pair.key) && RESERVED_KEYS.has(String(pair.key.value))) {
        const pos = lineCounter.linePos(pair.key.range?.[0] ?? 0);
        issues.push({
          file,
          line: pos.line,
          col: pos.col,
          message: `'${String(pair.key.value)}' cannot be a key: JavaScript reserves the name, so umpire refuses it in every file`,
          hint: 'rename the key (a side or unit may not be called this either)',
          ...sourceOf(text, lineCounter, pos.line),
        });
        return visit.BREAK;
      }
      return undefined;
    },
  });
  if (issues.length > 0) throw new ValidationError(issues);
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: limits.maxAliasCount ?? DEFAULT_MAX_ALIAS_COUNT });
  } catch (err) {
    const at = firstAlias(doc);
    const pos = at ? lineCounter.linePos(at) : { line: 1, col: 1 };
    const msg = err instanceof Error ? err.message : String(err);
    throw new ValidationError([
      {
        file,
        line: pos.line,
        col: pos.col,
        message: /alias/i.test(msg)
          ? 'too many YAML aliases (*name) expand here: the file would blow up in memory, so it was refused'
          : `the YAML could not be read: ${msg}`,
        hint: 'write the values out, or use fewer anchors and aliases',
      },
    ]);
  }
  return { file, text, doc, lineCounter, data };
}

/** Require the top of the document to be a mapping (key: value lines). */
export function expectMapping(src: YamlSource, what: string): Record<string, unknown> {
  if (src.data === null || src.data === undefined) {
    throw new ValidationError([
      {
        file: src.file,
        line: 1,
        col: 1,
        message: `the file is empty; ${an(what)} file is a mapping of keys to values`,
        hint: 'start from a bundled example (see `umpire schema --help`)',
      },
    ]);
  }
  if (typeof src.data !== 'object' || Array.isArray(src.data)) {
    const kind = Array.isArray(src.data) ? 'a list' : `a single ${typeof src.data} value`;
    const p = positionOf(src, []);
    throw new ValidationError([
      {
        file: src.file,
        ...p,
        message: `the file holds ${kind}, but ${an(what)} file must be a mapping of keys to values`,
        hint: 'the top level should look like `name: ...` lines, not `- ...` items',
      },
    ]);
  }
  return src.data as Record<string, unknown>;
}

/**
 * Line and column of the node at `path`; with `key`, of the key itself. When the path does not
 * exist (a missing key), the deepest existing node is used.
 */
export function positionOf(src: YamlSource, path: Path, key = false): { line: number; col: number } {
  let node: unknown = src.doc.contents;
  let keyNode: unknown;
  for (const seg of path) {
    if (isAlias(node)) node = node.resolve(src.doc);
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(seg));
      if (!pair) break;
      keyNode = pair.key;
      node = pair.value ?? pair.key;
    } else if (isSeq(node) && typeof seg === 'number' && node.items[seg] !== undefined) {
      keyNode = undefined;
      node = node.items[seg];
    } else break;
  }
  const target = (key && keyNode ? keyNode : node) as Node | undefined;
  const offset = target?.range?.[0];
  if (offset === undefined) return { line: 1, col: 1 };
  return src.lineCounter.linePos(offset);
}

/** The text of a 1-based line of the source, as an Issue's `source` (for the caret excerpt). */
export function sourceLine(src: YamlSource, line: number): { source?: string } {
  return sourceOf(src.text, src.lineCounter, line);
}

/** The text of a 1-based line (without its line break), as an Issue's `source`. */
function sourceOf(text: string, lineCounter: LineCounter, line: number): { source?: string } {
  const start = lineCounter.lineStarts[line - 1];
  if (start === undefined) return {};
  const end = lineCounter.lineStarts[line] ?? text.length;
  return { source: text.slice(start, end).replace(/\r?\n$/, '') };
}

function firstAlias(doc: Document): number | undefined {
  let at: number | undefined;
  visit(doc, {
    Alias(_k, node) {
      at = node.range?.[0];
      return visit.BREAK;
    },
  });
  return at;
}

function yamlErrorWords(code: string, raw: string): { message: string; hint?: string } {
  const text = raw.replace(/\s+at line \d+, column \d+.*$/s, '').trim();
  switch (code) {
    case 'DUPLICATE_KEY':
      return { message: 'this key appears twice in the same mapping', hint: 'keep one of them' };
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
    case 'UNEXPECTED_TOKEN':
      return {
        message: `YAML syntax error: ${text}`,
        hint: 'check the indentation, the colons after keys and the dashes before list items',
      };
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return {
        message: `YAML syntax error: ${text}`,
        hint: 'a key and its colon must be on one line: check the indentation of the next line, and quote values that contain ": "',
      };
    case 'TAB_AS_INDENT':
      return { message: 'YAML syntax error: a tab is used for indentation', hint: 'indent with spaces' };
    default:
      return {
        message: `YAML syntax error: ${text}`,
        hint: 'check the indentation, the colons after keys, and quote values that contain ": " or "#"',
      };
  }
}

function fail(file: string, message: string, hint?: string): ValidationError {
  return new ValidationError([{ file, line: 1, col: 1, message, ...(hint ? { hint } : {}) }]);
}

/** Deepest nesting of brackets and indentation accepted (deeper documents overflow the parser's stack). */
export const MAX_DEPTH = LIMITS.yamlDepth;

/** Where flow brackets ([ {) or block indentation first nest deeper than MAX_DEPTH, if they do. */
function nestingTooDeep(text: string): { line: number; col: number } | undefined {
  let depth = 0;
  let line = 1;
  let col = 0;
  let quote: string | undefined;
  let comment = false;
  let lineStart = true;
  let indent = 0;
  const indents: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    col++;
    if (c === '\n') {
      line++;
      col = 0;
      comment = false;
      lineStart = true;
      indent = 0;
      continue;
    }
    if (comment) continue;
    if (lineStart) {
      if (c === ' ' || c === '-') {
        indent++;
        continue;
      }
      lineStart = false;
      if (c !== '#' && quote === undefined) {
        while (indents.length > 0 && indents[indents.length - 1]! >= indent) indents.pop();
        indents.push(indent);
        if (indents.length > MAX_DEPTH) return { line, col };
      }
    }
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = undefined;
      continue;
    }
    if ((c === '"' || c === "'") && /^[\s:,[{-]?$/.test(text[i - 1] ?? '')) quote = c;
    else if (c === '#' && /^\s?$/.test(text[i - 1] ?? '')) comment = true;
    else if (c === '[' || c === '{') {
      if (++depth > MAX_DEPTH) return { line, col };
    } else if (c === ']' || c === '}') depth = Math.max(0, depth - 1);
  }
  return undefined;
}

function an(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

/**
 * Read a YAML file that must be a mapping of `kind`; its problems are returned (not thrown) so
 * several files can be reported together.
 */
export function readMappingFile(
  path: string,
  kind: string,
): { ok: true; src: YamlSource } | { ok: false; issues: Issue[] } {
  try {
    const src = readYamlFile(path);
    expectMapping(src, kind);
    return { ok: true, src };
  } catch (err) {
    if (err instanceof ValidationError) return { ok: false, issues: [...err.issues] };
    throw err;
  }
}

/**
 * Read a YAML file that must be a mapping of `kind` and resolve it with the ruleset's resolver;
 * every problem is thrown together as one ValidationError.
 */
export function loadResolvedFile<T>(
  path: string,
  kind: string,
  resolve: (src: YamlSource) => { ok: true; value: T } | { ok: false; issues: Issue[] },
): T {
  const src = readYamlFile(path);
  expectMapping(src, kind);
  const r = resolve(src);
  if (!r.ok) throw new ValidationError(r.issues);
  return r.value;
}
