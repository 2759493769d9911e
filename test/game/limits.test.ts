/**
 * Every input bounded before work starts (#31): the one limits table (src/game/limits.ts) is the
 * one in docs/limits.md, and the attacks of issue #31 are refused in one sentence, exit 2, at once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readJournal } from '../../src/game/journal.js';
import { LIMITS } from '../../src/game/limits.js';
import { runCli } from '../cli/run-cli.js';
import { tempDir, tempFile } from './helpers.js';

const quick = async (args: string[], ms = 5000) => {
  const t0 = performance.now();
  const r = await runCli(args);
  expect(performance.now() - t0).toBeLessThan(ms);
  return r;
};

/** Exit 2, one line on stderr starting "umpire: ", no stack. */
const oneSentence = (r: { stdout: string; stderr: string; code: number }, words: RegExp) => {
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(/^umpire: /);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(r.stderr).toMatch(words);
};

const bombardSituation = (count: number) => ({
  procedure: 'fow4.bombard',
  situation: {
    spotter: { name: 'Observer', rating: 3, role: 'observer' },
    units: [
      {
        name: 'Battery',
        skill: 3,
        weapons: [{ name: 'sFH18', count: 4, antiTank: 5, firepower: 2, unadjusted: true }],
        under: [
          {
            name: 'T-34/85',
            count,
            skill: 'trained',
            profile: {
              name: 'T-34/85',
              type: 'tank',
              mobility: 'standard-tank',
              armour: { front: 6, side: 4, top: 1 },
              weapons: [],
            },
          },
        ],
      },
    ],
  },
});

describe('the limits table', () => {
  it('docs/limits.md lists every limit with its value', () => {
    const doc = readFileSync(new URL('../../docs/limits.md', import.meta.url), 'utf8');
    for (const [name, value] of Object.entries(LIMITS)) {
      const row = doc.split('\n').find((l) => l.startsWith(`| \`${name}\` |`));
      expect(row, name).toBeDefined();
      expect(row!.replace(/[ ,_]/g, '')).toContain(`|${String(value)}|`);
    }
  });
});

describe('quick commands and resolve: counts bounded (#31 item 6)', () => {
  it('`bombard --under "100000 T-34/85"` is refused in one sentence', async () => {
    const r = await quick(['bombard', '--battery', '4 15cm sFH18', '--under', '100000 T-34/85', '--seed', '1']);
    oneSentence(r, /at most 200 teams in one group, not 100000/);
  });

  it('`odds bombard --under "1000 T-34/85"`, and 300 teams over two groups, are refused in one sentence', async () => {
    oneSentence(
      await quick(['odds', 'bombard', '--battery', '4 15cm sFH18', '--under', '1000 T-34/85']),
      /at most 200 teams in one group, not 1000/,
    );
    oneSentence(
      await quick(['odds', 'bombard', '--battery', '4 15cm sFH18', '--under', '150 T-34/85', '--under', '150 T-34/85']),
      /at most 200 teams under one template, not 300/,
    );
    oneSentence(
      await quick(['odds', 'bombard', '--battery', '4 15cm sFH18', '--under', '100 T-34/85', '--under', '1 T-34/85']),
      /odds bombard: at most 100 teams under the template, not 101/,
    );
  });

  it('a resolve file with `under.count: 1e9` is refused in one sentence at its place', async () => {
    const file = tempFile('b.json', JSON.stringify(bombardSituation(1e9)));
    const r = await quick(['resolve', file]);
    oneSentence(r, /b\.json:1:\d+: /);
    const ok = await quick(['resolve', tempFile('ok.json', JSON.stringify(bombardSituation(200)))]);
    expect(ok.code).toBe(0);
  });
});

describe('what one command writes, the others read (#31 item 9)', () => {
  it('a force with a 2M-character unit name is refused at validate, at its place', async () => {
    const text = readFileSync(
      new URL('../../scenarios/fow4/forces/british-armoured-squadron.yaml', import.meta.url),
      'utf8',
    );
    const line = text.split('\n').findIndex((l) => /^\s+- name: /.test(l));
    const lines = text.split('\n');
    lines[line] = lines[line]!.replace(/name: .*/, `name: ${'x'.repeat(2_000_000)}`);
    const file = tempFile('force.yaml', lines.join('\n'));
    const r = await quick(['validate', file]);
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toContain(
      `force.yaml:${line + 1}:${lines[line]!.indexOf('name: ') + 7}: this text is 2,000,000 characters long, more than the 10,000 umpire accepts`,
    );
  });

  it('a journal of more lines than umpire replays is refused in one sentence, not replayed', () => {
    const file = tempFile('j.jsonl', '{}\n'.repeat(LIMITS.journalLines + 1));
    expect(() => readJournal(file)).toThrow(/more than the 100,000 lines umpire replays/);
  });
});

describe('`import` reads through the one guarded reader (#31 items 7, 11)', () => {
  const fixture = new URL('../../test/fixtures/rosters/bsdata/british-rifle-company.ros', import.meta.url);
  const roster = () => readFileSync(fixture, 'utf8');
  /** `import <file> -o <dir>/out.yaml`: one sentence, exit 2, and neither out.yaml nor its arsenal left behind. */
  const refused = async (file: string, words: RegExp) => {
    const dir = tempDir();
    const r = await quick(['import', file, '-o', join(dir, 'out.yaml')]);
    oneSentence(r, words);
    expect(r.stderr).not.toMatch(/NaN/);
    expect(readdirSync(dir)).toEqual([]);
    return r;
  };

  it.skipIf(!existsSync('/dev/zero'))(
    '/dev/zero, /dev/null, a FIFO and a folder are refused unread, naming the file',
    async () => {
      await refused('/dev/zero', /^umpire: \/dev\/zero:1:1: this is a device, not a regular file/);
      await refused('/dev/null', /^umpire: \/dev\/null:1:1: this is a device, not a regular file/);
      const fifo = join(tempDir(), 'list.ros');
      spawnSync('mkfifo', [fifo]);
      await refused(fifo, /list\.ros:1:1: this is a named pipe, not a regular file/);
      const folder = join(tempDir(), 'lists');
      mkdirSync(folder);
      await refused(folder, /lists:1:1: this is a folder, not a file/);
    },
  );

  it('an empty .rosz, an empty zip and a zip bomb are refused in one sentence; the bomb is not unpacked', async () => {
    await refused(tempFile('empty.rosz', ''), /empty\.rosz:1:1: the roster file is empty/);
    await refused(
      tempFile('nothing.rosz', Buffer.from(zipSync({}))),
      /nothing\.rosz:1:1: the \.rosz file holds no \.ros roster/,
    );
    const bomb = zipSync({ 'list.ros': new Uint8Array(LIMITS.zipEntryBytes + 1) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    await refused(
      tempFile('bomb.rosz', Buffer.from(bomb)),
      /bomb\.rosz:1:1: the zip entry list\.ros unpacks to .* more than the 8\.0 MB umpire unpacks/,
    );
    const lying = Buffer.from(bomb);
    // The same bomb with its headers claiming 100 bytes: stopped by the bytes actually inflated.
    for (const at of [lying.indexOf(Buffer.from('PK\x03\x04')) + 22, lying.indexOf(Buffer.from('PK\x01\x02')) + 24])
      lying.writeUInt32LE(100, at);
    await refused(
      tempFile('liar.rosz', lying),
      /liar\.rosz:1:1: the zip entry list\.ros unpacks to more than the 8\.0 MB/,
    );
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i < 20; i++) many[`${i}.txt`] = new Uint8Array(1);
    await refused(tempFile('many.rosz', Buffer.from(zipSync(many))), /more than 16 entries/);
  });

  it('a roster over the size limit, XXE and parameter entities, deep nesting and number="1000000000" are refused in one sentence', async () => {
    const big = join(tempDir(), 'big.ros');
    writeFileSync(big, `<roster name="${'a'.repeat(LIMITS.rosterBytes)}"/>`);
    await refused(big, /big\.ros:1:1: the roster is 8\.0 MB, more than the 8\.0 MB umpire imports/);
    const xxe = roster().replace(/(<\?xml[^>]*>)/, '$1\n<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>');
    await refused(tempFile('xxe.ros', xxe), /xxe\.ros:2:1: the roster declares a DOCTYPE/);
    const pe = roster().replace(/(<\?xml[^>]*>)/, '$1\n<!DOCTYPE r [<!ENTITY % p "x"> %p;]>');
    await refused(tempFile('pe.ros', pe), /pe\.ros:2:1: the roster declares a DOCTYPE/);
    const deep = roster().replace(
      /<selections>/,
      '<selections>' + '<selection name="s"><selections>'.repeat(20_000) + '</selections></selection>'.repeat(20_000),
    );
    await refused(tempFile('deep.ros', deep), /deep\.ros:1:1: the roster nests its elements more than 100 deep/);
    const many = roster().replace(/number="1"/, 'number="1000000000"');
    await refused(
      tempFile('many.ros', many),
      /many\.ros:\d+:\d+: .* is taken 1000000000 times \(number="1000000000"\), more than the 100 umpire imports/,
    );
  });
});
