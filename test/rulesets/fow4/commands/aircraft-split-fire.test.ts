import { describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/run-cli.js';

const attack = (...args: string[]) => runCli(['aircraft', 'attack', '--aircraft', '3 Typhoon', ...args, '--json']);
type Shot = { target: string; hits: number };
const targetsOf = (stdout: string) =>
  Object.fromEntries(
    (JSON.parse(stdout).result.attack.result.shooters as { shooter: string; shots: Shot[] }[]).map((s) => [
      s.shooter,
      [...new Set(s.shots.map((x) => x.target))],
    ]),
  );

describe('umpire aircraft attack: aircraft with MGs or cannon declare their targets as ground teams do (pp. 32, 44)', () => {
  it('aircraft= says which aircraft fire at each target unit; the rest fire at the first', async () => {
    // Cannon, ROF 2 each: six misses.
    const r = await attack(
      '--weapon',
      'Cannon',
      '--target',
      '2 T-34/85',
      '--target',
      '2 StuG G:aircraft=2+3',
      '--dice',
      '1,1,1,1,1,1',
    );
    expect(r.stderr).toBe('');
    expect(targetsOf(r.stdout)).toEqual({
      'Typhoon 1': ['T-34/85 1'],
      'Typhoon 2': ['StuG G 1'],
      'Typhoon 3': ['StuG G 1'],
    });
  });

  it('two target units of the same team keep their teams apart', async () => {
    const r = await attack(
      '--weapon',
      'Cannon',
      '--target',
      '2 T-34/85:aircraft=1',
      '--target',
      '2 T-34/85:aircraft=2+3',
      '--dice',
      '1,1,1,1,1,1',
    );
    expect(r.stderr).toBe('');
    const t = targetsOf(r.stdout);
    expect(t['Typhoon 1']).not.toEqual(t['Typhoon 2']);
    expect(t['Typhoon 2']).toEqual(t['Typhoon 3']);
  });

  it('refuses an aircraft named twice or one the flight does not have, and aircraft= with Bombs or Rockets (one template, p. 44)', async () => {
    const twice = await attack(
      '--weapon',
      'Cannon',
      '--target',
      '2 T-34/85:aircraft=1',
      '--target',
      '2 StuG G:aircraft=1',
    );
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/aircraft 1 is given two targets/);
    const missing = await attack('--weapon', 'Cannon', '--target', '2 T-34/85:aircraft=4');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/the flight has aircraft 1 to 3/);
    const rockets = await attack('--weapon', 'Rockets', '--under', '3 T-34/85', '--target', '2 StuG G:aircraft=2');
    expect(rockets.code).toBe(2);
    expect(rockets.stderr).toMatch(/one template for the whole flight \(p\. 44\)/);
  });
});
