/**
 * The import graph of src/**\/*.ts: every relative import, `export … from`, `import type` and
 * `import()` of every file, read with TypeScript's own pre-processor (comments and strings that
 * merely look like imports are not imports). Used by import-graph.test.ts to hold the layers of
 * docs/architecture.md in place.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** One import: the importing file, the imported file (both relative to the repo root, with `/`), and the line. */
export interface ImportEdge {
  readonly from: string;
  readonly to: string;
  readonly line: number;
}

export interface ImportGraph {
  readonly files: readonly string[];
  readonly edges: readonly ImportEdge[];
  /** file -> the files it imports. */
  readonly out: ReadonlyMap<string, ReadonlySet<string>>;
}

const ROOT = resolve(import.meta.dirname, '../..');

const rel = (p: string): string => relative(ROOT, p).split('\\').join('/');

function walk(dir: string, into: string[]): string[] {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, into);
    else if (p.endsWith('.ts')) into.push(p);
  }
  return into;
}

/** The file a relative specifier names (`./x.js` is `./x.ts`), or undefined if none exists. */
function resolveSpecifier(fromFile: string, spec: string): string | undefined {
  const base = resolve(dirname(fromFile), spec);
  for (const candidate of [base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** The import graph of every .ts file under `dir` (default src/). */
export function importGraph(dir = 'src'): ImportGraph {
  const files = walk(join(ROOT, dir), []);
  const edges: ImportEdge[] = [];
  const out = new Map<string, Set<string>>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const info = ts.preProcessFile(text, true, true);
    const targets = new Set<string>();
    for (const ref of info.importedFiles) {
      if (!ref.fileName.startsWith('.')) continue; // a package
      const to = resolveSpecifier(file, ref.fileName);
      if (to === undefined) continue; // tsc reports a missing file
      const line = text.slice(0, ref.pos).split('\n').length;
      edges.push({ from: rel(file), to: rel(to), line });
      targets.add(rel(to));
    }
    out.set(rel(file), targets);
  }
  return { files: files.map(rel), edges, out };
}

/**
 * The import circles: each strongly connected group of two or more files (or a file importing
 * itself), members sorted, groups sorted by their first member. Tarjan's algorithm.
 */
export function importCircles(graph: ImportGraph): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const num = new Map<string, number>();
  const low = new Map<string, number>();
  const groups: string[][] = [];
  const visit = (v: string): void => {
    num.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.out.get(v) ?? []) {
      if (!num.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, num.get(w)!));
    }
    if (low.get(v) === num.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || graph.out.get(v)?.has(v)) groups.push(group.sort());
    }
  };
  for (const f of graph.files) if (!num.has(f)) visit(f);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One shortest circle through the group's first member, as "a → b → a" (breadth-first inside the group). */
export function describeCircle(graph: ImportGraph, group: readonly string[]): string {
  const members = new Set(group);
  const start = group[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.out.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let at: string | undefined = v; at !== undefined && at !== start; at = previous.get(at)) path.unshift(at);
        path.unshift(start);
        return path.join(' → ');
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return group.join(', ');
}
