/**
 * Issue 25: every ruleset folder has the same layout (docs/architecture.md): its `Ruleset` value
 * in ruleset.ts (the file the registry loads), commands/, turn/, and opponent/ beside turn/ when
 * it has a built-in opponent; the turn never imports its opponent nor asks whether a side is a bot.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESET_IDS } from '../../src/rulesets/index.js';

const root = new URL('../../src/rulesets/', import.meta.url).pathname;

function tsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('one layout for every ruleset folder', () => {
  it.each(RULESET_IDS)('%s: ruleset.ts, commands/, turn/', (id) => {
    const dir = join(root, id);
    expect(existsSync(join(dir, 'ruleset.ts'))).toBe(true);
    expect(readFileSync(join(dir, 'ruleset.ts'), 'utf8')).toMatch(/export const ruleset: Ruleset = /);
    expect(statSync(join(dir, 'commands')).isDirectory()).toBe(true);
    expect(statSync(join(dir, 'turn')).isDirectory()).toBe(true);
    expect(existsSync(join(dir, 'play'))).toBe(false);
    expect(existsSync(join(dir, 'turn', 'opponent'))).toBe(false);
  });

  it('the registry loads each ruleset.ts', () => {
    const registry = readFileSync(join(root, 'index.ts'), 'utf8');
    for (const id of RULESET_IDS) expect(registry).toContain(`import('./${id}/ruleset.js')`);
  });

  it.each(RULESET_IDS)('%s: turn/ imports nothing from opponent/ and never asks whether a side is a bot', (id) => {
    const bad = tsFiles(join(root, id, 'turn')).flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${f.slice(root.length)}:${i + 1}` }))
        .filter(({ line }) => /from '(\.\.?\/)+opponent\/|\bisBot\b|\bbot \?/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(bad).toEqual([]);
  });

  it('fow4 and fow3 give their opponent from opponent/index.ts', () => {
    for (const id of ['fow4', 'fow3']) {
      expect(readFileSync(join(root, id, 'opponent', 'index.ts'), 'utf8')).toMatch(/: Opponent</);
      expect(readFileSync(join(root, id, 'ruleset.ts'), 'utf8')).toContain("import('./opponent/index.js')");
    }
  });
});
