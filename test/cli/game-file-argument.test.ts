import { copyFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openFow4Game } from '../../src/rulesets/fow4/game.js';
import { copyDemo } from '../rulesets/fow4/bridge/helpers.js';
import { runCli } from './run-cli.js';

/** A demo game with one shooting in its journal, to undo. */
async function shotGame(): Promise<string> {
  const file = copyDemo();
  const r = await runCli([
    'shoot',
    '--game',
    file,
    '--unit',
    '1st Troop',
    '--target',
    'StuG Platoon',
    '--dice',
    '6,6,1,1,1,1,1,1,1,3,1,1',
  ]);
  expect(r.code).toBe(0);
  return file;
}
const shot = (file: string) =>
  openFow4Game(file, { readOnly: true })
    .session.state.sides[0]!.units.find((u) => u.unit === '1st Troop')!
    .teams.some((t) => t.shot);

describe('undo, status and play take the game file the same way (issue 14)', () => {
  it('umpire undo g.yaml: the file as a positional argument', async () => {
    const file = await shotGame();
    const r = await runCli(['undo', file]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(shot(file)).toBe(false);
  });

  it('umpire undo g.yaml 1 and umpire undo 1 g.yaml: the count and the file in either order', async () => {
    const a = await shotGame();
    expect((await runCli(['undo', a, '1'])).code).toBe(0);
    expect(shot(a)).toBe(false);
    const b = await shotGame();
    expect((await runCli(['undo', '1', b])).code).toBe(0);
    expect(shot(b)).toBe(false);
  });

  it('--game FILE stays an alias for undo, status and play; the same file twice is fine', async () => {
    const file = await shotGame();
    expect((await runCli(['status', '--game', file, '--json'])).code).toBe(0);
    expect((await runCli(['status', file, '--game', file, '--json'])).code).toBe(0);
    const r = await runCli(['undo', file, '--game', file]);
    expect(r.code).toBe(0);
    expect(shot(file)).toBe(false);
  });

  it('two different files (positional and --game) are refused in one sentence, exit 2', async () => {
    const file = await shotGame();
    const other = file.replace(/\.yaml$/, '-copy.yaml');
    copyFileSync(file, other);
    for (const cmd of ['undo', 'status', 'play']) {
      const r = await runCli([cmd, file, '--game', other]);
      expect(r.code, cmd).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/two game files/);
      expect(r.stderr).toContain(other);
    }
    expect(shot(file)).toBe(true);
  });
});
