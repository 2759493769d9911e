import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('umpire tables <ruleset>', () => {
  it('panzerfaust --check --json counts the empty cells of the bundled tables', async () => {
    const r = await runCli(['tables', 'panzerfaust', '--check', '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(JSON.stringify(out)).toMatch(/empty/);
  });

  it('combat-infantry --edit name=value writes the value into the file; it is yours, no longer a house value', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'umpire-tables-'));
    const file = join(dir, 'lost-values.yaml');
    copyFileSync(new URL('../../scenarios/combat-infantry/lost-values.yaml', import.meta.url), file);
    type Check = { empty: { name: string }[]; filled: number; house: number };
    const before = JSON.parse((await runCli(['tables', 'combat-infantry', '--file', file, '--json'])).stdout) as Check;
    expect([before.filled, before.house, before.empty.length]).toEqual([0, 70, 0]);
    const name = 'stack.clear';
    const r = await runCli(['tables', 'combat-infantry', '--file', file, '--edit', `${name}=3`, '--json']);
    expect(r.code).toBe(0);
    const after = JSON.parse(r.stdout) as Check;
    expect([after.filled, after.house, after.empty.length]).toEqual([1, 69, 0]);
    expect(readFileSync(file, 'utf8')).toMatch(/stack\.clear: \{[^}]*value: 3/);
  });

  it('a Flames Of War edition declines in one sentence, exit 2', async () => {
    const r = await runCli(['tables', 'fow4']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/lost no values/);
  });

  it('a misspelt ruleset gets "did you mean"', async () => {
    const r = await runCli(['tables', 'panzerfust']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/did you mean panzerfaust/);
  });
});
