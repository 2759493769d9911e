import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openGame } from '../../../../src/rulesets/combat-infantry/game.js';
import { runCli } from '../../../cli/run-cli.js';
import { tempDir } from '../../../game/helpers.js';

const CI = ['--ruleset', 'combat-infantry'];

describe('umpire commands under Combat Infantry (through the Ruleset contract)', () => {
  it('shoot, quick form with the dice given (10 is the face 0, shown as 0): "F3 x3" --at "3 3"', async () => {
    const r = await runCli(['shoot', 'F3 x3', '--at', '3 3', ...CI, '--dice', '1,10,2']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('F3, 3 d10: [1 0 2]: 2 hits -> T1 -> 2, T2 -> 2');
    expect(r.stdout).toContain('Firepower: each die at or under F is a hit (p. 5 [Fire Phase: Firepower])');
  });

  it('shoot --json names the lost values it used and where they came from', async () => {
    const r = await runCli(['shoot', 'F4 x2 long', '--at', '3', ...CI, '--dice', '3,9', '--json']);
    const j = JSON.parse(r.stdout) as {
      result: { F: number; hits: number };
      lostValues: { name: string; source: string }[];
    };
    expect(j.result).toMatchObject({ F: 3, hits: 1 });
    expect(j.lostValues).toEqual([{ name: 'fire.long_range_modifier', value: -1, source: 'rebuilt' }]);
  });

  it('a bad quick form exits 2 with one sentence', async () => {
    const r = await runCli(['shoot', 'F3 x3 lnog', '--at', '3', ...CI]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/"lnog" is not part of the quick form .* did you mean 'long'\?/);
  });

  it('assault quick form: Caron Farm typed on one line (test data)', async () => {
    const r = await runCli([
      'assault',
      '--attackers',
      '3F4m7 3F4m7',
      '--defenders',
      '4F3m7 2F4m7/mg',
      '--uphill',
      ...CI,
      '--dice',
      '1,9,9,9,2,9,1,9,9,9,1,9,9,9,9,5,2,3,9,4,3,9,1,9',
    ]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('The defender holds the assault hex.');
  });

  it('test morale and odds: exact chances', async () => {
    const t = await runCli(['test', 'morale', '--rating', '7', '--hq', '8', ...CI, '--dice', '8']);
    expect(t.stdout).toContain("unit Morale 8 (HQ's): rolled 8, passes");
    const o = await runCli(['odds', 'shoot', 'F3 x2', '--at', '3', ...CI, '--json']);
    const j = JSON.parse(o.stdout) as { hits: { label: string; p: string }[] };
    expect(j.hits.map((h) => h.p)).toEqual(['49/100', '21/50', '9/100']);
    const m = await runCli(['odds', 'test', 'morale', '--rating', '7', '--farm', ...CI]);
    expect(m.stdout).toContain('Morale 7 +1 (farm): passes 80.0% (4/5)');
  });

  it('commands the game lacks are declined in one sentence', async () => {
    const r = await runCli(['odds', 'assault', '--attackers', '3F4', ...CI]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/too many dice to enumerate exactly/);
  });

  it('new (the demo Last Stand), status with fog of war, shoot --game, undo', async () => {
    const file = join(tempDir(), 'ci.yaml');
    const n = await runCli(['new', ...CI, '-o', file, '--dice', 'manual']);
    expect(n.stderr).toBe('');
    expect(n.stdout).toContain('USA: Company A, 1st Battalion (demo), 12 blocks');
    const s = await runCli(['status', file, '--as', 'USA']);
    expect(s.stdout).toContain('0504: block, block, block');
    expect(s.stdout).toContain('0506: A1-b 4/4, A-MG 3/3');
    const bad = await runCli(['shoot', '--game', file, '--unit', 'A1-b', '--target', '0405']);
    expect(bad.code).toBe(2);
    // the refusal says why (issue 30), then what it may fire at
    expect(bad.stderr.replace(/\s+/g, ' ')).toMatch(
      /A1-b cannot fire at 0405: 0405 is woods: no direct fire into woods, only bombardment or an assault \(p\. 4 \[Woods\]; B21\); it may fire at 0503, 0504/,
    );
    const los = await runCli(['shoot', '--game', file, '--unit', 'A1-b', '--target', '0404']);
    expect(los.stderr.replace(/\s+/g, ' ')).toMatch(
      /A1-b cannot fire at 0404: A1-b in 0506 has no line of sight to 0404/,
    );
    const f = await runCli([
      'shoot',
      '--game',
      file,
      '--unit',
      'A1-b',
      '--target',
      '0504',
      '--dice',
      '1,9,9,9',
      '--decide',
      'ci.casualty=B1-a',
    ]);
    expect(f.stderr).toBe('');
    expect(f.stdout).toContain('A1-b fires at 0504 at F3: [1 9 9 9]: B1-a half-hit');
    expect(
      openGame(file, { readOnly: true }).session.state.sides[1]!.blocks.find((b) => b.id === 'B1-a')!.halfHit,
    ).toBe('fire');
    const u = await runCli(['undo', '--game', file]);
    expect(u.code).toBe(0);
    expect(
      openGame(file, { readOnly: true }).session.state.sides[1]!.blocks.find((b) => b.id === 'B1-a')!.halfHit,
    ).toBeUndefined();
  });

  it('validate and schema know the Combat Infantry files', async () => {
    const v = await runCli(['validate', 'scenarios/combat-infantry/lost-values.yaml']);
    expect((v.stdout + v.stderr).replace(/\s+/g, ' ')).toContain(
      '136 entries, 70 empty in the file (70 of them have a house value)',
    );
    const h = await runCli(['validate', 'scenarios/combat-infantry/house-values.yaml']);
    expect(h.code).toBe(0);
  });
});
