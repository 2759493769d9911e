import { describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/run-cli.js';

describe('umpire test: the flags it lists work, and one it does not use is named', () => {
  it('counterattack from flags: one unit from --motivation (p. 58)', async () => {
    const r = await runCli(['test', 'counterattack', '--motivation', 'fearless', '--dice', '3', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(
      out.result.units.map((u: { need: number; mayCounterattack: boolean }) => [u.need, u.mayCounterattack]),
    ).toEqual([[3, true]]);
  });

  it('counterattack for several units: --unit NAME:RATING, repeated', async () => {
    const r = await runCli([
      'test',
      'counterattack',
      '--unit',
      '1st Troop:4+',
      '--unit',
      '2nd Troop:reluctant',
      '--dice',
      '4', // one die for every unit (p. 58): 4+ passes, reluctant (5+) fails
      '--json',
    ]);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    expect(
      out.result.units.map((u: { name: string; mayCounterattack: boolean }) => [u.name, u.mayCounterattack]),
    ).toEqual([
      ['1st Troop', true],
      ['2nd Troop', false],
    ]);
  });

  it('a wrong --set units shape says what a unit needs', async () => {
    const r = await runCli(['test', 'counterattack', '--set', 'units=[{"name":"A"}]', '--dice', '3']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/units\.0\.ratings/);
    expect(r.stderr).toMatch(/--unit NAME:RATING/);
  });

  for (const kind of ['cross', 'cross-here']) {
    it(`test ${kind} without a mobility is refused as missing input, not an internal error (p. 20)`, async () => {
      const r = await runCli(['test', kind, '--dice', '3']);
      expect(r.code).toBe(2);
      expect(r.stderr).not.toMatch(/internal error|bug/);
      expect(r.stderr).toMatch(/mobility/);
      expect(r.stderr).toMatch(/--set mobility=/);
    });
  }

  it('a flag the test does not use is named, not a field', async () => {
    const r = await runCli(['test', 'dawn', '--motivation', 'confident']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--motivation is not used by the dawn test/);
    expect(r.stderr).not.toMatch(/unknown field 'ratings'/);
  });
});
