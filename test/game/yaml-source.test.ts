import { closeSync, openSync, ftruncateSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectMapping, parseYamlText, positionOf, readYamlFile } from '../../src/game/yaml-source.js';
import { issuesOf, tempDir, tempFile } from './helpers.js';

describe('reading YAML with positions', () => {
  it('reports a YAML syntax error with file, line and column', () => {
    const f = tempFile('bad.yaml', 'name: ok\nteams:\n  - a\n   b: c\n');
    const [i] = issuesOf(() => readYamlFile(f));
    expect(i!.file).toBe(f);
    expect(i!.message).toBe('YAML syntax error: Implicit keys need to be on a single line');
    expect(`${i!.line}:${i!.col}`).toBe('3:5');
    expect(i!.hint).toMatch(/indentation/);
  });

  it('reports a key given twice', () => {
    const [i] = issuesOf(() => parseYamlText('a: 1\nb: 2\na: 3\n', 'dup.yaml'));
    expect(i!.message).toBe('this key appears twice in the same mapping');
    expect([i!.line, i!.col]).toEqual([3, 1]);
  });

  it('refuses a file that is not a mapping', () => {
    const src = parseYamlText('- one\n- two\n', 'list.yaml');
    const [i] = issuesOf(() => expectMapping(src, 'force'));
    expect(i!.message).toBe('the file holds a list, but a force file must be a mapping of keys to values');
    expect([i!.line, i!.col]).toEqual([1, 1]);
    const [j] = issuesOf(() => expectMapping(parseYamlText('just text\n', 's.yaml'), 'force'));
    expect(j!.message).toMatch(/a single string value/);
    const [k] = issuesOf(() => expectMapping(parseYamlText('', 'e.yaml'), 'force'));
    expect(k!.message).toMatch(/the file is empty/);
  });

  it('refuses a 50 MB file quickly, without reading it', () => {
    const p = join(tempDir(), 'huge.yaml');
    const fd = openSync(p, 'w');
    ftruncateSync(fd, 50 * 1024 * 1024);
    closeSync(fd);
    const t0 = performance.now();
    const [i] = issuesOf(() => readYamlFile(p));
    expect(performance.now() - t0).toBeLessThan(200);
    expect(i!.message).toBe('the file is 50.0 MB, more than the 5.0 MB a force, arsenal or game file can be');
    expect(`${i!.line}:${i!.col}`).toBe('1:1');
  });

  it('refuses a YAML alias bomb quickly', () => {
    const lines = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let k = 1; k < 10; k++) {
      const prev = String.fromCharCode(96 + k);
      const next = String.fromCharCode(97 + k);
      lines.push(
        `${next}: &${next} [${Array(10)
          .fill('*' + prev)
          .join(', ')}]`,
      );
    }
    const f = tempFile('bomb.yaml', lines.join('\n') + '\n');
    const t0 = performance.now();
    const [i] = issuesOf(() => readYamlFile(f));
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(i!.message).toMatch(/too many YAML aliases/);
    expect(`${i!.line}:${i!.col}`).toBe('2:8');
  });

  it('finds the position of a value and of a key', () => {
    const src = parseYamlText('units:\n  - name: A\n    teams: [x, y]\n', 'p.yaml');
    expect(positionOf(src, ['units', 0, 'teams', 1])).toEqual({ line: 3, col: 16 });
    expect(positionOf(src, ['units', 0, 'teams'], true)).toEqual({ line: 3, col: 5 });
    // A missing key points at the deepest node that exists.
    expect(positionOf(src, ['units', 0, 'leader'])).toEqual({ line: 2, col: 5 });
  });
});
