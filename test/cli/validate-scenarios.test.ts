/** Every bundled scenario file validates (issue 30): forces, games, set-ups, arsenals, tables, lost and house values, situations. */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const root = join(import.meta.dirname, '../..');

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return yamlFiles(p);
    return /\.ya?ml$/.test(name) ? [relative(root, p)] : [];
  });
}

describe('umpire validate on every bundled scenario', () => {
  it('each YAML file under scenarios/ validates', async () => {
    const files = yamlFiles(join(root, 'scenarios'));
    expect(files).toEqual(
      expect.arrayContaining([
        'scenarios/panzerfaust/tables.yaml',
        'scenarios/panzerfaust/house-values.yaml',
        'scenarios/combat-infantry/house-values.yaml',
        'scenarios/examples/fow4-shoot.yaml',
      ]),
    );
    const r = await runCli(['validate', '--json', ...files]);
    const out = JSON.parse(r.stdout) as {
      ok: boolean;
      files: { file: string; ok: boolean; kind?: string; issues: unknown[] }[];
    };
    expect(out.files.filter((f) => !f.ok)).toEqual([]);
    expect(r.code).toBe(0);
    expect(out.files.find((f) => f.file.endsWith('panzerfaust/tables.yaml'))!.kind).toBe('tables');
    expect(out.files.find((f) => f.file.endsWith('panzerfaust/house-values.yaml'))!.kind).toBe('house-values');
    expect(out.files.find((f) => f.file.endsWith('fow4-shoot.yaml'))!.kind).toBe('situation');
  });
});
