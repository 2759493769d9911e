import { describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/run-cli.js';

describe('umpire schema for Combat Infantry files', () => {
  it('the force file schema names the blocks and their label values', async () => {
    const r = await runCli(['schema', 'force', '--ruleset', 'combat-infantry']);
    expect(r.stderr).toBe('');
    const j = JSON.parse(r.stdout) as { title: string; properties: Record<string, unknown> };
    expect(j.title).toBe('umpire combat-infantry force');
    expect(Object.keys(j.properties)).toEqual(expect.arrayContaining(['blocks', 'labels', 'support']));
  });
});
