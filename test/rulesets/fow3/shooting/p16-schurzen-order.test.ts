import { describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/run-cli.js';

describe('Open Fire Schürzen (p. 16): the extra 4+ save comes right after the failed armour save, before the firepower test', () => {
  it('a bazooka hits a StuG in the side: save 1 fails, Schürzen 4 saves; no firepower die is used', async () => {
    // Dice: to hit 6; armour save 1 (1 + side 3 < AT 10); Schürzen 4 (saved).
    const r = await runCli([
      'shoot',
      '1 Bazooka team',
      '--at',
      '1 StuG G',
      '--ruleset',
      'fow3',
      '--facing',
      'side',
      '--dice',
      '6,1,4',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    const j = JSON.parse(r.stdout);
    const save = j.result.saves[0];
    expect(save.schurzen).toEqual({ face: 4, saved: true });
    expect(save.save.firepowerTest).toBeUndefined();
    expect(save.outcome).toBe('no-effect');
  });

  it('Schürzen fails (3): the next die is the firepower test (6: destroyed)', async () => {
    const r = await runCli([
      'shoot',
      '1 Bazooka team',
      '--at',
      '1 StuG G',
      '--ruleset',
      'fow3',
      '--facing',
      'side',
      '--dice',
      '6,1,3,6',
      '--json',
    ]);
    const save = JSON.parse(r.stdout).result.saves[0];
    expect(save.schurzen).toEqual({ face: 3, saved: false });
    expect(save.save.firepowerTest.die.first.face).toBe(6);
    expect(save.outcome).toBe('destroyed');
  });
});

describe('shoot --help states the order of the --dice faces for both editions', () => {
  it('Open Fire: Schürzen before the firepower die; Flames Of War 4: the per-hit order', async () => {
    const fow3 = await runCli(['shoot', '--help', '--ruleset', 'fow3']);
    expect(fow3.stdout.replace(/\s+/g, ' ')).toMatch(
      /Dice are asked for in this order \(for --dice\): .*save die \[Schürzen 4\+ die, right after a failed side save against a bazooka\] \[firepower die\]/,
    );
    const fow4 = await runCli(['shoot', '--help']);
    expect(fow4.stdout.replace(/\s+/g, ' ')).toMatch(
      /Dice are asked for in this order \(for --dice\): .*\[hull\/turret die\] save die/,
    );
  });
});
