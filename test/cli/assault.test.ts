import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { ASSAULT_RESOLVER } from '../../src/rulesets/fow4/assault/index.js';

describe('umpire assault', () => {
  it('resolves a quick assault by arsenal name with scripted dice and decisions, as JSON', async () => {
    // 2 Rifle/MG teams (British) assault one German Rifle/MG team: DF 2 dice miss; to hit 4, 4 (Trained 4+):
    // the German team is destroyed and the assault won.
    const { stdout, code } = await runCli([
      'assault',
      '--attacker',
      'Rifle/MG team:2',
      '--attacker-arsenal',
      'british',
      '--defender',
      'Rifle/MG team',
      '--defender-arsenal',
      'german',
      '--dice',
      '1,1,4,4',
      '--json',
    ]);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out.result.outcome).toBe('attacker-won');
    expect(out.result.rounds[0].hits.map((h: { hit: boolean }) => h.hit)).toEqual([true, true]);
    expect(out.journal.flatMap((e: { faces?: number[] }) => e.faces ?? [])).toEqual([1, 1, 4, 4]);
  });

  it('prints each round as tables and takes --decide answers', async () => {
    const { stdout, code } = await runCli([
      'assault',
      '--attacker',
      'Rifle/MG team:2',
      '--attacker-arsenal',
      'british',
      '--defender',
      'Rifle/MG team:2',
      '--defender-arsenal',
      'german',
      '--dice',
      '1,1,1,1,1,1,6',
      '--decide',
      'counterattack:Defender=break-off',
    ]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Round 1: the attacker assaults/);
    expect(stdout).toMatch(/Defensive Fire/);
    expect(stdout).toMatch(/Defender: Breaks Off/);
    expect(stdout).toMatch(
      /Rules applied:\n[\s\S]*  • Break Off \(Pinned; further than 6"\/15cm or surrender\) \(p\. 59\)/,
    );
  });

  it('explains an unknown or ambiguous team name and exits 2', async () => {
    const unknown = await runCli(['assault', '--attacker', 'Rifel/MG team', '--defender', 'Panther A']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/did you mean/);
    const twice = await runCli(['assault', '--attacker', 'Rifle/MG team', '--defender', 'Panther A']);
    expect(twice.stderr).toMatch(/several arsenals/);
  });

  it('exports a resolve entry with a schema', () => {
    expect(ASSAULT_RESOLVER.id).toBe('fow4.assault');
    expect(ASSAULT_RESOLVER.schema.safeParse({ attacker: {}, defender: { units: [] } }).success).toBe(false);
  });
});
