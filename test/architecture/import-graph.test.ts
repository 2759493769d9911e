/**
 * The layers of docs/architecture.md, held by the import graph of src/ (type imports included):
 * no import circles; no imports between rulesets except into the shared Flames Of War layer; no
 * import from a lower layer (dice, engine, game, odds) up to a higher one; src/cli names no ruleset.
 * Each failure names the circle or the offending import (file:line).
 */
import { describe, expect, it } from 'vitest';
import { describeCircle, importCircles, importGraph, type ImportEdge } from './import-graph.js';

const graph = importGraph();

const show = (e: ImportEdge): string => `${e.from}:${e.line} imports ${e.to}`;

/** `src/rulesets/<id>/…` -> `<id>`; undefined for a file outside a ruleset folder. */
const rulesetOf = (file: string): string | undefined => /^src\/rulesets\/([^/]+)\//.exec(file)?.[1];

/** The layer of a file: its folder under src/ (`src/rulesets/index.ts` is the rulesets layer). */
const layerOf = (file: string): string => /^src\/([^/]+)\//.exec(file)?.[1] ?? '';

/** Each layer may import its own and the lower ones only. game and odds are peers above engine. */
const RANK: Readonly<Record<string, number>> = { errors: 0, dice: 1, engine: 2, game: 3, odds: 3, rulesets: 4, cli: 5 };

describe('the import graph of src/', () => {
  it('reads the whole tree', () => {
    expect(graph.files.length).toBeGreaterThan(400);
    // A known import of each kind: a re-export, a type import and a dynamic import.
    const has = (from: string, to: string) => graph.out.get(from)?.has(to) ?? false;
    expect(has('src/rulesets/index.ts', 'src/rulesets/fow4/ruleset.ts')).toBe(true);
    expect(has('src/rulesets/index.ts', 'src/rulesets/contract.ts')).toBe(true);
    expect(graph.edges.some((e) => e.from.startsWith('src/cli/') && e.to === 'src/rulesets/index.ts')).toBe(true);
  });

  it('has no import circles', () => {
    const circles = importCircles(graph);
    const lines = circles.map(
      (g) => `${g.length === 1 ? 'a file importing itself' : `${g.length} files`}: ${describeCircle(graph, g)}`,
    );
    expect(lines, `import circles:\n${lines.join('\n')}`).toEqual([]);
  });

  it('imports between rulesets only into the shared Flames Of War layer', () => {
    const offending = graph.edges.filter((e) => {
      const from = rulesetOf(e.from);
      const to = rulesetOf(e.to);
      return from !== undefined && to !== undefined && from !== to && to !== 'flames-of-war';
    });
    expect(offending.map(show)).toEqual([]);
  });

  it('reaches into a ruleset folder from outside it only through the registry', () => {
    const offending = graph.edges.filter(
      (e) =>
        rulesetOf(e.to) !== undefined &&
        rulesetOf(e.from) === undefined &&
        e.from !== 'src/rulesets/index.ts' &&
        !e.from.startsWith('src/cli/'), // the next test names these
    );
    expect(offending.map(show)).toEqual([]);
  });

  it('never imports from a lower layer up to a higher one', () => {
    const layers = new Set(graph.files.map(layerOf));
    expect([...layers].filter((l) => !(l in RANK))).toEqual([]);
    const offending = graph.edges.filter((e) => RANK[layerOf(e.to)]! > RANK[layerOf(e.from)]!);
    expect(offending.map(show)).toEqual([]);
  });

  it('src/cli imports no ruleset folder', () => {
    const offending = graph.edges.filter((e) => e.from.startsWith('src/cli/') && rulesetOf(e.to) !== undefined);
    expect(offending.map(show)).toEqual([]);
  });
});
