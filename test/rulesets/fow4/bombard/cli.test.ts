import { describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/run-cli.js';

describe('umpire bombard', () => {
  it('EX-21a on the command line: 4 sFH18 (arsenal, adjusted to AT 3 / FP 2+) on three Trained T-34/85s, JSON', async () => {
    const r = await runCli([
      'bombard',
      '--battery',
      '4 15cm sFH18',
      '--skill',
      'veteran',
      '--under',
      '3 T-34/85',
      '--friendly',
      '10',
      '--dice',
      '3,5,3,2,6,6',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const u = JSON.parse(r.stdout).result.units[0];
    expect(u.status).toBe('fired');
    expect([u.antiTank, u.firepower]).toEqual([3, 2]);
    expect(u.fire.teams.map((t: { hit: boolean }) => t.hit)).toEqual([true, true, false]);
  });

  it('raw numbers, two guns: re-roll successful hits; prints a table per stage and the rules with pages', async () => {
    const r = await runCli([
      'bombard',
      '--battery',
      '2 guns:at=3,fp=1+',
      '--skill',
      'veteran',
      '--under',
      '1 Rifle/MG team:type=infantry:foxholes',
      '--friendly',
      '10',
      '--dice',
      '3,5,4,1,1',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Range In/);
    expect(r.stdout).toMatch(/re-roll successful hits/);
    expect(r.stdout).toMatch(/5, re-roll 4/);
    expect(r.stdout).toMatch(/1 \(need 3\+\), bulletproof/);
    expect(r.stdout).toMatch(/pinned: Rifle\/MG team/);
    expect(r.stdout).toMatch(/1 or 2 Weapons Firing \(re-roll hits\) \(p\. 48\)/);
  });

  it('a smoke bombardment gives the screen length', async () => {
    const r = await runCli(['bombard', '--battery', '3 10.5cm leFH18', '--smoke', '--dice', '4', '--json']);
    expect(JSON.parse(r.stdout).result.units[0].smokeScreen.length).toEqual({ inches: 12, cm: 30 });
  });

  it('Danger Close refused by the player: no dice rolled', async () => {
    const r = await runCli([
      'bombard',
      '--battery',
      '4 guns:at=2,fp=4+',
      '--under',
      '1 T-34/85',
      '--decide',
      'fow4.danger-close=no',
      '--json',
    ]);
    expect(JSON.parse(r.stdout).result.units[0].status).toBe('danger-close');
  });

  it('user errors exit 2 without a stack trace', async () => {
    const r = await runCli(['bombard', '--battery', '4 Tiger', '--under', '1 T-34/85']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no team called "Tiger"/);
    expect((await runCli(['bombard', '--under', '1 T-34/85'])).stderr).toMatch(/--battery/);
  });
});

describe('umpire aircraft', () => {
  it('arrive: Close Air Support on 3+, then Fighter Interception 5+', async () => {
    const r = await runCli(['aircraft', 'arrive', '--cas', '--fighter-interception', '--dice', '3,5', '--json']);
    expect(JSON.parse(r.stdout).result.status).toBe('intercepted');
  });

  it('attack with rockets: the flight bombards with its own spotter at 3+ and no re-roll of hits for two aircraft', async () => {
    const r = await runCli([
      'aircraft',
      'attack',
      '--aircraft',
      '2 Typhoon',
      '--weapon',
      'Rockets',
      '--under',
      '3 T-34/85',
      '--friendly',
      '12',
      '--dice',
      '3,4,1,1,6',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const b = JSON.parse(r.stdout).result.attack.result;
    expect(b.units[0].band).toMatchObject({ weaponsFiring: 2, reroll: 'none' });
  });
});

describe('umpire resolve entries', () => {
  it('fow4.bombard validates a situation and resolves it (remount as a plain score)', async () => {
    const { FOW4_RESOLVABLE: RESOLVABLE } = await import('../../../../src/rulesets/fow4/resolvable.js');
    const entry = await RESOLVABLE['fow4.bombard']!();
    const situation = {
      spotter: { name: 'Observer', rating: 3, role: 'observer' },
      units: [
        {
          name: 'Battery',
          skill: 3,
          weapons: [{ name: 'sFH18', count: 4, antiTank: 5, firepower: 2, unadjusted: true }],
          nearestFriendly: 10,
          under: [
            {
              name: 'T-34/85',
              skill: 'trained',
              bailedOut: true,
              remount: 4,
              profile: {
                name: 'T-34/85',
                type: 'tank',
                mobility: 'standard-tank',
                armour: { front: 6, side: 4, top: 1 },
                weapons: [],
              },
            },
          ],
        },
      ],
    };
    const parsed = entry.schema.safeParse(situation);
    expect(parsed.success).toBe(true);
    expect(entry.schema.safeParse({ ...situation, units: [] }).success).toBe(false);
    const { run } = await import('./helpers.js');
    // range 3; hit 4; armour 2 + 1 = 3 = AT 3 → FP 2+: 2 passes → would bail out again → Remount 4+: 3 → destroyed
    const r = run(entry.procedure(parsed.data) as never, [3, 4, 2, 2, 3]).result as {
      units: { fire: { teams: { outcome: string }[] } }[];
    };
    expect(r.units[0]!.fire.teams[0]!.outcome).toBe('destroyed');
    expect(Object.keys(RESOLVABLE)).toEqual(
      expect.arrayContaining(['fow4.bombard', 'fow4.aircraft-arrival', 'fow4.air-attack']),
    );
  });
});
