import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/main.js';
import { runCli } from './run-cli.js';

describe('help', () => {
  it('every command shows at least one example', async () => {
    const names = buildProgram().commands.map((c) => c.name());
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      const r = await runCli(['help', name]);
      expect(`${name}:\n${r.stdout}`).toMatch(/Examples?:\n\s+umpire /);
    }
  });

  it('--version prints the package version', async () => {
    const r = await runCli(['--version']);
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    expect(r.code).toBe(0);
  });
});
