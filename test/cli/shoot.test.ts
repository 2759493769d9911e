import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const PZ = ['--rof', '2', '--anti-tank', '11', '--firepower', '3+'];

describe('umpire shoot (quick mode, raw numbers)', () => {
  it('EX-13a/b through the CLI: armour roll 2 against AT 11 fails, Firepower 3+ destroys; a 6 bounces', async () => {
    // to hit (need 4+ vs Veteran): 4, 5 -> 2 hits on Sherman V 1 and 2; saves: 2 then FP 3 -> destroyed; 6 -> bounce
    const r = await runCli([
      'shoot',
      '1 Panzer IV H',
      ...PZ,
      '--at',
      '2 Sherman V',
      '--armour',
      '6/4/1',
      '--target-skill',
      'veteran',
      '--dice',
      '4,5,2,3,6',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.result.summary).toMatchObject({ hits: 2, destroyed: 1, bailedOut: 0 });
    const outcomes = Object.fromEntries(
      j.result.teams.map((t: { team: string; outcome: string }) => [t.team, t.outcome]),
    );
    expect(outcomes).toEqual({ 'Sherman V 1': 'destroyed', 'Sherman V 2': 'no-effect' });
  });

  it('long range and concealment raise the score needed (EX-10d: 6)', async () => {
    const r = await runCli([
      'shoot',
      '1 Panzer IV H',
      ...PZ,
      '--at',
      '1 Sherman V',
      '--armour',
      '6/4/1',
      '--target-skill',
      'veteran',
      '--long-range',
      '--concealed',
      '--dice',
      '5,5',
      '--json',
    ]);
    const shot = JSON.parse(r.stdout).result.shooters[0].shots[0];
    expect(shot.need).toBe(6);
    expect(shot.hits).toBe(0);
  });

  it('pins an infantry unit that takes 5 hits and prints the verdict and the rules', async () => {
    const r = await runCli([
      'shoot',
      '5 Rifle team',
      '--rof',
      '1',
      '--anti-tank',
      '2',
      '--firepower',
      '6',
      '--at',
      '6 Rifle team',
      '--save',
      '3+',
      '--dice',
      '3,4,5,6,3,3,3,3,3,3',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/5 hits, 5 to pin → PINNED DOWN/);
    expect(r.stdout).toMatch(/Pinned Down \(p\. 41\)/);
  });

  it('refuses a misspelt skill with a suggestion and exit code 2', async () => {
    const r = await runCli(['shoot', '1 X', ...PZ, '--at', '1 Y', '--armour', '6/4/1', '--target-skill', 'vetran']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /--target-skill takes veteran, trained or conscript, not "vetran"\n\s+did you mean "veteran"\?/,
    );
  });
});

describe('umpire resolve with fow4.shoot', () => {
  it('rejects an unknown procedure with its position', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const file = path.join(os.tmpdir(), `umpire-resolve-${process.pid}.yaml`);
    fs.writeFileSync(file, 'procedure: fow4.shot\nsituation: {}\n');
    const r = await runCli(['resolve', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${file}:1:12: unknown procedure 'fow4.shot'; did you mean 'fow4.shoot'?`);
    expect(r.stderr).toMatch(/choose one of: .*fow4\.bombard.*fow4\.shoot/);
  });
});

describe('umpire shoot --ruleset fow3', () => {
  it('resolves an Open Fire shot by arsenal names and cites Open Fire rules', async () => {
    const r = await runCli([
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
      '--seed',
      '3',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.ruleset).toBe('fow3');
    expect(j.result.ruleset).toBe('fow3');
    expect(j.result.rules.every((x: { id: string }) => !x.id.startsWith('fow4.'))).toBe(true);
  });

  it('refuses an unknown Open Fire option key', async () => {
    const r = await runCli(['shoot', '1 Sherman V', '--at', '1 StuG G', '--ruleset', 'fow3', '--opt', 'colour=red']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--opt takes key=value with a key of: scoreAboveSix/);
  });
});

describe('umpire shoot by arsenal name', () => {
  it('EX-10a: 3 Panzer IV H at Veteran Sherman Vs roll 2 dice each needing 4+', async () => {
    const j = JSON.parse(
      (
        await runCli([
          'shoot',
          '3 Panzer IV H',
          '--at',
          '4 Sherman V',
          '--target-skill',
          'veteran',
          '--seed',
          '2',
          '--json',
        ])
      ).stdout,
    );
    const shots = j.result.shooters.flatMap((s: { shots: { rof: number; need: number }[] }) => s.shots);
    expect(shots.map((s: { rof: number }) => s.rof)).toEqual([2, 2, 2]);
    expect(shots.every((s: { need: number }) => s.need === 4)).toBe(true);
  });

  it('suggests the nearest arsenal name', async () => {
    const r = await runCli(['shoot', '3 Panzer IV', '--at', '4 Sherman V']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no team called "Panzer IV" in the bundled arsenals; did you mean 'Panzer IV H'\?/);
  });
});

describe('umpire odds shoot takes the same flags as shoot', () => {
  it('gives 1/18 per die at a score of 7 for a quick-mode shot', async () => {
    const r = await runCli([
      'odds',
      'shoot',
      '1 Shooter',
      '--rof',
      '1',
      '--anti-tank',
      '2',
      '--firepower',
      '6',
      '--at',
      '1 Rifle team',
      '--save',
      '3+',
      '--target-skill',
      'veteran',
      '--concealed',
      '--gone-to-ground',
      '--long-range',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.hitsByGroup[0].pHit.fraction).toBe('1/18');
  });
});

describe('the documented resolve example', () => {
  it('resolves scenarios/examples/fow4-shoot.yaml with the dice in the documented order', async () => {
    // to hit: Panzer 1 rolls 5,6 (need 5+ at long range: 2 hits), Panzer 2 rolls 1,2; saves: Sherman 1: 4 (4+6+1=11 = AT: FP test 4 -> bailed out), Sherman 2: 6 (bounce)
    const r = await runCli(['resolve', 'scenarios/examples/fow4-shoot.yaml', '--dice', '5,6,1,2,4,4,6']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.result.summary).toMatchObject({ hits: 2, destroyed: 0, bailedOut: 1 });
    expect(j.result.teams.find((t: { team: string }) => t.team === 'Sherman 1').outcome).toBe('bailed-out');
  });
});

describe('impossible situations are plain user errors', () => {
  it('a bombardment on aircraft exits 2 with a sentence, not a stack trace', async () => {
    const r = await runCli([
      'bombard',
      '--battery',
      '2 guns:at=3,fp=1+',
      '--skill',
      'veteran',
      '--under',
      '3 Typhoon:type=aircraft',
      '--seed',
      '1',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/aircraft are never hit by a bombardment/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
