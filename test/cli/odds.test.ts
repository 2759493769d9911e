import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const file = new URL('../fixtures/odds-shot.yaml', import.meta.url).pathname;

describe('umpire odds shoot', () => {
  it('prints exact hits (3 Trained-hitting Shermans, 6 dice at 3+: no hit = 1/729) as JSON', async () => {
    const { stdout, code } = await runCli(['odds', 'shoot', file, '--json']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out.hits[0].fraction).toBe('1/729');
    expect(out.hits).toHaveLength(7);
    expect(out.pinned.p).toBeNull();
    expect(out.teams.map((t: { id: string }) => t.id)).toEqual(['P1', 'P2', 'P3']);
  });

  it('draws a bar chart and the per-team table for people', async () => {
    const { stdout, code } = await runCli(['odds', 'shoot', file]);
    expect(code).toBe(0);
    expect(stdout).toContain('Teams destroyed');
    expect(stdout).toMatch(/4\s+32\.92%\s+█+/);
    expect(stdout).toContain('Pinned Down: cannot happen');
  });

  it('a situation the exact odds cannot take is a user error naming the file, exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'umpire-odds-'));
    const two = join(dir, 'two-targets.yaml');
    const second =
      '    - id: more\n      ratings: { motivation: confident, skill: trained }\n      teams:\n        - { id: Q1, profile: *pz }\n';
    writeFileSync(two, readFileSync(file, 'utf8').replace(/\n?$/, '\n') + second);
    const { stderr, code } = await runCli(['odds', 'shoot', two]);
    expect(code).toBe(2);
    expect(stderr).toBe(`umpire: ${two}: exact odds take one target unit; this situation has 2\n`);
  });

  it('a wrong procedure is a user error with its position, exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'umpire-odds-'));
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, 'procedure: fow4.bombard\nsituation: {}\n');
    const { stderr, code } = await runCli(['odds', 'shoot', bad]);
    expect(code).toBe(2);
    expect(stderr).toContain(`${bad}:1:12`);
  });
});
