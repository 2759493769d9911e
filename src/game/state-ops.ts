/**
 * The smallest description of a change between two plain-data states, and its replay: a list of
 * set / delete operations on paths. The journal stores these, so a state can be rebuilt from the
 * journal alone. Ruleset-agnostic.
 */
export type OpPath = readonly (string | number)[];
export type Op =
  | { readonly op: 'set'; readonly path: OpPath; readonly value: unknown }
  | { readonly op: 'delete'; readonly path: OpPath };

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Operations that turn `a` into `b`. */
export function diff(a: unknown, b: unknown, path: OpPath = []): Op[] {
  if (deepEqual(a, b)) return [];
  if (isObject(a) && isObject(b)) {
    const ops: Op[] = [];
    for (const k of Object.keys(a))
      if (!(k in b) || b[k] === undefined) if (a[k] !== undefined) ops.push({ op: 'delete', path: [...path, k] });
    for (const k of Object.keys(b)) if (b[k] !== undefined) ops.push(...diff(a[k], b[k], [...path, k]));
    return ops;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    const ops: Op[] = [];
    for (let i = 0; i < a.length; i++) ops.push(...diff(a[i], b[i], [...path, i]));
    return ops;
  }
  return [{ op: 'set', path, value: clone(b) }];
}

/** Path segments a change may never name: writing them would reach an object's prototype. */
export const FORBIDDEN_SEGMENTS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A change that cannot be applied (a forbidden or impossible path). */
export class BadOpError extends Error {
  override readonly name = 'BadOpError';
}

/**
 * Apply operations to a copy of `state`. Only own properties of plain objects and arrays are
 * touched; a path naming `__proto__`, `constructor` or `prototype` is refused.
 */
export function applyOps(state: unknown, ops: readonly Op[]): unknown {
  return applyOpsInPlace(clone(state), ops);
}

/** `applyOps` changing `root` itself (a replay owns its state): returns the new root. */
export function applyOpsInPlace(root: unknown, ops: readonly Op[]): unknown {
  for (const op of ops) {
    if (!Array.isArray(op.path)) throw new BadOpError('a change has no path');
    for (const seg of op.path) {
      if (typeof seg === 'string' ? FORBIDDEN_SEGMENTS.has(seg) : !(Number.isInteger(seg) && seg >= 0)) {
        throw new BadOpError(`a change names the path segment '${String(seg).slice(0, 40)}', which is not allowed`);
      }
    }
    if (op.path.length === 0) {
      root = op.op === 'set' ? clone(op.value) : undefined;
      continue;
    }
    if (root === null || typeof root !== 'object') root = {};
    let node = root as Record<string | number, unknown>;
    for (const seg of op.path.slice(0, -1)) {
      const child = Object.hasOwn(node, seg) ? node[seg] : undefined;
      if (child === undefined || child === null || typeof child !== 'object') defineOwn(node, seg, {});
      node = node[seg] as Record<string | number, unknown>;
    }
    const last = op.path[op.path.length - 1]!;
    if (op.op === 'set') defineOwn(node, last, clone(op.value));
    else if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
    else if (Object.hasOwn(node, last)) delete node[last];
  }
  return root;
}

/**
 * Set `obj.a.b.c = v` for a dotted path from the command line (`--set a.b.c=v`), making mappings
 * on the way. A segment naming a prototype (or empty) is refused: returns it, else undefined.
 */
export function setDotted(obj: Record<string, unknown>, path: string, v: unknown): string | undefined {
  const keys = path.split('.');
  const bad = keys.find((k) => FORBIDDEN_SEGMENTS.has(k) || k === '');
  if (bad !== undefined) return bad;
  let o = obj;
  for (const k of keys.slice(0, -1)) {
    const next = Object.hasOwn(o, k) ? o[k] : undefined;
    if (next === null || typeof next !== 'object') defineOwn(o, k, {});
    o = o[k] as Record<string, unknown>;
  }
  defineOwn(o, keys[keys.length - 1]!, v);
  return undefined;
}

function defineOwn(node: Record<string | number, unknown>, key: string | number, value: unknown): void {
  Object.defineProperty(node, key, { value, writable: true, enumerable: true, configurable: true });
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => deepEqual(a[k], b[k]));
  }
  return false;
}

/** A deep copy of plain data (drops undefined, like JSON). */
export function clone<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as Json as T);
}
