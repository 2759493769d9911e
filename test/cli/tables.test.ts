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

  it('combat-infantry --edit name=value writes the value into the file and --check no longer lists it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'umpire-tables-'));
    const file = join(dir, 'lost-values.yaml');
    copyFileSync(new URL('../../scenarios/combat-infantry/lost-values.yaml', import.meta.url), file);
    const before = JSON.parse((await runCli(['tables', 'combat-infantry', '--file', file, '--json'])).stdout) as {
      empty: { name: string }[];
    };
    const name = before.empty[0]!.name;
    const r = await runCli(['tables', 'combat-infantry', '--file', file, '--edit', `${name}=3`, '--json']);
    expect(r.code).toBe(0);
    const after = JSON.parse(r.stdout) as { empty: { name: string }[]; filled: number };
    expect(after.empty.map((e) => e.name)).not.toContain(name);
    expect(after.empty.length).toBe(before.empty.length - 1);
    expect(after.filled).toBe(1);
    expect(readFileSync(file, 'utf8')).toContain(name.split('.').pop());
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
