import { describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/run-cli.js';

interface Json {
  situation: {
    shooter: { teams: { profile: { type: string } }[] };
    targets: { teams: { profile: { name: string; type: string } }[] }[];
  };
  result: { rules: { name: string; page: string }[] };
}
const shoot = async (args: string[]): Promise<Json> => {
  const r = await runCli(['shoot', ...args, '--json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Json;
};
const cites = (j: Json) => j.result.rules.map((r) => `${r.name} (${r.page})`);

describe('a raw-number shooter has a team type (Schürzen, p. 71)', () => {
  // One shot: to hit 6; side armour save 4 (+5 with Schürzen = 9 < AT 10); Firepower 6.
  const hit = [
    '--rof',
    '1',
    '--anti-tank',
    '10',
    '--firepower',
    '5+',
    '--at',
    '1 StuG G',
    '--facing',
    'side',
    '--dice',
    '6,4,6',
  ];

  it('p. 71: --shooter-type infantry makes a raw bazooka an Infantry team, so Schürzen protects the StuG side', async () => {
    const j = await shoot(['1 Bazooka', '--shooter-type', 'infantry', ...hit]);
    expect(j.situation.shooter.teams[0]!.profile.type).toBe('infantry');
    expect(cites(j)).toContain('Schürzen (p. 71)');
  });

  it('p. 71: a raw shooter named like an arsenal team takes that team\'s type (a "Bazooka team" is Infantry)', async () => {
    const j = await shoot(['1 Bazooka team', ...hit]);
    expect(j.situation.shooter.teams[0]!.profile.type).toBe('infantry');
    expect(cites(j)).toContain('Schürzen (p. 71)');
  });

  it('p. 71: a raw shooter no arsenal knows is a Tank team: Schürzen does not apply', async () => {
    const j = await shoot(['1 Zook', ...hit]);
    expect(j.situation.shooter.teams[0]!.profile.type).toBe('tank');
    expect(cites(j)).not.toContain('Schürzen (p. 71)');
  });

  it('p. 41: a raw infantry shooter of a Pinned Down unit fires at its Pinned ROF; a raw tank does not', async () => {
    const raw = [
      '--rof',
      '2',
      '--moving-rof',
      '1',
      '--anti-tank',
      '2',
      '--firepower',
      '6',
      '--at',
      '1 Rifle team',
      '--save',
      '3+',
      '--pinned',
      '--seed',
      '1',
    ];
    const rofOf = (j: Json) =>
      (j as unknown as { result: { shooters: { shots: { rof: number }[] }[] } }).result.shooters[0]!.shots[0]!.rof;
    expect(rofOf(await shoot(['1 Rifle', '--shooter-type', 'infantry', ...raw]))).toBe(1);
    expect(rofOf(await shoot(['1 Tank', '--shooter-type', 'tank', ...raw]))).toBe(2);
  });

  it('refuses an unknown --shooter-type with the nearest one, and --target-type is an option', async () => {
    const r = await runCli(['shoot', '1 Bazooka', '--shooter-type', 'infantery', ...hit]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--shooter-type takes one of .*did you mean 'infantry'\?/);
    const gun = await shoot([
      '1 Rifle',
      '--rof',
      '1',
      '--anti-tank',
      '2',
      '--firepower',
      '6',
      '--at',
      '1 Pak',
      '--save',
      '3+',
      '--target-type',
      'gun',
      '--seed',
      '1',
    ]);
    expect(gun.situation.targets[0]!.teams[0]!.profile.type).toBe('gun');
  });
});

describe('a team name two arsenals share can be picked', () => {
  it('the error names an option that exists, and --shooter-arsenal / --target-arsenal pick the profiles', async () => {
    const r = await runCli(['shoot', '2 Rifle/MG team', '--at', '2 Rifle/MG team', '--seed', '1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/name the arsenal, e\.g\. --shooter-arsenal british/);
    const t = await runCli([
      'shoot',
      '2 Rifle/MG team',
      '--shooter-arsenal',
      'british',
      '--at',
      '2 Rifle/MG team',
      '--seed',
      '1',
    ]);
    expect(t.stderr).toMatch(/name the arsenal, e\.g\. --target-arsenal british/);
    const j = await shoot([
      '2 Rifle/MG team',
      '--shooter-arsenal',
      'british',
      '--at',
      '2 Rifle/MG team',
      '--target-arsenal',
      'german',
      '--seed',
      '1',
    ]);
    expect(j.situation.targets[0]!.teams.map((x) => x.profile.name)).toEqual(['Rifle/MG team', 'Rifle/MG team']);
  });

  it('assault suggests its own --defender-arsenal, which exists', async () => {
    const r = await runCli(['assault', '--attacker', 'Sherman V', '--defender', 'Rifle/MG team']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/e\.g\. --defender-arsenal british/);
  });

  it('bombard suggests its own --under-arsenal, which exists and picks the team', async () => {
    const r = await runCli(['bombard', '--battery', '3 guns:at=3,fp=6', '--under', '2 Rifle/MG team', '--seed', '1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/several arsenals/);
    expect(r.stderr).toMatch(/e\.g\. --under-arsenal british/);
    const picked = await runCli([
      'bombard',
      '--battery',
      '3 guns:at=3,fp=6',
      '--under',
      '2 Rifle/MG team',
      '--under-arsenal',
      'german',
      '--friendly',
      '10',
      '--seed',
      '1',
      '--json',
    ]);
    expect(picked.code).toBe(0);
    expect(JSON.parse(picked.stdout).situation.units[0].under[0].profile.name).toBe('Rifle/MG team');
  });
});
