/**
 * Every input path gets the same guards: regular files only (devices, pipes, folders refused
 * before a byte is read), sizes counted while reading, the same YAML limits for `resolve`,
 * hostile names compared with bounded work, CR-only line endings, deep nesting as a sentence.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nearest } from '../../src/game/suggest.js';
import { parseYamlText, readYamlFile } from '../../src/game/yaml-source.js';
import { runCli } from '../cli/run-cli.js';
import { issuesOf, tempDir, tempFile } from './helpers.js';

const quick = async (args: string[], ms = 5000) => {
  const t0 = performance.now();
  const r = await runCli(args);
  expect(performance.now() - t0).toBeLessThan(ms);
  return r;
};

const oneSentence = (r: { stdout: string; stderr: string; code: number }) => {
  expect(r.code).toBe(2);
  // validate lists its problems on stdout; every other command prints one sentence on stderr.
  expect(r.stderr + r.stdout).toMatch(/^(umpire: |fail )/);
  expect(r.stderr + r.stdout).not.toMatch(/\n\s+at /);
};

describe('every input path gets the same guards', () => {
  it.skipIf(!existsSync('/dev/zero'))('`validate /dev/zero` is refused at once, not read', async () => {
    const r = await quick(['validate', '/dev/zero']);
    oneSentence(r);
    expect(r.stdout).toContain('/dev/zero:1:1: this is a device, not a regular file, so it was not read');
  });

  it('a named pipe is refused without waiting for a writer', async (ctx) => {
    const fifo = join(tempDir(), 'pipe.yaml');
    if (spawnSync('mkfifo', [fifo]).status !== 0) return ctx.skip();
    const [i] = issuesOf(() => readYamlFile(fifo));
    expect(i!.message).toBe('this is a named pipe, not a regular file, so it was not read');
    oneSentence(await quick(['resolve', fifo]));
  });

  it('a folder is refused', () => {
    const [i] = issuesOf(() => readYamlFile(tempDir()));
    expect(i!.message).toBe('this is a folder, not a file');
  });

  it('`resolve` refuses an alias bomb like any file', async () => {
    const lines = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (let i = 0; i < 9; i++)
      lines.push(
        `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}]`,
      );
    const f = tempFile('bomb.yaml', `procedure: fow4.shoot\nsituation:\n  ${lines.join('\n  ')}\n`);
    const r = await quick(['resolve', f]);
    oneSentence(r);
    expect(r.stderr).toContain('too many YAML aliases');
  });

  it('`resolve` refuses inherited names as procedures, and an undefined alias', async () => {
    for (const p of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const r = await quick(['resolve', tempFile('p.json', JSON.stringify({ procedure: p, situation: {} }))]);
      oneSentence(r);
      expect(r.stderr).toContain(`p.json:1:14: unknown procedure '${p}'`);
    }
    const r = await quick(['resolve', tempFile('a.yaml', 'procedure: *x\nsituation: {}\n')]);
    oneSentence(r);
    expect(r.stderr).toMatch(/a\.yaml:1:12: /);
    const typo = await quick(['resolve', tempFile('t.yaml', 'procedure: fow4.shot\nsituation: {}\n')]);
    expect(typo.stderr).toContain("unknown procedure 'fow4.shot'; did you mean 'fow4.shoot'?");
    const key = await quick(['resolve', tempFile('k.yaml', 'procedure: fow4.shoot\nsituaton: {}\n')]);
    expect(key.stderr).toContain("k.yaml:2:1: unknown key 'situaton'; did you mean 'situation'?");
  });

  it('"did you mean" does bounded work on a 2-million-character name, and the message cuts it', () => {
    const long = 'a'.repeat(2_000_000);
    const t0 = performance.now();
    expect(nearest(long, ['armour', 'veteran'])).toBeUndefined();
    expect(performance.now() - t0).toBeLessThan(100);
  });

  it('reads a file with CR-only line endings', () => {
    const src = parseYamlText('# old Mac file\rname: Sherman\rteams: 3\r', 'cr.yaml');
    expect(src.data).toEqual({ name: 'Sherman', teams: 3 });
  });

  it('deep nesting is a sentence with its position, not a stack overflow', async () => {
    const deep = 'a: ' + '['.repeat(5000) + ']'.repeat(5000) + '\n';
    const [i] = issuesOf(() => parseYamlText(deep, 'deep.yaml'));
    expect(i!.message).toBe('the document nests more than 64 levels deep here, more than any umpire file needs');
    expect([i!.line, i!.col]).toEqual([1, 68]);
    const f = tempFile('deep.yaml', deep);
    oneSentence(await quick(['validate', f]));
    let block = '';
    for (let d = 0; d < 200; d++) block += `${' '.repeat(d)}k${d}:\n`;
    writeFileSync(f, block);
    const r = await quick(['validate', f]);
    oneSentence(r);
    expect(r.stdout).toContain('nests more than 64 levels');
  });
});
