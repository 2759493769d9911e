import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/cli/play/run.js';
import { runCli } from './run-cli.js';
import { QuietAutoIO } from './play/quiet-auto-io.js';

const ROSTERS = 'test/fixtures/rosters';
const tank = `${ROSTERS}/bsdata/british-sherman-squadron.rosz`;
const dir = () => mkdtempSync(join(tmpdir(), 'umpire-import-cli-'));

describe('umpire import', () => {
  it('imports the tank formation (.rosz), and the force validates', async () => {
    const d = dir();
    const r = await runCli(['import', tank, '-o', join(d, 'f.yaml')]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Imported Sherman Armoured Squadron: 1 formation, 3 units, 8 teams, 34 points.');
    expect(r.stdout).toMatch(/│ Sherman Armoured Troop\s+│ 2 Sherman \(75mm\), 1 Firefly\s+│\s+13 │/);
    expect(r.stdout.split('\n').every((l) => l.length <= 80)).toBe(true);
    expect(existsSync(join(d, 'f.arsenal.yaml'))).toBe(true);
    expect(readFileSync(join(d, 'f.yaml'), 'utf8')).toMatch(
      /^# yaml-language-server: \$schema=.*schemas\/fow4\/force\.schema\.json\n/,
    );
    const v = await runCli(['validate', join(d, 'f.yaml'), join(d, 'f.arsenal.yaml')]);
    expect(v.code).toBe(0);
    expect(v.stdout.replace(/\s+/g, ' ')).toContain(
      "force 'Sherman Armoured Squadron': 1 formation, 3 units, 8 teams, 34 points",
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
      'bsdata/e1-missing-characteristic.ros',
      '26:17',
      "the Weapon profile 'M4 Sherman (75mm)' in Co > Tank Company HQ has no 'Firepower' characteristic",
    ],
    [
      'bsdata/e2-unknown-profile-type.ros',
      '10:17',
      "the profile 'M4 Sherman (75mm)' in Co > Tank Company HQ has the type 'Vehicle Unit', which umpire does not read",
    ],
    [
      'bsdata/e3-broken-xml.ros',
      '32:56',
      "the roster is not well-formed XML: Expected closing tag 'characteristic' (opened in line 32, col 21) instead of closing tag 'characteristc'",
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
    expect(st.stdout).toMatch(/│ Sherman\s[^\n]*\n│ Armoured\s[^\n]*\n│ Troop\s/);
    const s = await runCli([
      'shoot',
      '--game',
      game,
      '--unit',
      'Sherman Armoured Troop',
      '--target',
      'StuG Platoon',
      '--dice',
      '6,6,6,6,1,1,1,1,1,1,1,1,1,1,1',
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

  it("quick shooting by the force's own team names: --arsenal, or --shooter-arsenal with the same file, alike", async () => {
    const d = dir();
    expect((await runCli(['import', tank, '-o', join(d, 'f.yaml')])).code).toBe(0);
    const shot = ['2 Sherman (75mm)', '--at', '2 Panzer IV H', '--target-skill', 'veteran', '--no-mistaken-target'];
    const dice = ['--seed', '7', '--json'];
    const viaArsenal = await runCli(['shoot', ...shot, ...dice, '--arsenal', join(d, 'f.yaml')]);
    const viaSide = await runCli(['shoot', ...shot, ...dice, '--shooter-arsenal', join(d, 'f.yaml')]);
    expect(viaArsenal.stderr).toBe('');
    expect(viaArsenal.code).toBe(0);
    expect(JSON.parse(viaArsenal.stdout).result.summary.hits).toBeGreaterThan(0);
    expect(JSON.parse(viaSide.stdout).result).toEqual(JSON.parse(viaArsenal.stdout).result);
    const human = await runCli(['shoot', ...shot, '--seed', '1', '--arsenal', join(d, 'f.yaml')]);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain('Sherman (75mm)');
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
  it('bombard --battery and --under name imported teams: --battery-arsenal / --under-arsenal, or one --arsenal file', async () => {
    const d = dir();
    const us = join(d, 'us.yaml');
    const ger = join(d, 'ger.yaml');
    expect((await runCli(['import', `${ROSTERS}/bsdata/us-tank-company.rosz`, '-o', us])).code).toBe(0);
    expect((await runCli(['import', `${ROSTERS}/bsdata/r2-silent-count.ros`, '-o', ger])).code).toBe(0);
    // The bundled arsenals have no "M7 Priest": without the imported list the name is unknown.
    const unknown = await runCli(['bombard', '--battery', '3 M7 Priest', '--under', '2 Panzer IV H', '--seed', '1']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--battery: no team called "M7 Priest" in the bundled arsenals');
    const fire = (...args: string[]) =>
      runCli(['bombard', '--battery', '3 M7 Priest', '--friendly', '10', '--seed', '5', '--json', ...args]);
    const sides = await fire(
      '--battery-arsenal',
      us,
      '--under',
      '4 MG34 & K98 rifle team:foxholes',
      '--under-arsenal',
      ger,
    );
    expect(sides.stderr).toBe('');
    expect(sides.code).toBe(0);
    const j = JSON.parse(sides.stdout);
    // The imported v4 card's artillery line: AT 3, FP 3+, already adjusted (p. 49); 3 guns.
    expect(j.situation.units[0].weapons).toEqual([
      { name: 'M7 Priest', count: 3, antiTank: 3, firepower: 3, rules: ['smoke-bombardment'] },
    ]);
    expect(j.situation.units[0].under[0].profile).toMatchObject({ name: 'MG34 & K98 rifle team', type: 'infantry' });
    const one = await fire('--arsenal', us, '--under', '2 Panzer IV H');
    expect(one.code).toBe(0);
    expect(JSON.parse(one.stdout).situation.units[0].weapons[0]).toMatchObject({
      name: 'M7 Priest',
      count: 3,
      antiTank: 3,
    });
  });
  it("shows the card's own speeds (M5 Stuart 12/14/24/28), with a --json twin", async () => {
    const d = dir();
    const r = await runCli(['import', `${ROSTERS}/bsdata/r6-speeds.ros`, '-o', join(d, 's.yaml')]);
    expect(r.code).toBe(0);
    const text = r.stdout.replace(/\s+/g, ' ');
    expect(text).toContain("Card speeds (the card's own, not a p. 18 row: move by these at the table)");
    expect(text).toContain(
      'M5 Stuart: tactical 12"/30cm, terrain dash 14"/35cm, cross-country dash 24"/60cm, road dash 28"/70cm',
    );
    // The Shermans move as their p. 18 row (Standard Tank): no line of their own.
    expect(text).not.toContain('M4 Sherman (75mm): tactical');
    const j = JSON.parse(
      (await runCli(['import', `${ROSTERS}/bsdata/r6-speeds.ros`, '-o', join(d, 'j.yaml'), '--json'])).stdout,
    );
    expect(j.cardSpeeds).toEqual([
      {
        team: 'M5 Stuart',
        speeds: { tactical: '12"/30cm', terrainDash: '14"/35cm', crossCountryDash: '24"/60cm', roadDash: '28"/70cm' },
      },
    ]);
  });
});
