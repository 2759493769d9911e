/**
 * Issue 27: every `umpire …` command shown in README.md and docs/*.md (in fenced sh blocks) runs
 * and exits 0; a command shown as `$ umpire …` with its output under it prints that output (a
 * line `...` stands for any lines). So the docs cannot drift from what umpire does. Interactive
 * `umpire play` lines and syntax outlines (`a|b`, `...`, `<file>`) are shown, not run. The
 * commands run in-process in a temporary folder holding the bundled scenarios, where
 * `my-list.rosz` is a real BattleScribe roster (the docs' example of your own list) and
 * Panzerfaust's lost tables are filled as a player fills them from the book (here with TEST
 * DATA, NOT THE BOOK'S NUMBERS: fixture-tables.ts).
 */
import { copyFileSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { stringify } from 'yaml';
import { tempDir } from '../game/helpers.js';
import { fixtureData } from '../rulesets/panzerfaust/fixture-tables.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

interface Shown {
  readonly where: string;
  readonly args: string[];
  /** The output shown under a `$ umpire …` line; undefined: not shown. */
  readonly output?: string[];
}

/** Shell words of a command line: quotes, backslashes and a trailing # comment. */
export function shellWords(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let word = false;
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
      else cur += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      word = true;
    } else if (c === '\\' && i + 1 < line.length) {
      cur += line[++i];
      word = true;
    } else if (c === '#' && !word) break;
    else if (/\s/.test(c)) {
      if (word) out.push(cur);
      cur = '';
      word = false;
    } else {
      cur += c;
      word = true;
    }
  }
  if (word) out.push(cur);
  return out;
}

/** The commands of a Markdown file's sh blocks. */
export function shownCommands(file: string, text: string): Shown[] {
  const out: Shown[] = [];
  const lines = text.split('\n');
  let inSh = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('```')) {
      inSh = !inSh && /^```(sh|bash|shell|console)\s*$/.test(line);
      continue;
    }
    if (!inSh) continue;
    const m = /^\s*(\$ )?(?:npx )?(umpire .*)$/.exec(line);
    if (!m) continue;
    let cmd = m[2]!;
    // A command continued over lines (` \`).
    while (/\\\s*$/.test(cmd) && i + 1 < lines.length) cmd = cmd.replace(/\\\s*$/, ' ') + lines[++i]!.trim();
    let output: string[] | undefined;
    if (m[1]) {
      output = [];
      while (i + 1 < lines.length && !lines[i + 1]!.startsWith('```') && !lines[i + 1]!.startsWith('$ '))
        output.push(lines[++i]!);
    }
    for (const part of cmd.split(' && ')) {
      const words = shellWords(part);
      // Shown, not run: the interactive walker, and outlines of a syntax.
      if (words[1] === 'play' || words.some((w) => w === '...' || /^<.*>$/.test(w) || /^\w+\|\w+/.test(w))) continue;
      out.push({ where: `${file}:${i + 1}`, args: words.slice(1), ...(output ? { output } : {}) });
    }
  }
  return out;
}

/** Does `actual` show `expected` (consecutive lines; a `...` line skips any number)? */
export function shows(actual: readonly string[], expected: readonly string[]): boolean {
  const parts: string[][] = [[]];
  for (const l of expected) (l.trim() === '...' ? parts.push([]) : parts.at(-1)!.push(l.trimEnd()));
  let at = 0;
  for (const [k, part] of parts.entries()) {
    if (part.length === 0) continue;
    let found = -1;
    for (let i = at; i + part.length <= actual.length; i++) {
      if (part.every((l, j) => actual[i + j]!.trimEnd() === l)) {
        found = i;
        break;
      }
      // The first part starts the output, unless the shown output begins with `...`.
      if (k === 0) break;
    }
    if (found < 0) return false;
    at = found + part.length;
  }
  // The last part ends the output, unless the shown output ends with `...`.
  return expected.at(-1)?.trim() === '...' || actual.slice(at).every((l) => l.trim() === '');
}

const docs = ['README.md', ...readdirSync(join(root, 'docs')).map((f) => `docs/${f}`)].filter((f) => f.endsWith('.md'));
const commands = docs.flatMap((f) => shownCommands(f, readFileSync(join(root, f), 'utf8')));

describe('the commands shown in README.md and docs/*.md', () => {
  const cwd = process.cwd();
  const noColor = process.env.NO_COLOR;
  const tables = process.env.UMPIRE_PANZERFAUST_TABLES;
  beforeAll(() => {
    const dir = tempDir();
    symlinkSync(join(root, 'scenarios'), join(dir, 'scenarios'));
    symlinkSync(join(root, 'schemas'), join(dir, 'schemas'));
    copyFileSync(join(root, 'test/fixtures/rosters/bsdata/us-tank-company.rosz'), join(dir, 'my-list.rosz'));
    writeFileSync(join(dir, 'pf-tables.yaml'), stringify(fixtureData()));
    process.env.UMPIRE_PANZERFAUST_TABLES = join(dir, 'pf-tables.yaml');
    process.chdir(dir);
    process.env.NO_COLOR = '1';
  });
  afterAll(() => {
    process.chdir(cwd);
    if (tables === undefined) delete process.env.UMPIRE_PANZERFAUST_TABLES;
    else process.env.UMPIRE_PANZERFAUST_TABLES = tables;
    if (noColor === undefined) delete process.env.NO_COLOR;
    else process.env.NO_COLOR = noColor;
  });

  it('finds them (the README tour among them)', () => {
    expect(commands.length).toBeGreaterThan(30);
    expect(commands.filter((c) => c.where.startsWith('README.md') && c.output)).toHaveLength(2);
  });

  // In order: a file one command writes (my-list.yaml) is read by the next.
  it('each runs and exits 0; shown output is what it prints', async () => {
    const failed: string[] = [];
    for (const c of commands) {
      const r = await runCli(c.args);
      if (r.code !== 0) failed.push(`${c.where}: umpire ${c.args.join(' ')}: exit ${r.code}: ${r.stderr.trim()}`);
      else if (c.output && !shows(r.stdout.split('\n'), c.output))
        failed.push(`${c.where}: umpire ${c.args.join(' ')}: its output drifted from the one shown:\n${r.stdout}`);
    }
    expect(failed).toEqual([]);
  }, 120000);

  it('a shown output is matched line by line, `...` skipping lines', () => {
    expect(shows(['a', 'b', 'c', 'd'], ['a', '...', 'c', 'd'])).toBe(true);
    expect(shows(['a', 'b', 'c', 'd'], ['a', '...', 'c'])).toBe(false);
    expect(shows(['a', 'b', 'c', 'd'], ['a', '...', 'c', '...'])).toBe(true);
    expect(shows(['a', 'b', 'c'], ['b', '...'])).toBe(false);
    expect(shellWords('shoot "3 Panzer IV H" --at \'4 Sherman V\' # a comment')).toEqual([
      'shoot',
      '3 Panzer IV H',
      '--at',
      '4 Sherman V',
    ]);
  });
});
