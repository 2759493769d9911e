/**
 * `umpire play` and manual dice without a terminal (issues 14, 19): a named game is never swapped
 * for the demo; what needs a person at a terminal says so in one sentence and exits 2; nothing
 * prints cursor or colour codes on a pipe, NO_COLOR or not; the automatic demo leaves no folder.
 * Needs the built CLI (dist/).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../game/helpers.js';
import { readyGame } from './helpers.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = `${root}bin/umpire.js`;
const built = existsSync(`${root}dist/cli/main.js`);

/** The environment of a pipe with colour allowed: NO_COLOR unset, FORCE_COLOR unset. */
function pipeEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { NO_COLOR: _n, FORCE_COLOR: _f, ...env } = process.env;
  return { ...env, ...extra };
}

const run = (args: string[], opts: { input?: string; cwd?: string; env?: NodeJS.ProcessEnv } = {}) =>
  spawnSync(process.execPath, [bin, ...args], {
    input: opts.input ?? '',
    cwd: opts.cwd ?? tempDir(),
    env: opts.env ?? pipeEnv(),
    encoding: 'utf8',
    timeout: 60000,
  });

describe.skipIf(!built)('without a terminal', () => {
  it('umpire play g.yaml refuses in one sentence, exit 2: it neither plays the demo nor touches g.yaml', () => {
    const file = readyGame();
    const before = readFileSync(file, 'utf8');
    const tmp = tempDir();
    const r = run(['play', file], { env: pipeEnv({ TMPDIR: tmp }) });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/needs a terminal/);
    expect(r.stderr).toContain('--script');
    expect(r.stderr).not.toMatch(/\x1b\[/);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(readdirSync(tmp)).toEqual([]);
  }, 60000);

  it('umpire play with UMPIRE_GAME set is the same as naming the file', () => {
    const file = readyGame();
    const r = run(['play'], { env: pipeEnv({ UMPIRE_GAME: file }) });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/needs a terminal/);
  }, 60000);

  it('umpire play with no file plays the automatic demo round, with no escape codes, and leaves no temp folder', () => {
    const tmp = tempDir();
    const r = run(['play'], { env: pipeEnv({ TMPDIR: tmp }) });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('umpire demo (seed 1944)');
    expect(r.stdout).not.toMatch(/\x1b\[/);
    expect(readdirSync(tmp)).toEqual([]);
  }, 60000);

  it('umpire play --script still plays the named game from standard input', () => {
    const file = readyGame();
    const r = run(['play', file, '--script'], { input: 'quit\n' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Saved');
    expect(r.stdout).not.toMatch(/\x1b\[/);
  }, 60000);

  it('umpire play --script whose answers end while a question waits: one sentence, exit 2, the game saved', () => {
    const file = readyGame();
    const r = run(['play', file, '--script'], { input: '' });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      `umpire: ${file}: the --script answers ended while a question was waiting; the game is saved where it stopped\n`,
    );
  }, 60000);

  it('manual dice on a pipe with NO_COLOR unset: plain question lines, no cursor codes; ended input is one sentence, exit 2', () => {
    const ok = run(['roll', '3', '--need', '4+', '--manual'], { input: '6 3 5\n' });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('? Roll 3d6 for roll 3, need 4+. Faces');
    expect(ok.stdout + ok.stderr).not.toMatch(/\x1b\[/);
    const dir = tempDir();
    expect(run(['new', '--dice', 'manual', '-o', join(dir, 'g.yaml')], { cwd: dir }).status).toBe(0);
    const shoot = run(['shoot', '--game', join(dir, 'g.yaml'), '--unit', '1st Troop', '--target', 'StuG Platoon'], {
      cwd: dir,
    });
    expect(shoot.status).toBe(2);
    expect(shoot.stdout + shoot.stderr).not.toMatch(/\x1b\[/);
    expect(shoot.stderr.trim().split('\n')).toHaveLength(1);
    expect(shoot.stderr).toMatch(/standard input ended/);
  }, 60000);
});
