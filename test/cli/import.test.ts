import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/cli/play/run.js';
import { runCli } from './run-cli.js';
import { QuietAutoIO } from './play/quiet-auto-io.js';

const ROSTERS = 'test/fixtures/rosters';
const tank = `${ROSTERS}/british-armoured-squadron.rosz`;
const dir = () => mkdtempSync(join(tmpdir(), 'umpire-import-cli-'));

describe('umpire import', () => {
  it('imports the tank formation (.rosz), and the force validates', async () => {
    const d = dir();
    const r = await runCli(['import', tank, '-o', join(d, 'f.yaml')]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Imported British Armoured Squadron: 1 formation, 3 units, 9 teams, 58 points.');
    expect(r.stdout).toContain(
      '  • Broadside (roster line 29): not a rule umpire knows, in Armoured Squadron >\n    Armoured Squadron HQ',
    );
    expect(r.stdout.split('\n').every((l) => l.length <= 80)).toBe(true);
    expect(existsSync(join(d, 'f.arsenal.yaml'))).toBe(true);
    expect(readFileSync(join(d, 'f.yaml'), 'utf8')).toMatch(
      /^# yaml-language-server: \$schema=.*schemas\/fow4\/force\.schema\.json\n/,
    );
    const v = await runCli(['validate', join(d, 'f.yaml'), join(d, 'f.arsenal.yaml')]);
    expect(v.code).toBe(0);
    expect(v.stdout.replace(/\s+/g, ' ')).toContain(
      "force 'British Armoured Squadron': 1 formation, 3 units, 9 teams, 58 points",
    );
  });

  it('--json lists what was written and every rule not imported; an existing file is kept without --force', async () => {
    const d = dir();
    const out = join(d, 'g.yaml');
    const r = await runCli(['import', `${ROSTERS}/bsdata/r7-direct-fire-name.ros`, '-o', out, '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({
      force: out,
      arsenal: join(d, 'g.arsenal.yaml'),
      name: 'direct fire name',
      counts: { formations: 1, units: 2, teams: 5 },
      teamProfiles: 2,
    });
    expect(j.notImported.map((u: { rule: string; line: number }) => u.rule).sort()).toEqual([
      'Brutal',
      'Forward Firing',
      'Slow Firing',
    ]);
    expect((await runCli(['validate', out])).code).toBe(0);
    const again = await runCli(['import', `${ROSTERS}/bsdata/r7-direct-fire-name.ros`, '-o', out]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('this file already exists, and umpire import does not write over it');
    expect((await runCli(['import', `${ROSTERS}/bsdata/r7-direct-fire-name.ros`, '-o', out, '--force'])).code).toBe(0);
  });

  for (const [file, where, sentence] of [
    [
      'missing-characteristic.ros',
      '29:21',
      "the Weapon profile 'M3 75mm gun' in Armoured Squadron > Armoured Squadron HQ > 2x Sherman V has no 'Firepower' characteristic",
    ],
    [
      'unknown-profile-type.ros',
      '15:21',
      "the profile 'Sherman V' in Armoured Squadron > Armoured Squadron HQ > 2x Sherman V has the type 'Vehicle Unit', which umpire does not read",
    ],
    [
      'broken-xml.ros',
      '18:64',
      "the roster is not well-formed XML: Expected closing tag 'characteristic' (opened in line 18, col 25) instead of closing tag 'characteristc'",
    ],
  ]) {
    it(`a malformed roster (${file}): exit 2, one sentence with file:line:col, no stack trace`, async () => {
      const d = dir();
      const r = await runCli(['import', `${ROSTERS}/${file}`, '-o', join(d, 'x.yaml')]);
      expect(r.code).toBe(2);
      expect(r.stderr.split('\n')[0]).toBe(`umpire: ${ROSTERS}/${file}:${where}: ${sentence}`);
      expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
      expect(existsSync(join(d, 'x.yaml'))).toBe(false);
    });
  }

  it('the imported force plays: a new game, then its troop shoots in game mode', async () => {
    const d = dir();
    expect((await runCli(['import', tank, '-o', join(d, 'f.yaml')])).code).toBe(0);
    const game = join(d, 'game.yaml');
    const n = await runCli([
      'new',
      '--side',
      `British=${join(d, 'f.yaml')}`,
      '--side',
      'German=scenarios/fow4/forces/german-grenadierkompanie.yaml',
      '-o',
      game,
      '--seed',
      '4',
    ]);
    expect(n.stderr).toBe('');
    expect(n.code).toBe(0);
    const st = await runCli(['status', game]);
    expect(st.code).toBe(0);
    // The unit's name wraps in its column (80 columns without a terminal).
    expect(st.stdout).toMatch(/│ Stuart\s[^\n]*\n│ Recce\s[^\n]*\n│ Patrol\s[^\n]*\n│ \(support\)/);
    const s = await runCli([
      'shoot',
      '--game',
      game,
      '--unit',
      '1st Troop',
      '--target',
      'StuG Platoon',
      '--dice',
      '6,6,6,6,1,1,1,1,1,1,1,1,1,1,1,1,1',
      '--json',
    ]);
    expect(s.stderr).toBe('');
    expect(s.code).toBe(0);
    const out = JSON.parse(s.stdout);
    expect(out.changes.some((c: { field: string }) => c.field === 'destroyed' || c.field === 'bailedOut')).toBe(true);
  });

  it('two imported forces play a whole game in `umpire play` (every question at its default)', async () => {
    const d = dir();
    expect((await runCli(['import', tank, '-o', join(d, 'brit.yaml')])).code).toBe(0);
    expect((await runCli(['import', `${ROSTERS}/bsdata/r2-silent-count.ros`, '-o', join(d, 'ger.yaml')])).code).toBe(0);
    const game = join(d, 'g.yaml');
    expect(
      (
        await runCli([
          'new',
          '--side',
          `British=${join(d, 'brit.yaml')}`,
          '--side',
          `German=${join(d, 'ger.yaml')}`,
          '-o',
          game,
          '--seed',
          '3',
        ])
      ).code,
    ).toBe(0);
    const io = new QuietAutoIO();
    expect(await playGame(game, io)).toBe('over');
    const text = io.lines.join('\n');
    expect(text).toContain('Grenadier Platoon');
    expect(text).toMatch(/(German|British) wins/);
  }, 60000);

  it("quick shooting by the force's own team names (--arsenal): the imported Sherman V shoots like the hand-typed one", async () => {
    const d = dir();
    expect((await runCli(['import', tank, '-o', join(d, 'f.yaml')])).code).toBe(0);
    const dice = ['--dice', '4,5,2,6,3,6,5,1,2,6,4,3'];
    const shot = [
      '3 Sherman V',
      '--at',
      '2 Panzer IV H',
      '--target-skill',
      'veteran',
      '--no-mistaken-target',
      ...dice,
      '--json',
    ];
    const imported = await runCli(['shoot', ...shot, '--arsenal', join(d, 'f.yaml')]);
    const bundled = await runCli(['shoot', ...shot]);
    expect(imported.code).toBe(0);
    expect(JSON.parse(imported.stdout).result.summary.hits).toBeGreaterThan(0);
    expect(JSON.parse(imported.stdout).result).toEqual(JSON.parse(bundled.stdout).result);
    // A name the bundled arsenals also have comes from the force's own arsenal with --arsenal.
    const stuart = await runCli([
      'shoot',
      '3 Stuart V',
      '--at',
      '2 Panzer IV H',
      '--seed',
      '1',
      '--arsenal',
      join(d, 'f.yaml'),
    ]);
    expect(stuart.code).toBe(0);
    expect(stuart.stdout).toContain('Stuart V (37mm)');
  });

  it('two imported lists fight in quick commands: one arsenal file per side (--shooter-arsenal / --target-arsenal, --attacker-arsenal / --defender-arsenal)', async () => {
    const d = dir();
    const us = join(d, 'us.yaml');
    const ger = join(d, 'ger.yaml');
    expect((await runCli(['import', `${ROSTERS}/bsdata/r7-direct-fire-name.ros`, '-o', us])).code).toBe(0);
    expect((await runCli(['import', `${ROSTERS}/bsdata/r2-silent-count.ros`, '-o', ger])).code).toBe(0);
    const shot = await runCli([
      'shoot',
      '3 M7 Priest',
      '--shooter-arsenal',
      us,
      '--at',
      '7 MG34 & K98 rifle team',
      '--target-arsenal',
      ger,
      '--seed',
      '4',
      '--json',
    ]);
    expect(shot.stderr).toBe('');
    expect(shot.code).toBe(0);
    // The M7's direct-fire line (ROF 1, AT 9, FP 2+), joined to its ARTILLERY line, not ROF 0.
    expect(shot.stdout).toContain('"weapon": "M7 Priest (105mm)"');
    const assault = await runCli([
      'assault',
      '--attacker',
      'MG34 & K98 rifle team:4',
      '--attacker-arsenal',
      ger,
      '--defender',
      'M7 Priest:3',
      '--defender-arsenal',
      us,
      '--seed',
      '3',
    ]);
    expect(assault.stderr).toBe('');
    expect(assault.code).toBe(0);
    expect(assault.stdout).toContain('M7 Priest');
  });
});
