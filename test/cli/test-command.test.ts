import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('umpire test', () => {
  it('EX-14c: a failed remount re-rolled by a nearby Commander passes', async () => {
    const r = await runCli([
      'test',
      'remount',
      '--motivation',
      'confident',
      '--skill',
      'trained',
      '--rules',
      'protected-ammo',
      '--commander',
      'yes',
      '--dice',
      '1,5',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.result.need).toBe(3);
    expect(j.result.passed).toBe(true);
    expect(j.result.rolls.map((x: { by: string; face: number }) => [x.by, x.face])).toEqual([
      ['test', 1],
      ['commander', 5],
    ]);
  });

  it('EX-48: Immediate Reserves on turn 3 rolling 2, 4, 1 still bring one unit', async () => {
    const r = await runCli(['test', 'reserves', '--set', 'type=immediate', 'turn=3', '--dice', '2,4,1']);
    expect(r.stdout).toMatch(/one unit arrives anyway/);
  });

  it('prints the exact chance with and without the Commander re-roll', async () => {
    const j = JSON.parse(
      (
        await runCli([
          'test',
          'rally',
          '--motivation',
          'reluctant',
          '--skill',
          'trained',
          '--commander',
          'yes',
          '--dice',
          '6',
          '--odds',
          '--json',
        ])
      ).stdout,
    );
    expect(j.odds.pass).toBe('1/3');
    expect(j.odds.withRerolls.find((w: { by: string }) => w.by === 'commander').pass).toBe('5/9');
  });

  it('names a misspelt rating and an unknown test', async () => {
    const a = await runCli(['test', 'rally', '--motivation', 'confdent']);
    expect(a.code).toBe(2);
    expect(a.stderr).toMatch(
      /--motivation takes fearless, confident, reluctant, not "confdent"\n\s+did you mean "confident"\?/,
    );
    const b = await runCli(['test', 'rallly']);
    expect(b.stderr).toMatch(/did you mean "rally"\?/);
  });

  it('lists every test with its page', async () => {
    const j = JSON.parse((await runCli(['test', 'list', '--json'])).stdout);
    expect(j.find((t: { kind: string }) => t.kind === 'last-stand').page).toBe('p. 60');
  });
});

describe('umpire odds test', () => {
  it('gives the chance with and without the Commander, as exact fractions', async () => {
    const j = JSON.parse(
      (
        await runCli([
          'odds',
          'test',
          'last-stand',
          '--motivation',
          'confident',
          '--skill',
          'trained',
          '--commander',
          'yes',
          '--json',
        ])
      ).stdout,
    );
    expect(j.odds.pass).toBe('1/2');
    expect(j.odds.withRerolls.find((w: { by: string }) => w.by === 'commander').pass).toBe('3/4');
  });
});
