import { describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/run-cli.js';

describe('Defensive Fire of a Pinned Down unit (pp. 41, 55)', () => {
  it('a Panzerfaust SMG team fires its SMG at ROF 1 (the Panzerfaust has no Moving ROF), as a plain SMG team does', async () => {
    const r = await runCli([
      'assault',
      '--attacker',
      'Sherman V:4',
      '--attacker-arsenal',
      'british',
      '--defender',
      'Panzerfaust SMG team:1,Rifle/MG team:3',
      '--defender-arsenal',
      'german',
      '--defender-pinned',
      '--seed',
      '5',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    const shots = out.result.rounds[0].defensiveFire.shots as { team: string; weapon: string; rof: number }[];
    const smg = shots.filter((s) => /Panzerfaust SMG/.test(s.team));
    expect(smg.map((s) => [s.weapon, s.rof])).toEqual([['SMG', 1]]);
  });
});
