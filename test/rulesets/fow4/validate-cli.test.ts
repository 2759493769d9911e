import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { tempDir, tempFile } from '../../game/helpers.js';

const root = new URL('../../../', import.meta.url).pathname;
const BRITISH = join(root, 'scenarios/fow4/forces/british-armoured-squadron.yaml');
const GERMAN = join(root, 'scenarios/fow4/forces/german-grenadierkompanie.yaml');

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const o = vi
    .spyOn(process.stdout, 'write')
    .mockImplementation((s: string | Uint8Array) => ((out += String(s)), true));
  const e = vi
    .spyOn(process.stderr, 'write')
    .mockImplementation((s: string | Uint8Array) => ((err += String(s)), true));
  process.exitCode = 0;
  try {
    await main(['node', 'umpire', ...args]);
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
  const code = Number(process.exitCode ?? 0);
  process.exitCode = 0;
  return { code, out, err };
}

afterEach(() => {
  process.exitCode = 0;
});

describe('umpire validate | new | status | undo | schema', () => {
  it('validate: sound files pass; a bad one exits 2 with file:line:col and no stack trace', async () => {
    const ok = await run('validate', BRITISH, GERMAN);
    expect(ok.code).toBe(0);
    // The line wraps at words at 80 columns, where depends on the file's path.
    expect(ok.out.replace(/\s+/g, ' ')).toContain(
      "force 'British Armoured Squadron': 1 formation, 5 units, 16 teams, 985 points",
    );
    const bad = tempFile(
      'bad.yaml',
      'ruleset: fow4\nname: X\nratings: { motivation: confident, skill: Vetran }\nformations:\n  - name: F\n    hq: { name: HQ, teams: [Sherman 5] }\n',
    );
    const r = await run('validate', bad);
    expect(r.code).toBe(2);
    expect(r.out).toContain(`${bad}:3:42: 'Vetran' is not a valid 'skill'; did you mean 'veteran'?`);
    expect(r.out + r.err).not.toMatch(/\n\s+at /);
    const j = await run('validate', bad, '--json');
    expect(j.code).toBe(2);
    const parsed = JSON.parse(j.out);
    expect(parsed.ok).toBe(false);
    expect(parsed.files[0].issues[0]).toMatchObject({ line: 3, col: 42 });
  });

  it('validate: a file with no ruleset, and a list, are told apart', async () => {
    const r = await run('validate', tempFile('a.yaml', 'name: x\n'), tempFile('b.yaml', '- 1\n'));
    expect(r.code).toBe(2);
    expect(r.out).toContain("the file has no 'ruleset' key");
    expect(r.out).toContain('the file holds a list, but an umpire file must be a mapping');
  });

  it('new, status, undo: a game is made, shown and stepped back', async () => {
    const dir = tempDir();
    const game = join(dir, 'g.yaml');
    const n = await run(
      'new',
      '--side',
      `British=${BRITISH}`,
      '--side',
      `German=${GERMAN}`,
      '--seed',
      '7',
      '-o',
      game,
      '--json',
    );
    expect(n.code).toBe(0);
    expect(JSON.parse(n.out)).toMatchObject({
      ruleset: 'fow4',
      mission: 'free-for-all',
      dice: { kind: 'seeded', seed: 7 },
    });
    const again = await run('new', '-o', game);
    expect(again.code).toBe(2);
    expect(again.err).toBe(
      `umpire: ${game}:1:1: a game file already exists here: ${game}\n  choose another name with -o, or pass --force to replace it\n`,
    );

    const st = await run('status', game, '--json');
    expect(st.code).toBe(0);
    const status = JSON.parse(st.out);
    expect(status.sides[0].units[1]).toMatchObject({ unit: '1st Troop', inGoodSpirits: true, mayStill: ['deploy'] });
    const human = await run('status', game);
    expect(human.out).toContain('British: British Armoured Squadron');
    // Before play's set-up no side has the first turn (issue 14: new said "British first", play rolled German).
    expect(human.out).not.toContain('(to play)');
    expect(human.out).toContain('first turn not rolled yet');

    const u = await run('undo', '--game', game);
    expect(u.code).toBe(2);
    expect(u.err).toContain('there is nothing to undo');
    // A hand edit is journaled on open, and can be undone.
    const text = readFileSync(game, 'utf8');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(game, text.replace('step: setup', 'step: movement'));
    const u2 = await run('undo', '--game', game, '--json');
    expect(u2.code).toBe(0);
    expect(JSON.parse(u2.out)).toMatchObject({ undone: ['edited by hand'], step: 'setup' });
  });

  it('status of a game with a damaged journal exits 2 with the journal line', async () => {
    const dir = tempDir();
    const game = join(dir, 'g.yaml');
    await run('new', '-o', game, '--seed', '1');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'g.yaml.journal.jsonl'), '{"seq":1,"kind":"change"\n');
    const r = await run('status', game);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^umpire: .*g\.yaml\.journal\.jsonl:1:1: journal line 1 is damaged/);
  });

  it('schema prints a JSON Schema', async () => {
    const r = await run('schema', 'force');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    const bad = await run('schema', 'forse');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("there is no 'forse' schema; did you mean 'force'?");
  });
});
