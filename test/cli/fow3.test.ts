import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const root = new URL('../../', import.meta.url).pathname;
const tmp = () => mkdtempSync(join(tmpdir(), 'umpire-fow3-cli-'));

describe('umpire validate / schema with fow3 files', () => {
  it('validates every bundled fow3 arsenal, force and the demo game', async () => {
    const files = [
      'arsenals/british.yaml',
      'arsenals/german.yaml',
      'forces/british-armoured-squadron.yaml',
      'forces/german-grenadierkompanie.yaml',
      'demo-game.yaml',
    ].map((f) => join(root, 'scenarios/fow3', f));
    const r = await runCli(['validate', ...files, '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.files.map((f: { ruleset: string; kind: string }) => `${f.ruleset} ${f.kind}`)).toEqual([
      'fow3 arsenal',
      'fow3 arsenal',
      'fow3 force',
      'fow3 force',
      'fow3 game',
    ]);
    expect(j.files[2].summary).toBe(
      "fow3 company 'British Armoured Squadron' (Armoured Squadron): 5 platoons, 15 teams, 945 points",
    );
  });

  it('a bad fow3 force: exit 2, every problem with file:line:col', async () => {
    const f = join(tmp(), 'bad.yaml');
    writeFileSync(
      f,
      'ruleset: fow3\nname: Bad\nratings: { motivation: confident, skill: trained }\nplatoons:\n  - name: HQ\n    slot: headquarters\n    teams: [Tiger I F]\n',
    );
    const r = await runCli(['validate', f]);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain(
      `${f}:7:13: there is no team 'Tiger I F' in the bundled fow3 arsenals; did you mean 'Tiger I E'?`,
    );
  });

  it('umpire schema force --ruleset fow3 gives the fow3 force schema', async () => {
    const r = await runCli(['schema', 'force', '--ruleset', 'fow3']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.title).toBe('umpire fow3 force');
    expect(Object.keys(s.properties)).toEqual(expect.arrayContaining(['platoons', 'company', 'ratings']));
  });
});

describe('umpire new --ruleset fow3, status, undo', () => {
  it('makes the Open Fire demo game from the two demo companies, and status shows it', async () => {
    const g = join(tmp(), 'g.yaml');
    const n = await runCli(['new', '--ruleset', 'fow3', '--seed', '7', '-o', g, '--json']);
    expect(n.code).toBe(0);
    const j = JSON.parse(n.stdout);
    expect(j.ruleset).toBe('fow3');
    expect(j.sides.map((s: { force: string; platoons: number }) => `${s.force} ${s.platoons}`)).toEqual([
      'British Armoured Squadron 5',
      'Grenadierkompanie 7',
    ]);
    const s = await runCli(['status', g]);
    expect(s.code).toBe(0);
    // The first line is wider than 80 columns: it wraps at a word.
    expect(s.stdout.replace(/\s+/g, ' ')).toMatch(
      /^fow3 \(Flames Of War 3rd edition, "Open Fire!" rules\) · free-for-all · turn 1 · first turn not rolled yet · setup step/,
    );
    expect(s.stdout).toContain('Company: 6 platoons fighting, 0 destroyed; Company command team alive, 2iC alive');
    const sj = JSON.parse((await runCli(['status', g, '--json'])).stdout);
    expect(sj.sides[1].platoons[6]).toMatchObject({
      platoon: 'StuG Platoon',
      ratings: { motivation: 'Confident 4+', skill: 'Veteran 3+', isHitOn: '4+', commandDistance: '8"' },
      alive: 3,
    });
    const u = await runCli(['undo', '--game', g]);
    expect(u.code).toBe(2);
    expect(u.stderr).toMatch(/nothing to undo/);
  });

  it('refuses a mission or a time of day Open Fire does not have', async () => {
    const g = join(tmp(), 'g.yaml');
    const r = await runCli(['new', '--ruleset', 'fow3', '--mission', 'encounter', '-o', g]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Open Fire has one mission, free-for-all, not 'encounter'/);
    expect((await runCli(['new', '--ruleset', 'fow3', '--time-of-day', 'night', '-o', g])).stderr).toMatch(
      /no rules for night/,
    );
  });

  it('a fow4 force given to a fow3 game is named at its ruleset line', async () => {
    const g = join(tmp(), 'g.yaml');
    const f4 = join(root, 'scenarios/fow4/forces/british-armoured-squadron.yaml');
    const r = await runCli([
      'new',
      '--ruleset',
      'fow3',
      '--side',
      `A=${f4}`,
      '--side',
      `B=${join(root, 'scenarios/fow3/forces/german-grenadierkompanie.yaml')}`,
      '-o',
      g,
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${f4}:6:10: this is a fow4 force, and a fow3 (Open Fire!) force is wanted here`);
  });
});

describe('umpire test <kind> --ruleset fow3', () => {
  it('rally with the Company command team joined: a failed 2 is re-rolled into a 5', async () => {
    const r = await runCli([
      'test',
      'rally',
      '--ruleset',
      'fow3',
      '--motivation',
      'confident',
      '--commander',
      'yes',
      '--dice',
      '2,5',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.result).toMatchObject({ kind: 'rally', need: 4, faces: [2, 5], passed: true });
    expect(j.result.rules.map((x: { id: string }) => x.id)).toEqual([
      'fow3.motivation-test',
      'fow3.rally',
      'fow3.company-command-reroll',
    ]);
  });

  it('remount without the commander: one die, a 3 fails for Confident', async () => {
    const j = JSON.parse(
      (await runCli(['test', 'remount', '--ruleset', 'fow3', '--motivation', 'confident', '--dice', '3', '--json']))
        .stdout,
    );
    expect(j.result).toMatchObject({ faces: [3], passed: false, consequences: ['the tank stays bailed out'] });
  });

  it('counterattack passes without a roll when the platoon took no hits and is not fighting tanks', async () => {
    const j = JSON.parse(
      (
        await runCli([
          'test',
          'counterattack',
          '--ruleset',
          'fow3',
          '--motivation',
          'reluctant',
          '--set',
          'tookHits=false',
          '--json',
        ])
      ).stdout,
    );
    expect(j.result).toMatchObject({ rolled: false, need: 'auto', passed: true });
    const k = JSON.parse(
      (
        await runCli([
          'test',
          'counterattack',
          '--ruleset',
          'fow3',
          '--motivation',
          'reluctant',
          '--set',
          'tookHits=false',
          'fightingTanks=true',
          '--dice',
          '4',
          '--json',
        ])
      ).stdout,
    );
    expect(k.result).toMatchObject({ rolled: true, need: 5, faces: [4], passed: false });
  });

  it('tank-terror, morale, company-morale', async () => {
    expect(
      JSON.parse(
        (
          await runCli([
            'test',
            'tank-terror',
            '--ruleset',
            'fow3',
            '--motivation',
            'fearless',
            '--dice',
            '3',
            '--json',
          ])
        ).stdout,
      ).result,
    ).toMatchObject({ need: 3, passed: true });
    const m = JSON.parse(
      (
        await runCli([
          'test',
          'platoon-morale',
          '--ruleset',
          'fow3',
          '--motivation',
          'confident',
          '--commander',
          'yes',
          '--dice',
          '1,2',
          '--json',
        ])
      ).stdout,
    );
    expect(m.result).toMatchObject({ kind: 'morale', faces: [1, 2], passed: false });
    expect(m.result.consequences).toEqual([
      'the platoon is destroyed: remove it',
      'the Company command team that joined it is destroyed with it',
    ]);
    // EX-46 (Checking Company Morale): one grenadier platoon left, the die shows 5: the company fights on.
    const c = JSON.parse(
      (
        await runCli([
          'test',
          'company-morale',
          '--ruleset',
          'fow3',
          '--set',
          'platoonsDestroyed=2',
          'platoonsFighting=1',
          '--dice',
          '5',
          '--json',
        ])
      ).stdout,
    );
    expect(c.result).toMatchObject({ need: 4, faces: [5], passed: true });
    const none = JSON.parse(
      (
        await runCli([
          'test',
          'company-morale',
          '--ruleset',
          'fow3',
          '--set',
          'platoonsDestroyed=2',
          'platoonsFighting=2',
          'companyCommandAlive=false',
          'twoICAlive=false',
          '--json',
        ])
      ).stdout,
    );
    expect(none.result).toMatchObject({ rolled: false, passed: true });
  });

  it('dig-in, bogging and free-bogged are Skill Tests; a tank in Difficult going bogs only on a 1', async () => {
    expect(
      JSON.parse(
        (await runCli(['test', 'dig-in', '--ruleset', 'fow3', '--skill', 'conscript', '--dice', '4', '--json'])).stdout,
      ).result,
    ).toMatchObject({ need: 5, passed: false });
    const bog = JSON.parse(
      (
        await runCli([
          'test',
          'bogging',
          '--ruleset',
          'fow3',
          '--skill',
          'conscript',
          '--set',
          'team=Sherman V',
          'going=difficult',
          '--dice',
          '2',
          '--odds',
          '--json',
        ])
      ).stdout,
    );
    expect(bog.result).toMatchObject({ need: 2, passed: true });
    expect(bog.odds.pass).toBe('5/6');
    const vd = JSON.parse(
      (
        await runCli([
          'test',
          'bogging',
          '--ruleset',
          'fow3',
          '--skill',
          'veteran',
          '--set',
          'team=Tiger I E',
          'going=very-difficult',
          '--dice',
          '2',
          '--json',
        ])
      ).stdout,
    );
    expect(vd.result).toMatchObject({ need: 3, passed: false });
    expect(
      JSON.parse(
        (await runCli(['test', 'free-bogged', '--ruleset', 'fow3', '--skill', 'trained', '--dice', '4', '--json']))
          .stdout,
      ).result,
    ).toMatchObject({ need: 4, passed: true });
  });

  it('--odds: rally with the re-roll is 3/4 for Confident', async () => {
    const r = await runCli([
      'test',
      'rally',
      '--ruleset',
      'fow3',
      '--motivation',
      'confident',
      '--commander',
      'yes',
      '--odds',
      '--dice',
      '6',
    ]);
    expect(r.stdout.replace(/\s+/g, ' ')).toMatch(
      /^Flames Of War 3rd edition, "Open Fire!" rules · Rally a Pinned Down platoon \(p\. 15\) — needs 4\+/,
    );
    expect(r.stdout).toContain('chance to pass: 3/4 (75.0%)');
  });

  it('lists the Open Fire tests; refuses a 4th-edition test and a flag the test does not take', async () => {
    const l = JSON.parse((await runCli(['test', 'list', '--ruleset', 'fow3', '--json'])).stdout);
    expect(l.map((x: { kind: string }) => x.kind)).toEqual([
      'rally',
      'remount',
      'counterattack',
      'tank-terror',
      'morale',
      'company-morale',
      'dig-in',
      'bogging',
      'free-bogged',
    ]);
    const ls = await runCli(['test', 'last-stand', '--ruleset', 'fow3']);
    expect(ls.code).toBe(2);
    expect(ls.stderr).toMatch(
      /"last-stand" is not an Open Fire test \(a 4th-edition test that Open Fire does not have\)/,
    );
    const sk = await runCli(['test', 'rally', '--ruleset', 'fow3', '--skill', 'veteran']);
    expect(sk.stderr).toMatch(/the fow3 rally test does not take --skill/);
    const miss = await runCli(['test', 'rally', '--ruleset', 'fow3']);
    expect(miss.stderr).toMatch(/fow3 rally: motivation:/);
  });
});

describe('umpire assault --ruleset fow3', () => {
  it('defensive fire misses, both assaulting teams hit: the defenders are destroyed and the winner, never hit, is not pinned', async () => {
    const r = await runCli([
      'assault',
      '--ruleset',
      'fow3',
      '--attacker',
      'Rifle/MG team:2',
      '--attacker-arsenal',
      'british',
      '--defender',
      'Rifle/MG team:2',
      '--defender-arsenal',
      'german',
      '--defender-rating',
      'confident-veteran',
      '--dice',
      '1,1,1,1,6,6',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.ruleset).toBe('fow3');
    expect(j.result).toMatchObject({ winner: 'attacker', pinned: [], fellBack: false });
    expect(j.result.defensiveFire.shooting.toHit.need).toBe(3); // the assaulting Trained teams are hit on 3+
    expect(
      j.result.teams.filter((t: { state: string }) => t.state === 'destroyed').map((t: { id: string }) => t.id),
    ).toEqual(['Rifle/MG team 1 (defender)', 'Rifle/MG team 2 (defender)']);
    expect(j.result.rules.every((x: { id: string }) => x.id.startsWith('fow3.'))).toBe(true);
  });

  it('infantry assaulting a tank takes the Tank Terror test first; a failure stops the assault', async () => {
    const r = await runCli([
      'assault',
      '--ruleset',
      'fow3',
      '--attacker',
      'Rifle/MG team:3',
      '--attacker-arsenal',
      'german',
      '--attacker-rating',
      'confident-veteran',
      '--defender',
      'Sherman V',
      '--dice',
      '2',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Tank Terror: needs 4+, rolled 2: failed');
    expect(r.stdout).toContain('No assault: it was not launched');
  });

  it('takes a fow3.assault situation file, and names a bad team with its path', async () => {
    const f = join(tmp(), 's.json');
    writeFileSync(
      f,
      JSON.stringify({
        attacker: {
          name: 'Paras',
          motivation: 'fearless',
          skill: 'veteran',
          teams: [{ id: 'Bazooka', team: 'Bazooka team' }],
        },
        defenders: [
          { name: 'StuGs', motivation: 'confident', skill: 'veteran', teams: [{ id: 'StuG', team: 'StuG X' }] },
        ],
      }),
    );
    const r = await runCli(['assault', '--ruleset', 'fow3', '--situation', f]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/defenders\.0\.teams\.0\.team: "StuG X" is not a team of the Open Fire/);
  });
});

describe('umpire resolve fow3.shoot and fow3.assault; bombard --ruleset fow3', () => {
  it('fow3.shoot: two Sherman Vs against a Veteran StuG G', async () => {
    const f = join(tmp(), 's.yaml');
    writeFileSync(
      f,
      'procedure: fow3.shoot\nsituation:\n  shooters:\n    - { id: Sherman 1, team: Sherman V, fire: [M3 75mm gun] }\n  target:\n    name: StuGs\n    skill: veteran\n    teams:\n      - { id: StuG 1, team: StuG G, arsenal: german }\n',
    );
    // Two gun dice at 4+ (5 hits, 1 misses); the StuG G saves: 2 + front armour 7 = 9 < AT 10, Firepower 3+ with a 4: destroyed.
    const r = await runCli(['resolve', f, '--dice', '5,1,2,4']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ procedure: 'fow3.shoot', ruleset: 'fow3' });
    expect(j.result.hits).toBe(1);
    expect(j.result.teams).toEqual([{ id: 'StuG 1', hits: 1, state: 'destroyed' }]);
  });

  it('fow3.shoot: an unknown team is reported at its line and column', async () => {
    const f = join(tmp(), 's.yaml');
    writeFileSync(
      f,
      'procedure: fow3.shoot\nsituation:\n  shooters:\n    - { id: A, team: Sherman IX }\n  target: { name: T, skill: trained, teams: [{ id: B, team: StuG G }] }\n',
    );
    const r = await runCli(['resolve', f]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${f}:4:22: "Sherman IX" is not a team`);
  });

  it('fow3.assault resolves the same situation the assault command builds', async () => {
    const f = join(tmp(), 'a.json');
    writeFileSync(
      f,
      JSON.stringify({
        procedure: 'fow3.assault',
        situation: {
          attacker: {
            name: 'A',
            motivation: 'confident',
            skill: 'trained',
            teams: [{ id: 'R1', team: 'Rifle/MG team' }],
          },
          defenders: [
            {
              name: 'D',
              motivation: 'confident',
              skill: 'veteran',
              teams: [{ id: 'G1', team: 'Rifle/MG team', arsenal: 'german' }],
            },
          ],
        },
      }),
    );
    // Defensive fire: 2 dice miss; the assaulting team hits on 4+ with a 4; the defender is destroyed.
    const j = JSON.parse((await runCli(['resolve', f, '--dice', '1,2,4'])).stdout);
    expect(j.result).toMatchObject({ ruleset: 'fow3', winner: 'attacker' });
  });

  it('bombard --ruleset fow3 exits 2: Open Fire has no bombardments', async () => {
    const r = await runCli(['bombard', '--ruleset', 'fow3', '--battery', '2 8cm GW34 mortar']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Open Fire! has no artillery bombardments/);
  });
});
