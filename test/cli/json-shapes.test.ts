import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../game/helpers.js';
import { runCli } from './run-cli.js';

const json = async (args: string[]) => {
  const r = await runCli(args);
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout);
};

describe('The same facts in the same shape in every edition (docs/situation.md)', () => {
  it('shoot --json: result.summary {hits, destroyed, bailedOut, pinned[]} in fow4 and fow3', async () => {
    const shoot = ['shoot', '2 Sherman V', '--at', '3 Rifle/MG team', '--seed', '3', '--json'];
    const fow4 = await json([...shoot, '--ruleset', 'fow4', '--target-arsenal', 'german']);
    const fow3 = await json([...shoot, '--ruleset', 'fow3']);
    for (const out of [fow4, fow3]) {
      expect(Object.keys(out.result.summary).sort()).toEqual(['bailedOut', 'destroyed', 'hits', 'pinned']);
      expect(Array.isArray(out.result.summary.pinned)).toBe(true);
    }
    expect([fow4.ruleset, fow3.ruleset]).toEqual(['fow4', 'fow3']);
    expect(fow3.result.summary.hits).toBe(fow3.result.hits);
  });

  it('assault --json: ruleset, and result.totals {winner, destroyed[], bailedOut[], pinned[]} in fow4 and fow3', async () => {
    const fow4 = await json([
      'assault',
      '--ruleset',
      'fow4',
      '--attacker',
      'Sherman V:2',
      '--attacker-arsenal',
      'british',
      '--defender',
      'Rifle/MG team:3',
      '--defender-arsenal',
      'german',
      '--seed',
      '5',
      '--json',
    ]);
    const fow3 = await json([
      'assault',
      '--ruleset',
      'fow3',
      '--attacker',
      'Sherman V:2',
      '--defender',
      'Rifle/MG team:3',
      '--seed',
      '5',
      '--json',
    ]);
    expect([fow4.ruleset, fow3.ruleset]).toEqual(['fow4', 'fow3']);
    for (const out of [fow4, fow3]) {
      expect(Object.keys(out.result.totals).sort()).toEqual(['bailedOut', 'destroyed', 'pinned', 'winner']);
      expect(out.result.totals.winner).toBe(out.result.winner ?? null);
    }
  });

  it('status --json: file, ruleset, the game fields at the top (no state wrapper), journal, in all four rulesets', async () => {
    const dir = tempDir();
    const files: string[] = [];
    for (const r of ['fow4', 'fow3']) {
      const f = join(dir, `${r}.yaml`);
      expect((await runCli(['new', '--ruleset', r, '-o', f, '--seed', '5'])).code).toBe(0);
      files.push(f);
    }
    for (const r of ['panzerfaust', 'combat-infantry']) {
      const f = join(dir, `${r}.yaml`);
      expect((await runCli(['new', '--ruleset', r, '-o', f, '--seed', '5'])).code).toBe(0);
      files.push(f);
    }
    for (const f of files) {
      const out = await json(['status', f, '--json']);
      expect(out.state).toBeUndefined();
      expect(out.file).toBe(f);
      expect(typeof out.ruleset).toBe('string');
      expect(typeof out.turn).toBe('number');
      expect(out.journal.entries).toBeGreaterThanOrEqual(0);
    }
  });
});
