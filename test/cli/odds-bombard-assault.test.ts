import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../game/helpers.js';
import { RIFLE, situation, unit } from '../rulesets/fow4/assault/helpers.js';
import { runCli } from './run-cli.js';

const BOMBARD = ['--battery', '4 guns:at=3,fp=2+', '--under', '3 T-34/85:type=tank,top=1', '--friendly', '10'];

describe('umpire odds bombard', () => {
  it('takes the flags of `umpire bombard` and prints exact fractions as JSON (EX-21a-like)', async () => {
    const { stdout, code } = await runCli(['odds', 'bombard', ...BOMBARD, '--json']);
    expect(code).toBe(0);
    const o = JSON.parse(stdout);
    expect(o.method).toBe('exact');
    expect([
      o.rangeIn.attempt1.fraction,
      o.rangeIn.attempt2.fraction,
      o.rangeIn.attempt3.fraction,
      o.rangeIn.none.fraction,
    ]).toEqual(['1/2', '1/4', '1/8', '1/8']);
    expect(o.attempts.map((a: { toHitPenalty: number }) => a.toHitPenalty)).toEqual([0, 1, 2]);
    const g = o.attempts[0].groups[0];
    expect([g.pHit.fraction, g.destroyed.fraction, g.bailedOut.fraction, g.unharmed.fraction]).toEqual([
      '2/3',
      '5/54',
      '1/9',
      '43/54',
    ]);
    expect(o.overall.groups[0].destroyed.fraction).toBe('5/72');
    expect(o.overall.units[0].pinned).toBeNull();
    expect(o.overall.units[0].destroyed).toHaveLength(4);
  });

  it('draws the tables and a bar chart; infantry get a Pinned Down chance', async () => {
    const { stdout, code } = await runCli([
      'odds',
      'bombard',
      '--battery',
      '5 guns:at=2,fp=5+',
      '--under',
      '2 Rifle:type=infantry,unit=Rifles',
      '--friendly',
      '10',
    ]);
    expect(code).toBe(0);
    expect(stdout).toContain('Exact odds');
    expect(stdout).toContain('Ranged in on attempt 1 (1/2 (50.00%)): +0 to hit');
    expect(stdout).toContain('80/81'); // attempt 1: 8/9 a team hit, pinned unless both miss
    expect(stdout).toMatch(/Rifles: teams destroyed\n\s+0\s+\d+\.\d+%\s+█+/);
  });

  it('a Danger Close answer from --decide holds: it never fires', async () => {
    const { stdout, code } = await runCli([
      'odds',
      'bombard',
      '--battery',
      '4 guns:at=3,fp=2+',
      '--under',
      '3 T-34/85:type=tank,top=1',
      '--decide',
      'fow4.danger-close=no',
      '--json',
    ]);
    expect(code).toBe(0);
    const o = JSON.parse(stdout);
    expect(o.status.map((s: { status: string }) => s.status)).toEqual(['danger-close']);
    expect(o.attempts).toEqual([]);
  });

  it('a missing --battery is a user error, exit 2', async () => {
    const { stderr, code } = await runCli(['odds', 'bombard', '--under', '3 T-34/85']);
    expect(code).toBe(2);
    expect(stderr).toContain('--battery');
  });

  it('a situation the odds cannot take (aircraft under the template) is a user error: its sentence, exit 2', async () => {
    const { stderr, code } = await runCli([
      'odds',
      'bombard',
      '--battery',
      '2 guns:at=3,fp=1+',
      '--under',
      '3 Typhoon:type=aircraft',
      '--friendly',
      '10',
    ]);
    expect(code).toBe(2);
    expect(stderr).toBe('umpire: Typhoon: aircraft are never hit by a bombardment\n');
  });
});

describe('umpire odds assault', () => {
  const ASSAULT = [
    '--attacker',
    'Rifle/MG team:4',
    '--attacker-arsenal',
    'british',
    '--defender',
    'Rifle/MG team:2',
    '--defender-arsenal',
    'german',
  ];

  it('prints an estimate labelled as such, with intervals and the trials, as JSON', async () => {
    const { stdout, code } = await runCli(['odds', 'assault', ...ASSAULT, '--trials', '200', '--seed', '9', '--json']);
    expect(code).toBe(0);
    const o = JSON.parse(stdout);
    expect(o.method).toBe('estimate');
    expect(o.trials).toBe(200);
    expect(o.seed).toBe(9);
    for (const k of ['p', 'se', 'low', 'high']) expect(typeof o.attackerWins[k]).toBe('number');
    expect(o.losses.attacker.destroyed).toHaveProperty('mean');
    expect(o.why.join(' ')).toMatch(/decisions/);
    const again = JSON.parse(
      (await runCli(['odds', 'assault', ...ASSAULT, '--trials', '200', '--seed', '9', '--json'])).stdout,
    );
    expect(again).toEqual(o);
  });

  it('says ESTIMATE and why, for people', async () => {
    const { stdout, code } = await runCli(['odds', 'assault', ...ASSAULT, '--trials', '100', '--seed', '2']);
    expect(code).toBe(0);
    expect(stdout).toContain('ESTIMATE, not exact: 100 seeded runs');
    expect(stdout).toContain('why:');
    expect(stdout).toMatch(/Attacker wins: \d+\.\d%  \(95% CI/);
    expect(stdout).toContain('Expected losses');
  });

  it("by default it runs until each side's chance to win is within +/-5 points (95%), in batches of 100, far fewer than 2,000 runs (issue 32)", async () => {
    const { stdout, code } = await runCli(['odds', 'assault', ...ASSAULT, '--seed', '9', '--json']);
    expect(code).toBe(0);
    const o = JSON.parse(stdout);
    expect(o.precision).toBe(0.05);
    expect(o.trials % 100).toBe(0);
    expect(o.trials).toBeLessThanOrEqual(400);
    for (const w of [o.attackerWins, o.defenderWins]) expect(1.96 * w.se).toBeLessThanOrEqual(0.05);
    // Deterministic: the same seed stops after the same runs with the same figures.
    expect(JSON.parse((await runCli(['odds', 'assault', ...ASSAULT, '--seed', '9', '--json'])).stdout)).toEqual(o);
    // A finer precision takes more runs; --trials still runs exactly that many.
    const fine = JSON.parse(
      (await runCli(['odds', 'assault', ...ASSAULT, '--seed', '9', '--precision', '4', '--json'])).stdout,
    );
    expect(fine.trials).toBeGreaterThan(o.trials);
    expect(1.96 * fine.attackerWins.se).toBeLessThanOrEqual(0.04);
  });

  it('a bad --precision is a user error, exit 2', async () => {
    const { stderr, code } = await runCli(['odds', 'assault', ...ASSAULT, '--precision', 'fine']);
    expect(code).toBe(2);
    expect(stderr).toContain('--precision takes percentage points');
  });

  it('a bad --trials is a user error, exit 2', async () => {
    const { stderr, code } = await runCli(['odds', 'assault', ...ASSAULT, '--trials', 'many']);
    expect(code).toBe(2);
    expect(stderr).toContain('--trials');
  });

  it('a situation the assault cannot take is a user error: its own sentence, exit 2', async () => {
    const file = join(tempDir(), 'assault.json');
    const two = situation(
      unit('Rifles', [
        { id: 'Rifle 1', profile: RIFLE },
        { id: 'Rifle 1', profile: RIFLE },
      ]),
      [unit('Grenadiers', [{ id: 'Grenadier 1', profile: RIFLE }])],
    );
    writeFileSync(file, JSON.stringify(two));
    const { stderr, code } = await runCli(['odds', 'assault', '--situation', file, '--trials', '10', '--seed', '1']);
    expect(code).toBe(2);
    expect(stderr).toBe('umpire: two teams are called "Rifle 1": team ids must be unique\n');
  });
});
