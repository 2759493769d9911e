/**
 * Issue 27: physical dice in a quick command one line per pool rolled together, as `umpire play`
 * takes them (to hit per need, saves per target unit and save, Firepower per need); `--dice` in
 * the same groups. 5 Sherman V at 5 Panzer IV H: three lines, not one per die.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const built = existsSync(`${root}dist/cli/main.js`) && existsSync(`${root}dist/cli/grouped-dice.js`);
const SHOOT = ['shoot', '5 Sherman V', '--at', '5 Panzer IV H'];
// Every shot hits (10 dice), every save fails (10 dice), every Firepower test passes (one per tank).
const GROUPS = ['6 6 6 6 6 6 6 6 6 6', '1 1 1 1 1 1 1 1 1 1', '6 6 6 6 6'];

describe('--dice in groups', () => {
  it('one group per pool: to hit, the saves, the Firepower tests', async () => {
    const r = await runCli([...SHOOT, '--dice', GROUPS.join(' / '), '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).result.summary).toMatchObject({ hits: 10, destroyed: 5 });
  });

  it('the same faces flat, in the order the rolls are asked (each hit: its save, then its Firepower test)', async () => {
    const grouped = await runCli([...SHOOT, '--dice', GROUPS.join(' / '), '--json']);
    expect(grouped.stderr).toBe('');
    const faces = JSON.parse(grouped.stdout).dice as number[];
    // A tank destroyed by its first hit needs no save for its second: 10 to hit, 5 saves, 5 tests
    // (the 5 saves typed for the second hits are not needed after all). Saves and Firepower tests
    // interleave, hit by hit, in the flat order.
    expect(faces).toHaveLength(20);
    expect(faces.slice(10, 13)).toEqual([1, 6, 1]);
    const flat = await runCli([...SHOOT, '--dice', faces.join(','), '--json']);
    expect(JSON.parse(flat.stdout).result).toEqual(JSON.parse(grouped.stdout).result);
  });

  it('too few groups: one sentence naming what the next group was for', async () => {
    const r = await runCli([...SHOOT, '--dice', GROUPS.slice(0, 2).join(' / ')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/the --dice groups ran out: 2 given, but 5 more dice are needed for Firepower test/);
  });

  it('a group left over is refused, as faces left over are', async () => {
    const r = await runCli([...SHOOT, '--dice', [...GROUPS, '6'].join(' / ')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/1 of the --dice groups was not used \(6\)/);
  });
});

describe.skipIf(!built)('--manual in a quick command (the built CLI, on a pipe)', () => {
  it('5 Sherman V at 5 Panzer IV H: 3 typed lines of dice', () => {
    const r = spawnSync(process.execPath, [`${root}bin/umpire.js`, ...SHOOT, '--manual'], {
      input: GROUPS.join('\n') + '\n',
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 30000,
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const asked = r.stdout.split('\n').filter((l) => l.startsWith('? '));
    expect(asked).toHaveLength(3);
    expect(asked[0]).toMatch(/^\? Roll 10d6 for to hit: Sherman V 1 /);
    expect(r.stdout).toMatch(/Summary: 10 hits, 5 destroyed/);
  }, 40000);
});
