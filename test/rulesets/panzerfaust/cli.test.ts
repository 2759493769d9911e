/** The Panzerfaust ruleset through the generic CLI (in-process). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/run-cli.js';

describe('umpire ... --ruleset panzerfaust', () => {
  it('shoot --at: example 25 with physical dice given by --dice', async () => {
    const r = await runCli([
      'shoot',
      '--ruleset',
      'panzerfaust',
      '--at',
      '--weapon',
      'PaK 38',
      '--to-hit',
      '11',
      '--pen',
      '3',
      '--calibre-mod',
      '0',
      '--armour',
      '8,4,3,8,4,4',
      '--size',
      'D',
      '--class',
      'veteran',
      '--set',
      'target.justCameIntoSight=true',
      '--dice',
      '4,4,4,6',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/3D6 at most 12/);
    expect(r.stdout).toMatch(/1 hit/);
  });

  it('shoot (infantry fire) with no tables filled in runs on the house values and says so', async () => {
    const r = await runCli(['shoot', '--ruleset', 'panzerfaust', '--team', '3 Rifle Team', '--ff', '4', '--dice', '6']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Infantry Casualty Table \(p\. 16/);
    expect(r.stdout).toMatch(/house value, not the book's/);
  });

  it('an option of another ruleset is refused naming the Panzerfaust options', async () => {
    const r = await runCli(['test', 'morale', '--ruleset', 'panzerfaust', '--motivation', 'confident']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Panzerfaust.*does not take --motivation/);
  });

  it('test morale --json, odds test morale, bombard, assault decline nothing', async () => {
    const m = await runCli([
      'test',
      'morale',
      '--ruleset',
      'panzerfaust',
      '--rating',
      'poor',
      '--shaken',
      '1',
      '--lost',
      '1',
      '--dice',
      '2,3',
      '--json',
    ]);
    expect(JSON.parse(m.stdout).result).toBe('retreat');
    const o = await runCli(['odds', 'test', 'morale', '--ruleset', 'panzerfaust', '--teams-lost', '1']);
    expect(o.stdout).toMatch(/OK .*72\.22%/);
    const b = await runCli([
      'bombard',
      '--ruleset',
      'panzerfaust',
      '--target',
      'infantry',
      '--calibre',
      '105',
      '--pairs',
      '3',
      '--protection',
      'pillbox',
      '--dice',
      '3,3,2',
    ]);
    expect(b.stdout).toMatch(/3D6 at most 7/);
  });

  it('aircraft is declined in one sentence', async () => {
    const r = await runCli(['aircraft', 'attack', '--ruleset', 'panzerfaust']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/airstrikes/);
  });

  it('new, status, validate, undo on the demo game', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pz-cli-'));
    const g = join(dir, 'pf.yaml');
    const n = await runCli(['new', '--ruleset', 'panzerfaust', '-o', g, '--seed', '5']);
    expect(n.stderr).toBe('');
    expect(n.stdout).toMatch(/German: 1st Company, Infantry Regiment \(demo\), 5 units/);
    const s = await runCli(['status', g]);
    expect(s.stdout).toMatch(/panzerfaust · turn 1 · phase setup/);
    const v = await runCli(['validate', g]);
    expect(v.code).toBe(0);
    const u = await runCli(['undo', '--game', g]);
    expect(u.code).toBe(2);
    expect(u.stderr).toMatch(/nothing to undo/);
  });

  it('schema force --ruleset panzerfaust is a JSON Schema', async () => {
    const r = await runCli(['schema', 'force', '--ruleset', 'panzerfaust']);
    expect(JSON.parse(r.stdout).title).toBe('umpire panzerfaust force');
  });
});

describe('named flags for the facts said most (issue 30)', () => {
  it('shoot --at takes --previous-shots, --hidden, --moving, --one-man-turret, --just-came-into-sight; --help lists them', async () => {
    const args = ['shoot', '--ruleset', 'panzerfaust', '--at', '--to-hit', '11', '--target-kind', 'gun', '--size', 'C'];
    const named = await runCli([
      ...args,
      '--previous-shots',
      '1',
      '--hidden',
      'partly',
      '--moving',
      'across-up-to-15',
      '--one-man-turret',
      '--just-came-into-sight',
      '--json',
      '--dice',
      '1,1,1',
    ]);
    const viaSet = await runCli([
      ...args,
      '--set',
      'previousShots=1',
      'target.hidden=partly',
      'target.moving=across-up-to-15',
      'firer.oneManTurret=true',
      'target.justCameIntoSight=true',
      '--json',
      '--dice',
      '1,1,1',
    ]);
    expect(named.code).toBe(0);
    const mods = (out: string) => (JSON.parse(out) as { modifiers: { label: string; value: number }[] }).modifiers;
    expect(mods(named.stdout)).toEqual(mods(viaSet.stdout));
    expect(mods(named.stdout).length).toBeGreaterThanOrEqual(4);
    const help = (await runCli(['shoot', '--ruleset', 'panzerfaust', '--help'])).stdout;
    for (const f of ['--previous-shots', '--hidden', '--moving', '--one-man-turret', '--just-came-into-sight', '--set'])
      expect(help).toContain(f);
  });

  it('test morale takes --afv-damaged and --low-visibility; assault takes --from-behind', async () => {
    const m = await runCli([
      'test',
      'morale',
      '--ruleset',
      'panzerfaust',
      '--afv',
      '--afv-damaged',
      '--low-visibility',
      '--dice',
      '6,6',
      '--json',
    ]);
    const labels = (JSON.parse(m.stdout) as { modifiers: { label: string }[] }).modifiers.map((x) => x.label);
    expect(labels).toEqual(expect.arrayContaining(['AFV disabled or damaged', 'low visibility (weather or smoke)']));
    const a = await runCli([
      'assault',
      '--ruleset',
      'panzerfaust',
      '--attacker',
      '3 Rifle Team',
      '--defender',
      '2 Rifle Team',
      '--from-behind',
      '--dice',
      '3,3',
      '--json',
    ]);
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/behind/);
  });
});
