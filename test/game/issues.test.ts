import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatUserError } from '../../src/cli/errors.js';
import { InputError } from '../../src/errors/input-error.js';
import { ValidationError, formatIssue } from '../../src/game/issues.js';
import { parseYamlText, readYamlFile } from '../../src/game/yaml-source.js';
import { checkWith } from '../../src/game/zod-issues.js';
import { runCli } from '../cli/run-cli.js';
import { tempFile } from './helpers.js';

function thrown(fn: () => unknown): ValidationError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ValidationError) return err;
    throw err;
  }
  throw new Error('expected a ValidationError');
}

describe('file errors show the offending line with a caret under the column', () => {
  it('a YAML syntax error: code yaml, file:line:col, the line and a caret', () => {
    const err = thrown(() => parseYamlText('name: ok\nteams:\n  - a\n   b: c\n', 'bad.yaml'));
    expect(err).toBeInstanceOf(InputError);
    expect(err.code).toBe('yaml');
    expect(err.where).toBe('bad.yaml:3:5');
    expect(err.excerpt).toBe('3 |   - a\n  |     ^');
    expect(formatUserError(err).split('\n').slice(0, 3)).toEqual([
      'bad.yaml:3:5: YAML syntax error: Implicit keys need to be on a single line',
      '  3 |   - a',
      '    |     ^',
    ]);
  });

  it('a schema error: the caret sits under the bad value', () => {
    const text = 'name: Jim\narmour:\n  front: 9\n  side: lots\n';
    const src = parseYamlText(text, 'tank.yaml');
    const r = checkWith(
      z.strictObject({ name: z.string(), armour: z.strictObject({ front: z.int(), side: z.int() }) }),
      src,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const issue = r.issues[0]!;
    expect([issue.line, issue.col]).toEqual([4, 9]);
    expect(formatIssue(issue).split('\n').slice(0, 3)).toEqual([
      expect.stringMatching(/^tank\.yaml:4:9: /),
      '  4 |   side: lots',
      '    |         ^',
    ]);
    const err = new ValidationError(r.issues);
    expect(err.code).toBe('invalid-file');
    expect(err.excerpt).toBe('4 |   side: lots\n  |         ^');
  });

  it('an unknown key: the caret sits under the key', () => {
    const src = parseYamlText('name: Jim\nnmae: Bob\n', 'k.yaml');
    const r = checkWith(z.strictObject({ name: z.string() }), src);
    if (r.ok) throw new Error('expected issues');
    expect(formatIssue(r.issues[0]!)).toContain('2 | nmae: Bob\n    | ^');
  });

  it('a problem with the file as a whole has no excerpt', () => {
    const err = thrown(() => readYamlFile('/no/such/file.yaml'));
    expect(err.excerpt).toBeUndefined();
    expect(formatUserError(err)).toBe(
      '/no/such/file.yaml:1:1: no such file\n  check the path (it is taken relative to the current directory)',
    );
  });

  it('the CLI prints the excerpt for a broken game file, exit 2, no stack trace', async () => {
    const f = tempFile('broken-game.yaml', 'ruleset: fow4\nsides: [a, b\nturn: 1\n');
    const r = await runCli(['status', f]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(`^umpire: ${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+: YAML syntax error`),
    );
    expect(r.stderr).toMatch(/\n {2}\d+ \| .*\n {2} +\| +\^\n/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
