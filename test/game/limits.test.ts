/**
 * Every input bounded before work starts (#31): the one limits table (src/game/limits.ts) is the
 * one in docs/limits.md, and the attacks of issue #31 are refused in one sentence, exit 2, at once.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/game/limits.js';
import { runCli } from '../cli/run-cli.js';
import { tempFile } from './helpers.js';

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
  });

  it('a resolve file with `under.count: 1e9` is refused in one sentence at its place', async () => {
    const file = tempFile('b.json', JSON.stringify(bombardSituation(1e9)));
    const r = await quick(['resolve', file]);
    oneSentence(r, /b\.json:1:\d+: /);
    const ok = await quick(['resolve', tempFile('ok.json', JSON.stringify(bombardSituation(200)))]);
    expect(ok.code).toBe(0);
  });
});
