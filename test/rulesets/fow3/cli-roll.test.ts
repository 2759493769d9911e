import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/run-cli.js';

describe('umpire roll --ruleset fow3', () => {
  it('a score of 7 cannot succeed under Open Fire (A1), where fow4 rolls a 6 then 5+', async () => {
    const v3 = await runCli([
      'roll',
      '3',
      '--need',
      '7',
      '--ruleset',
      'fow3',
      '--dice',
      '6,6,1',
      '--allow-extra-dice',
      '--json',
    ]);
    expect(v3.code).toBe(0);
    const j = JSON.parse(v3.stdout);
    expect(j).toMatchObject({ need: 'impossible', successes: 0 });
    expect(j.rule).toMatch(/Open Fire! \(fow3\).*Score needed above 6/);
    const v4 = JSON.parse((await runCli(['roll', '3', '--need', '7', '--dice', '6,6,1,6,3', '--json'])).stdout);
    expect(v4).toMatchObject({ need: '6 then 5+', successes: 1 });
  });

  it('an ordinary score is the same in both editions and names the edition', async () => {
    const r = await runCli(['roll', '2', '--need', '4+', '--ruleset', 'fow3', '--dice', '2,5']);
    expect(r.stdout).toMatch(/1 success of 2 \(need 4\+\)/);
    expect(r.stdout).toMatch(/Open Fire! \(fow3\)/);
  });
});
