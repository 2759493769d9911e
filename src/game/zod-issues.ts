/**
 * Turn zod's issues into plain sentences with file:line:col. Ruleset-agnostic: works for any
 * schema, walking it to suggest the nearest known key for a misspelt one.
 */
import type { z } from 'zod';
import type { Issue } from './issues.js';
import { didYouMean, shortName } from './suggest.js';
import { positionOf, sourceLine, type Path, type YamlSource } from './yaml-source.js';

type ZIssue = z.core.$ZodIssue;

/** Validate `src.data` (or `data`) against `schema`; returns the value or the issues. */
export function checkWith<T extends z.ZodType>(
  schema: T,
  src: YamlSource,
  data: unknown = src.data,
  /** Where `data` sits in the YAML document (for data nested in a bigger file). */
  base: Path = [],
): { ok: true; value: z.output<T> } | { ok: false; issues: Issue[] } {
  const r = schema.safeParse(data);
  if (r.success) return { ok: true, value: r.data };
  return { ok: false, issues: zodIssues(r.error.issues, src, schema, data, base) };
}

export function zodIssues(
  issues: readonly ZIssue[],
  src: YamlSource,
  schema: z.ZodType,
  data: unknown = src.data,
  base: Path = [],
): Issue[] {
  const out: Issue[] = [];
  for (const iss of issues) convert(iss, [], src, schema, data, out, base);
  // One problem per place is enough.
  const seen = new Set<string>();
  return out
    .map((i) => ({ ...i, ...sourceLine(src, i.line) }))
    .filter((i) => {
      const k = `${i.line}:${i.col}:${i.message}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .sort((a, b) => a.line - b.line || a.col - b.col);
}

function convert(
  iss: ZIssue,
  prefix: Path,
  src: YamlSource,
  schema: z.ZodType,
  data: unknown,
  out: Issue[],
  base: Path,
): void {
  const path: Path = [...prefix, ...(iss.path as (string | number)[])];
  const value = valueAt(data, path);
  const label = labelOf(path);
  const at = (p: Path, key = false) => ({ file: src.file, ...positionOf(src, [...base, ...p], key) });
  const hintOf = (i: ZIssue) =>
    i.code === 'custom' && typeof i.params?.hint === 'string' ? { hint: i.params.hint as string } : {};

  switch (iss.code) {
    case 'invalid_union': {
      // Report the branch the user most likely meant: one that failed on detail, not on the
      // kind of value (a '-' literal or a number branch tells nothing about '3++').
      const scored = iss.errors.map((b) => ({ b, score: branchScore(b) })).filter((x) => x.score > 0);
      scored.sort((a, b) => b.score - a.score);
      if (scored.length > 0) {
        for (const e of scored[0]!.b) convert(e, path, src, schema, data, out, base);
        return;
      }
      const expected = [...new Set(iss.errors.flat().map((e) => (e.code === 'invalid_type' ? e.expected : 'value')))];
      out.push({
        ...at(path),
        message: `${label} should be ${expected.map(article).join(' or ')}, not ${describe(value)}`,
      });
      return;
    }
    case 'invalid_type': {
      if (value === undefined) {
        const parent = path.slice(0, -1);
        out.push({
          ...at(parent),
          message: `${label} is missing`,
          hint: `add \`${String(path[path.length - 1])}:\` here`,
        });
      } else if (iss.expected === 'int') {
        out.push({ ...at(path), message: `${label} must be a whole number, not ${describe(value)}` });
      } else {
        out.push({ ...at(path), message: `${label} should be ${article(iss.expected)}, not ${describe(value)}` });
      }
      return;
    }
    case 'invalid_value': {
      const values = iss.values.map(String);
      if (values.length === 1) {
        out.push({ ...at(path), message: `${label} must be '${values[0]}', not ${describe(value)}` });
      } else {
        out.push({
          ...at(path),
          message: `${describe(value)} is not a valid ${label}${typeof value === 'string' ? didYouMean(value, values) : ''}`,
          hint: `use one of: ${values.join(', ')}`,
        });
      }
      return;
    }
    case 'too_small':
    case 'too_big': {
      const bound = Number(iss.code === 'too_small' ? iss.minimum : iss.maximum);
      const word = iss.code === 'too_small' ? 'at least' : 'at most';
      if (iss.message && !/^Too (small|big)/.test(iss.message)) {
        out.push({ ...at(path), message: iss.message });
        return;
      }
      if (iss.origin === 'array') {
        out.push({
          ...at(path),
          message: `${label} needs ${word} ${bound} item${bound === 1 ? '' : 's'}, but has ${Array.isArray(value) ? value.length : 0}`,
        });
      } else if (iss.origin === 'string') {
        out.push({
          ...at(path),
          message:
            bound === 1 && iss.code === 'too_small'
              ? `${label} must not be empty`
              : `${label} must be ${word} ${bound} characters long`,
        });
      } else {
        out.push({ ...at(path), message: `${label} must be ${word} ${bound}, not ${describe(value)}` });
      }
      return;
    }
    case 'unrecognized_keys': {
      const known = keysAt(schema, path);
      for (const k of iss.keys) {
        out.push({
          ...at([...path, k], true),
          message: `unknown key '${shortName(k)}'${didYouMean(k, known)}`,
          hint: known.length ? `the keys here are: ${known.join(', ')}` : 'remove it',
        });
      }
      return;
    }
    case 'invalid_format': {
      const own = iss.message && !/^Invalid/.test(iss.message) ? { hint: iss.message } : {};
      out.push({
        ...at(path),
        message: `${describe(value)} is not a valid ${label}${iss.format === 'regex' ? '' : ` (${iss.format})`}`,
        ...own,
      });
      return;
    }
    case 'custom':
      out.push({ ...at(path), message: iss.message, ...hintOf(iss) });
      return;
    default:
      out.push({ ...at(path), message: `${label}: ${iss.message}` });
  }
}

function branchScore(b: readonly ZIssue[]): number {
  if (b.length === 0) return 0;
  const shallow = b.every(
    (e) => e.path.length === 0 && (e.code === 'invalid_type' || (e.code === 'invalid_value' && e.values.length === 1)),
  );
  if (shallow) return 0;
  if (b.some((e) => e.code === 'custom' || e.code === 'invalid_format')) return 3;
  if (b.some((e) => e.path.length > 0)) return 2;
  return 1;
}

function valueAt(data: unknown, path: Path): unknown {
  let v: unknown = data;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[seg];
  }
  return v;
}

/** "`rof` of weapons[1] of teams[3]" is too long; the last named key reads best. */
function labelOf(path: Path): string {
  for (let i = path.length - 1; i >= 0; i--) {
    const seg = path[i];
    if (typeof seg === 'string') {
      const idx = path[i + 1];
      return typeof idx === 'number' ? `item ${idx + 1} of '${seg}'` : `'${seg}'`;
    }
  }
  return 'the file';
}

export function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'empty (null)';
  if (typeof v === 'string') return `'${v.length > 40 ? v.slice(0, 40) + '...' : v}'`;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return 'a list';
  return 'a mapping';
}

function article(t: string): string {
  const words: Record<string, string> = {
    number: 'a number',
    int: 'a whole number',
    string: 'text',
    boolean: 'true or false',
    object: 'a mapping (key: value lines)',
    array: 'a list',
    null: 'empty',
  };
  return words[t] ?? t;
}

/** The keys an object schema at `path` accepts (for "did you mean"). */
export function keysAt(schema: z.ZodType, path: Path): string[] {
  const found = new Set<string>();
  walk(schema as unknown as Z, path, found, 0);
  return [...found];
}

interface Z {
  _zod: { def: Record<string, unknown> & { type: string } };
}

function walk(s: Z, path: Path, found: Set<string>, depth: number): void {
  if (depth > 40) return;
  const def = s._zod.def;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, Z>;
      if (path.length === 0) {
        for (const k of Object.keys(shape)) found.add(k);
        return;
      }
      const next = shape[String(path[0])];
      if (next) walk(next, path.slice(1), found, depth + 1);
      return;
    }
    case 'array':
      if (path.length > 0) walk(def.element as Z, path.slice(1), found, depth + 1);
      return;
    case 'record':
      if (path.length > 0) walk(def.valueType as Z, path.slice(1), found, depth + 1);
      return;
    case 'union':
      for (const o of def.options as Z[]) walk(o, path, found, depth + 1);
      return;
    case 'pipe':
      walk(def.in as Z, path, found, depth + 1);
      return;
    case 'lazy':
      walk((def.getter as () => Z)(), path, found, depth + 1);
      return;
    default:
      if (def.innerType) walk(def.innerType as Z, path, found, depth + 1);
  }
}
