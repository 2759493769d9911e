/**
 * Odds already worked out, kept by the facts they were worked out from: the built-in opponent
 * scores the same shot, bombardment or assault again and again (every pick of a step's next action
 * weighs every unit against every target, and most of them have not changed since the last pick).
 * The odds are pure functions of their facts, so the same facts give the same odds: a memo keyed on
 * the facts themselves (plain data written out in full) changes no result. Facts that are not plain
 * data (a function, a class instance, a Map) get no key and are worked out every time. Shared by
 * both Flames Of War editions' opponents (fow4/opponent/odds-memo.ts, fow3/opponent/odds-memo.ts).
 */

/**
 * The facts written out in full, or undefined when they are not plain data (then nothing could
 * tell two of them apart safely). Unlike JSON, an undefined property, -0, NaN and the infinities
 * each keep their own mark, and object keys keep their order (facts built by the same code list
 * them alike; facts listed otherwise only miss the memo).
 */
export function factsKey(facts: unknown): string | undefined {
  const out: string[] = [];
  return write(facts, out, 0) ? out.join('') : undefined;
}

function write(v: unknown, out: string[], depth: number): boolean {
  if (depth > 64) return false;
  switch (typeof v) {
    case 'string':
      out.push(JSON.stringify(v));
      return true;
    case 'boolean':
      out.push(v ? 't' : 'f');
      return true;
    case 'undefined':
      out.push('u');
      return true;
    case 'number':
      out.push(Object.is(v, -0) ? '-0' : Number.isFinite(v) ? String(v) : `~${String(v)}`);
      return true;
    case 'object': {
      if (v === null) {
        out.push('n');
        return true;
      }
      if (Array.isArray(v)) {
        out.push('[');
        for (let i = 0; i < v.length; i++) {
          if (i > 0) out.push(',');
          if (!write(v[i], out, depth + 1)) return false;
        }
        out.push(']');
        return true;
      }
      const proto = Object.getPrototypeOf(v) as unknown;
      if (proto !== Object.prototype && proto !== null) return false;
      if (Object.getOwnPropertySymbols(v).length) return false;
      out.push('{');
      let first = true;
      for (const k of Object.keys(v)) {
        if (!first) out.push(',');
        first = false;
        out.push(JSON.stringify(k), ':');
        if (!write((v as Record<string, unknown>)[k], out, depth + 1)) return false;
      }
      out.push('}');
      return true;
    }
    default:
      return false; // a function, a symbol, a bigint
  }
}

export interface MemoCounts {
  /** Odds worked out (a miss, or facts with no key). */
  readonly worked: number;
  /** Odds given again from the memo. */
  readonly reused: number;
}

/**
 * Odds by kind and facts, the most recently used kept up to `limit` (the oldest go first). The
 * odds given back are the very objects first worked out: callers read them, never change them.
 */
export class OddsMemo {
  private readonly kept = new Map<string, unknown>();
  private worked = 0;
  private reused = 0;
  constructor(private limit = 512) {}

  /** Keep at most `limit` odds from now on (0: keep none, every odds worked out afresh). */
  setLimit(limit: number): void {
    this.limit = limit;
    while (this.kept.size > limit) this.kept.delete(this.kept.keys().next().value as string);
  }

  /** The odds of `kind` for `facts`: kept ones, else `work()` (kept when the facts have a key). */
  get<R>(kind: string, facts: unknown, work: () => R): R {
    const k = factsKey(facts);
    if (k === undefined) {
      this.worked++;
      return work();
    }
    const key = `${kind}\u0000${k}`;
    if (this.kept.has(key)) {
      const v = this.kept.get(key) as R;
      // Most recently used last: the Map's order is the eviction order.
      this.kept.delete(key);
      this.kept.set(key, v);
      this.reused++;
      return v;
    }
    this.worked++;
    const v = work();
    if (this.limit > 0) {
      this.kept.set(key, v);
      if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value as string);
    }
    return v;
  }

  /** How many odds were worked out and how many given again (tests, bench). */
  counts(): MemoCounts {
    return { worked: this.worked, reused: this.reused };
  }

  clear(): void {
    this.kept.clear();
    this.worked = 0;
    this.reused = 0;
  }
}
