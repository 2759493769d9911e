import { describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/run-cli.js';

describe('umpire odds under Open Fire', () => {
  it('odds shoot: the hand-worked Sherman V at a StuG G, in words and as JSON', async () => {
    const args = [
      'odds',
      'shoot',
      '1 Sherman V',
      '--at',
      '1 StuG G',
      '--ruleset',
      'fow3',
      '--target-skill',
      'veteran',
      '--weapon',
      'M3 75mm gun',
    ];
    const human = await runCli(args);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain('exact odds');
    expect(human.stdout).toContain('needing 4+');
    expect(human.stdout).toContain('17/81');
    expect(human.stdout).not.toMatch(/not worked out|no exact odds/);
    const json = await runCli([...args, '--json']);
    const o = JSON.parse(json.stdout);
    expect(o.method).toBe('exact');
    expect(o.teams[0].destroyed.fraction).toBe('17/81');
    expect(o.hits.map((h: { fraction: string }) => h.fraction)).toEqual(['1/4', '1/2', '1/4']);
  });

  it('odds test: rally with and without the Company command team', async () => {
    const r = await runCli(['odds', 'test', 'rally', '--ruleset', 'fow3', '--motivation', 'confident', '--json']);
    expect(r.code).toBe(0);
    const o = JSON.parse(r.stdout);
    // Confident rallies on 4+ (1/2); with a re-roll of a failure 3/4.
    expect(o.withoutCompanyCommand.fraction).toBe('1/2');
    expect(o.withCompanyCommand.fraction).toBe('3/4');
    const bad = await runCli(['odds', 'test', 'rallly', '--ruleset', 'fow3']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('did you mean "rally"');
  });

  it('odds assault: a seeded estimate, the same seed giving the same figures', async () => {
    const args = [
      'odds',
      'assault',
      '--ruleset',
      'fow3',
      '--attacker',
      'Rifle/MG team:6',
      '--defender',
      'StuG G:2',
      '--defender-rating',
      'confident-veteran',
      '--seed',
      '7',
      '--trials',
      '200',
      '--json',
    ];
    const a = JSON.parse((await runCli(args)).stdout);
    const b = JSON.parse((await runCli(args)).stdout);
    expect(a).toEqual(b);
    expect(a.method).toBe('estimate');
    expect(a.attackerWins.p + a.defenderWins.p + a.notLaunchedOrFellBack.p).toBeLessThanOrEqual(1.0000001);
    const human = await runCli(args.slice(0, -1));
    expect(human.stdout).toContain('ESTIMATE, not exact');
  });
});
