/**
 * Situations from the command line: a whole situation from --input (JSON or YAML), then the
 * command's own flags, then --set key.path=value pairs; checked by the situation's zod schema,
 * with unknown keys refused and one plain sentence per problem.
 */
import { Option } from '../../command-input.js';
import type { OptsOf } from '../../contract.js';
import type { z } from 'zod';
import { InputError } from '../../../errors/input-error.js';
import { readTextFile } from '../../../game/read-limited.js';
import { setDotted } from '../../../game/state-ops.js';
import { DEFAULT_MAX_BYTES, expectMapping, parseYamlText } from '../../../game/yaml-source.js';

export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

export function intArg(name: string) {
  return (v: string): number => {
    const n = Number(v);
    if (!Number.isInteger(n)) throw new InputError(`${name} takes a whole number, not "${v}"`);
    return n;
  };
}

export function numArg(name: string) {
  return (v: string): number => {
    const n = Number(v);
    if (!Number.isFinite(n)) throw new InputError(`${name} takes a number, not "${v}"`);
    return n;
  };
}

/** --input and --set, which every Panzerfaust resolver takes. */
export function situationOptions() {
  return [
    new Option('--input <file>', 'the whole situation as JSON or YAML (the schema of `umpire resolve`)'),
    new Option(
      '--set <key=value...>',
      'any other field of the situation, e.g. --set target.cover=hard target.prone=true',
    ).argParser(collect),
  ] as const;
}

function value(text: string): unknown {
  if (text === 'true' || text === 'yes') return true;
  if (text === 'false' || text === 'no') return false;
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (text.includes(',')) return text.split(',').map((x) => value(x.trim()));
  return text;
}

export function setPath(obj: Record<string, unknown>, path: string, v: unknown): void {
  const bad = setDotted(obj, path, v);
  if (bad !== undefined)
    throw new InputError(`--set cannot name the field '${bad.slice(0, 60)}'`, {
      code: 'user',
      hint: 'give a field of the situation, e.g. --set range=12',
    });
}

/** Build and check a situation: `base` (from the command's flags) over --input, then --set. */
export function situation<S>(
  opts: OptsOf<ReturnType<typeof situationOptions>>,
  schema: z.ZodType<S>,
  base: Record<string, unknown>,
): S {
  let doc: Record<string, unknown> = {};
  if (opts.input !== undefined) {
    // The same reader as every file: size and file kind checked, aliases and nesting bounded, positions kept.
    doc = expectMapping(
      parseYamlText(readTextFile(opts.input, { maxBytes: DEFAULT_MAX_BYTES, what: 'situation' }), opts.input),
      'situation',
    );
  }
  const merged = structuredClone(doc);
  const deep = (into: Record<string, unknown>, from: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(from)) {
      if (v === undefined) continue;
      if (typeof v === 'object' && v !== null && !Array.isArray(v) && typeof into[k] === 'object' && into[k] !== null)
        deep(into[k] as Record<string, unknown>, v as Record<string, unknown>);
      else into[k] = v;
    }
  };
  deep(merged, base);
  for (const pair of opts.set ?? []) {
    for (const p of pair.split(/\s+(?=[\w.]+=)/)) {
      const i = p.indexOf('=');
      if (i <= 0) throw new InputError(`--set takes key=value, not "${p}"`);
      setPath(merged, p.slice(0, i), value(p.slice(i + 1)));
    }
  }
  const r = schema.safeParse(merged);
  if (r.success) return r.data;
  const first = r.error.issues[0]!;
  const where = first.path.join('.') || 'the situation';
  throw new InputError(`${where}: ${first.message}`, {
    hint: 'see the fields with `umpire resolve --list` and the situation schema; --set key.path=value sets any of them',
  });
}

/** Drop undefined entries (exactOptionalPropertyTypes-friendly objects from flags). */
export function defined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** "3 Rifle Team" -> { team: "Rifle Team", count: 3 }; a bare name counts 1. */
export function parseGroup(text: string): { team: string; count: number } {
  const m = /^\s*(\d+)\s*[x×]?\s+(.+?)\s*$/.exec(text);
  return m ? { team: m[2]!, count: Number(m[1]) } : { team: text.trim(), count: 1 };
}
